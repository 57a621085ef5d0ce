/**
 * Hostile content, part two: a BibTeX file whose @string values double at each step
 * (docs/decisions/067). A kilobyte of text would expand to gigabytes; the reader stops each
 * value at its limit, reports the entries that use it and imports the rest of the file.
 */
import { describe, expect, it } from 'vitest';
import { BIBTEX_LIMITS, parseBibtex } from '../../shared/content/scholarly/bibtex-parse';
import { previewBibtex } from '../../shared/editor/screens/bibtex-preview';
import { newSiteFiles } from '../../scripts/new-site';
import { parseSource, sourcePath } from '../../shared/export/source';

/** @string{s0 = "ab"} @string{s1 = s0 # s0} … up to s{steps}: the last is 2^(steps+1) characters if expanded. */
function doublingFile(steps: number): string {
  const lines = ['@string{s0 = "ab"}'];
  for (let k = 1; k <= steps; k += 1) lines.push(`@string{s${k} = s${k - 1} # s${k - 1}}`);
  return lines.join('\n');
}

const GOOD = `@article{good2020,
  title = {A paper that imports},
  author = {Doe, Jane and Roe, Richard},
  journal = {Journal of Tests},
  year = {2020}
}`;

describe('the doubling @string file', () => {
  it('is reported on the entry that uses it, quickly and without building the long text; the rest imports', () => {
    const text = `${doublingFile(40)}\n@article{bomb,\n  title = s40,\n  author = {Doe, Jane},\n  journal = {J},\n  year = {2021}\n}\n${GOOD}\n`;
    expect(text.length).toBeLessThan(2000);
    const heapBefore = process.memoryUsage().heapUsed;
    const { entries, problems, notes } = parseBibtex(text);
    // No value past the limit was ever held (the doubling would reach 2^41 characters).
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
    expect(entries.map((entry) => entry.key)).toEqual(['good2020']);
    expect(problems).toEqual([{ line: 42, key: 'bomb', message: '@string "s40" was too long to read, so field title cannot be; the entry was skipped.' }]);
    // The first @string past the limit is named; the ones built on it are refused too.
    expect(notes[0]!.message).toBe(`Field s16 is longer than ${BIBTEX_LIMITS.value.toLocaleString('en-US')} characters; the entry was skipped.`);
    expect(Math.max(...entries.flatMap((entry) => Object.values(entry.fields).map((value) => value.length)))).toBeLessThanOrEqual(BIBTEX_LIMITS.value);
  });

  it('keeps values up to the limit', () => {
    // s15 is 65,536 characters: inside the limit, so it is read as BibTeX would.
    const { entries, problems } = parseBibtex(`${doublingFile(15)}\n@misc{fits,\n  title = s15\n}\n`);
    expect(problems).toEqual([]);
    expect(entries[0]!.fields.title).toHaveLength(65_536);
  });

  it('stops the sum of all expansions, so many uses of one long @string cannot add up', () => {
    const uses = Array.from({ length: 120 }, (_, k) => `@misc{e${k},\n  title = s15\n}`).join('\n');
    const { entries, problems } = parseBibtex(`${doublingFile(15)}\n${uses}\n${GOOD}\n`);
    // Building s1…s15 copies 4 + 8 + … + 65,536 characters; each use then copies 65,536 more.
    const building = 2 ** 17 - 4;
    const fitting = Math.floor((BIBTEX_LIMITS.expansion - building) / 65_536);
    expect(entries.filter((entry) => entry.key.startsWith('e'))).toHaveLength(fitting);
    expect(problems).toHaveLength(120 - fitting);
    expect(problems[0]!.message).toMatch(/^The file's @string values add up to more than 5,000,000 characters at field title; the entry was skipped\.$/);
    expect(entries.at(-1)!.key).toBe('good2020');
  });

  it("the studio's import preview lists the problem and offers the good paper", () => {
    const preview = previewBibtex(`${doublingFile(40)}\n@article{bomb, title = s40 # s40, year = 2021}\n${GOOD}`, []);
    expect(preview.rows.map((row) => row.pub.title)).toEqual(['A paper that imports']);
    expect(preview.problems.map((problem) => problem.key)).toEqual(['bomb']);
  });

  it('new-site --bibtex starts the site with the good paper only', () => {
    const files = newSiteFiles({ name: 'Smith Lab', institution: 'Example University', bibtex: `${doublingFile(40)}\n@article{bomb, title = s40, year = 2021}\n${GOOD}` });
    const parsed = parseSource('publications', files.get(sourcePath('publications'))!);
    expect(parsed.ok && parsed.items.map((pub) => pub.title)).toEqual(['A paper that imports']);
  });
});
