/**
 * `npm run new-site -- --orcid …` imports the record's works (against a local fake of ORCID,
 * Crossref and DataCite), skipping what the BibTeX file already brings.
 */
import { describe, expect, it } from 'vitest';
import { importOrcidWorks, newSiteFiles } from '../../scripts/new-site';
import { bibtexToPublication, parseBibtex } from '../../shared/content/scholarly/bibtex';
import { parseSource, sourcePath } from '../../shared/export/source';
import { fakeScholarlyFetch, type FakeScholarlyData } from '../fixtures/fake-scholarly';

const ORCID = '0000-0002-1825-0097';
const ENV = { ORCID_API_URL: 'http://127.0.0.1:1/v3.0', CROSSREF_API_URL: 'http://127.0.0.1:1', DATACITE_API_URL: 'http://127.0.0.1:1', OPENALEX_API_URL: 'http://127.0.0.1:1' };
const DATA: FakeScholarlyData = {
  orcid: {
    [ORCID]: [
      { putCode: 1, title: 'Curious machines', doi: '10.5555/new.2025.1', year: 2025 },
      { putCode: 2, title: 'Already in the BibTeX file', doi: '10.5555/known.2020.1', year: 2020 },
    ],
  },
  crossref: {
    '10.5555/new.2025.1': { DOI: '10.5555/new.2025.1', type: 'journal-article', title: ['Curious machines design their own experiments'], author: [{ family: 'Halvorsen', given: 'Ingrid' }], 'container-title': ['Journal of Automated Discovery'], issued: { 'date-parts': [[2025, 4]] } },
    '10.5555/known.2020.1': { DOI: '10.5555/known.2020.1', type: 'journal-article', title: ['Already in the BibTeX file'], author: [{ family: 'Novak', given: 'Petra' }], 'container-title': ['Journal of Tests'], issued: { 'date-parts': [[2020]] } },
  },
  datacite: {},
  openalex: {},
  failing: [],
};
const BIBTEX = '@article{known, title = {Already in the BibTeX file}, author = {Novak, Petra}, journal = {Journal of Tests}, year = {2020}, doi = {10.5555/known.2020.1}}';
const quick = { fetcher: fakeScholarlyFetch(DATA), sleep: async () => {} };

describe('new-site with an ORCID iD', () => {
  it("imports the record's works once, after the BibTeX file's, with readable ids from year and title", async () => {
    const { works, problems } = await importOrcidWorks(ORCID, [], ENV, quick);
    expect(problems).toEqual([]);
    expect(works.map((pub) => pub.title).sort()).toEqual(['Already in the BibTeX file', 'Curious machines design their own experiments']);

    const known = await importOrcidWorks(ORCID, [bibtexToPublication(parseBibtex(BIBTEX).entries[0]!)], ENV, quick);
    expect(known.works.map((pub) => pub.title)).toEqual(['Curious machines design their own experiments']);

    const files = newSiteFiles({ name: 'Smith Lab', institution: 'Example University', orcid: ORCID, bibtex: BIBTEX, orcidWorks: known.works });
    const parsed = parseSource('publications', files.get(sourcePath('publications'))!);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.items.map((pub) => [pub.id, pub.title])).toEqual([
      ['2020-already-in-the-bibtex-file', 'Already in the BibTeX file'],
      ['2025-curious-machines-design-their-own-experiments', 'Curious machines design their own experiments'],
    ]);
    expect(parsed.items[1]).toMatchObject({ journal: 'Journal of Automated Discovery', authors: ['Halvorsen, Ingrid'], doi: '10.5555/new.2025.1' });
  });

  it('a record that cannot be read adds nothing and says why', async () => {
    const { works, problems } = await importOrcidWorks(ORCID, [], ENV, { fetcher: fakeScholarlyFetch({ ...DATA, failing: [`/v3.0/${ORCID}`] }), sleep: async () => {}, retries: 0 });
    expect(works).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(ORCID);
  });
});
