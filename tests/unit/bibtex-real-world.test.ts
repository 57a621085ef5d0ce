import { describe, expect, it } from 'vitest';
import { decodeBibBytes, parseBibtex, publicationToBibtex, readBibEntry } from '../../shared/content/scholarly/bibtex';
import { decodeLatex, latexToUnicode } from '../../shared/content/scholarly/latex';
import { previewBibtex } from '../../shared/editor/screens/bibtex-preview';
import { makeLibrary } from '../fixtures/bibtex-library';
import * as W from '../fixtures/bibtex-real-world';

/** The one entry `key` of a snippet, read as the import would save it. */
function read(text: string, key: string) {
  const parsed = parseBibtex(text);
  const entry = parsed.entries.find((e) => e.key === key);
  if (!entry) throw new Error(`no entry ${key}; problems: ${JSON.stringify(parsed.problems)}`);
  return { entry, ...readBibEntry(entry) };
}

describe('reference managers', () => {
  it('Zotero / Better BibTeX: UTF-8 names, math in the title, volume, issue, pages, month', () => {
    const { pub, warnings } = read(W.ZOTERO, 'muller_theta_2021');
    expect(pub.title).toBe('Frontal θ rhythms track Bayesian surprise');
    expect(pub.authors).toEqual(['Müller, Jörg', 'Østergaard, Søren', 'Nguyễn, Thị']);
    expect(pub).toMatchObject({ journal: 'Journal of Cognitive Neurophysiology', year: 2021, volume: '33', issue: '7', pages: '1301–1318', month: 7, type: 'journal article' });
    expect(pub.url).toBe('https://example.org/articles/theta');
    expect(pub.citation).toBe(
      'Müller, J., Østergaard, S., & Nguyễn, T. (2021). Frontal θ rhythms track Bayesian surprise. Journal of Cognitive Neurophysiology, 33(7), 1301–1318. https://doi.org/10.5555/jcn.2021.33.7',
    );
    expect(warnings).toEqual([]);
  });

  it('JabRef: __markedentry is read, not a reason to drop the entry; single-hyphen pages', () => {
    const parsed = parseBibtex(W.JABREF);
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries.map((e) => e.key)).toEqual(['Lindqvist2019']);
    expect(parsed.entries[0]!.fields.__markedentry).toBe('[user:6]');
    expect(readBibEntry(parsed.entries[0]!).pub.pages).toBe('301–322');
  });

  it('Mendeley: a journal article that carries an arXiv eprint stays a journal article', () => {
    const { pub } = read(W.MENDELEY, 'Tanaka2020');
    expect(pub.type).toBe('journal article');
    expect(pub.journal).toBe('Journal of Computational Cognition');
    expect(pub.url).toBe('https://doi.org/10.5555/jcc.2020.9');
    expect(pub.title).toBe('A probabilistic grammar of rule-based categories');
  });

  it('BibDesk: capitalised field names, Bdsk fields and the static-groups comment', () => {
    const parsed = parseBibtex(W.BIBDESK);
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries).toHaveLength(1);
    expect(readBibEntry(parsed.entries[0]!).pub).toMatchObject({ title: 'Neural correlates of uncertainty', authors: ['Dubois, Amélie'], year: 2018 });
  });

  it('Paperpile: quoted values, bare numbers and month macros', () => {
    const { pub } = read(W.PAPERPILE, 'Haldane2017-ab');
    expect(pub).toMatchObject({ volume: '6', issue: '4', pages: '388–410', month: 10, year: 2017, authors: ['Haldane, Rosalind', 'Ivanova, Darya'] });
  });

  it('Google Scholar: an arXiv preprint, and "and Others" is never a person', () => {
    const { pub } = read(W.GOOGLE_SCHOLAR, 'zhou2023large');
    expect(pub.type).toBe('preprint');
    expect(pub.authors).toEqual(['Zhou, Wei', 'Kowalski, Marta', 'et al.']);
    expect(pub.url).toBe('https://arxiv.org/abs/2305.01234');
    for (const others of ['others', 'Others', 'OTHERS']) {
      const bib = `@article{k, title={T}, author={Ng, A. and ${others}}, journal={J}, year={2020}}`;
      expect(readBibEntry(parseBibtex(bib).entries[0]!).pub.authors).toEqual(['Ng, A.', 'et al.']);
    }
  });

  it('DBLP: crossref gives the paper its proceedings as booktitle; the proceedings is not a paper', () => {
    const { pub } = read(W.DBLP, 'DBLP:conf/fict/OseiB22');
    expect(pub.type).toBe('conference proceeding');
    expect(pub.journal).toBe('Proceedings of the Fictional Conference on Discovery, FICT 2022');
    expect(pub.year).toBe(2022);
    expect(pub.volume).toBe('12');
    expect(pub.doi).toBe('10.5555/fict.2022.2');
    expect(pub.authors).toEqual(['Osei, Ama', 'van der Berg, Pieter']);
    const preview = previewBibtex(W.DBLP, []);
    expect(preview.rows.map((r) => r.key)).toEqual(['DBLP:conf/fict/OseiB22']);
    expect(preview.containers).toBe(1);
  });

  it('MathSciNet: upper-case fields, a space before the brace, math in braces', () => {
    const { pub } = read(W.MATHSCINET, 'MR1234567');
    expect(pub.title).toBe('On α-stable processes and λ-calculi');
    expect(pub).toMatchObject({ journal: 'Ann. Fict. Math.', volume: '150', issue: '2', pages: '401–429', year: 1999, authors: ['Yılmaz, Eren'] });
  });

  it('biblatex: @online with date and eprint, journaltitle, issue, @report and @techreport', () => {
    const online = read(W.BIBLATEX, 'khan2023online').pub;
    expect(online).toMatchObject({ type: 'preprint', journal: 'arXiv', year: 2023, month: 5, url: 'https://arxiv.org/abs/2305.04321' });
    const article = read(W.BIBLATEX, 'khan2022article').pub;
    expect(article).toMatchObject({ type: 'journal article', journal: 'Biblatex Studies', year: 2022, month: 3, volume: '4', issue: '2' });
    const report = read(W.BIBLATEX, 'halden2014report').pub;
    expect(report.type).not.toBe('journal article');
    expect(report).toMatchObject({ type: 'report', journal: 'Halden University', authors: ['Open Curiosity Collaboration'], year: 2014 });
    expect(report.issue).toBeUndefined();
    const tech = read(W.BIBLATEX, 'halden2015tech').pub;
    expect(tech.type).toBe('report');
    expect(tech.authors).toEqual(['Halden University Cognitive Lab', 'et al.']);
  });
});

describe('BibTeX syntax', () => {
  it('@string, # concatenation, @preamble', () => {
    const parsed = parseBibtex(W.STRINGS_AND_CONCATENATION);
    expect(parsed.preamble).toEqual(['\\newcommand{\\noopsort}[1]{} \\newcommand{\\x}{y}']);
    const { pub } = read(W.STRINGS_AND_CONCATENATION, 'concat2021');
    expect(pub).toMatchObject({ title: 'Part one and part two', journal: 'Journal of Computational Cognition', volume: '12', year: 2021 });
  });

  it('an undefined @string is an empty value and a warning, never a dropped entry', () => {
    const parsed = parseBibtex(W.STRINGS_AND_CONCATENATION);
    expect(parsed.problems).toEqual([]);
    const { pub, warnings } = read(W.STRINGS_AND_CONCATENATION, 'undefined2020');
    expect(pub.journal).toBe('');
    expect(pub.title).toBe('Uses an undefined macro');
    expect(warnings).toEqual(['@string "nosuchjournal" is not defined: field journal was left empty there']);
  });

  it('a malformed field loses that field; an unclosed entry loses only itself; odd field names are kept', () => {
    const parsed = parseBibtex(W.DAMAGED);
    expect(parsed.entries.map((e) => e.key)).toEqual(['malformed2020', 'after2021', '2digitfield2022']);
    expect(parsed.problems).toEqual([{ line: 9, key: 'unclosed2021', message: 'Entry unclosed2021 is not closed (a brace or a quote is missing); the entry was skipped.' }]);
    const malformed = read(W.DAMAGED, 'malformed2020');
    expect(malformed.pub).toMatchObject({ title: 'Keeps its other fields', journal: 'Journal of Robust Parsing', year: 2020, authors: ['Silva, Rui'] });
    expect(malformed.warnings).toEqual(['A malformed field at "source-title {Scopus wro" was left out']);
    expect(read(W.DAMAGED, '2digitfield2022').entry.fields['1st-reviewer']).toBe('Anonymous');
  });

  it('one unreadable entry never hides the rest, whatever breaks', () => {
    const good = '@article{good, title={Good}, author={A, B}, journal={J}, year={2020}}';
    const broken = ['@article{', '@article{x, title={', '@article{x, title="open', '@article{x title={T}}', '@article{x, = {v}}', '@article{x, title={T}} }}}', '@article{x, {{{'];
    for (const bad of broken) {
      const parsed = parseBibtex(`${bad}\n${good}\n`);
      expect(parsed.entries.map((e) => e.key), bad).toContain('good');
    }
  });

  it('BOM, CRLF and CR-only (old Mac) files give true line numbers', () => {
    const lines = ['% first line', '@article{one, title={One}, author={A, B}, journal={J}, year={2020}}', '', '@article{two,', '  title = {never closed', '}', '@article{three, title={Three}, author={A, B}, journal={J}, year={2021}}'];
    for (const eol of ['\n', '\r\n', '\r']) {
      const parsed = parseBibtex(`\uFEFF${lines.join(eol)}`);
      expect(parsed.entries.map((e) => [e.key, e.line]), JSON.stringify(eol)).toEqual([
        ['one', 2],
        ['three', 7],
      ]);
      expect(parsed.problems.map((p) => p.line)).toEqual([4]);
    }
  });
});

describe('LaTeX in fields', () => {
  it.each(W.MATH_CASES)('%s', (latex, text) => {
    expect(latexToUnicode(latex)).toBe(text);
  });

  it('renders symbol commands, quotes, superscripts, \\url and emphasis; reports what it cannot render', () => {
    const { pub, warnings } = read(W.COMMANDS, 'commands2024');
    expect(pub.title).toBe('Acme™ tools, “quoted” words, H²O, in vivo, Drosophila and kept text');
    expect(pub.url).toBe('https://example.org/commands_2024');
    expect(pub.journal).toBe('Journal of Commands');
    expect(warnings).toEqual(['Could not render \\weirdmacro: the command was left out, its text kept']);
    expect(previewBibtex(W.COMMANDS, []).rows[0]!.warnings).toEqual(warnings);
  });

  it('10,000 nested accent groups decode without recursion (no stack overflow)', () => {
    const depth = 10_000;
    const nested = `${'{\\"'.repeat(depth)}a${'}'.repeat(depth)}`;
    const decoded = decodeLatex(nested);
    expect(decoded.unknown).toEqual([]);
    expect(decoded.text.normalize('NFD')).toBe(`a${'\u0308'.repeat(depth)}`);
    const bib = `@article{deep, title = {${nested}}, author = {${'{'.repeat(depth)}Deep${'}'.repeat(depth)}}, journal = {J}, year = {2020}}`;
    const parsed = parseBibtex(bib);
    expect(parsed.entries).toHaveLength(1);
    const { pub } = readBibEntry(parsed.entries[0]!);
    expect(pub.authors).toEqual(['Deep']);
    expect([...pub.title.normalize('NFD')]).toHaveLength(depth + 1);
  });
});

describe('file encodings', () => {
  const bib = '@article{latin, title={Caf\u00e9 \u00e0 Z\u00fcrich}, author={\u00c7etintemel, U\u011fur}, journal={J}, year={2020}}';

  it('reads UTF-8 with and without a BOM, without a notice', () => {
    const utf8 = new TextEncoder().encode(bib);
    expect(decodeBibBytes(utf8)).toEqual({ text: bib, encoding: 'UTF-8' });
    expect(decodeBibBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8])).text).toBe(bib);
  });

  it('detects a Latin-1 / Windows-1252 file from its bytes and says so', () => {
    const latin = 'Caf\u00e9 \u00e0 Z\u00fcrich \u2013 \u201cquoted\u201d \u20ac5; \u00c7etintemel';
    const bytes = new Uint8Array([...latin].map((c) => ({ '\u2013': 0x96, '\u201c': 0x93, '\u201d': 0x94, '\u20ac': 0x80 })[c] ?? c.charCodeAt(0)));
    const decoded = decodeBibBytes(bytes);
    expect(decoded.encoding).toBe('Windows-1252');
    expect(decoded.text).toBe(latin);
    expect(decoded.text).not.toContain('\uFFFD');
    expect(decoded.notice).toMatch(/not valid UTF-8.*Latin-1 \(Windows-1252\)/);
    const file = new Uint8Array([...'@article{x, author={\u00c7etintemel, U.}, title={T}, journal={J}, year={2020}}'].map((c) => c.charCodeAt(0)));
    const pub = readBibEntry(parseBibtex(decodeBibBytes(file).text).entries[0]!).pub;
    expect(pub.authors).toEqual(['\u00c7etintemel, U.']);
  });
});

describe('a generated library of every source', () => {
  const text = makeLibrary(400);
  const preview = previewBibtex(text, []);

  it('reads every entry with no problem and no warning', () => {
    expect(parseBibtex(text).problems).toEqual([]);
    expect(preview.rows).toHaveLength(400);
    expect(preview.rows.filter((r) => r.warnings.length)).toEqual([]);
    expect(preview.rows.filter((r) => r.invalid).map((r) => [r.key, r.invalid])).toEqual([]);
  });

  it('maps each source to the right type and keeps its details', () => {
    const byPrefix = (prefix: string) => preview.rows.filter((r) => r.key.startsWith(prefix));
    expect(new Set(byPrefix('Mendeley').map((r) => r.pub.type))).toEqual(new Set(['journal article']));
    expect(new Set(byPrefix('scholar').map((r) => r.pub.type))).toEqual(new Set(['preprint']));
    expect(new Set(byPrefix('DBLP').map((r) => r.pub.type))).toEqual(new Set(['conference proceeding', 'workshop contribution']));
    expect(byPrefix('DBLP').every((r) => r.pub.journal.length > 0 && r.pub.pages)).toBe(true);
    expect(byPrefix('zotero').every((r) => r.pub.volume && r.pub.issue && r.pub.pages && r.pub.month)).toBe(true);
    expect(byPrefix('MR').every((r) => /^On α-stable /.test(r.pub.title))).toBe(true);
  });

  it('writes volume, number, pages and month back to BibTeX and reads them again', () => {
    for (const row of preview.rows.slice(0, 60)) {
      const again = readBibEntry(parseBibtex(publicationToBibtex(row.pub)).entries[0]!).pub;
      for (const key of ['title', 'journal', 'year', 'volume', 'issue', 'pages', 'month', 'type', 'authors'] as const) expect(again[key], `${row.key} ${key}`).toEqual(row.pub[key]);
    }
  });
});
