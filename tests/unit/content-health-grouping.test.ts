/**
 * Site health keeps a real problem in sight: warnings of one kind make one line with their
 * count, errors stay one a line, and `npm run check:content` prints the same lines.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../scripts/check-content';
import { checkContent, groupByCheck, healthEntries, kindLine, type HealthEntry } from '../../shared/content/health';
import type { Content } from '../../shared/content/model/model';
import { HEALTH_TODAY, healthContent } from '../fixtures/health-content';

/** The health fixture with `count` more papers that have neither DOI, URL nor abstract. */
function withThinPapers(count: number): Content {
  const content = healthContent();
  const template = content.publications[0]!;
  const thin = Array.from({ length: count }, (_, index) => ({
    ...template,
    id: `pub-thin-${String(index + 1).padStart(3, '0')}`,
    title: `Thin paper ${index + 1}`,
    doi: '',
    url: '',
    abstract: '',
  }));
  return { ...content, publications: [...content.publications, ...thin] };
}

const kinds = (entries: HealthEntry[]) => entries.filter((entry): entry is Extract<HealthEntry, { type: 'kind' }> => entry.type === 'kind');

describe('warnings of one kind make one line with their count', () => {
  it("warnings whose words name each item's own address count as one kind: 146 http links, one line", () => {
    const content = healthContent();
    const template = content.publications[0]!;
    const papers = Array.from({ length: 146 }, (_, index) => ({
      ...template,
      id: `pub-http-${index + 1}`,
      title: `Paper ${index + 1}`,
      doi: '',
      url: `http://dx.doi.org/10.1109/example.${index + 1}`,
    }));
    const problems = checkContent({ ...content, publications: [...content.publications, ...papers] }, { today: HEALTH_TODAY });
    const group = groupByCheck(problems).find((g) => g.check === 'external-url')!;
    const lines = kinds(group.entries).map(kindLine);
    expect(lines).toContain('Uses http:, not https: — 146 publications');
    // Each item keeps its own words, with its address, when the line is opened.
    const http = kinds(group.entries).find((entry) => entry.message === 'Uses http:, not https:')!;
    expect(http.problems[0]!.message).toBe('http://dx.doi.org/10.1109/example.1 uses http:, not https:');
  });

  it('212 papers without DOI or abstract make two lines, and the one paper without links stays among them', () => {
    const problems = checkContent(withThinPapers(212), { today: HEALTH_TODAY });
    const group = groupByCheck(problems).find((g) => g.check === 'publication-details')!;
    // 213 papers without DOI or URL (the fixture's own and the 212), 212 without abstract.
    expect(group.problems).toHaveLength(425);
    expect(group.entries.map((entry) => (entry.type === 'kind' ? kindLine(entry) : entry.problem.item))).toEqual([
      'No DOI and no URL: readers cannot find the paper — 213 publications',
      'No abstract — 212 publications',
    ]);
    // Opened, a line lists every item of its kind.
    const [noDoi] = kinds(group.entries);
    expect(noDoi!.problems.map((p) => p.item)).toContain('Paper without links');
    expect(noDoi!.fieldLabel).toBe('DOI');
  });

  it('a warning alone of its kind keeps its own line, with its item', () => {
    const group = groupByCheck(checkContent(healthContent(), { today: HEALTH_TODAY })).find((g) => g.check === 'publication-details')!;
    expect(group.entries).toHaveLength(1);
    expect(group.entries[0]).toMatchObject({ type: 'problem', problem: { item: 'Paper without links' } });
  });

  it('errors are never grouped, and come before the warnings', () => {
    const base = healthContent();
    // Three broken references of one kind: three lines.
    const software = [1, 2, 3].map((n) => ({ ...base.software[0]!, id: `software-orphan-${n}`, name: `Orphan ${n}` }));
    const problems = checkContent({ ...base, software }, { today: HEALTH_TODAY });
    const group = groupByCheck(problems).find((g) => g.check === 'broken-reference')!;
    expect(group.entries.map((entry) => entry.type)).toEqual(['problem', 'problem', 'problem']);
    const mixed = healthEntries([
      { ...group.problems[0]!, severity: 'warning' },
      { ...group.problems[1]!, severity: 'warning' },
      group.problems[2]!,
    ]);
    expect(mixed.map((entry) => entry.type)).toEqual(['problem', 'kind']);
    expect(mixed[0]).toMatchObject({ type: 'problem', problem: { severity: 'error', item: 'Orphan 3' } });
  });

  it('names many items of a kind in plain words', () => {
    const content = healthContent();
    const members = [1, 2, 3].map((n) => ({ ...content.teamMembers[1]!, id: `member-${n}`, name: `Member ${n}` }));
    const entries = groupByCheck(checkContent({ ...content, teamMembers: members }, { today: HEALTH_TODAY })).find((g) => g.check === 'member-details')!.entries;
    expect(kinds(entries).map(kindLine)).toEqual(['No photo — 3 team members']);
  });
});

describe('npm run check:content prints a kind of warning as one line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'check-kinds-'));
  const file = join(dir, 'thin.json');
  writeFileSync(file, JSON.stringify(withThinPapers(212)));

  it('with its count and the first few items; the errors one by one above', () => {
    const { output, code } = runCheck(['--content', file], { BUILD_DATE: HEALTH_TODAY });
    expect(code).toBe(1);
    expect(output).toContain('  warning  No abstract — 212 publications\n             Thin paper 1 (pub-thin-001)');
    expect(output).toContain('… and 207 more (--all lists every one)');
    expect(output).not.toContain('Thin paper 212 (');
    expect(output).toContain('error    software "Orphan Tool" (software-orphan) · Projects: Links to project "project-gone", which does not exist');
    // The warning of another kind is still there, on its own line.
    expect(output).toContain('warning  collaborators "Plain Partner" (collab-http) · Website URL: http://plain-partner.example uses http:, not https:');
    expect(output.split('\n').length).toBeLessThan(60);
  });

  it('--all names every item', () => {
    const { output } = runCheck(['--content', file, '--all'], { BUILD_DATE: HEALTH_TODAY });
    expect(output).toContain('Thin paper 212 (pub-thin-212)');
    expect(output).not.toContain('more (--all');
  });
});
