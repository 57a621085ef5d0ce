/**
 * Zotero (docs/decisions/073): item types and creators mapped to publications, the library read
 * incrementally by version (304 when unchanged, `since` and `/deleted` after the first read),
 * pages followed, a key sent only when given; and `npm run sync:publications` syncing a group
 * twice against the fake with nothing changed the second time, deletions listed, never removed.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runSync, zoteroSource } from '../../scripts/sync-publications';
import { parseProfileSource, PROFILE_PATH } from '../../shared/export/profile-source';
import { parseSource, sourcePath } from '../../shared/export/source';
import { fetchZoteroChanges, parseZoteroLibrary, zoteroDate, zoteroItemToPublication, type ZoteroItemData } from '../../shared/content/scholarly/zotero';
import { fakeZoteroFetch, type FakeZoteroLibrary, type ZoteroCall } from '../fixtures/fake-zotero';

const article: ZoteroItemData = {
  key: 'ART11111',
  version: 3,
  itemType: 'journalArticle',
  title: 'Curious  machines design experiments',
  creators: [
    { creatorType: 'author', firstName: 'André Calero', lastName: 'Valdez' },
    { creatorType: 'author', name: 'Open Science Collaboration' },
    { creatorType: 'editor', firstName: 'Ed', lastName: 'Itor' },
  ],
  date: '2025-03-15',
  publicationTitle: 'Journal of Automated Discovery',
  volume: '4',
  issue: '2',
  pages: '10-20',
  DOI: 'https://doi.org/10.5555/ZOT.1',
  abstractNote: 'We let a model choose.',
  tags: [{ tag: 'discovery' }, { tag: 'discovery' }],
};

describe('a Zotero item as a publication', () => {
  it('keeps full given names and the fields of a journal article', () => {
    expect(zoteroItemToPublication(article)).toMatchObject({
      title: 'Curious machines design experiments',
      authors: ['Valdez, André Calero', 'Open Science Collaboration'],
      journal: 'Journal of Automated Discovery',
      type: 'journal article',
      year: 2025,
      month: 3,
      volume: '4',
      issue: '2',
      pages: '10–20',
      doi: '10.5555/ZOT.1',
      url: 'https://doi.org/10.5555/ZOT.1',
      abstract: 'We let a model choose.',
      keywords: ['discovery'],
      zoteroKey: 'ART11111',
    });
  });

  it('maps each item type to its kind and venue', () => {
    const of = (data: ZoteroItemData) => {
      const pub = zoteroItemToPublication({ title: 'T', date: '2020', creators: [{ lastName: 'Doe', firstName: 'Jane' }], ...data })!;
      return [pub.type, pub.journal];
    };
    expect(of({ itemType: 'conferencePaper', proceedingsTitle: 'Proc. CogSci', conferenceName: 'CogSci' })).toEqual(['conference proceeding', 'Proc. CogSci']);
    expect(of({ itemType: 'conferencePaper', conferenceName: 'CogSci' })).toEqual(['conference proceeding', 'CogSci']);
    expect(of({ itemType: 'bookSection', bookTitle: 'Handbook', publisher: 'MIT Press' })).toEqual(['book chapter', 'Handbook']);
    expect(of({ itemType: 'book', publisher: 'MIT Press' })).toEqual(['book', 'MIT Press']);
    expect(of({ itemType: 'thesis', university: 'Halden University' })).toEqual(['thesis', 'Halden University']);
    expect(of({ itemType: 'preprint', repository: 'PsyArXiv' })).toEqual(['preprint', 'PsyArXiv']);
    expect(of({ itemType: 'report', institution: 'Lab' })[1]).toBe('Lab');
    expect(zoteroItemToPublication({ itemType: 'attachment', title: 'PDF' })).toBeNull();
    expect(zoteroItemToPublication({ itemType: 'note' })).toBeNull();
  });

  it('names the editors of a book without authors, reads a DOI from Extra, dates as written', () => {
    const book = zoteroItemToPublication({ itemType: 'book', title: 'Edited', creators: [{ creatorType: 'editor', firstName: 'Ed', lastName: 'Itor' }], extra: 'Note\nDOI: 10.1/book', publisher: 'P' })!;
    expect(book.authors).toEqual(['Itor, Ed']);
    expect(book.doi).toBe('10.1/book');
    expect(zoteroDate('March 2021')).toEqual({ year: 2021, month: 3 });
    expect(zoteroDate('2019')).toEqual({ year: 2019 });
    expect(zoteroDate('')).toEqual({ year: null });
  });

  it('reads a library from its path or its address', () => {
    expect(parseZoteroLibrary('groups/123456')).toEqual({ type: 'groups', id: '123456' });
    expect(parseZoteroLibrary('https://www.zotero.org/groups/123456/lab-library/library')).toEqual({ type: 'groups', id: '123456' });
    expect(parseZoteroLibrary('users/42')).toEqual({ type: 'users', id: '42' });
    expect(parseZoteroLibrary('my library')).toBeNull();
  });
});

const BASE = 'http://zotero.test';

function library(): Record<string, FakeZoteroLibrary> {
  const items: ZoteroItemData[] = Array.from({ length: 5 }, (_, index) => ({
    ...article,
    key: `ITEM000${index}`,
    version: index + 1,
    title: `Paper number ${index}`,
    DOI: `10.5555/zot.${index}`,
  }));
  return { 'groups/77': { version: 5, items } };
}

describe('reading a library incrementally', () => {
  it('follows the pages, then asks only for changes and deletions since the version it saw', async () => {
    const libraries = library();
    const calls: ZoteroCall[] = [];
    const options = { fetcher: fakeZoteroFetch(libraries, calls, BASE), limit: 2, sleep: async () => {} };
    const first = await fetchZoteroChanges(BASE, { type: 'groups', id: '77' }, 0, options);
    expect(first.ok && first.value.items.map((item) => item.key)).toEqual(['ITEM0000', 'ITEM0001', 'ITEM0002', 'ITEM0003', 'ITEM0004']);
    expect(first.ok && first.value.version).toBe(5);
    expect(calls.map((call) => call.path)).toEqual([
      '/groups/77/items/top?format=json&limit=2&start=0',
      '/groups/77/items/top?format=json&limit=2&start=2',
      '/groups/77/items/top?format=json&limit=2&start=4',
    ]);
    expect(calls.every((call) => call.apiKey === null && call.ifModifiedSince === null)).toBe(true);

    calls.length = 0;
    const unchanged = await fetchZoteroChanges(BASE, { type: 'groups', id: '77' }, 5, options);
    expect(unchanged).toEqual({ ok: true, value: { unchanged: true, version: 5, items: [], deleted: [] } });
    expect(calls).toEqual([{ path: '/groups/77/items/top?format=json&limit=2&start=0&since=5', apiKey: null, ifModifiedSince: '5' }]);

    const lib = libraries['groups/77']!;
    lib.items[1] = { ...lib.items[1]!, version: 6, title: 'Renamed' };
    lib.deleted = [{ key: 'ITEM0004', version: 7 }];
    lib.items.splice(4, 1);
    lib.version = 7;
    const changed = await fetchZoteroChanges(BASE, { type: 'groups', id: '77' }, 5, options);
    expect(changed.ok && changed.value).toMatchObject({ unchanged: false, version: 7, deleted: ['ITEM0004'] });
    expect(changed.ok && changed.value.items.map((item) => item.title)).toEqual(['Renamed']);
  });

  it('sends the key for a private library and says why one without it is refused', async () => {
    const libraries = { 'users/9': { version: 1, items: [], apiKey: 'secret-key' } };
    const refused = await fetchZoteroChanges(BASE, { type: 'users', id: '9' }, 0, { fetcher: fakeZoteroFetch(libraries, [], BASE), sleep: async () => {} });
    expect(refused).toEqual({ ok: false, message: 'Zotero refused access to this library: a private library needs an API key that may read it.' });
    const read = await fetchZoteroChanges(BASE, { type: 'users', id: '9' }, 0, { fetcher: fakeZoteroFetch(libraries, [], BASE), apiKey: 'secret-key', sleep: async () => {} });
    expect(read.ok).toBe(true);
  });
});

describe('sync:publications with a Zotero group', () => {
  const SEED = new URL('../fixtures/content/seed/', import.meta.url);
  let repo = '';
  const snapshot = () => Object.fromEntries(readdirSync(join(repo, 'shared/content/seed')).map((name) => [name, readFileSync(join(repo, 'shared/content/seed', name), 'utf8')]));
  beforeEach(() => {
    repo = mkdtempSync(join(tmpdir(), 'sync-zotero-'));
    cpSync(SEED, join(repo, 'shared/content/seed'), { recursive: true });
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  const ENV = { ZOTERO_LIBRARY: 'groups/77', ZOTERO_API_URL: BASE, ORCID_API_URL: 'http://127.0.0.1:1/v3.0' };

  it('takes the library from the environment, else from the lab profile, and names a bad one', () => {
    expect(zoteroSource({ labProfile: undefined as never }, {}).source).toBeUndefined();
    expect(zoteroSource({ labProfile: { zotero: { library: 'groups/77', version: 5 } } as never }, {}).source).toMatchObject({ library: { type: 'groups', id: '77' }, since: 5 });
    // Another library than the one read last starts from the beginning.
    expect(zoteroSource({ labProfile: { zotero: { library: 'groups/77', version: 5 } } as never }, { ZOTERO_LIBRARY: 'groups/78' }).source).toMatchObject({ since: 0 });
    expect(zoteroSource({ labProfile: undefined as never }, { ZOTERO_LIBRARY: 'lab' }).problems[0]).toContain('Enter a Zotero library as groups/<number>');
  });

  it('adds the papers once, keeps the version, and a second run changes nothing; a deletion is listed, not done', { timeout: 60_000 }, async () => {
    const libraries = library();
    const calls: ZoteroCall[] = [];
    const fetch = { fetcher: fakeZoteroFetch(libraries, calls, BASE), sleep: async () => {} };
    const first = await runSync({ repo, env: ENV, today: '2026-11-24', fetch });
    expect(first.report.added.map((pub) => pub.title)).toEqual(['Paper number 0', 'Paper number 1', 'Paper number 2', 'Paper number 3', 'Paper number 4']);
    expect(first.written.sort()).toEqual([PROFILE_PATH, sourcePath('publications')].sort());
    const profile = parseProfileSource(readFileSync(join(repo, PROFILE_PATH), 'utf8'));
    expect(profile.ok && profile.profile.zotero).toEqual({ library: 'groups/77', version: 5 });
    const saved = parseSource('publications', readFileSync(join(repo, sourcePath('publications')), 'utf8'));
    expect(saved.ok && saved.items.find((pub) => pub.title === 'Paper number 0')).toMatchObject({ authors: ['Valdez, André Calero', 'Open Science Collaboration'], zoteroKey: 'ITEM0000' });

    const afterFirst = snapshot();
    calls.length = 0;
    const second = await runSync({ repo, env: ENV, today: '2026-11-24', fetch });
    expect(second.written).toEqual([]);
    expect(snapshot()).toEqual(afterFirst);
    expect(second.summary).toContain('Nothing changed.');
    // The Zotero library is read once, incrementally (a member's ORCID record is read as well, by the ORCID sync).
    const zoteroCalls = calls.filter((call) => call.path.startsWith('/groups/'));
    expect(zoteroCalls.map((call) => call.ifModifiedSince)).toEqual(['5']);

    // Deleted in Zotero: listed for an editor, kept on the site.
    const lib = libraries['groups/77']!;
    lib.items.splice(4, 1);
    lib.deleted = [{ key: 'ITEM0004', version: 6 }];
    lib.version = 6;
    const third = await runSync({ repo, env: ENV, today: '2026-11-24', fetch });
    expect(third.report.removed?.map((pub) => pub.title)).toEqual(['Paper number 4']);
    expect(third.summary).toContain('### Deleted in Zotero (1)');
    const kept = parseSource('publications', readFileSync(join(repo, sourcePath('publications')), 'utf8'));
    expect(kept.ok && kept.items.some((pub) => pub.title === 'Paper number 4')).toBe(true);
    expect(third.written).toEqual([PROFILE_PATH]);
  });

  it('a paper already on the site is not added twice: it gets its Zotero key', async () => {
    const site = parseSource('publications', readFileSync(join(repo, sourcePath('publications')), 'utf8'));
    const known = site.ok ? site.items.find((pub) => pub.doi)! : null;
    const libraries = { 'groups/77': { version: 2, items: [{ ...article, key: 'KNOWN001', version: 2, title: known!.title, DOI: known!.doi }] } };
    const run = await runSync({ repo, env: ENV, today: '2026-11-24', fetch: { fetcher: fakeZoteroFetch(libraries, [], BASE), sleep: async () => {} } });
    expect(run.report.added).toEqual([]);
    expect(run.report.updated.map(({ pub, fields }) => [pub.id, fields.includes('zoteroKey')])).toEqual([[known!.id, true]]);
  });
});
