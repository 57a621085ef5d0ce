/**
 * The Publish screen's review names a paper's newer fields in words, never by their keys: its
 * links, the "selected" mark, the linked members, a member's other spellings, and the lab
 * profile's publication list choices; in the screen and in the pull request's markdown.
 */
import { describe, expect, it } from 'vitest';
import { fieldLabel, reviewChanges, reviewMarkdown, showValue } from '../../shared/content/review/review';
import { asPublished } from '../../shared/export/publish';
import { seedContent } from '../fixtures/content/seed';

describe('review labels of the newer publication fields', () => {
  it('name each link, the selected mark and the linked members in words', () => {
    expect(
      [
        'pdfUrl',
        'codeUrl',
        'dataUrl',
        'slidesUrl',
        'posterUrl',
        'videoUrl',
        'projectUrl',
        'selected',
        'authorLinks',
        'nameVariants',
        'publicationDisplay',
      ].map(fieldLabel),
    ).toEqual([
      'PDF link',
      'code link',
      'data link',
      'slides link',
      'poster link',
      'video link',
      'project page link',
      'selected paper',
      'linked members (authors matched to lab members)',
      'name variants (other spellings on papers)',
      'publication list (grouping and filters)',
    ]);
    // The older fields keep their words.
    expect(fieldLabel('repoUrl')).toBe('repo URL');
    expect(fieldLabel('projectIds')).toBe('project IDs');
  });

  it('show an author link and the list choices in words, not as JSON', () => {
    expect(
      showValue([
        { author: 'Asante, Kofi', member: 'kofi-asante' },
        { author: 'Halvorsen, I.', orcid: '0000-0002-1825-0097' },
        { author: 'Doe, J.', member: '' },
      ]),
    ).toBe('Asante, Kofi: member kofi-asante, Halvorsen, I.: ORCID 0000-0002-1825-0097, Doe, J.: no member');
    expect(showValue({ groupBy: 'type', typeOrder: ['preprint'], filters: ['year', 'search'] })).toBe(
      'grouped by type; types first: preprint; filters: year, search',
    );
    expect(showValue({ filters: [] })).toBe('grouped by year; no filters');
  });

  it('a paper given links, the selected mark and a linked member reads in words in the review and its markdown', () => {
    const seed = seedContent();
    const current = seedContent();
    const paper = current.publications[0]!;
    current.publications[0] = {
      ...paper,
      pdfUrl: 'https://example.org/paper.pdf',
      codeUrl: 'https://example.org/code',
      selected: true,
      authorLinks: [{ author: paper.authors[0]!, member: current.teamMembers[0]!.id }],
    };
    current.labProfile = { ...current.labProfile, publicationDisplay: { groupBy: 'type' } };
    const review = reviewChanges(asPublished(seed), asPublished(current));
    const fields = review.sections.find((section) => section.key === 'publications')!.changes[0]!.fields;
    expect(fields.map((field) => field.label).sort()).toEqual([
      'PDF link',
      'code link',
      'linked members (authors matched to lab members)',
      'selected paper',
    ]);
    expect(fields.find((field) => field.label === 'selected paper')).toMatchObject({ before: '(empty)', after: 'yes' });
    const markdown = reviewMarkdown(review, []);
    expect(markdown).toContain('PDF link: (empty) → https:');
    expect(markdown).toContain(
      `linked members (authors matched to lab members): (empty) → ${paper.authors[0]}: member ${current.teamMembers[0]!.id}`,
    );
    expect(markdown).toContain('publication list (grouping and filters) › group by: (empty) → type');
    expect(markdown).not.toMatch(/pdfUrl|authorLinks|codeUrl|publicationDisplay|"member"/);
  });

  it('names the lab’s citation style as the studio offers it, not by its stored key', () => {
    const seed = seedContent();
    const current = seedContent();
    current.labProfile = { ...current.labProfile, citationStyle: 'ieee' };
    const review = reviewChanges(asPublished(seed), asPublished(current));
    const fields = review.sections.find((section) => section.key === 'labProfile')!.changes[0]!.fields;
    expect(fields.find((field) => field.field === 'citationStyle')).toMatchObject({ after: 'IEEE' });
    expect(reviewMarkdown(review, [])).not.toContain('→ ieee');
  });
});
