/**
 * Searches fold letters on both sides: the site search and the publication list's search use one
 * folding function, so "Jooss" finds "Jooß", "Ostergaard" finds "Østergaard", and the other way.
 */
import { describe, expect, it } from 'vitest';
import { foldText, matchesAnyWord, searchText, searchWords } from '../../shared/content/read/search-text';
import { buildIndex, fold, highlight, search } from '../../site/search/engine';
import { seedContent } from '../fixtures/content/seed';

describe('foldText', () => {
  it.each([
    ['Jooß', 'jooss'],
    ['JOOẞ', 'jooss'],
    ['Lucía', 'lucia'],
    ['Østergaard', 'ostergaard'],
    ['Ærø', 'aero'],
    ['Ångström', 'angstrom'],
    ['Müller', 'muller'],
    ['Œuvre', 'oeuvre'],
    ['Łukasz', 'lukasz'],
    ['Þór Guðmundsson', 'thor gudmundsson'],
    ['Çetintemel, Uğur', 'cetintemel, ugur'],
    ['İstanbul', 'istanbul'],
    ['plain ascii', 'plain ascii'],
  ])('%s → %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it('is the site search engine’s folding', () => {
    expect(fold).toBe(foldText);
  });
});

describe('the list search folds both sides', () => {
  const haystack = searchText(['Causal discovery', ['Halvorsen, I.', 'Jooß, C.']]);
  it.each(['Jooss', 'jooß', 'JOOSS', 'Jooẞ'])('%s finds Jooß', (query) => {
    expect(matchesAnyWord(searchWords(query), haystack)).toBe(true);
  });
  it('and Jooß finds Jooss, é finds e', () => {
    expect(matchesAnyWord(searchWords('Jooß'), searchText(['Jooss, C.']))).toBe(true);
    expect(matchesAnyWord(searchWords('Lucia'), searchText(['Lucía']))).toBe(true);
    expect(matchesAnyWord(searchWords('Lucía'), searchText(['Lucia']))).toBe(true);
    expect(matchesAnyWord(searchWords('Jooss'), searchText(['Joos, C.']))).toBe(false);
  });
});

describe('the site search folds both sides', () => {
  const content = seedContent();
  const index = buildIndex(content);
  it('"Jooss" and "Jooß" find the paper by Jooß, and mark the name', () => {
    const paper = content.publications.find((pub) => pub.authors.includes('Jooß, C.'));
    expect(paper, 'the fixture content has a paper by Jooß').toBeDefined();
    for (const query of ['Jooss', 'Jooß', 'jooss causal']) {
      expect(
        search(index, query).map((result) => result.doc.id),
        query,
      ).toContain(paper!.id);
    }
    const terms = [fold('Jooss')];
    expect(
      highlight('Halvorsen, I., Jooß, C.', terms)
        .filter((segment) => segment.hit)
        .map((segment) => segment.text),
    ).toEqual(['Jooß']);
  });
});
