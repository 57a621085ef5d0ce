import { describe, expect, it } from 'vitest';
import { PUBLICATION_TYPES } from '../../shared/content/model/constants';
import { labProfileSchema } from '../../shared/content/model/lab-profile-schema';
import {
  groupPublications,
  publicationDisplayOf,
  PUBLICATION_FILTERS,
  typeHeading,
} from '../../shared/content/scholarly/publication-display';
import { generateProfileSource, parseProfileSource } from '../../shared/export/profile-source';
import { seedContent } from '../fixtures/content/seed';

const seed = seedContent();
const paper = (id: string, type: string, year: number | null) => ({ id, type, year });

describe('the publication display choices of the lab profile', () => {
  it('default to year groups and every filter when the profile has none', () => {
    const choices = publicationDisplayOf(seed.labProfile);
    expect(seed.labProfile.publicationDisplay).toBeUndefined();
    expect(choices.groupBy).toBe('year');
    expect([...choices.filters]).toEqual([...PUBLICATION_FILTERS]);
    expect(choices.typeOrder).toEqual([...PUBLICATION_TYPES]);
  });

  it('put the chosen types first and the others after, in the product order', () => {
    const choices = publicationDisplayOf({
      publicationDisplay: { groupBy: 'type', typeOrder: ['software', 'preprint'] },
    });
    expect(choices.typeOrder.slice(0, 3)).toEqual(['software', 'preprint', 'journal article']);
    expect(choices.typeOrder).toHaveLength(PUBLICATION_TYPES.length);
  });

  it('are read leniently: unknown groupings, types and filters drop out, an empty filter list stays empty', () => {
    const parsed = labProfileSchema.parse({
      ...seed.labProfile,
      publicationDisplay: {
        groupBy: 'venue',
        typeOrder: ['book', 'poem', 'book', 7],
        filters: ['search', 'author', 'year', 'year'],
      },
    });
    expect(parsed.publicationDisplay).toEqual({ groupBy: undefined, typeOrder: ['book'], filters: ['year', 'search'] });
    expect(
      labProfileSchema.parse({ ...seed.labProfile, publicationDisplay: { filters: [] } }).publicationDisplay?.filters,
    ).toEqual([]);
    expect(
      labProfileSchema.parse({ ...seed.labProfile, publicationDisplay: 'type' }).publicationDisplay,
    ).toBeUndefined();
  });

  it('travel through the exported profile file and back', () => {
    const profile = {
      ...seed.labProfile,
      publicationDisplay: {
        groupBy: 'type' as const,
        typeOrder: ['preprint' as const],
        filters: ['type' as const, 'search' as const],
      },
    };
    const source = generateProfileSource(profile);
    expect(source).toContain('"publicationDisplay": {');
    const read = parseProfileSource(source);
    expect(read.ok && read.profile.publicationDisplay).toEqual(profile.publicationDisplay);
    // A profile that never chose exports without the field.
    expect(generateProfileSource(seed.labProfile)).not.toContain('publicationDisplay');
  });
});

describe('groupPublications', () => {
  const papers = [
    paper('a', 'journal article', 2020),
    paper('b', 'preprint', 2024),
    paper('c', 'journal article', 2023),
    paper('d', 'poster abstract', 2022),
    paper('e', 'software', null),
    paper('f', 'software', 2021),
  ];

  it('by year: newest first, undated last', () => {
    const groups = groupPublications(papers, { groupBy: 'year', typeOrder: PUBLICATION_TYPES });
    expect(groups.map((group) => group.year)).toEqual([2024, 2023, 2022, 2021, 2020, null]);
    expect(groups.map((group) => group.key)).toEqual([
      'year-2024',
      'year-2023',
      'year-2022',
      'year-2021',
      'year-2020',
      'year-undated',
    ]);
  });

  it('by type: in the given order, unknown types after, newest first within a type', () => {
    const order = publicationDisplayOf({
      publicationDisplay: { groupBy: 'type', typeOrder: ['software', 'preprint'] },
    }).typeOrder;
    const groups = groupPublications(papers, { groupBy: 'type', typeOrder: order });
    expect(groups.map((group) => group.type)).toEqual(['software', 'preprint', 'journal article', 'poster abstract']);
    expect(groups.map((group) => group.pubs.map((pub) => pub.id))).toEqual([['f', 'e'], ['b'], ['c', 'a'], ['d']]);
    expect(groups.map((group) => group.key)).toEqual([
      'type-software',
      'type-preprint',
      'type-journal-article',
      'type-poster-abstract',
    ]);
  });

  it('names each type group in words, an unknown type as written', () => {
    expect(typeHeading('journal article')).toBe('Journal articles');
    expect(typeHeading('conference proceeding')).toBe('Conference papers');
    expect(typeHeading('poster abstract')).toBe('Poster abstract');
  });
});
