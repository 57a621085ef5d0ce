import { describe, expect, it } from 'vitest';
import { dataciteToPublication, datacitePublishedDois, isDataciteDoi } from '../../shared/content/scholarly/datacite';
import { orcidWorksOf } from '../../shared/content/scholarly/orcid';
import { crossrefPreprintDois, crossrefPublishedDois, isPreprint, mergePreprint, mergeProposals, mergedPublication } from '../../shared/content/scholarly/preprints';
import { fetchWorkRecord, getJson } from '../../shared/content/scholarly/scholarly-fetch';
import type { Publication } from '../../shared/content/model/schemas';
import { seedContent } from '../fixtures/content/seed';
import { draftFromWork, findExisting } from '../../shared/content/scholarly/works-import';
import { fakeScholarlyFetch } from '../fixtures/fake-scholarly';

const endpoints = { orcid: 'http://fake/v3.0', crossref: 'http://fake', datacite: 'http://fake', openalex: 'http://fake', mailto: 'lab@example.org' };

const pub = (over: Partial<Publication>): Publication => ({
  id: 'pub-x', title: 'A title', journal: 'J', year: 2024, type: 'journal article', authors: ['Novak, P.'], citation: 'c', url: '', keywords: [], projectIds: [], softwareIds: [], ...over,
});

describe('ORCID works', () => {
  it('takes the preferred summary of each group, its own DOI, year, type and an arXiv id', () => {
    const works = orcidWorksOf({
      group: [
        {
          'work-summary': [
            {
              'put-code': 7, title: { title: { value: '  Curious   machines ' } }, type: 'journal-article', 'publication-date': { year: { value: '2024' } }, 'journal-title': { value: 'J. Disc.' },
              'external-ids': { 'external-id': [
                { 'external-id-type': 'doi', 'external-id-value': 'https://doi.org/10.5555/A.1', 'external-id-relationship': 'self' },
                { 'external-id-type': 'doi', 'external-id-value': '10.5555/part-of', 'external-id-relationship': 'part-of' },
                { 'external-id-type': 'arxiv', 'external-id-value': 'arXiv:2401.00001', 'external-id-relationship': 'self' },
              ] },
            },
            { 'put-code': 8, title: { title: { value: 'Other source' } } },
          ],
        },
        { 'work-summary': [{ 'put-code': 9, title: null, type: 'software' }] },
        { 'work-summary': [{ 'put-code': 10, title: { title: { value: 'Toolbox' } }, type: 'software' }] },
      ],
    });
    expect(works).toHaveLength(2);
    expect(works[0]).toEqual({ putCode: 7, title: 'Curious machines', year: 2024, type: 'journal article', journal: 'J. Disc.', doi: '10.5555/A.1', url: '', arxiv: '2401.00001' });
    expect(works[1]).toMatchObject({ title: 'Toolbox', type: 'software', doi: '' });
    expect(Number.isNaN(works[1]!.year)).toBe(true);
  });

  it('a draft prefers the Crossref/DataCite record and keeps the arXiv version as preprint link', () => {
    const [work] = orcidWorksOf({ group: [{ 'work-summary': [{ 'put-code': 1, title: { title: { value: 'T' } }, 'external-ids': { 'external-id': [{ 'external-id-type': 'doi', 'external-id-value': '10.5555/x' }, { 'external-id-type': 'arxiv', 'external-id-value': '2401.1' }] } }] }] });
    const draft = draftFromWork(work!, { source: 'Crossref', publishedDois: [], fields: { title: 'Full title', authors: ['Novak, P.'], journal: 'Journal', year: 2023, type: 'journal article', doi: '10.5555/x', url: 'https://doi.org/10.5555/x', abstract: 'A.', keywords: ['k'] } });
    expect(draft).toMatchObject({ id: 'new', title: 'Full title', journal: 'Journal', year: 2023, doi: '10.5555/x', preprintUrls: ['https://arxiv.org/abs/2401.1'] });
    expect(draft.citation).toBe('Novak, P. (2023). Full title. Journal. https://doi.org/10.5555/x');
  });
});

describe('DataCite', () => {
  it('routes Zenodo, Figshare and arXiv DOIs to DataCite', () => {
    expect(isDataciteDoi('10.5281/zenodo.123')).toBe(true);
    expect(isDataciteDoi('https://doi.org/10.6084/m9.figshare.1')).toBe(true);
    expect(isDataciteDoi('10.1101/2024.01.01.1')).toBe(false);
  });

  it('maps software and datasets, and reads the published version of an arXiv preprint', () => {
    expect(
      dataciteToPublication({ doi: '10.5281/ZENODO.1', titles: [{ title: 'labtools v2' }], creators: [{ familyName: 'Novak', givenName: 'Petra Anna' }, { name: 'Lab Consortium' }], publisher: 'Zenodo', publicationYear: '2025', types: { resourceTypeGeneral: 'Software' }, descriptions: [{ descriptionType: 'Abstract', description: '<p>Tools.</p>' }], subjects: [{ subject: 'Python' }] }),
    ).toEqual({ title: 'labtools v2', authors: ['Novak, Petra Anna', 'Lab Consortium'], journal: 'Zenodo', year: 2025, type: 'software', doi: '10.5281/ZENODO.1', url: 'https://doi.org/10.5281/ZENODO.1', abstract: 'Tools.', keywords: ['Python'] });
    expect(dataciteToPublication({ doi: '10.6084/m9', types: { resourceTypeGeneral: 'Dataset' }, publisher: { name: 'figshare' } })).toMatchObject({ type: 'dataset', journal: 'figshare' });
    const arxiv = { doi: '10.48550/arXiv.2401.1', types: { resourceTypeGeneral: 'Text' }, relatedIdentifiers: [{ relatedIdentifier: '10.5555/journal.1', relatedIdentifierType: 'DOI', relationType: 'IsVersionOf' }, { relatedIdentifier: 'x', relatedIdentifierType: 'URL', relationType: 'IsVersionOf' }] };
    expect(dataciteToPublication(arxiv).type).toBe('preprint');
    expect(datacitePublishedDois(arxiv)).toEqual(['10.5555/journal.1']);
    // A software release "IsVersionOf" its concept DOI: not a preprint relation.
    expect(datacitePublishedDois({ doi: '10.5281/zenodo.2', types: { resourceTypeGeneral: 'Software' }, relatedIdentifiers: [{ relatedIdentifier: '10.5281/zenodo.1', relatedIdentifierType: 'DOI', relationType: 'IsVersionOf' }] })).toEqual([]);
  });
});

describe('Crossref relations and lookups', () => {
  it('reads is-preprint-of and has-preprint', () => {
    const relation = { 'is-preprint-of': [{ id: '10.5555/J.1', 'id-type': 'doi', 'asserted-by': 'subject' }, { id: 'x', 'id-type': 'uri' }], 'has-preprint': [{ id: '10.1101/p', 'id-type': 'doi' }] };
    expect(crossrefPublishedDois({ relation })).toEqual(['10.5555/J.1']);
    expect(crossrefPreprintDois({ relation })).toEqual(['10.1101/p']);
  });

  it('goes to DataCite when Crossref does not know a DOI, and names the preprint server as venue', async () => {
    const fetcher = fakeScholarlyFetch({
      crossref: { '10.1101/p1': { DOI: '10.1101/p1', type: 'posted-content', title: ['P'], author: [{ family: 'Novak', given: 'Petra' }], institution: [{ name: 'bioRxiv' }], issued: { 'date-parts': [[2023]] }, relation: { 'is-preprint-of': [{ id: '10.5555/j1', 'id-type': 'doi' }] } } },
      datacite: { '10.9999/other': { doi: '10.9999/other', titles: [{ title: 'O' }], types: { resourceTypeGeneral: 'Dataset' }, publisher: 'Repo', publicationYear: 2022 } },
    });
    const preprint = await fetchWorkRecord('10.1101/p1', endpoints, { fetcher });
    expect(preprint).toMatchObject({ ok: true, value: { source: 'Crossref', publishedDois: ['10.5555/j1'], fields: { journal: 'bioRxiv', type: 'preprint', year: 2023 } } });
    expect(await fetchWorkRecord('10.9999/other', endpoints, { fetcher })).toMatchObject({ ok: true, value: { source: 'DataCite', fields: { type: 'dataset' } } });
    expect(await fetchWorkRecord('10.9999/none', endpoints, { fetcher })).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('retries a 429 or 503 after Retry-After or a doubling back-off, then gives up without throwing', async () => {
    const waits: number[] = [];
    let calls = 0;
    const fetcher = (async () => {
      calls += 1;
      if (calls === 1) return new Response('', { status: 429, headers: { 'Retry-After': '2' } });
      if (calls < 4) return new Response('', { status: 503 });
      return new Response('{"ok":1}', { status: 200 });
    }) as typeof fetch;
    expect(await getJson('http://fake/x', { fetcher, sleep: async (ms) => void waits.push(ms), backoffMs: 100 })).toEqual({ ok: true, value: { ok: 1 } });
    expect(waits).toEqual([2000, 200, 400]);
    const down = (async () => { throw new TypeError('offline'); }) as typeof fetch;
    expect(await getJson('http://fake/x', { fetcher: down, sleep: async () => {}, retries: 2 })).toMatchObject({ ok: false, reason: 'unreachable' });
  });
});

describe('matching works already on the site', () => {
  const existing = [pub({ id: 'a', doi: '10.5555/ONE', title: 'First paper' }), pub({ id: 'b', title: 'Second: paper!', year: 2020 }), pub({ id: 'c', title: 'Merged', doi: '10.5555/journal', preprintUrls: ['https://doi.org/10.1101/pre'] })];
  it('by DOI, then normalised title and year, then a merged preprint link', () => {
    expect(findExisting(pub({ doi: 'https://doi.org/10.5555/one', title: 'Different' }), existing)?.id).toBe('a');
    expect(findExisting(pub({ title: 'second paper', year: 2020 }), existing)?.id).toBe('b');
    expect(findExisting(pub({ title: 'second paper', year: 2021 }), existing)).toBeUndefined();
    expect(findExisting(pub({ title: 'The preprint', doi: '10.1101/PRE' }), existing)?.id).toBe('c');
    // The journal version of a preprint on the site is new (then proposed for a merge), not a duplicate.
    const withPreprint = [pub({ id: 'p', type: 'preprint', title: 'Same words', doi: '10.1101/x' })];
    expect(findExisting(pub({ title: 'Same words', doi: '10.5555/journal.x' }), withPreprint)).toBeUndefined();
    expect(findExisting(pub({ title: 'Same words', type: 'preprint', doi: '10.1101/other' }), withPreprint)?.id).toBe('p');
    expect(findExisting(pub({ title: 'Same words' }), withPreprint)?.id).toBe('p');
  });
});

describe('preprint and version of record', () => {
  const preprint = pub({ id: 'pre', type: 'preprint', journal: 'bioRxiv', title: 'Curious machines', doi: '10.1101/p1', url: 'https://www.biorxiv.org/x', abstract: 'Preprint abstract', keywords: ['a'], projectIds: ['project-1'], projectId: 'project-1', year: 2023 });
  const published = pub({ id: 'jour', title: 'Curious Machines!', doi: '10.5555/j1', url: 'https://doi.org/10.5555/j1', keywords: ['b'], softwareIds: ['software-1'], authors: ['Novak, P.', 'Other, A.'] });

  it('tells preprints by type, server DOI or arXiv link', () => {
    expect(isPreprint(pub({ type: 'preprint' }))).toBe(true);
    expect(isPreprint(pub({ doi: '10.48550/arXiv.1' }))).toBe(true);
    expect(isPreprint(pub({ url: 'https://arxiv.org/abs/1' }))).toBe(true);
    expect(isPreprint(published)).toBe(false);
  });

  it('keeps the published venue and DOI, the preprint as second link, and both sides\' links', () => {
    const merged = mergedPublication(published, preprint);
    expect(merged).toMatchObject({ id: 'jour', journal: 'J', doi: '10.5555/j1', type: 'journal article', abstract: 'Preprint abstract', keywords: ['b', 'a'], projectIds: ['project-1'], projectId: 'project-1', softwareIds: ['software-1'], preprintUrls: ['https://doi.org/10.1101/p1'] });
  });

  it('proposes by relation first, by title and first author as a last resort, never a pair twice', () => {
    expect(mergeProposals([preprint, published], new Map([['pre', ['10.5555/J1']]]))).toEqual([{ preprintId: 'pre', publishedId: 'jour', published, reason: 'relation' }]);
    expect(mergeProposals([preprint, published])).toMatchObject([{ preprintId: 'pre', publishedId: 'jour', reason: 'title' }]);
    expect(mergeProposals([preprint, { ...published, authors: ['Someone, E.'] }])).toEqual([]);
    // arXiv's id beside the journal DOI (ORCID) names the arXiv preprint already on the site.
    const arxiv = pub({ id: 'arx', type: 'preprint', title: 'An earlier title', doi: '10.48550/arXiv.2401.01234' });
    const journal = pub({ id: 'j2', title: 'The final title', doi: '10.5555/j2', preprintUrls: ['https://arxiv.org/abs/2401.01234v2'] });
    expect(mergeProposals([arxiv, journal])).toMatchObject([{ preprintId: 'arx', publishedId: 'j2', reason: 'arxiv' }]);
    expect(mergedPublication(journal, arxiv).preprintUrls).toEqual(['https://arxiv.org/abs/2401.01234v2']);
    const fetched = pub({ id: 'new', title: 'Curious machines', doi: '10.5555/elsewhere' });
    expect(mergeProposals([preprint], new Map([['pre', ['10.5555/elsewhere']]]), new Map([['10.5555/elsewhere', fetched]]))).toEqual([{ preprintId: 'pre', publishedId: null, published: { ...fetched, id: 'pre' }, reason: 'relation' }]);
  });

  it('merging moves every reference to the kept paper and removes the preprint, as one change', () => {
    const content = seedContent();
    const pre = content.publications.find((p) => p.id === 'pub-003')!;
    const other = content.publications.find((p) => p.id === 'pub-004')!;
    content.featuredItems = { ...content.featuredItems, publicationId: 'pub-003' };
    const outcome = mergePreprint(content, { preprintId: 'pub-003', publishedId: 'pub-004', published: other }, 1);
    const after = outcome.content;
    expect(after.publications.some((p) => p.id === 'pub-003')).toBe(false);
    const kept = after.publications.find((p) => p.id === 'pub-004')!;
    expect(kept.preprintUrls).toEqual(['https://doi.org/10.5555/dml.2026.003']);
    expect(kept.projectIds).toEqual(expect.arrayContaining(pre.projectIds));
    expect(after.featuredItems.publicationId).toBe('pub-004');
    expect(after.projects.some((p) => p.publications.includes('pub-003'))).toBe(false);
    expect(after.teamMembers.some((m) => m.publications?.includes('pub-003'))).toBe(false);
    expect(after.teamMembers.find((m) => m.id === 'member-1')!.publications).toContain('pub-004');
    expect(outcome.changed).toEqual(expect.arrayContaining(['publications', 'projects', 'featuredItems']));
  });
});
