/**
 * An undated paper (a BibTeX entry without a year, stored as `"year": null`) stays undated
 * everywhere: storage, the export, the lists' order and groups, the studio, its reference,
 * BibTeX, Google Scholar's tags and JSON-LD. Never the current year.
 */
import { describe, expect, it } from 'vitest';
import { bibtexToPublication, parseBibtex, publicationToBibtex } from '../../shared/content/scholarly/bibtex';
import { findDuplicate, formatReference } from '../../shared/content/scholarly/citation';
import { normalizeContent, repairList } from '../../shared/content/model/normalize';
import {
  compareYearsNewestFirst,
  groupByYear,
  isDated,
  sortNewestFirst,
  UNDATED,
  yearKey,
} from '../../shared/content/scholarly/publication-year';
import { validatePublication } from '../../shared/content/model/validation';
import { yearLabel } from '../../shared/editor/format';
import { generateSource, parseSource } from '../../shared/export/source';
import { buildIndex } from '../../site/search/engine';
import { publicationHead, scholarMeta, scholarlyArticleJsonLd } from '../../site/routes/publication-head';
import { newestFirst, publicationFacets } from '../../site/routes/publication-pages';
import { renderPage } from '../../site/entry-server';
import { seedContent } from '../fixtures/content/seed';
import { publication } from './content-fixtures';
import { memoryStorage } from '../../shared/store/persistence';
import { testStore } from './store-fixtures';

const SITE = { origin: 'https://lab.example.org', basePath: '/' };
const THIS_YEAR = String(new Date().getFullYear());
const undated = publication({
  id: 'pub-undated',
  title: 'A paper without a year',
  year: null,
  citation: 'Lovelace, A. (n.d.). A paper without a year. Journal.',
});

describe('storage and export keep an undated paper undated', () => {
  it('a BibTeX entry without a year is imported with year null', () => {
    const parsed = parseBibtex('@article{key, title = {No year here}, author = {Lovelace, Ada}, journal = {Journal}}');
    expect(bibtexToPublication(parsed.entries[0]!).year).toBeNull();
  });

  it('load normalisation, a JSON storage round trip and the exporter keep "year": null', () => {
    const file = generateSource('publications', [undated]);
    expect(file).toContain('"year": null');
    const parsed = parseSource('publications', file);
    expect(parsed).toMatchObject({ ok: true });
    expect(repairList('publications', JSON.parse(JSON.stringify([undated]))).items[0]!.year).toBeNull();
    const content = normalizeContent({ ...seedContent(), publications: [undated] });
    expect(generateSource('publications', content.publications)).toBe(file);
  });

  it('an edit of another paper in the studio leaves the undated one undated in storage', () => {
    const storage = memoryStorage({ publications: JSON.stringify([undated, publication({ id: 'pub-2' })]) });
    const store = testStore(storage);
    store.save('publications', { ...store.getById('publications', 'pub-2')!, title: 'Edited' });
    expect(JSON.parse(storage.getItem('publications')!)[0].year).toBeNull();
    expect(testStore(storage).getById('publications', 'pub-undated')!.year).toBeNull();
  });

  it('the form refuses to save a paper without a year (the required-fields message), and never fills one in', () => {
    expect(validatePublication(undated)).toBe('Please fill in all required fields');
    expect(validatePublication({ ...undated, year: 2032 }, new Date('2026-06-01'))).toBe(
      'Year must be between 1900 and 2031',
    );
    expect(validatePublication({ ...undated, year: 2032 }, new Date('2027-06-01'))).toBeNull();
  });

  it('two undated papers of one title are one paper; an undated and a dated one are not', () => {
    expect(findDuplicate({ ...undated, doi: undefined }, [undated])).toBe(undated);
    expect(findDuplicate({ ...undated, year: 2020 }, [undated])).toBeUndefined();
    expect(findDuplicate({ ...undated, year: Number.NaN }, [undated])).toBe(undated);
  });
});

describe('order and groups: undated papers after every dated one', () => {
  const list = [
    undated,
    publication({ id: 'a', year: 2019 }),
    publication({ id: 'future', year: 2030 }),
    publication({ id: 'b', year: 2024 }),
  ];

  it('sorts newest first, future years first of all, undated last', () => {
    expect(newestFirst(list).map((pub) => pub.id)).toEqual(['future', 'b', 'a', 'pub-undated']);
    expect(sortNewestFirst(list).map((pub) => pub.id)).toEqual(['future', 'b', 'a', 'pub-undated']);
    expect(compareYearsNewestFirst(null, 1900)).toBeGreaterThan(0);
    expect(compareYearsNewestFirst(null, Number.NaN)).toBe(0);
  });

  it('groups by year with the undated group (key null) last', () => {
    expect(groupByYear(list).map(([year, pubs]) => [year, pubs.map((pub) => pub.id)])).toEqual([
      [2030, ['future']],
      [2024, ['b']],
      [2019, ['a']],
      [null, ['pub-undated']],
    ]);
  });

  it('the year filter offers the years, then "undated"; never the current year for an undated paper', () => {
    expect(publicationFacets(list).years).toEqual(['2030', '2024', '2019', UNDATED]);
    expect(publicationFacets([undated]).years).toEqual([UNDATED]);
    expect(yearKey(null)).toBe(UNDATED);
    expect(isDated(null)).toBe(false);
    expect(isDated(0)).toBe(true);
  });

  it('the studio names it "undated" in its lists and pickers', () => {
    expect(yearLabel(null)).toBe('undated');
    expect(yearLabel(2024)).toBe('2024');
  });
});

describe('an undated paper cites without a year', () => {
  it('the reference says n.d.', () => {
    expect(formatReference(undated)).toBe('Lovelace, A. (n.d.). A paper without a year. Journal.');
  });

  it('BibTeX has no year field, and its key no year', () => {
    const bib = publicationToBibtex(undated);
    expect(bib).not.toMatch(/\byear\s*=/);
    expect(bib).not.toContain(THIS_YEAR);
    expect(bib).toMatch(/^@article\{lovelacepaper,/);
  });

  it('Google Scholar tags carry no date, JSON-LD no datePublished, the description no year', () => {
    const meta = scholarMeta(undated, SITE);
    expect(meta.map((tag) => tag.name)).not.toContain('citation_publication_date');
    expect(meta.map((tag) => tag.name)).not.toContain('citation_date');
    expect(meta.some((tag) => tag.content.includes(THIS_YEAR))).toBe(false);
    const jsonLd = scholarlyArticleJsonLd({ teamMembers: [] }, undated, SITE);
    expect(jsonLd).not.toHaveProperty('datePublished');
    const head = publicationHead(
      { ...seedContent(), publications: [{ ...undated, abstract: undefined }] },
      { id: 'pub-undated' },
      SITE,
    );
    expect(head.description).not.toContain(THIS_YEAR);
    expect(head.description).not.toContain('null');
  });

  it('a future paper keeps its year everywhere', () => {
    const future = { ...undated, year: 2031 };
    expect(formatReference(future)).toContain('(2031)');
    expect(publicationToBibtex(future)).toMatch(/year\s*=\s*\{?2031\}?/);
    expect(scholarMeta(future, SITE)).toContainEqual({ name: 'citation_publication_date', content: '2031' });
  });

  it('the site search shows no year for it', () => {
    const index = buildIndex({ ...seedContent(), publications: [undated] });
    const doc = index.docs.find((entry) => entry.id === 'pub-undated')!;
    expect(doc.meta).not.toContain('null');
    expect(doc.meta).not.toContain(THIS_YEAR);
  });
});

describe('the prerendered pages of a site with an undated paper', () => {
  const content = () => {
    const base = seedContent();
    const member = base.teamMembers[0]!;
    const surname = member.name.trim().split(/\s+/).pop()!;
    const paper = { ...undated, authors: [`${surname}, ${member.name[0]}.`] };
    return { content: { ...base, publications: [...base.publications, paper] }, member, author: paper.authors[0]! };
  };
  const text = (html: string) =>
    html
      .replace(/<!--.*?-->/g, '')
      // Inline marks (a style's italics) join their text; other tags separate it.
      .replace(/<\/?(?:i|em|b|strong|span|sup|sub)\b[^>]*>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');

  it('/publications lists it under "Undated", after every dated group, and offers "Undated" in the year filter', async () => {
    const page = await renderPage('/publications', SITE, content().content);
    const headings = [...page.body.matchAll(/<h2 id="year-([^"]+)"/g)].map((match) => match[1]);
    expect(headings.at(-1)).toBe(UNDATED);
    expect(headings.filter((id) => id === UNDATED)).toHaveLength(1);
    expect(text(page.body)).toMatch(/Undated A paper without a year/);
    expect(page.body).toContain(`<option value="${UNDATED}">Undated</option>`);
  });

  it('the Norwegian list names the group "Udatert"', async () => {
    const page = await renderPage('/publications', SITE, content().content, { lang: 'nb' });
    expect(text(page.body)).toContain('Udatert A paper without a year');
  });

  it("the paper's own page shows no year: not in its kicker, venue, facts, tags or JSON-LD", async () => {
    const { content: site, author } = content();
    const page = await renderPage('/publications/pub-undated', SITE, site);
    expect(page.status).toBe(200);
    expect(page.body).toContain('class="page-header__kicker">journal article</p>');
    // The page's own content (the footer's copyright line has this year, rightly).
    const main = /<main[\s\S]*<\/main>/.exec(page.body)![0];
    expect(text(main)).toContain(`${author} (n.d.). A paper without a year. Journal.`);
    expect(text(main)).not.toContain(THIS_YEAR);
    expect(text(main)).not.toMatch(/\byear\s*=/);
    expect(main).not.toContain('null');
    expect(page.head).not.toContain('citation_publication_date');
    expect(page.head).not.toContain('datePublished');
  });

  it("a member's page lists it in an undated group after the dated ones", async () => {
    const { content: site, member } = content();
    const page = await renderPage(`/team/${member.id}`, SITE, site);
    const headings = [...page.body.matchAll(/<h3 id="year-([^"]+)"/g)].map((match) => match[1]);
    expect(headings.at(-1)).toBe(UNDATED);
    expect(text(page.body)).toContain('Undated');
  });
});
