import { describe, expect, it } from 'vitest';
import { headerNeedsTwoRows, headerWidth } from '../../site/layout/header-fit';

const EN = ['Home', 'News', 'Research', 'Publications', 'Software', 'Team'];
const NB = ['Hjem', 'Nyheter', 'Forskning', 'Publikasjoner', 'Programvare', 'Folk'];
const NAME = 'Discovery of Mind Lab';

describe('the header on one row or two', () => {
  it('keeps the six sections on one row beside the name and the tools, in English and Norwegian', () => {
    expect(headerNeedsTwoRows({ links: EN, name: NAME, languages: ['Norsk bokmål'] })).toBe(false);
    expect(headerNeedsTwoRows({ links: NB, name: NAME, languages: ['English'] })).toBe(false);
  });

  it('gives the links a row of their own when a page of the lab’s own joins them', () => {
    expect(headerNeedsTwoRows({ links: [...EN, 'Open science'], name: NAME, languages: ['Norsk bokmål'] })).toBe(true);
    expect(headerNeedsTwoRows({ links: [...NB, 'Åpen forskning'], name: NAME, languages: ['English'] })).toBe(true);
  });

  it('counts a long lab name and each other language', () => {
    const links = EN;
    const short = headerWidth({ links, name: 'Mind Lab', languages: [] });
    expect(
      headerWidth({ links, name: 'Centre for Computational and Cognitive Neuroscience of Memory', languages: [] }),
    ).toBeGreaterThan(short);
    expect(headerWidth({ links, name: 'Mind Lab', languages: ['Deutsch', 'Français'] })).toBeGreaterThan(short);
    expect(
      headerNeedsTwoRows({
        links,
        name: 'Centre for Computational and Cognitive Neuroscience of Memory and Learning',
        languages: ['Norsk bokmål'],
      }),
    ).toBe(true);
  });

  it('counts characters, not code units', () => {
    expect(headerWidth({ links: ['Åpen'], name: '', languages: [] })).toBe(
      headerWidth({ links: ['Apen'], name: '', languages: [] }),
    );
  });
});
