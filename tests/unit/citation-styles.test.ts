/**
 * References in the lab's citation style (docs/decisions/073): each style's own form of one
 * paper, lab members marked in every style, the list's entry without the title and the DOI,
 * and the RIS record beside the BibTeX entry.
 */
import { describe, expect, it } from 'vitest';
import { CITATION_STYLES, citationStyleOf } from '../../shared/content/scholarly/citation-styles';
import { cslName } from '../../shared/content/scholarly/csl/csl-item';
import { htmlToNodes, renderReference } from '../../shared/content/scholarly/csl/render';
import { labProfileSchema } from '../../shared/content/model/lab-profile-schema';
import { emptyLabProfile } from '../../shared/content/model/lab-profile';
import { childrenOf, memberOfNode, referencePlainText, type ReferenceNode } from '../../shared/content/scholarly/reference-nodes';
import { publicationToRis } from '../../shared/content/scholarly/ris';
import { publication } from './content-fixtures';

const paper = publication({
  id: 'pub-memory',
  title: 'Memory and machines',
  journal: 'Journal of Testing',
  volume: '12',
  issue: '3',
  pages: '100-120',
  year: 2020,
  month: 4,
  type: 'journal article',
  authors: ['Valdez, André Calero', 'Smith, J.', 'Doe, Jane'],
  doi: '10.1234/abc',
});

const text = (style: string, pub = paper) => referencePlainText(renderReference(pub, style).full);

/** The member nodes of a reference, as [id, text]. */
function members(nodes: readonly ReferenceNode[]): [string, string][] {
  return nodes.flatMap((node) =>
    typeof node === 'string' ? [] : memberOfNode(node) ? [[memberOfNode(node)!, referencePlainText(childrenOf(node))] as [string, string]] : members(childrenOf(node)),
  );
}

describe('a reference in each style', { timeout: 120_000 }, () => {
  it('keeps quotation marks of the title as written, the period after them outside', () => {
    const quoted = { ...paper, id: 'quoted', type: 'preprint' as const, title: 'Decisions under risk & “uncertainty”', journal: 'PsyArXiv', authors: ['Müller, J.'], year: 2025, volume: undefined, issue: undefined, pages: undefined, doi: undefined };
    expect(text('apa', quoted)).toBe('Müller, J. (2025). Decisions under risk & “uncertainty”. PsyArXiv.');
  });

  it('follows the style chosen', () => {
    expect(text('apa')).toBe('Valdez, A. C., Smith, J., & Doe, J. (2020). Memory and machines. Journal of Testing, 12(3), 100–120. https://doi.org/10.1234/abc');
    expect(text('ieee')).toBe('A. C. Valdez, J. Smith, and J. Doe, “Memory and machines,” Journal of Testing, vol. 12, no. 3, pp. 100–120, Apr. 2020, doi: 10.1234/abc.');
    expect(text('vancouver')).toBe('Valdez AC, Smith J, Doe J. Memory and machines. Journal of Testing. 2020 Apr;12(3):100–20.');
    expect(text('nature')).toBe('Valdez, A. C., Smith, J. & Doe, J. Memory and machines. Journal of Testing 12, 100–120 (2020). https://doi.org/10.1234/abc');
    expect(text('chicago-author-date')).toBe('Valdez, André Calero, J. Smith, and Jane Doe. 2020. “Memory and Machines.” Journal of Testing 12 (3): 100–120. https://doi.org/10.1234/abc.');
    expect(text('harvard')).toBe('Valdez, A.C., Smith, J. and Doe, J. (2020) “Memory and machines,” Journal of Testing, 12(3), pp. 100–120. doi:10.1234/abc.');
  });

  it('marks the venue and volume as the style sets them', () => {
    const nature = renderReference(paper, 'nature').full;
    expect(nature).toContainEqual(['i', 'Journal of Testing']);
    expect(nature).toContainEqual(['b', '12']);
  });

  it('renders every type the product knows in every style, an undated paper without a year', () => {
    const types = ['journal article', 'conference proceeding', 'workshop contribution', 'book chapter', 'book', 'commentary', 'preprint', 'thesis'];
    for (const style of CITATION_STYLES)
      for (const type of types) {
        const reference = text(style, { ...paper, type, year: null as unknown as number });
        expect(reference, `${style} ${type}`).toContain('Memory');
        expect(reference, `${style} ${type}`).not.toContain('2020');
      }
  });

  it('falls back to the default for a style it does not know', () => {
    expect(text('no-such-style')).toBe(text('apa'));
    expect(citationStyleOf(undefined)).toBe('apa');
    expect(citationStyleOf({ citationStyle: 'ieee' })).toBe('ieee');
  });
});

describe('lab members in a reference', { timeout: 60_000 }, () => {
  const memberOf = (author: string) => (author.startsWith('Valdez') ? 'andre-calero-valdez' : author.startsWith('Doe') ? 'jane-doe' : undefined);

  it('wraps each member\'s whole name, in the order and form the style prints it', () => {
    const expected: Record<string, [string, string][]> = {
      apa: [['andre-calero-valdez', 'Valdez, A. C.'], ['jane-doe', 'Doe, J.']],
      ieee: [['andre-calero-valdez', 'A. C. Valdez'], ['jane-doe', 'J. Doe']],
      // A single initial takes the period after it, which here closes the author list.
      vancouver: [['andre-calero-valdez', 'Valdez AC'], ['jane-doe', 'Doe J.']],
      'chicago-author-date': [['andre-calero-valdez', 'Valdez, André Calero'], ['jane-doe', 'Jane Doe']],
    };
    for (const [style, names] of Object.entries(expected)) {
      const reference = renderReference(paper, style, { memberOf });
      expect(members(reference.full), style).toEqual(names);
      expect(members(reference.entry), style).toEqual(names);
      // The marks never leak into the text.
      expect(referencePlainText(reference.full)).toBe(text(style));
    }
  });

  it('marks nobody without a member', () => {
    expect(members(renderReference(paper, 'apa').full)).toEqual([]);
  });
});

describe("a list's entry", () => {
  it('leaves out the title (the heading) and the DOI (its own link)', () => {
    const entry = (style: string) => referencePlainText(renderReference(paper, style).entry);
    expect(entry('apa')).toBe('Valdez, A. C., Smith, J., & Doe, J. (2020). Journal of Testing, 12(3), 100–120.');
    expect(entry('ieee')).toBe('A. C. Valdez, J. Smith, and J. Doe, Journal of Testing, vol. 12, no. 3, pp. 100–120, Apr. 2020.');
    expect(entry('nature')).toBe('Valdez, A. C., Smith, J. & Doe, J. Journal of Testing 12, 100–120 (2020).');
    expect(entry('chicago-author-date')).toBe('Valdez, André Calero, J. Smith, and Jane Doe. 2020. Journal of Testing 12 (3): 100–120.');
  });
});

describe('names and markup', () => {
  it('reads the author forms the product stores', () => {
    expect(cslName('Valdez, André Calero')).toEqual({ family: 'Valdez', given: 'André Calero' });
    expect(cslName('King, Jr., Martin Luther')).toEqual({ family: 'King', suffix: 'Jr.', given: 'Martin Luther' });
    expect(cslName('Ada Lovelace')).toEqual({ family: 'Lovelace', given: 'Ada' });
    expect(cslName('{Open Science Collaboration}')).toEqual({ literal: 'Open Science Collaboration' });
  });

  it('turns the processor\'s HTML into text and marks, never markup from the content', () => {
    expect(htmlToNodes('<div class="csl-entry">A &#38; B, <i>J</i> <b>3</b> &#60;x&#62;</div>')).toEqual(['A & B, ', ['i', 'J'], ' ', ['b', '3'], ' <x>']);
    const hostile = referencePlainText(renderReference({ ...paper, title: '<img src=x onerror=alert(1)>' }, 'apa').full);
    expect(hostile).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('the profile field', () => {
  it('keeps a known style and drops anything else', () => {
    expect(labProfileSchema.parse({ ...emptyLabProfile(), citationStyle: 'ieee' }).citationStyle).toBe('ieee');
    expect(labProfileSchema.parse({ ...emptyLabProfile(), citationStyle: 'comic-sans' }).citationStyle).toBeUndefined();
    expect('citationStyle' in labProfileSchema.parse(emptyLabProfile())).toBe(false);
  });
});

describe('RIS', () => {
  it('writes one record with the tags citation managers read', () => {
    expect(publicationToRis({ ...paper, keywords: ['memory'], abstract: 'Line one.\nLine two.' }).split('\r\n')).toEqual([
      'TY  - JOUR',
      'TI  - Memory and machines',
      'AU  - Valdez, André Calero',
      'AU  - Smith, J.',
      'AU  - Doe, Jane',
      'T2  - Journal of Testing',
      'PY  - 2020',
      'DA  - 2020/04',
      'VL  - 12',
      'IS  - 3',
      'SP  - 100',
      'EP  - 120',
      'DO  - 10.1234/abc',
      'AB  - Line one. Line two.',
      'KW  - memory',
      'ER  - ',
      '',
    ]);
  });

  it('names a book\'s publisher and a thesis\'s school as the publisher', () => {
    expect(publicationToRis({ ...paper, type: 'book', journal: 'MIT Press' })).toContain('TY  - BOOK\r\n');
    expect(publicationToRis({ ...paper, type: 'book', journal: 'MIT Press' })).toContain('PB  - MIT Press\r\n');
    expect(publicationToRis({ ...paper, type: 'thesis', journal: 'Halden University' })).toContain('TY  - THES\r\n');
  });
});
