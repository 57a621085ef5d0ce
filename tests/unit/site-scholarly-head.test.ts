/* eslint-disable no-script-url -- a script URL is fed in to prove it is refused */
import { describe, expect, it } from 'vitest';
import type { Content } from '../../shared/content/model/model';
import type { Publication, TeamMember } from '../../shared/content/model/schemas';
import { seedContent } from '../fixtures/content/seed';
import { HEADS } from '../../site/heads';
import { publicationHead, scholarMeta } from '../../site/routes/publication-head';
import { memberHead as teamMemberHead } from '../../site/heads/item-heads';

const publicationPageHead = HEADS['/publications/:id']!;
import { personLd, personSameAs } from '../../site/structured-data';

const SITE = { origin: 'https://lab.example.org', basePath: '/' };
const base = seedContent();
const pub = (over: Partial<Publication>): Publication => ({
  id: 'pub-x',
  title: 'Curiosity & information',
  journal: 'Journal of Tests',
  year: 2024,
  type: 'journal article',
  authors: ['Lovelace, A.', 'Outsider, Q.'],
  citation: 'x',
  doi: '10.5555/x.1',
  url: 'https://example.org/files/paper.pdf',
  abstract: 'An abstract.',
  keywords: ['one', 'two'],
  projectIds: [],
  softwareIds: [],
  ...over,
});
const member = (over: Partial<TeamMember>): TeamMember => ({
  id: 'm-1',
  name: 'Ada Lovelace',
  role: 'Postdoctoral Researcher',
  bio: 'Works on curious machines.',
  imageUrl: '/assets/team/ada.jpg',
  color: '#000000',
  projects: [],
  email: 'ada@example.org',
  ...over,
});
const content = (pubs: Publication[], members: TeamMember[] = [member({})]): Content => ({ ...base, publications: pubs, teamMembers: members });
const metaValues = (meta: { name?: string; content: string }[], name: string) => meta.filter((m) => m.name === name).map((m) => m.content);

describe('publication head (Google Scholar)', () => {
  it('writes the citation_* tags Scholar asks for, authors in order, absolute URLs', () => {
    const head = publicationHead(content([pub({})]), { id: 'pub-x' }, SITE);
    expect(head.title).toBe('Curiosity & information');
    expect(head.type).toBe('article');
    const meta = head.meta!;
    expect(metaValues(meta, 'citation_title')).toEqual(['Curiosity & information']);
    // A lab member by full name (Scholar's guidelines), others as written.
    expect(metaValues(meta, 'citation_author')).toEqual(['Lovelace, Ada', 'Outsider, Q.']);
    expect(metaValues(meta, 'citation_publication_date')).toEqual(['2024']);
    expect(metaValues(meta, 'citation_journal_title')).toEqual(['Journal of Tests']);
    expect(metaValues(meta, 'citation_conference_title')).toEqual([]);
    expect(metaValues(meta, 'citation_doi')).toEqual(['10.5555/x.1']);
    expect(metaValues(meta, 'citation_pdf_url')).toEqual(['https://example.org/files/paper.pdf']);
    expect(metaValues(meta, 'citation_abstract_html_url')).toEqual(['https://lab.example.org/publications/pub-x/']);
  });

  it('uses citation_conference_title for proceedings and omits what is absent', () => {
    const meta = scholarMeta(pub({ type: 'conference proceeding', journal: 'Proc. CogSci', doi: '', url: 'https://doi.org/10.5555/x.1' }), SITE);
    expect(metaValues(meta, 'citation_conference_title')).toEqual(['Proc. CogSci']);
    expect(metaValues(meta, 'citation_journal_title')).toEqual([]);
    expect(metaValues(meta, 'citation_doi')).toEqual([]);
    expect(metaValues(meta, 'citation_pdf_url')).toEqual([]);
  });

  it('gives ScholarlyArticle JSON-LD with lab authors linked to their pages', () => {
    const [ld] = publicationHead(content([pub({})]), { id: 'pub-x' }, SITE).jsonLd!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ScholarlyArticle',
      url: 'https://lab.example.org/publications/pub-x/',
      name: 'Curiosity & information',
      datePublished: '2024',
      isPartOf: { '@type': 'Periodical', name: 'Journal of Tests' },
      identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: '10.5555/x.1' },
      sameAs: 'https://doi.org/10.5555/x.1',
      author: [
        { '@type': 'Person', name: 'Ada Lovelace', url: 'https://lab.example.org/team/m-1/' },
        { '@type': 'Person', name: 'Outsider, Q.' },
      ],
    });
  });

  it('is what the route exports, and an unknown id is kept out of the index', () => {
    const seeded = content(base.publications);
    const head = publicationPageHead(seeded, { id: 'pub-001' }, SITE);
    expect(metaValues(head.meta!, 'citation_abstract_html_url')).toEqual(['https://lab.example.org/publications/pub-001/']);
    expect(metaValues(head.meta!, 'citation_author')).toEqual(base.publications.find((p) => p.id === 'pub-001')!.authors);
    expect(publicationPageHead(seeded, { id: 'nope' }, SITE)).toEqual({ title: 'Publication not found', noindex: true });
  });
});

describe('team member head (Person JSON-LD)', () => {
  it('lists ORCID, Scholar, website and code-hosting profile in sameAs', () => {
    const ada = member({ orcid: '0000-0002-1825-0097', scholarUrl: 'https://scholar.google.com/citations?user=a', website: 'https://ada.example.org', github: 'ada-l' });
    expect(personSameAs(ada)).toEqual([
      'https://orcid.org/0000-0002-1825-0097',
      'https://scholar.google.com/citations?user=a',
      'https://ada.example.org/',
      'https://github.com/ada-l',
    ]);
    expect(personLd(SITE, ada, base.labProfile)).toMatchObject({
      '@type': 'Person',
      name: 'Ada Lovelace',
      jobTitle: 'Postdoctoral Researcher',
      image: 'https://lab.example.org/assets/team/ada.jpg',
      sameAs: personSameAs(ada),
    });
  });
  it('leaves out invalid or absent profiles', () => {
    expect(personSameAs(member({ orcid: '0000-0002-1825-0098', scholarUrl: 'javascript:alert(1)' }))).toEqual([]);
    const ld = teamMemberHead(content([], [member({})]), { id: 'm-1' }, SITE).jsonLd![0]!;
    expect(ld.sameAs).toBeUndefined();
  });
});
