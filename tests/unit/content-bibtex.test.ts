import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bibtexNameToAuthor,
  bibtexToPublication,
  parseBibtex,
  publicationToBibtex,
  publicationsToBibtex,
  splitNames,
} from '../../shared/content/scholarly/bibtex';
import { latexToUnicode, unicodeToLatex } from '../../shared/content/scholarly/latex';
import type { Publication } from '../../shared/content/model/schemas';
import { publications as seedPublications } from '../fixtures/content/seed/publications';
import { validatePublication } from '../../shared/content/model/validation';
import { BIBTEX_CORPUS } from '../fixtures/bibtex-corpus';

const corpus = parseBibtex(BIBTEX_CORPUS);
const byKey = (key: string) => {
  const entry = corpus.entries.find((e) => e.key === key);
  if (!entry) throw new Error(`no entry ${key}`);
  return bibtexToPublication(entry);
};

describe('parseBibtex on the corpus', () => {
  it('reads every well-formed entry and skips the malformed ones with a message', () => {
    expect(corpus.entries.length).toBeGreaterThanOrEqual(30);
    const keys = corpus.entries.map((e) => e.key);
    expect(keys).not.toContain('broken2021');
    // An undefined @string is an empty value and a warning (as BibTeX does), never a lost entry.
    expect(keys).toContain('undefinedmacro2020');
    // The entry right after a broken one still imports.
    expect(keys).toContain('afterbroken2021');
    expect(keys).toContain('uppercase2015');
    expect(keys).toContain('parenthesised2016');
    // Neither the comment block nor the free text (with an e-mail address) gives an entry.
    expect(keys).not.toContain('inside');
    expect(corpus.problems.map((p) => p.key)).toEqual(['broken2021']);
    const undefinedMacro = corpus.entries.find((e) => e.key === 'undefinedmacro2020')!;
    expect(undefinedMacro.fields.journal).toBe('');
    expect(undefinedMacro.warnings).toEqual(['@string "nosuchmacro" is not defined: field journal was left empty there']);
    for (const problem of corpus.problems) expect(problem.message).toMatch(/skipped/);
  });

  it('expands @string macros, concatenation and month names', () => {
    expect(byKey('moreau2021bayesian').journal).toBe('Journal of Computational Cognition');
    expect(byKey('tanaka2020active').journal).toBe('Proceedings of the Annual Meeting of the Cognitive Science Society');
    expect(byKey('osei2022workshop').journal).toBe('Proc. Workshop on Machine Discovery');
    expect(byKey('quoted2018').journal).toBe('Memory Research');
    const muller = corpus.entries.find((e) => e.key === 'muller2019')!;
    expect(muller.fields.month).toBe('March');
  });

  it('decodes LaTeX accents and special letters', () => {
    const muller = byKey('muller2019');
    expect(muller.title).toBe('Müller-Lyer illusions in artificial agents');
    expect(muller.authors).toEqual(['Müller, Jörg', 'García, Lucía']);
    expect(muller.journal).toBe('Perception & Models');
    const accents = byKey('accents2022');
    expect(accents.title).toBe('Café naïveté and Ångström-scale øbservations');
    expect(accents.authors).toEqual(['Østergaard, Søren', 'Wiśniewska, Łucja', 'Straßer, Ute']);
    expect(accents.journal).toBe('Journal of Überlegungen');
    const cedilla = byKey('cedilla2021');
    expect(cedilla.title).toBe('François and the Çarşı data set');
    expect(cedilla.authors).toEqual(['Gonçalves, João', 'Yılmaz, Eren']);
    expect(byKey('novak2018chapter').authors).toEqual(['Novák, Tomáš']);
  });

  it('reads dashes, escaped specials, quotes, formatting commands and line breaks', () => {
    expect(byKey('dash2019').title).toBe('Speed–accuracy trade-offs—a reappraisal');
    expect(byKey('special2021').title).toBe('100% accuracy & other myths: $5 models and the #1 benchmark');
    expect(byKey('special2021').journal).toBe('Journal of Model_Evaluation');
    expect(byKey('quoted2018').title).toBe('A "quoted" title with braces inside');
    expect(byKey('quoted2018').authors).toEqual(["O'Neill, Siobhan"]);
    expect(byKey('emph2020').title).toBe('The Drosophila connectome as a test bed');
    expect(byKey('multiline2017').title).toBe('A title that spans several lines');
    expect(byKey('multiline2017').authors).toEqual(['Berg, Ola', 'Strand, Kari']);
  });

  it('writes authors as "Family, Given Names", the given names as the file gives them', () => {
    expect(byKey('moreau2021bayesian').authors).toEqual(['Moreau, Camille', 'Okafor, Chidi E.', 'Lindqvist, Henrik']);
    expect(byKey('tanaka2020active').authors).toEqual(['Tanaka, Yuki', 'Raman, Priya']);
    expect(byKey('osei2022workshop').authors).toEqual(['Osei, Ama', 'van der Berg, Pieter']);
    expect(byKey('firstlast2019').authors).toEqual(['van Beethoven, Ludwig', 'de la Cruz, Maria', 'Sartori, Jean-Paul']);
    expect(byKey('jr2018').authors).toEqual(['King, Martin', 'Doe, John']);
    expect(byKey('corporate2020').authors).toEqual(['Open Curiosity Collaboration', 'Adeyemi, Tolu']);
    expect(byKey('zhou2023preprint').authors).toEqual(['Zhou, Wei', 'Kowalski, Marta', 'et al.']);
  });

  it('maps entry types to the spec publication types', () => {
    expect(byKey('moreau2021bayesian').type).toBe('journal article');
    expect(byKey('tanaka2020active').type).toBe('conference proceeding');
    expect(byKey('osei2022workshop').type).toBe('workshop contribution');
    expect(byKey('workshopbook2023').type).toBe('workshop contribution');
    expect(byKey('novak2018chapter').type).toBe('book chapter');
    expect(byKey('haldane2017book').type).toBe('book');
    expect(byKey('haldane2017book').journal).toBe('Northbridge Academic');
    expect(byKey('ivanova2016thesis').type).toBe('thesis');
    expect(byKey('ivanova2016thesis').journal).toBe('Halden University');
    expect(byKey('quinn2015').type).toBe("master's thesis");
    expect(byKey('zhou2023preprint').type).toBe('preprint');
    expect(byKey('rao2024arxiv').type).toBe('preprint');
    expect(byKey('berg2025').type).toBe('preprint');
    expect(byKey('comment2020').type).toBe('commentary');
  });

  it('reads doi, url, keywords, abstract and biblatex dates', () => {
    const moreau = byKey('moreau2021bayesian');
    expect(moreau.doi).toBe('10.5555/jcc.2021.012');
    expect(moreau.url).toBe('https://doi.org/10.5555/jcc.2021.012');
    expect(moreau.keywords).toEqual(['curiosity', 'sampling', 'Bayesian inference']);
    expect(moreau.abstract).toBe('We model curiosity as expected information gain.');
    expect(moreau.year).toBe(2021);
    expect(byKey('tanaka2020active').url).toBe('https://example.org/papers/tanaka2020.pdf');
    expect(byKey('doiurl2022').doi).toBe('10.5555/LDL.2022.7');
    expect(byKey('dateonly2023').year).toBe(2023);
    expect(byKey('dateonly2023').journal).toBe('Biblatex Studies');
    expect(byKey('muller2019').year).toBe(2019);
  });

  it('generates the citation and flags entries the spec rules refuse', () => {
    expect(byKey('moreau2021bayesian').citation).toBe(
      'Moreau, C., Okafor, C. E., & Lindqvist, H. (2021). Bayesian models of curiosity in sequential sampling. Journal of Computational Cognition, 12, 45–67. https://doi.org/10.5555/jcc.2021.012',
    );
    expect(validatePublication(byKey('moreau2021bayesian'))).toBeNull();
    expect(validatePublication(byKey('notitle2020'))).toBe('Please fill in all required fields');
    expect(validatePublication(byKey('noyear2020'))).toBe('Please fill in all required fields');
    expect(validatePublication(byKey('oldyear1850'))).toMatch(/^Year must be between 1900 and/);
  });
});

describe('names', () => {
  it('splits on top-level "and" only', () => {
    expect(splitNames('{Barnes and Noble} and Smith, J.')).toEqual(['{Barnes and Noble}', 'Smith, J.']);
    expect(splitNames('Anderson, A. and Andrews, B.')).toEqual(['Anderson, A.', 'Andrews, B.']);
    expect(bibtexNameToAuthor('{Barnes and Noble}')).toBe('Barnes and Noble');
    expect(bibtexNameToAuthor('Sandoval')).toBe('Sandoval');
  });
});

describe('LaTeX escapes', () => {
  it('escapes every special character so the text reads back unchanged', () => {
    const samples = [
      'Café & Co: 50% off $5 #1 under_score {braces} back\\slash tilde~ caret^',
      'Müller, Øre, Łódź, Straße, naïve, Ångström, Dvořák, Şimşek, Nguyễn',
      'en–dash, em—dash, a -- literal double hyphen, and ... ellipsis…',
      '“quoted” and ``raw\'\' marks',
    ];
    for (const text of samples) expect(latexToUnicode(unicodeToLatex(text))).toBe(text.replace(/\s+/g, ' ').trim());
    expect(unicodeToLatex('50% & $5')).toBe('50\\% \\& \\$5');
    expect(unicodeToLatex('Müller')).toBe('M{\\"u}ller');
    expect(unicodeToLatex('naïve')).toBe('na{\\"{\\i}}ve');
  });

  it('round-trips arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aeiouAZ09 &%$#_{}\\~^-–—éüøßçñ.,;:!?\'"`'.split('')), maxLength: 40 }), (text) => {
        const expected = text.replace(/\s+/g, ' ').trim();
        expect(latexToUnicode(unicodeToLatex(text))).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('publicationToBibtex', () => {
  const sample: Publication = {
    id: 'pub-900',
    title: 'Über 100% of {odd} titles & "quotes": a_b test',
    journal: 'Journal of Müller & Søn',
    year: 2024,
    type: 'journal article',
    authors: ['Müller, J.', 'García, L.', 'Open Curiosity Collaboration'],
    citation: 'x',
    doi: '10.5555/odd_doi.2024',
    url: 'https://example.org/paper.pdf?a=1&b=2',
    abstract: 'An abstract with a backslash \\ and a tilde ~ inside.',
    keywords: ['one', 'two & three'],
    projectIds: [],
    softwareIds: [],
  };

  it('writes a readable entry with escaped fields', () => {
    const bib = publicationToBibtex(sample, 'key1');
    expect(bib).toContain('@article{key1,');
    expect(bib).toContain('title    = {{{\\"U}ber 100\\% of \\{odd\\} titles \\& "quotes": a\\_b test}}');
    expect(bib).toContain('author   = {M{\\"u}ller, J. and Garc{\\\'{\\i}}a, L. and {Open Curiosity Collaboration}}');
    expect(bib).toContain('doi      = {10.5555/odd_doi.2024}');
    expect(bib).toContain('url      = {https://example.org/paper.pdf?a=1&b=2}');
  });

  it('round-trips every type through the importer', () => {
    const types = ['journal article', 'conference proceeding', 'workshop contribution', 'book chapter', 'book', 'commentary', 'preprint', 'thesis'];
    for (const type of types) {
      const pub = { ...sample, type, keywords: ['one', 'two & three'] };
      const parsed = parseBibtex(publicationToBibtex(pub));
      expect(parsed.problems).toEqual([]);
      const back = bibtexToPublication(parsed.entries[0]!);
      expect(back.type).toBe(type);
      for (const key of ['title', 'journal', 'year', 'authors', 'doi', 'url', 'abstract', 'keywords'] as const) expect(back[key], `${type} ${key}`).toEqual(pub[key]);
    }
  });

  it('round-trips the whole seed list, "and others" and unique keys', () => {
    const withEtAl = { ...sample, id: 'pub-901', authors: ['Zhou, W.', 'et al.'] };
    const list = [...seedPublications, withEtAl, { ...withEtAl, id: 'pub-902' }];
    const text = publicationsToBibtex(list);
    const parsed = parseBibtex(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries).toHaveLength(list.length);
    expect(new Set(parsed.entries.map((e) => e.key)).size).toBe(list.length);
    parsed.entries.forEach((entry, index) => {
      const original = list[index]!;
      const back = bibtexToPublication(entry);
      expect(back.title).toBe(original.title);
      expect(back.authors).toEqual(original.authors);
      expect(back.journal).toBe(original.journal);
      expect(back.year).toBe(original.year);
      expect(back.type).toBe(original.type);
      expect(back.doi ?? '').toBe(original.doi ?? '');
      expect(back.url).toBe(original.url || (original.doi ? `https://doi.org/${original.doi}` : ''));
      expect(back.abstract ?? '').toBe(original.abstract ?? '');
      expect(back.keywords).toEqual(original.keywords);
    });
  });
});
