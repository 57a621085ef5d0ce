import { describe, expect, it } from 'vitest';
import { publicationToBibtex } from '../../shared/content/scholarly/bibtex';
import { formatReference } from '../../shared/content/scholarly/citation';
import type { Content } from '../../shared/content/model/model';
import { publicationSchema, type Publication } from '../../shared/content/model/schemas';
import { seedContent } from '../fixtures/content/seed';
import { generateSource } from '../../shared/export/source';
import { pageRange, publicationHead, scholarlyArticleJsonLd } from '../../site/routes/publication-head';
import { schemaProblems } from '../fixtures/schema-org';

const SITE = { origin: 'https://lab.example.org', basePath: '/' };
const pub = (over: Partial<Publication>): Publication => ({
  id: 'pub-x',
  title: 'Frontal theta tracks surprise',
  journal: 'Journal of Cognitive Neurophysiology',
  year: 2021,
  type: 'journal article',
  authors: ['Müller, J.', 'Osei, A.'],
  citation: 'x',
  doi: '10.5555/x.1',
  url: '',
  keywords: [],
  projectIds: [],
  softwareIds: [],
  ...over,
});
const content = (pubs: Publication[]): Content => ({ ...seedContent(), publications: pubs });
const meta = (p: Publication, name: string) => (publicationHead(content([p]), { id: p.id }, SITE).meta ?? []).filter((m) => m.name === name).map((m) => m.content);

describe('volume, issue, pages and month in the reference', () => {
  it('journal article: Venue, Volume(Issue), Pages', () => {
    expect(formatReference(pub({ volume: '33', issue: '7', pages: '1301–1318', month: 7 }))).toBe(
      'Müller, J., & Osei, A. (2021). Frontal theta tracks surprise. Journal of Cognitive Neurophysiology, 33(7), 1301–1318. https://doi.org/10.5555/x.1',
    );
    expect(formatReference(pub({ volume: '33' }))).toContain('Journal of Cognitive Neurophysiology, 33. https');
    expect(formatReference(pub({ pages: 'e1002345' }))).toContain('Journal of Cognitive Neurophysiology, e1002345. https');
  });

  it('proceedings and chapters: In Venue (Vol., pp.); conference month with the year', () => {
    const paper = pub({ type: 'conference proceeding', journal: 'Proceedings of CogSci', volume: '43', pages: '12–21', month: 7 });
    expect(formatReference(paper)).toBe('Müller, J., & Osei, A. (2021, July). Frontal theta tracks surprise. In Proceedings of CogSci (Vol. 43, pp. 12–21). https://doi.org/10.5555/x.1');
    expect(formatReference(pub({ type: 'book chapter', journal: 'Handbook', pages: '7' }))).toContain('In Handbook (p. 7).');
  });

  it('without the new fields the reference is what it was', () => {
    expect(formatReference(pub({}))).toBe('Müller, J., & Osei, A. (2021). Frontal theta tracks surprise. Journal of Cognitive Neurophysiology. https://doi.org/10.5555/x.1');
  });
});

describe('volume, issue, pages and month in BibTeX', () => {
  it('writes month as a macro and the details as fields', () => {
    const bib = publicationToBibtex(pub({ volume: '33', issue: '7', pages: '1301–1318', month: 7 }), 'k');
    expect(bib).toMatch(/\n {2}month += jul,\n/);
    expect(bib).toMatch(/\n {2}volume += \{33\},\n/);
    expect(bib).toMatch(/\n {2}number += \{7\},\n/);
    expect(bib).toMatch(/\n {2}pages += \{1301--1318\},\n/);
  });

  it('writes none of them when absent', () => {
    expect(publicationToBibtex(pub({}), 'k')).not.toMatch(/month|volume|number|pages/);
  });
});

describe('Google Scholar tags and JSON-LD', () => {
  it('citation_volume, citation_issue, citation_firstpage, citation_lastpage and the month', () => {
    const p = pub({ volume: '33', issue: '7', pages: '1301–1318', month: 7 });
    expect(meta(p, 'citation_volume')).toEqual(['33']);
    expect(meta(p, 'citation_issue')).toEqual(['7']);
    expect(meta(p, 'citation_firstpage')).toEqual(['1301']);
    expect(meta(p, 'citation_lastpage')).toEqual(['1318']);
    expect(meta(p, 'citation_publication_date')).toEqual(['2021/07']);
    const plain = pub({});
    for (const name of ['citation_volume', 'citation_issue', 'citation_firstpage', 'citation_lastpage']) expect(meta(plain, name)).toEqual([]);
    expect(meta(plain, 'citation_publication_date')).toEqual(['2021']);
  });

  it('reads page ranges however they are written', () => {
    expect(pageRange('133--158')).toEqual(['133', '158']);
    expect(pageRange('133 - 158')).toEqual(['133', '158']);
    expect(pageRange('e1002345')).toEqual(['e1002345', undefined]);
    expect(pageRange(undefined)).toEqual([undefined, undefined]);
  });

  it('nests the article in PublicationIssue > PublicationVolume > Periodical, with pagination', () => {
    const ld = scholarlyArticleJsonLd(content([]), pub({ volume: '33', issue: '7', pages: '1301–1318', month: 7 }), SITE);
    expect(ld.isPartOf).toEqual({
      '@type': 'PublicationIssue',
      issueNumber: '7',
      isPartOf: { '@type': 'PublicationVolume', volumeNumber: '33', isPartOf: { '@type': 'Periodical', name: 'Journal of Cognitive Neurophysiology' } },
    });
    expect(ld.pagination).toBe('1301–1318');
    expect(ld.datePublished).toBe('2021-07');
    expect(schemaProblems(ld.isPartOf)).toEqual([]);
    expect(scholarlyArticleJsonLd(content([]), pub({}), SITE).isPartOf).toEqual({ '@type': 'Periodical', name: 'Journal of Cognitive Neurophysiology' });
  });
});

describe('the schema', () => {
  it('keeps the fields optional: content without them exports as before', () => {
    const parsed = publicationSchema.parse(pub({}));
    expect(Object.keys(JSON.parse(JSON.stringify(parsed)))).not.toEqual(expect.arrayContaining(['volume']));
    expect(generateSource('publications', [parsed])).not.toMatch(/"(volume|issue|pages|month)"/);
  });

  it('orders them after the journal and year, reads numbers as text and refuses a wrong month', () => {
    const parsed = publicationSchema.parse({ ...pub({}), month: 13, volume: 12, issue: '3', pages: '1–9' });
    expect(parsed.volume).toBe('12');
    expect(parsed.month).toBeUndefined();
    expect(Object.keys(parsed).filter((k) => parsed[k as keyof typeof parsed] !== undefined).slice(0, 8)).toEqual(['id', 'title', 'journal', 'volume', 'issue', 'pages', 'year', 'type']);
  });
});
