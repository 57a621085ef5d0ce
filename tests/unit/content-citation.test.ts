import { describe, expect, it } from 'vitest';
import {
  CROSSREF_MESSAGES,
  crossrefToPublication,
  fillEmptyFields,
  findDuplicate,
  formatReference,
  isPdfUrl,
  lookupDoi,
  normalizeOrcid,
  orcidCheckCharacter,
  orcidUrl,
} from '../../shared/content/scholarly/citation';
import type { Publication } from '../../shared/content/model/schemas';

const pub = (over: Partial<Publication> = {}): Publication => ({
  id: 'pub-1',
  title: 'Curiosity as information gain',
  journal: 'Journal of Computational Cognition',
  year: 2024,
  type: 'journal article',
  authors: ['Moreau, C.', 'Okafor, C. E.', 'Lindqvist, H.'],
  citation: '',
  doi: '10.5555/jcc.2024.1',
  url: '',
  keywords: [],
  projectIds: [],
  softwareIds: [],
  ...over,
});

describe('formatReference (APA-like)', () => {
  it('formats authors, year, title, venue and DOI link', () => {
    expect(formatReference(pub())).toBe(
      'Moreau, C., Okafor, C. E., & Lindqvist, H. (2024). Curiosity as information gain. Journal of Computational Cognition. https://doi.org/10.5555/jcc.2024.1',
    );
  });
  it('handles one and two authors, et al., question marks and missing parts', () => {
    expect(formatReference(pub({ authors: ['Moreau, C.'], doi: '' }))).toBe('Moreau, C. (2024). Curiosity as information gain. Journal of Computational Cognition.');
    expect(formatReference(pub({ authors: ['Moreau, C.', 'Raman, P.'], doi: '' }))).toBe(
      'Moreau, C., & Raman, P. (2024). Curiosity as information gain. Journal of Computational Cognition.',
    );
    expect(formatReference(pub({ authors: ['Zhou, W.', 'Kowalski, M.', 'et al.'], doi: '' }))).toBe(
      'Zhou, W., Kowalski, M., et al. (2024). Curiosity as information gain. Journal of Computational Cognition.',
    );
    expect(formatReference(pub({ title: 'Is curiosity rational?', doi: '' }))).toBe(
      'Moreau, C., Okafor, C. E., & Lindqvist, H. (2024). Is curiosity rational? Journal of Computational Cognition.',
    );
    expect(formatReference(pub({ authors: [], year: Number.NaN, doi: '' }))).toBe('(n.d.). Curiosity as information gain. Journal of Computational Cognition.');
  });
  it('puts "In" before proceedings and chapters, and marks theses', () => {
    expect(formatReference(pub({ type: 'conference proceeding', journal: 'Proceedings of CogSci', doi: '' }))).toMatch(/information gain\. In Proceedings of CogSci\.$/);
    expect(formatReference(pub({ type: 'thesis', journal: 'Halden University', authors: ['Ivanova, D.'], doi: '' }))).toBe(
      'Ivanova, D. (2024). Curiosity as information gain [Thesis, Halden University].',
    );
  });
});

describe('ORCID iD', () => {
  it('computes the ISO 7064 11,2 check character', () => {
    expect(orcidCheckCharacter('000000021825009')).toBe('7');
    expect(orcidCheckCharacter('000000021694233')).toBe('X');
  });
  it('accepts valid iDs in any common form and refuses bad checksums', () => {
    expect(normalizeOrcid('0000-0002-1825-0097')).toBe('0000-0002-1825-0097');
    expect(normalizeOrcid('https://orcid.org/0000-0002-1694-233x')).toBe('0000-0002-1694-233X');
    expect(normalizeOrcid('0000000218250097')).toBe('0000-0002-1825-0097');
    expect(normalizeOrcid('0000-0002-1825-0098')).toBeNull();
    expect(normalizeOrcid('0000-0002-1825')).toBeNull();
    expect(normalizeOrcid('abcd-0002-1825-0097')).toBeNull();
    expect(orcidUrl('0000-0002-1825-0097')).toBe('https://orcid.org/0000-0002-1825-0097');
    expect(orcidUrl('nope')).toBeNull();
  });
});

const work = {
  DOI: '10.5555/FAKE.2023.42',
  URL: 'https://doi.org/10.5555/fake.2023.42',
  title: ['  Learning  rules from   neural data '],
  author: [{ given: 'Camille', family: 'Moreau' }, { given: 'Jean-Paul', family: 'Sartori' }, { name: 'Open Curiosity Collaboration' }],
  'container-title': ['Journal of Computational Cognition'],
  type: 'journal-article',
  issued: { 'date-parts': [[2023, 4, 2]] },
  abstract: '<jats:title>Abstract</jats:title><jats:p>First &amp; foremost.</jats:p><jats:p>Second.</jats:p>',
  subject: ['Cognitive Neuroscience', 'Cognitive Neuroscience', 'Psychology'],
};

describe('Crossref mapping', () => {
  it('maps a work record to publication fields', () => {
    expect(crossrefToPublication(work)).toEqual({
      title: 'Learning rules from neural data',
      authors: ['Moreau, Camille', 'Sartori, Jean-Paul', 'Open Curiosity Collaboration'],
      journal: 'Journal of Computational Cognition',
      year: 2023,
      type: 'journal article',
      doi: '10.5555/FAKE.2023.42',
      url: 'https://doi.org/10.5555/fake.2023.42',
      abstract: 'First & foremost.\n\nSecond.',
      keywords: ['Cognitive Neuroscience', 'Psychology'],
    });
  });
  it('maps types and falls back on other dates', () => {
    const proc = crossrefToPublication({ type: 'proceedings-article', 'published-online': { 'date-parts': [[2021]] } });
    expect(proc.type).toBe('conference proceeding');
    expect(proc.year).toBe(2021);
    expect(crossrefToPublication({ type: 'posted-content' }).type).toBe('preprint');
    expect(crossrefToPublication({ type: 'dissertation', institution: [{ name: 'Halden University' }] })).toMatchObject({ type: 'thesis', journal: 'Halden University' });
    expect(crossrefToPublication({ type: 'book-chapter' }).type).toBe('book chapter');
    expect(Number.isNaN(crossrefToPublication({}).year)).toBe(true);
  });
  it('fills only empty fields and generates the citation', () => {
    const draft = pub({ title: 'My own title', journal: '', authors: [''], doi: '10.5555/FAKE.2023.42', year: 2026, type: 'journal article' });
    const { draft: next, filled } = fillEmptyFields(draft, crossrefToPublication(work), { year: 2026, type: 'journal article' });
    expect(next.title).toBe('My own title');
    expect(next.journal).toBe('Journal of Computational Cognition');
    expect(next.authors).toEqual(['Moreau, Camille', 'Sartori, Jean-Paul', 'Open Curiosity Collaboration']);
    expect(next.year).toBe(2023);
    expect(next.doi).toBe('10.5555/FAKE.2023.42');
    expect(filled).toEqual(expect.arrayContaining(['journal', 'authors', 'year', 'url', 'abstract', 'keywords', 'citation']));
    expect(filled).not.toContain('title');
    expect(next.citation).toMatch(/^Moreau, C\., Sartori, J\.-P\., & Open Curiosity Collaboration \(2023\)\. My own title\./);
  });
});

describe('lookupDoi', () => {
  const respond = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });
  it('calls /works/{doi} at the configured base and maps the answer', async () => {
    const urls: string[] = [];
    const result = await lookupDoi('https://doi.org/10.5555/x.1', 'http://127.0.0.1:9/', async (url) => {
      urls.push(String(url));
      return new Response(JSON.stringify({ status: 'ok', message: work }), { status: 200 });
    });
    expect(urls).toEqual(['http://127.0.0.1:9/works/10.5555%2Fx.1']);
    expect(result.ok && result.fields.title).toBe('Learning rules from neural data');
  });
  it('tells not found, offline, a bad answer and a bad DOI apart', async () => {
    expect(await lookupDoi('10.5555/none', 'http://x', respond(404, 'Resource not found.'))).toEqual({ ok: false, message: CROSSREF_MESSAGES.notFound('10.5555/none') });
    expect(
      await lookupDoi('10.5555/none', 'http://x', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toEqual({ ok: false, message: CROSSREF_MESSAGES.offline });
    expect(await lookupDoi('10.5555/none', 'http://x', async () => new Response('<html>', { status: 200 }))).toEqual({ ok: false, message: CROSSREF_MESSAGES.badAnswer });
    expect(await lookupDoi('not a doi', 'http://x', respond(200, {}))).toEqual({ ok: false, message: CROSSREF_MESSAGES.invalidDoi });
  });
});

describe('duplicates and PDFs', () => {
  const existing = [pub({ id: 'a', doi: '10.5555/ABC' }), pub({ id: 'b', doi: '', title: 'Café: a study!', year: 2020 })];
  it('matches the same DOI (any case or resolver form) or the same normalised title and year', () => {
    expect(findDuplicate({ doi: 'https://doi.org/10.5555/abc', title: 'Other', year: 1999 }, existing)?.id).toBe('a');
    expect(findDuplicate({ doi: '', title: 'cafe  A STUDY', year: 2020 }, existing)?.id).toBe('b');
    expect(findDuplicate({ doi: '', title: 'cafe a study', year: 2021 }, existing)).toBeUndefined();
    expect(findDuplicate({ doi: '10.5555/other', title: 'New', year: 2020 }, existing)).toBeUndefined();
  });
  it('recognises PDF urls', () => {
    expect(isPdfUrl('https://example.org/a/paper.PDF')).toBe(true);
    expect(isPdfUrl('https://example.org/a/paper.pdf?download=1')).toBe(true);
    expect(isPdfUrl('https://doi.org/10.5555/x')).toBe(false);
    expect(isPdfUrl('nonsense')).toBe(false);
  });
});
