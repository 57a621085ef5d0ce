/**
 * `npm run sync:publications` against local fakes: the files it writes, a second run that
 * changes nothing, and sources that fail without anything deleted.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { teamMembers } from '../fixtures/content/seed/teamMembers';
import { generateSource, parseSource, sourcePath } from '../../shared/export/source';
import { readRepositoryContent, runSync, syncSources } from '../../scripts/sync-publications';
import { fakeScholarlyFetch, startFakeScholarly, type FakeScholarlyData, type RecordedCall } from '../fixtures/fake-scholarly';

const SEED = new URL('../fixtures/content/seed/', import.meta.url);
const ORCID_A = '0000-0002-1825-0097';
const ORCID_B = '0000-0001-5109-3700';
const TODAY = '2026-11-24';

const DATA: FakeScholarlyData = {
  orcid: {
    [ORCID_A]: [
      { putCode: 1, title: 'Language models propose', doi: '10.5555/DML.2026.001', year: 2026 },
      { putCode: 2, title: 'ORCID title of the new paper', doi: '10.5555/new.2025.1', year: 2025 },
      { putCode: 3, title: 'labtools', type: 'software', doi: '10.5281/zenodo.777', year: 2025 },
      { putCode: 4, title: 'A talk without a DOI', type: 'conference-paper', journal: 'Cognitive Science Society', year: 2024, contributors: ['Ingrid Halvorsen', 'Petra Novak'] },
      { putCode: 5, title: 'Bayesian accounts (preprint)', type: 'preprint', doi: '10.1101/2025.02.02.5', year: 2025 },
      { putCode: 6, title: 'Modelling the scientist', doi: '10.5555/dml.2019.050', year: 2019 },
    ],
    [ORCID_B]: [{ putCode: 9, title: 'Never read', doi: '10.5555/never', year: 2025 }],
  },
  crossref: {
    '10.5555/dml.2026.001': { DOI: '10.5555/dml.2026.001', type: 'journal-article', title: ['Language models propose, experiments dispose'], author: [{ family: 'Takahashi', given: 'Yui' }], 'container-title': ['Journal of Computational Cognition'], issued: { 'date-parts': [[2026]] } },
    '10.5555/new.2025.1': { DOI: '10.5555/new.2025.1', type: 'journal-article', title: ['Curious machines design their own experiments'], author: [{ family: 'Halvorsen', given: 'Ingrid' }, { family: 'Novak', given: 'Petra' }], 'container-title': ['Journal of Automated Discovery'], issued: { 'date-parts': [[2025, 4]] }, abstract: '<jats:p>We let a model choose.</jats:p>' },
    '10.1101/2025.02.02.5': { DOI: '10.1101/2025.02.02.5', type: 'posted-content', title: ['Curious machines design their own experiments'], author: [{ family: 'Halvorsen', given: 'Ingrid' }], institution: [{ name: 'bioRxiv' }], issued: { 'date-parts': [[2024, 11]] }, relation: { 'is-preprint-of': [{ id: '10.5555/new.2025.1', 'id-type': 'doi', 'asserted-by': 'subject' }] } },
    '10.5555/dml.2019.050': { DOI: '10.5555/dml.2019.050', type: 'book-chapter', title: ['Modelling the scientist'], author: [{ family: 'Halvorsen', given: 'Ingrid' }], abstract: '<jats:p>The chapter abstract.</jats:p>', issued: { 'date-parts': [[2019]] } },
  },
  datacite: { '10.5281/zenodo.777': { doi: '10.5281/zenodo.777', titles: [{ title: 'labtools: adaptive design in Python' }], creators: [{ familyName: 'Novak', givenName: 'Petra' }], publisher: 'Zenodo', publicationYear: 2025, types: { resourceTypeGeneral: 'Software' } } },
  openalex: { '10.5555/dml.2026.001': 12, '10.5555/new.2025.1': 3 },
  failing: [`/v3.0/${ORCID_B}`],
};

const ENV = {
  ORCID_API_URL: 'http://127.0.0.1:1/v3.0',
  CROSSREF_API_URL: 'http://127.0.0.1:1',
  DATACITE_API_URL: 'http://127.0.0.1:1',
  OPENALEX_API_URL: 'http://127.0.0.1:1',
  CROSSREF_MAILTO: 'lab@example.org',
  CITATION_COUNTS: '1',
};

let repo = '';
const seedFile = (name: string) => join(repo, 'shared/content/seed', name);
const snapshot = () => Object.fromEntries(readdirSync(join(repo, 'shared/content/seed')).map((name) => [name, readFileSync(seedFile(name), 'utf8')]));

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'sync-publications-'));
  cpSync(SEED, join(repo, 'shared/content/seed'), { recursive: true });
  const members = teamMembers.map((m) => (m.id === 'member-1' ? { ...m, orcid: ORCID_A } : m.id === 'member-2' ? { ...m, orcid: `https://orcid.org/${ORCID_B}` } : m));
  writeFileSync(join(repo, sourcePath('teamMembers')), generateSource('teamMembers', members));
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

const quick = (data: FakeScholarlyData, calls?: RecordedCall[]) => ({ fetcher: fakeScholarlyFetch(data, calls), sleep: async () => {} });

describe('sync:publications', () => {
  it('takes every member ORCID iD plus the lab iDs, once each, and names bad ones', () => {
    const content = readRepositoryContent(repo);
    const { sources, problems } = syncSources(content, { LAB_ORCID_IDS: `${ORCID_A}, 0000-0000-0000-0000` });
    expect(sources.map((s) => s.orcid)).toEqual([ORCID_A, ORCID_B]);
    expect(problems).toEqual(['the lab: "0000-0000-0000-0000" is not a valid ORCID iD; skipped.']);
  });

  it('adds new works, fills empty fields, stores citation counts, and a second run changes nothing', async () => {
    const before = snapshot();
    const calls: RecordedCall[] = [];
    const first = await runSync({ repo, env: ENV, today: TODAY, fetch: quick(DATA, calls) });
    expect(first.written).toContain(sourcePath('publications'));
    const parsed = parseSource('publications', readFileSync(seedFile('publications.ts'), 'utf8'));
    expect(parsed.ok).toBe(true);
    const pubs = parsed.ok ? parsed.items : [];
    const byTitle = (title: string) => pubs.find((p) => p.title === title);
    expect(byTitle('Curious machines design their own experiments')).toMatchObject({ journal: 'Journal of Automated Discovery', year: 2025, authors: ['Halvorsen, Ingrid', 'Novak, Petra'], doi: '10.5555/new.2025.1', abstract: 'We let a model choose.', citedBy: { count: 3, date: TODAY } });
    expect(byTitle('labtools: adaptive design in Python')).toMatchObject({ type: 'software', journal: 'Zenodo', authors: ['Novak, Petra'] });
    expect(byTitle('A talk without a DOI')).toMatchObject({ type: 'conference proceeding', authors: ['Halvorsen, Ingrid', 'Novak, Petra'], journal: 'Cognitive Science Society' });
    expect(byTitle('Curious machines design their own experiments') && pubs.filter((p) => p.type === 'preprint' && p.doi === '10.1101/2025.02.02.5')).toHaveLength(1);
    // The known paper: its empty abstract filled, its title kept as edited, its count stored.
    expect(pubs.find((p) => p.id === 'pub-050')).toMatchObject({ abstract: 'The chapter abstract.' });
    expect(pubs.find((p) => p.id === 'pub-001')).toMatchObject({ title: expect.stringContaining('closed-loop'), citedBy: { count: 12, date: TODAY } });
    // Nothing removed; the failing ORCID record is reported.
    const original = parseSource('publications', before['publications.ts']!);
    expect(original.ok && original.items.every((p) => pubs.some((q) => q.id === p.id))).toBe(true);
    expect(pubs.length).toBe((original.ok ? original.items.length : 0) + 4);
    expect(first.summary).toContain('### New papers (4)');
    expect(first.summary).toContain('“Modelling the scientist');
    expect(first.summary).toContain('### Preprints with a published version');
    expect(first.summary).toContain(`ORCID record of ${teamMembers.find((m) => m.id === 'member-2')!.name} (${ORCID_B})`);
    // Polite: Crossref and OpenAlex get the mailto, the User-Agent names it.
    expect(calls.filter((c) => c.path.startsWith('/works/10.')).every((c) => c.path.includes('mailto=lab%40example.org'))).toBe(true);
    expect(calls[0]!.userAgent).toContain('mailto:lab@example.org');

    const afterFirst = snapshot();
    const second = await runSync({ repo, env: ENV, today: TODAY, fetch: quick(DATA) });
    expect(second.written).toEqual([]);
    expect(snapshot()).toEqual(afterFirst);
    expect(second.summary).toContain('Nothing changed.');
  });

  it('a failing source deletes nothing: ORCID, Crossref and OpenAlex down leave every file as it was', async () => {
    const before = snapshot();
    const down: FakeScholarlyData = { ...DATA, failing: ['/v3.0/', '/works/', '/dois/'] };
    const run = await runSync({ repo, env: ENV, today: TODAY, fetch: quick(down) });
    expect(run.written).toEqual([]);
    expect(snapshot()).toEqual(before);
    expect(run.report.problems.length).toBeGreaterThan(2);
  });

  it('with Crossref down, new works come from ORCID alone and no stored field or count is blanked', async () => {
    const first = await runSync({ repo, env: ENV, today: TODAY, fetch: quick(DATA) });
    expect(first.written.length).toBeGreaterThan(0);
    const afterFirst = parseSource('publications', readFileSync(seedFile('publications.ts'), 'utf8'));
    const down: FakeScholarlyData = { ...DATA, failing: ['/works/', '/dois/'] };
    const run = await runSync({ repo, env: ENV, today: '2027-06-01', fetch: quick(down) });
    expect(run.written).toEqual([]);
    const after = parseSource('publications', readFileSync(seedFile('publications.ts'), 'utf8'));
    expect(after).toEqual(afterFirst);
  });

  it('as a command run twice against fakes over HTTP, the second run writes nothing', async () => {
    const server = await startFakeScholarly(0, DATA, []);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const run = () =>
      promisify(execFile)('npx', ['tsx', 'scripts/sync-publications.ts', '--repo', repo, '--today', TODAY], {
        cwd: new URL('../..', import.meta.url).pathname,
        env: { ...process.env, ...ENV, ORCID_API_URL: `${base}/v3.0`, CROSSREF_API_URL: base, DATACITE_API_URL: base, OPENALEX_API_URL: base, SYNC_RETRIES: '0' },
      });
    try {
      const before = snapshot();
      expect((await run()).stdout).toMatch(new RegExp(`Wrote .*${sourcePath('publications')}`));
      const afterFirst = snapshot();
      expect(afterFirst).not.toEqual(before);
      const second = await run();
      expect(second.stdout).toContain('No file changed.');
      expect(second.stdout).toContain('Nothing changed.');
      expect(snapshot()).toEqual(afterFirst);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);

  it('runs as a command against fakes over HTTP and writes the pull request summary', async () => {
    const calls: RecordedCall[] = [];
    const server = await startFakeScholarly(0, DATA, calls);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const summary = join(repo, 'summary.md');
    try {
      const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/sync-publications.ts', '--repo', repo, '--summary', summary, '--today', TODAY], {
        cwd: new URL('../..', import.meta.url).pathname,
        env: { ...process.env, ...ENV, ORCID_API_URL: `${base}/v3.0`, CROSSREF_API_URL: base, DATACITE_API_URL: base, OPENALEX_API_URL: base, SYNC_RETRIES: '0' },
      });
      expect(stdout).toMatch(new RegExp(`Wrote .*${sourcePath('publications')}`));
      expect(readFileSync(summary, 'utf8')).toContain('### New papers (4)');
      expect(calls.some((c) => c.path.startsWith(`/v3.0/${ORCID_A}/works`))).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 30_000);
});
