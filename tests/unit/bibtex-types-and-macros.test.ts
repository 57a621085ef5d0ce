/**
 * Real files read faithfully: DBLP's macros and a file's own @preamble text macros, each entry
 * type mapped to what it is with the venue that type needs, written back as the same entry type;
 * and the real-world corpus (tests/fixtures/bibtex-real-world.ts) passing the studio's own
 * validation without a field the file does not hold.
 */
import { describe, expect, it } from 'vitest';
import { BIBTEX_LIMITS, parseBibtex, type BibEntry } from '../../shared/content/scholarly/bibtex-parse';
import { publicationToBibtex, readBibEntry } from '../../shared/content/scholarly/bibtex';
import { decodeLatex, MACRO_OUTPUT_LIMIT } from '../../shared/content/scholarly/latex';
import { preambleMacros } from '../../shared/content/scholarly/latex-macros';
import { PUBLICATION_TYPES } from '../../shared/content/model/constants';
import { publicationTypeRule, venueLabel, venueRequired } from '../../shared/content/scholarly/publication-types';
import { validatePublication } from '../../shared/content/model/validation';
import { formFieldsOf } from '../../shared/content/model/form-fields';
import { checkRefusedItems } from '../../shared/content/health/refused';
import { emptyContent } from '../../shared/content/model/empty-content';
import { emptyLabProfile } from '../../shared/content/model/lab-profile';
import type { Publication } from '../../shared/content/model/schemas';
import { previewBibtex } from '../../shared/editor/screens/bibtex-preview';
import * as W from '../fixtures/bibtex-real-world';

const NOW = new Date('2026-06-01T12:00:00Z');

function read(text: string, key: string) {
  const entry = parseBibtex(text).entries.find((e) => e.key === key);
  if (!entry) throw new Error(`no entry ${key}`);
  return readBibEntry(entry);
}

describe('DBLP macros and @preamble definitions', () => {
  it('\\hyphen is a hyphen and \\addslash a slash: the title is the one DBLP shows', () => {
    const { pub, warnings } = read(W.DBLP_MACROS, 'DBLP:conf/fict/Berg96');
    expect(pub.title).toBe('Reduction-Free Normalisation of Fictional Systems');
    expect(warnings).toEqual([]);
    const corr = read(W.DBLP_MACROS, 'DBLP:journals/corr/abs-2102-01969');
    expect(corr.pub.title).toBe('A model of ACM/IEEE interfaces');
    expect(corr.warnings).toEqual([]);
  });

  it('a macro the file defines with \\providerobustcmd, \\newcommand or \\def is its text', () => {
    const dblp = read(W.DBLP_MACROS, 'DBLP:conf/fict/Berg96').pub;
    expect(dblp.journal).toBe('Proceedings of the Workshop on Type-Driven Discovery, TyDe@FICT 1996');
    expect(read(W.DBLP_MACROS, 'DBLP:journals/corr/abs-2102-01969').pub.volume).toBe('abs/2102.01969');
    const { pub, warnings } = read(W.DBLP_MACROS, 'preamblemacros2022');
    // \lab holds LaTeX of its own (an accent), \tm another command, \sep a ligature.
    expect(pub.title).toBe('Tools of the Halden Östfold Lab™ and kept text');
    expect(pub.pages).toBe('1–9');
    // A macro with arguments is no text replacement: reported, its argument's text kept.
    expect(warnings).toEqual(['Could not render \\withargs: the command was left out, its text kept']);
  });

  it('reads the definitions each way they are written, later ones winning, arguments refused', () => {
    const macros = preambleMacros(
      [
        '\\newcommand{\\xa}{one} \\renewcommand*{\\xa}{two} \\def\\xb{B} \\newcommand\\xc{C} \\newcommand{\\xd}[1]{#1} \\def\\xe#1{E} \\DeclareRobustCommand{\\xf}{\\xa\\xb}',
      ],
      BIBTEX_LIMITS.macros,
    );
    expect([...macros]).toEqual([
      ['xa', 'two'],
      ['xb', 'B'],
      ['xc', 'C'],
      ['xf', 'twoB'],
    ]);
  });

  it('stays bounded: definitions past the limit are not made, expansions stop at the field limit', () => {
    const many = Array.from(
      { length: 50 },
      (_, k) =>
        `\\newcommand{\\m${String.fromCharCode(97 + (k % 26))}${String.fromCharCode(97 + Math.floor(k / 26))}}{x}`,
    ).join(' ');
    expect(preambleMacros([many], 10).size).toBe(10);
    // A definition that names itself uses the earlier meaning (here none): it cannot loop.
    expect(preambleMacros(['\\def\\loop{\\loop\\loop}'], 10).get('loop')).toBe('');
    const big = 'x'.repeat(60_000);
    const macros = preambleMacros([`\\newcommand{\\big}{${big}}`], 10);
    const decoded = decodeLatex('\\big\\big\\big', macros);
    expect(decoded.text.length).toBeLessThanOrEqual(MACRO_OUTPUT_LIMIT);
    expect(decoded.text).toBe(big);
    expect(decoded.unknown).toEqual(['\\big']);
    // Through the reader: a doubling chain of macros over a small file never builds a huge value.
    const chain = ['\\newcommand{\\ma}{xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx}'];
    const names = 'abcdefghijklmnopqrstuvwxyz';
    for (let k = 1; k < 26; k += 1) chain.push(`\\newcommand{\\m${names[k]}}{\\m${names[k - 1]}\\m${names[k - 1]}}`);
    const file = `@preamble{"${chain.join(' ')}"}\n@article{k, title = {${'\\mz '.repeat(200)}}, author = {A, B}, journal = {J}, year = {2020}}`;
    const parsed = parseBibtex(file);
    const { pub } = readBibEntry(parsed.entries[0]!);
    expect(pub.title.length).toBeLessThanOrEqual(MACRO_OUTPUT_LIMIT);
  });

  it('built-in commands keep their meaning whatever a preamble says; no preamble, no macros on the entries', () => {
    const { pub } = read(
      '@preamble{"\\def\\o{zero}"}\n@article{k, title = {S{\\o}ren}, author = {A, B}, journal = {J}, year = {2020}}',
      'k',
    );
    expect(pub.title).toBe('Søren');
    expect(parseBibtex('@article{k, title = {T}, year = {2020}}').entries[0]!.macros).toBeUndefined();
  });
});

describe('entry types', () => {
  const types = (key: string) => read(W.ENTRY_TYPES, key).pub;

  it('maps each entry type to what it is, with the venue field of that type', () => {
    const expected: [string, string, string][] = [
      ['okafor2019book', 'book', 'Halden University Press'],
      ['dubois2020published', 'book', 'Westvale Academic'],
      ['ng2024arxiv', 'preprint', 'arXiv'],
      ['lee2023draft', 'preprint', ''],
      ['ortiz2014tr', 'report', 'Halden University'],
      ['ivanova2016phd', 'thesis', 'Halden University'],
      ['quinn2015ms', "master's thesis", 'Westvale Institute of Technology'],
      ['berg2018ma', "master's thesis", 'Halden University'],
      ['asante2021data', 'dataset', 'Zenodo'],
      ['asante2022zenodo', 'dataset', 'Zenodo'],
      ['halvorsen2023tool', 'software', ''],
      ['kaur2018article', 'journal article', 'Journal of Computational Cognition'],
      [
        'moreau2017paper',
        'conference proceeding',
        'Proceedings of the Annual Meeting of the Fictional Cognitive Science Society',
      ],
      ['lindgren2022chapter', 'book chapter', 'Machines and the Making of Science'],
    ];
    expect(expected.map(([key]) => [key, types(key).type, types(key).journal])).toEqual(expected);
  });

  it('every entry of every type is complete: no type asks for a journal it does not have', () => {
    const preview = previewBibtex(W.ENTRY_TYPES, [], NOW);
    expect(preview.rows.map((row) => [row.key, row.invalid])).toEqual(preview.rows.map((row) => [row.key, null]));
  });

  it('a book needs its publisher, a thesis its university, a report its institution; a preprint, a dataset and software none', () => {
    const base: Publication = { ...types('kaur2018article'), journal: '' };
    const missing = (type: string) => validatePublication({ ...base, type }, NOW);
    for (const type of [
      'journal article',
      'conference proceeding',
      'workshop contribution',
      'book chapter',
      'book',
      'commentary',
      'thesis',
      "master's thesis",
      'report',
      'a type of its own',
    ]) {
      expect(missing(type), type).toBe('Please fill in all required fields');
    }
    for (const type of ['preprint', 'dataset', 'software']) expect(missing(type), type).toBeNull();
    expect([
      venueLabel('book'),
      venueLabel('thesis'),
      venueLabel('report'),
      venueLabel('journal article'),
      venueLabel('preprint'),
      venueLabel('unknown'),
    ]).toEqual(['Publisher', 'University', 'Institution', 'Journal', 'Repository', 'Journal']);
    expect(venueRequired('__proto__')).toBe(true);
    // Every type the form offers has its rule.
    for (const type of PUBLICATION_TYPES) expect(publicationTypeRule(type).bibtex.type, type).not.toBe('misc');
  });

  it("Site health names the field by the type's label and asks a preprint for no venue", () => {
    const book = { ...types('okafor2019book'), id: 'pub-book', journal: '' };
    const preprint = { ...types('lee2023draft'), id: 'pub-pre', year: null };
    expect(formFieldsOf('publications', book).find(([key]) => key === 'journal')).toEqual(['journal', 'Publisher']);
    const health = checkRefusedItems(
      { ...emptyContent(emptyLabProfile()), publications: [book, preprint] },
      { today: '2026-06-01' },
    );
    expect(health.map((problem) => [problem.target.id, problem.field, problem.fieldLabel])).toEqual([
      ['pub-book', 'journal', 'Publisher'],
      ['pub-pre', 'year', 'Year'],
    ]);
  });

  it('writes each type back as its own entry type and venue field, and reads the same type again', () => {
    const written: Record<string, string> = {};
    for (const entry of parseBibtex(W.ENTRY_TYPES).entries) {
      const { pub } = readBibEntry(entry);
      const bib = publicationToBibtex(pub, entry.key);
      written[entry.key] = bib.slice(0, bib.indexOf('{'));
      const again: BibEntry = parseBibtex(bib).entries[0]!;
      const back = readBibEntry(again).pub;
      expect([back.type, back.journal], entry.key).toEqual([pub.type, pub.journal]);
    }
    expect(written).toMatchObject({
      okafor2019book: '@book',
      dubois2020published: '@book',
      ortiz2014tr: '@techreport',
      ivanova2016phd: '@phdthesis',
      quinn2015ms: '@mastersthesis',
      asante2021data: '@dataset',
      halvorsen2023tool: '@software',
      ng2024arxiv: '@unpublished',
      lindgren2022chapter: '@incollection',
    });
    expect(publicationToBibtex(types('ortiz2014tr'), 'k')).toContain('institution = {Halden University}');
    expect(publicationToBibtex(types('quinn2015ms'), 'k')).toContain('school = {Westvale Institute of Technology}');
    expect(publicationToBibtex(types('okafor2019book'), 'k')).not.toContain('journal');
  });
});

describe('the real-world corpus', () => {
  /** Every snippet of tests/fixtures/bibtex-real-world.ts that is a file (the damaged one included). */
  const files = Object.entries(W).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const fold = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim();

  it('covers each entry type and the DBLP macros', () => {
    const types = new Set(files.flatMap(([, text]) => previewBibtex(text, [], NOW).rows.map((row) => row.pub.type)));
    for (const type of [
      'journal article',
      'conference proceeding',
      'book chapter',
      'book',
      'preprint',
      'thesis',
      "master's thesis",
      'report',
      'dataset',
      'software',
    ])
      expect(types, type).toContain(type);
    expect(files.map(([, text]) => text).join('\n')).toMatch(/\\hyphen\{\}/);
  });

  it("at least 97% of its rows pass the studio's validation, with no venue the file does not hold", () => {
    let rows = 0;
    let valid = 0;
    for (const [name, text] of files) {
      const parsed = parseBibtex(text);
      const preview = previewBibtex(text, [], NOW);
      for (const row of preview.rows) {
        rows += 1;
        if (row.invalid === null) valid += 1;
        const entry = parsed.entries.find((e) => e.key === row.key && e.line === row.line)!;
        // The venue is one of the entry's own fields as written (decoded), or its eprint server.
        if (row.pub.journal) {
          const sources = Object.values(entry.fields).map((value) =>
            fold(readBibEntry({ ...entry, fields: { title: value } }).pub.title),
          );
          const server = `${entry.fields.eprinttype ?? ''}${entry.fields.archiveprefix ?? ''}`.toLowerCase();
          const fromServer = server !== '' && row.pub.journal.toLowerCase() === server;
          expect(
            sources.includes(fold(row.pub.journal).replace(/\.$/, '')) ||
              sources.includes(fold(row.pub.journal)) ||
              fromServer,
            `${name} ${row.key}: ${row.pub.journal}`,
          ).toBe(true);
        }
      }
    }
    expect(rows).toBeGreaterThanOrEqual(30);
    expect(valid / rows).toBeGreaterThanOrEqual(0.97);
  });
});
