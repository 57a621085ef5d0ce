/**
 * `npm run new-site` for people and for scripts: its help, its usage errors, no questions when
 * the flags (or --yes) answer them or when there is no terminal, and its report of what it
 * wrote, removed, skipped and imported that the studio would refuse (the forms' own words).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { HELP, runNewSite, type NewSiteIo } from '../../scripts/new-site';
import { checkRefusedItems } from '../../shared/content/health';
import { emptyContent } from '../../shared/content/model/empty-content';
import { emptyLabProfile } from '../../shared/content/model/lab-profile';
import type { Publication } from '../../shared/content/model/schemas';
import { SETTINGS_PATH, sourcePath } from '../../shared/export/source';

const BIB = fileURLToPath(new URL('../fixtures/newcomer.bib', import.meta.url));
const NOW = new Date('2026-06-01T12:00:00Z');

/** A checkout-shaped folder: an empty seed folder and two example pictures. */
function checkout(): string {
  const repo = mkdtempSync(join(tmpdir(), 'new-site-cli-'));
  mkdirSync(join(repo, 'shared/content/seed'), { recursive: true });
  mkdirSync(join(repo, 'public/assets/team'), { recursive: true });
  writeFileSync(join(repo, 'public/assets/team/ada.svg'), '<svg/>');
  writeFileSync(join(repo, 'public/assets/og-default.png'), 'png');
  return repo;
}

function io(repo: string, interactive: boolean, answers: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const asked: string[] = [];
  const value: NewSiteIo = {
    interactive,
    ask: async (question) => {
      asked.push(question);
      const answer = answers.shift();
      if (answer === undefined) throw new Error(`unexpected question: ${question}`);
      return answer;
    },
    out: (line) => out.push(...line.split('\n')),
    err: (line) => err.push(...line.split('\n')),
    cwd: repo,
    env: {},
    now: NOW,
  };
  return { io: value, out, err, asked };
}

const written = (repo: string) => readdirSync(join(repo, 'shared/content/seed'));

describe('npm run new-site', () => {
  it('--help prints every option, one line each, and writes nothing', async () => {
    const repo = checkout();
    const run = io(repo, false);
    expect(await runNewSite(['--help'], run.io)).toBe(0);
    expect(run.out.join('\n')).toBe(HELP);
    for (const option of ['--name <text>', '--institution <text>', '--orcid <iD>', '--bibtex <file>', '--repo <dir>', '-y, --yes', '-h, --help']) {
      expect(run.out.filter((line) => line.trimStart().startsWith(option)), option).toHaveLength(1);
    }
    expect(written(repo)).toEqual([]);
  });

  it('an unknown option is named, with the help hint, exit 2 and nothing written', async () => {
    const repo = checkout();
    const run = io(repo, true);
    expect(await runNewSite(['--name', 'Smith Lab', '--colour', 'green'], run.io)).toBe(2);
    expect(run.err).toEqual(['new-site: unknown option --colour', 'Run `npm run new-site -- --help` for the options.']);
    expect(run.asked).toEqual([]);
    expect(written(repo)).toEqual([]);
    expect(existsSync(join(repo, 'public/assets/team/ada.svg'))).toBe(true);
  });

  it('without a terminal, a missing --name fails naming the flag, without a question', async () => {
    const repo = checkout();
    const run = io(repo, false);
    expect(await runNewSite(['--institution', 'Example University'], run.io)).toBe(2);
    expect(run.err[0]).toBe('new-site: --name is required when not run in a terminal');
    expect(run.err[1]).toContain('--help');
    expect(run.asked).toEqual([]);
    expect(written(repo)).toEqual([]);
  });

  it('with --yes in a terminal asks nothing; a missing --name still fails', async () => {
    const repo = checkout();
    const missing = io(repo, true);
    expect(await runNewSite(['--yes'], missing.io)).toBe(2);
    expect(missing.err[0]).toBe('new-site: --name is required with --yes');
    const run = io(repo, true);
    expect(await runNewSite(['--name', 'Smith Lab', '--yes'], run.io)).toBe(0);
    expect(run.asked).toEqual([]);
    expect(run.out[0]).toBe('New site for Smith Lab.');
  });

  it('in a terminal asks only for what the flags leave out', async () => {
    const repo = checkout();
    const run = io(repo, true, ['', '']);
    expect(await runNewSite(['--name', 'Smith Lab', '--institution', 'Example University'], run.io)).toBe(0);
    expect(run.asked).toEqual(['ORCID iD of the lab or its PI (optional): ', 'BibTeX file of the publications to import (optional): ']);
    const all = io(checkout(), true);
    expect(await runNewSite(['--name', 'Smith Lab', '--institution', 'X', '--orcid', '', '--bibtex', ''], all.io)).toBe(0);
    expect(all.asked).toEqual([]);
  });

  it('reports every file written and removed, every entry skipped and every entry the studio would refuse', async () => {
    const repo = checkout();
    const run = io(repo, false);
    expect(await runNewSite(['--name', 'Smith Lab', '--institution', 'Example University', '--bibtex', BIB], run.io)).toBe(0);
    expect(run.err).toEqual([]);
    const out = run.out;
    // The twelve data sets (pages, talks, teaching and events among them), settings.ts and labProfile.ts.
    expect(out).toContain('Wrote 14 files:');
    expect(out.filter((line) => line.startsWith('  wrote    shared/content/seed/'))).toHaveLength(14);
    expect(written(repo)).toHaveLength(14);
    expect(out).toContain('Removed 2 files and 2 folders of the example lab from public/assets/:');
    expect(out).toEqual(expect.arrayContaining(['  removed  public/assets/og-default.png', '  removed  public/assets/team/ada.svg', '  removed  public/assets/team/', '  removed  public/assets/']));
    expect(existsSync(join(repo, 'public/assets'))).toBe(false);

    expect(out).toContain(`Imported 4 publications: 4 from ${BIB}.`);
    const skipped = out.slice(out.indexOf('Skipped 3 BibTeX entries:') + 1, out.indexOf('Skipped 3 BibTeX entries:') + 4);
    expect(skipped).toEqual([
      '  line 33 (garcia2021dup): Duplicate of “Learning to Learn in the Prefrontal Cortex”',
      '  line 41 (nunez2023again): Duplicate of “Curiosity-driven exploration in Drosophila: a β-test”',
      expect.stringMatching(/^ {2}line 48 \(broken2020\): .+/),
    ]);

    // The undated and venue-less entries are imported, and listed in the studio's own words.
    // The file's data as written (its canonical form is the content check's: test:content).
    const text = readFileSync(join(repo, sourcePath('publications')), 'utf8');
    const marker = ': Publication[] = ';
    const parsed = { items: JSON.parse(text.slice(text.indexOf(marker) + marker.length).replace(/;\n$/, '')) as Publication[] };
    expect(parsed.items.map((pub) => [pub.title, pub.year])).toEqual([
      ['Learning to Learn in the Prefrontal Cortex', 2021],
      ['Curiosity-driven exploration in Drosophila: a β-test', 2023],
      ['Notes on Self-Supervised Hypotheses', null],
      ['An Undated Draft about Active Inference', null],
    ]);
    expect(parsed.items[0]!.authors).toEqual(['García, María', 'Müller, Jörg', 'Østergaard, Søren']);
    // The home page features the newest paper (2023), not the file's first (2021).
    const settings = readFileSync(join(repo, SETTINGS_PATH), 'utf8');
    expect(settings).toContain(`"publicationId": "${parsed.items[1]!.id}"`);
    const refusedAt = out.findIndex((line) => line.startsWith('2 imported entries the studio would not save'));
    expect(refusedAt).toBeGreaterThan(0);
    expect(out.slice(refusedAt + 1, refusedAt + 3)).toEqual([
      '  smith_undated “Notes on Self-Supervised Hypotheses”: Please fill in all required fields',
      '  smith_draft “An Undated Draft about Active Inference”: Please fill in all required fields',
    ]);
    // Site health (the studio's screen and check:content) finds the same items with the same words.
    const health = checkRefusedItems({ ...emptyContent(emptyLabProfile()), publications: parsed.items }, { today: '2026-06-01' });
    expect(health.map((problem) => [problem.item, problem.message])).toEqual([
      ['Notes on Self-Supervised Hypotheses', 'Please fill in all required fields'],
      ['An Undated Draft about Active Inference', 'Please fill in all required fields'],
    ]);
    // A preprint needs no venue: what both lack is the year.
    expect(health.map((problem) => problem.fieldLabel)).toEqual(['Year', 'Year']);
  });

  it('run as a command with no terminal and no --name, exits 2 naming the flag', async () => {
    const repo = checkout();
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const run = promisify(execFile)(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/new-site.ts'), '--institution', 'Example University'], { cwd: repo });
    await expect(run).rejects.toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining('--name is required when not run in a terminal') });
    expect(written(repo)).toEqual([]);
  }, 30_000);
});
