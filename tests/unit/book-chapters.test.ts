/**
 * Book chapters (@incollection, @inbook): the book's title, publisher and editors are kept on
 * import, shown in the reference and written back to BibTeX and RIS.
 */
import { describe, expect, it } from 'vitest';
import { parseBibtex, publicationToBibtex, readBibEntry } from '../../shared/content/scholarly/bibtex';
import { formatReference } from '../../shared/content/scholarly/citation';
import { publicationToCsl } from '../../shared/content/scholarly/csl/csl-item';
import { renderReference } from '../../shared/content/scholarly/csl/render';
import { referencePlainText } from '../../shared/content/scholarly/reference-nodes';
import { publicationToRis } from '../../shared/content/scholarly/ris';
import { publicationSchema } from '../../shared/content/model/schemas';

const CHAPTER = String.raw`@incollection{marchetti2022curiosity,
  author    = {Marchetti, Sofia and Halvorsen, Ingrid},
  title     = {Curiosity as a learning signal},
  booktitle = {The {Cambridge} Handbook of Curiosity},
  editor    = {Gruber, Matthias J. and Ranganath, Charan},
  publisher = {Cambridge University Press},
  year      = {2022},
  pages     = {215--240},
  doi       = {10.1017/9781108123456.011}
}`;

const imported = () => {
  const [entry] = parseBibtex(CHAPTER).entries;
  return readBibEntry(entry!).pub;
};

describe('a book chapter', () => {
  it('keeps the book, its publisher and its editors on import', () => {
    const pub = imported();
    expect(pub).toMatchObject({
      type: 'book chapter',
      journal: 'The Cambridge Handbook of Curiosity',
      publisher: 'Cambridge University Press',
      editors: ['Gruber, Matthias J.', 'Ranganath, Charan'],
      authors: ['Marchetti, Sofia', 'Halvorsen, Ingrid'],
      pages: '215–240',
    });
    // The stored form keeps them too.
    expect(publicationSchema.parse({ ...pub, id: 'pub-1' })).toMatchObject({
      publisher: 'Cambridge University Press',
      editors: ['Gruber, Matthias J.', 'Ranganath, Charan'],
    });
  });

  it('shows them in the reference, in the generated text and in every citation style', () => {
    const pub = { ...imported(), id: 'pub-1' };
    expect(pub.citation).toBe(
      'Marchetti, S., & Halvorsen, I. (2022). Curiosity as a learning signal. In M. J. Gruber & C. Ranganath (Eds.), The Cambridge Handbook of Curiosity (pp. 215–240). Cambridge University Press. https://doi.org/10.1017/9781108123456.011',
    );
    expect(formatReference({ ...pub, editors: ['Gruber, Matthias J.'] })).toContain(
      'In M. J. Gruber (Ed.), The Cambridge Handbook',
    );
    expect(publicationToCsl(pub)).toMatchObject({
      type: 'chapter',
      'container-title': 'The Cambridge Handbook of Curiosity',
      publisher: 'Cambridge University Press',
      editor: [
        { family: 'Gruber', given: 'Matthias J.' },
        { family: 'Ranganath', given: 'Charan' },
      ],
    });
    const apa = referencePlainText(renderReference(pub, 'apa').full);
    expect(apa).toContain(
      'In M. J. Gruber & C. Ranganath (Eds.), The Cambridge Handbook of Curiosity (pp. 215–240). Cambridge University Press.',
    );
    const ieee = referencePlainText(renderReference(pub, 'ieee').full);
    expect(ieee).toContain('Cambridge University Press');
    expect(ieee).toContain('M. J. Gruber');
  });

  it('writes them back to BibTeX, which reads back the same', () => {
    const pub = imported();
    const bib = publicationToBibtex(pub);
    expect(bib).toMatch(/^@incollection\{/);
    expect(bib).toMatch(/booktitle\s+= \{The Cambridge Handbook of Curiosity\}/);
    expect(bib).toMatch(/editor\s+= \{Gruber, Matthias J\. and Ranganath, Charan\}/);
    expect(bib).toMatch(/publisher\s+= \{Cambridge University Press\}/);
    const again = readBibEntry(parseBibtex(bib).entries[0]!).pub;
    expect(again).toMatchObject({
      journal: pub.journal,
      publisher: pub.publisher,
      editors: pub.editors,
      authors: pub.authors,
    });
  });

  it('writes them to RIS: the book as T2, editors as A2, the publisher as PB', () => {
    const ris = publicationToRis({ ...imported(), id: 'pub-1' });
    expect(ris).toContain('TY  - CHAP');
    expect(ris).toContain('T2  - The Cambridge Handbook of Curiosity');
    expect(ris).toContain('A2  - Gruber, Matthias J.\r\nA2  - Ranganath, Charan');
    expect(ris).toContain('PB  - Cambridge University Press');
  });

  it('an @inbook without a book title keeps its publisher once, and editors without authors stay the authors', () => {
    const [inbook, edited] =
      parseBibtex(`@inbook{a, author = {Asante, Kofi}, title = {Chapter one}, publisher = {Halden Press}, year = 2020}
@incollection{b, editor = {Gruber, Matthias}, title = {Collected papers}, booktitle = {Proceedings}, year = 2021}`).entries;
    const one = readBibEntry(inbook!).pub;
    expect(one.journal).toBe('Halden Press');
    expect(one.publisher).toBeUndefined();
    const two = readBibEntry(edited!).pub;
    expect(two.authors).toEqual(['Gruber, Matthias']);
    expect(two.editors).toBeUndefined();
  });

  it('a paper without them exports as before', () => {
    const pub = { ...imported(), id: 'pub-1' };
    delete pub.publisher;
    delete pub.editors;
    expect(publicationToBibtex(pub)).not.toMatch(/editor|publisher/);
    expect(publicationToRis(pub)).not.toMatch(/A2|PB/);
  });
});
