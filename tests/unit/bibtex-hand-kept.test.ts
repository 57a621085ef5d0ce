/**
 * Files kept by hand (al-folio's example papers.bib among them): a separator left inside a
 * venue's braces, and initials written as a run of capitals ("Taub, AH").
 */
import { describe, expect, it } from 'vitest';
import { parseBibtex } from '../../shared/content/scholarly/bibtex-parse';
import { readBibEntry } from '../../shared/content/scholarly/bibtex';
import { formatAuthorName, initialsOf, spelledInitials } from '../../shared/content/scholarly/author-names';
import { cslName } from '../../shared/content/scholarly/csl/csl-item';

const FILE = `
@article{einstein1935,
  title={Can quantum-mechanical description of physical reality be considered complete?},
  author={Einstein, Albert and Podolsky, Boris and Rosen, Nathan},
  journal={Phys. Rev.,},
  volume={47}, number={10}, pages={777--780}, year={1935}
}
@book{einstein1956investigations,
  title={Investigations on the Theory of the Brownian Movement},
  author={Einstein, Albert},
  year={1956},
  publisher={Courier Corporation,}
}
@article{einstein1950meaning,
  title={The meaning of relativity},
  author={Einstein, Albert and Taub, AH},
  journal={American Journal of Physics;},
  year={1950}
}`;

const read = () => parseBibtex(FILE).entries.map((entry) => readBibEntry(entry).pub);

describe('a hand-kept BibTeX file', () => {
  it('drops a comma or semicolon left at the end of a journal or a publisher', () => {
    const [article, book, third] = read();
    expect(article!.journal).toBe('Phys. Rev.');
    expect(book!.journal).toBe('Courier Corporation');
    expect(third!.journal).toBe('American Journal of Physics');
  });

  it('keeps the author as written and reads a run of capitals as initials', () => {
    const third = read()[2]!;
    expect(third.authors).toContain('Taub, AH');
    expect(spelledInitials('AH')).toBe('A. H.');
    expect(initialsOf('AH')).toBe('A. H.');
    expect(formatAuthorName('Taub, AH', 'initials')).toBe('Taub, A. H.');
    expect(cslName('Taub, AH')).toEqual({ family: 'Taub', given: 'A. H.' });
  });

  it('leaves given names with small letters, and longer capital words, as they are', () => {
    expect(spelledInitials('Albert')).toBe('Albert');
    expect(spelledInitials('Xu Li')).toBe('Xu Li');
    expect(spelledInitials('NASA')).toBe('NASA');
    expect(cslName('Einstein, Albert')).toEqual({ family: 'Einstein', given: 'Albert' });
  });
});
