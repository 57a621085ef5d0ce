import { describe, expect, it } from 'vitest';
import { authorMatcher, candidateMembers, fullAuthorName, publicationsOfMember } from '../../shared/content/scholarly/author-match';
import { formatAuthorName } from '../../shared/content/scholarly/author-names';
import { bibtexNameToAuthor } from '../../shared/content/scholarly/bibtex-names';
import { orcidAuthorsOf } from '../../shared/content/scholarly/orcid';
import { dataciteToPublication } from '../../shared/content/scholarly/datacite';
import { crossrefToPublication } from '../../shared/content/scholarly/citation';

const andre = { id: 'andre', name: 'André Calero Valdez', nameVariants: ['Calero Valdez, André', 'Valdez, A. C.'] };
const maria = { id: 'maria', name: 'Maria Valdez' };
const ada = { id: 'ada', name: 'Ada Lovelace', orcid: '0000-0002-1825-0097' };
const team = [andre, maria, ada];

const paper = (id: string, authors: string[], authorLinks?: { author: string; orcid?: string; member?: string }[]) => ({ id, authors, ...(authorLinks ? { authorLinks } : {}) });

describe('names as written', () => {
  it('keeps the given names the sources give', () => {
    expect(bibtexNameToAuthor('Valdez, Andr{\\\'e} Calero')).toBe('Valdez, André Calero');
    // BibTeX's own rule: without a comma the last word is the family name.
    expect(bibtexNameToAuthor('André Calero Valdez')).toBe('Valdez, André Calero');
    expect(orcidAuthorsOf({ contributors: { contributor: [{ 'credit-name': { value: 'Petra Anna Novak' } }] } } as never)).toEqual(['Novak, Petra Anna']);
    expect(dataciteToPublication({ creators: [{ familyName: 'Novak', givenName: 'Petra' }] }).authors).toEqual(['Novak, Petra']);
    const crossref = crossrefToPublication({ author: [{ family: 'Lovelace', given: 'Ada', ORCID: 'https://orcid.org/0000-0002-1825-0097' }, { family: 'Babbage', given: 'Charles' }] });
    expect(crossref.authors).toEqual(['Lovelace, Ada', 'Babbage, Charles']);
    expect(crossref.authorLinks).toEqual([{ author: 'Lovelace, Ada', orcid: '0000-0002-1825-0097' }]);
  });

  it('shows a name in full or as initials', () => {
    expect(formatAuthorName('Valdez, André Calero', 'full')).toBe('Valdez, André Calero');
    expect(formatAuthorName('Valdez, André Calero', 'initials')).toBe('Valdez, A. C.');
    expect(formatAuthorName('Sartre, Jean-Paul', 'initials')).toBe('Sartre, J.-P.');
    expect(formatAuthorName('Valdez, A. C.', 'initials')).toBe('Valdez, A. C.');
    expect(formatAuthorName('Open Science Lab', 'initials')).toBe('Open Science Lab');
  });

  it('shortens each of thousands of names right, the same name asked again included (the shortened names are kept, bounded)', () => {
    const names = Array.from({ length: 12_000 }, (_, k) => `Family${k}, Given${k} Middle`);
    for (const round of [0, 1]) {
      for (const [k, name] of names.entries()) {
        if (k % 997 === 0 || round === 0) expect(formatAuthorName(name, 'initials')).toBe(`Family${k}, G. M.`);
      }
    }
    // A kept name is never handed out for another spelling of it.
    expect(formatAuthorName('Valdez,  André   Calero', 'initials')).toBe('Valdez, A. C.');
    expect(formatAuthorName('Valdez,  André   Calero', 'full')).toBe('Valdez, André Calero');
  });

  it("gives Scholar a member's full given names when the paper has initials only", () => {
    expect(fullAuthorName('Valdez, A. C.', andre)).toBe('Valdez, André Calero');
    expect(fullAuthorName('Calero Valdez, A.', andre)).toBe('Calero Valdez, André');
    expect(fullAuthorName('Valdez, Andrea', andre)).toBe('Valdez, Andrea');
    expect(fullAuthorName('Valdez, A. C.', undefined)).toBe('Valdez, A. C.');
  });
});

describe('members recognised on their papers', () => {
  const matcher = authorMatcher(team);
  const who = (pub: ReturnType<typeof paper>) => matcher.authorsOf(pub).map((match) => (match ? `${match.member.id}:${match.reason}` : null));

  it('links a member by name variant and by given names, never a colleague with the same family name', () => {
    expect(who(paper('a', ['Calero Valdez, A.', 'Valdez, A. C.', 'Valdez, André Calero', 'Valdez, M.', 'Valdez, Pedro']))).toEqual([
      'andre:name',
      'andre:variant',
      'andre:name',
      'maria:name',
      null,
    ]);
    const pubs = [paper('one', ['Calero Valdez, André']), paper('two', ['Valdez, A. C.']), paper('three', ['Valdez, M.'])];
    expect(publicationsOfMember(pubs, andre, team).map((p) => p.id)).toEqual(['one', 'two']);
    expect(publicationsOfMember(pubs, maria, team).map((p) => p.id)).toEqual(['three']);
  });

  it('falls back to the family name only where no given names are known, and leaves a tie open', () => {
    expect(who(paper('b', ['Lovelace']))).toEqual(['ada:surname']);
    expect(who(paper('c', ['Valdez']))).toEqual([null]);
  });

  it("follows an author's ORCID iD, and the editor's choice above all", () => {
    expect(who(paper('d', ['L., A. A.'], [{ author: 'L., A. A.', orcid: '0000-0002-1825-0097' }]))).toEqual(['ada:orcid']);
    // An iD no member has says the author is someone else, whatever the name.
    expect(who(paper('e', ['Lovelace, A.'], [{ author: 'Lovelace, A.', orcid: '0000-0001-5109-3700' }]))).toEqual([null]);
    expect(who(paper('f', ['Valdez, M.', 'Lovelace, A.'], [{ author: 'Valdez, M.', member: 'andre' }, { author: 'Lovelace, A.', member: '' }]))).toEqual(['andre:editor', null]);
  });

  it('gives a page every member it needs to decide as the whole team does', () => {
    const pubs = [paper('g', ['Valdez, A.'])];
    expect(candidateMembers(pubs, team).map((m) => m.id)).toEqual(['andre', 'maria']);
    expect(candidateMembers([paper('h', ['X, Y.'], [{ author: 'X, Y.', orcid: '0000-0002-1825-0097' }])], team).map((m) => m.id)).toEqual(['ada']);
  });
});
