/**
 * LaTeX text <-> Unicode for BibTeX fields: accents ({\"u}, \'e, \v{s}), special letters
 * (\ss, \o, \aa), escaped specials (\&, \%, \_) and dashes. Accents map to Unicode combining
 * marks and are then composed (NFC), so any letter/accent pair works, not a fixed table.
 */

/** Accent commands and the combining mark each stands for. */
const ACCENTS: Record<string, string> = {
  '"': '\u0308',
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '~': '\u0303',
  '=': '\u0304',
  '.': '\u0307',
  u: '\u0306',
  v: '\u030C',
  H: '\u030B',
  c: '\u0327',
  k: '\u0328',
  r: '\u030A',
  d: '\u0323',
  b: '\u0331',
};

/** Letter commands (\ss, \o, ...) and their characters. */
const LETTERS: Record<string, string> = {
  ss: 'ß',
  o: 'ø',
  O: 'Ø',
  aa: 'å',
  AA: 'Å',
  ae: 'æ',
  AE: 'Æ',
  oe: 'œ',
  OE: 'Œ',
  l: 'ł',
  L: 'Ł',
  i: 'ı',
  j: 'ȷ',
  dh: 'ð',
  DH: 'Ð',
  th: 'þ',
  TH: 'Þ',
  textendash: '–',
  textemdash: '—',
  textbackslash: '\\',
  textasciitilde: '~',
  textasciicircum: '^',
  textbar: '|',
  textless: '<',
  textgreater: '>',
  textquotesingle: "'",
  textunderscore: '_',
  ldots: '…',
  dots: '…',
  textellipsis: '…',
  S: '§',
  P: '¶',
  copyright: '©',
  pounds: '£',
  euro: '€',
  textdegree: '°',
};

/** Characters a backslash simply escapes. */
const ESCAPED = new Set(['&', '%', '$', '#', '_', '{', '}', '\\', ' ']);

/** Reads one accent argument at `i`: "{x}", "{\i}", "x" or "\i". Returns the base text and the next index. */
function accentArgument(input: string, i: number): [string, number] {
  let j = i;
  while (input[j] === ' ' && j < input.length) j += 1;
  if (input[j] === '{') {
    let depth = 1;
    let k = j + 1;
    while (k < input.length && depth > 0) {
      if (input[k] === '{') depth += 1;
      else if (input[k] === '}') depth -= 1;
      k += 1;
    }
    return [dotless(latexToUnicode(input.slice(j + 1, k - 1))), k];
  }
  if (input[j] === '\\') {
    const match = /^\\([a-zA-Z]+)/.exec(input.slice(j));
    if (match && LETTERS[match[1]!] !== undefined) return [dotless(LETTERS[match[1]!]!), j + match[0].length];
  }
  return [input[j] ?? '', j + 1];
}

// An accent on a dotless i or j ({\'\i}) means an accented i or j.
const dotless = (letter: string) => letter.replace(/^ı/, 'i').replace(/^ȷ/, 'j');

/** Decodes the LaTeX of a BibTeX field value into plain Unicode text; grouping braces go. */
export function latexToUnicode(input: string): string {
  let out = '';
  let i = 0;
  while (i < input.length) {
    const ch = input[i]!;
    if (ch === '\\') {
      const next = input[i + 1] ?? '';
      if (ACCENTS[next] !== undefined && !/[a-zA-Z]/.test(next)) {
        const [base, end] = accentArgument(input, i + 2);
        out += base ? base.slice(0, 1) + ACCENTS[next] + base.slice(1) : ACCENTS[next];
        i = end;
        continue;
      }
      const word = /^\\([a-zA-Z]+)\s*/.exec(input.slice(i));
      if (word) {
        const name = word[1]!;
        if (ACCENTS[name] !== undefined && name.length === 1) {
          const [base, end] = accentArgument(input, i + 1 + name.length);
          out += base ? base.slice(0, 1) + ACCENTS[name] + base.slice(1) : '';
          i = end;
          continue;
        }
        if (LETTERS[name] !== undefined) {
          out += LETTERS[name];
          // "\ss{}" or "\o{}": the empty group only ends the command name.
          i += word[0].length;
          if (input.startsWith('{}', i)) i += 2;
          continue;
        }
        // Formatting commands (\emph{x}, \textit{x}, \url{x}): keep their argument, drop the command.
        i += word[0].length;
        continue;
      }
      if (ESCAPED.has(next)) {
        out += next;
        i += 2;
        continue;
      }
      out += next;
      i += 2;
      continue;
    }
    if (ch === '{' || ch === '}') {
      i += 1;
      continue;
    }
    if (ch === '~') {
      out += '\u00A0';
      i += 1;
      continue;
    }
    if (ch === '-' && input.startsWith('---', i)) {
      out += '—';
      i += 3;
      continue;
    }
    if (ch === '-' && input.startsWith('--', i)) {
      out += '–';
      i += 2;
      continue;
    }
    if (ch === '`' && input.startsWith('``', i)) {
      out += '“';
      i += 2;
      continue;
    }
    if (ch === "'" && input.startsWith("''", i)) {
      out += '”';
      i += 2;
      continue;
    }
    out += ch;
    i += 1;
  }
  return out.normalize('NFC').replace(/[ \t\r\n]+/g, ' ').replace(/\u00A0/g, ' ').trim();
}

const LETTER_COMMANDS: Record<string, string> = Object.fromEntries(
  Object.entries(LETTERS)
    .filter(([name, char]) => /^[a-zA-Z]{1,2}$/.test(name) && char.length === 1 && !/[\\~^|<>'_…§¶©£€°]/.test(char))
    .map(([name, char]) => [char, name]),
);
const MARK_COMMANDS: Record<string, string> = Object.fromEntries(Object.entries(ACCENTS).map(([cmd, mark]) => [mark, cmd]));

/**
 * Encodes plain text for a braced BibTeX field: specials escaped, accented letters as
 * {\"u}, so the file is plain ASCII that every BibTeX tool reads. Inverse of latexToUnicode.
 */
export function unicodeToLatex(input: string): string {
  const chars = [...input.normalize('NFD')];
  const tokens: string[] = [];
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i]!;
    // Collect the combining marks that follow a base letter.
    const marks: string[] = [];
    while (i + 1 < chars.length && MARK_COMMANDS[chars[i + 1]!] !== undefined) marks.push(chars[++i]!);
    if (marks.length > 0) {
      let base = ch === 'i' ? '\\i' : ch === 'j' ? '\\j' : ch;
      for (const mark of marks) {
        const cmd = MARK_COMMANDS[mark]!;
        base = /[a-zA-Z]/.test(cmd) ? `\\${cmd}{${base}}` : `\\${cmd}${base.length > 1 ? `{${base}}` : base}`;
      }
      tokens.push(`{${base}}`);
      continue;
    }
    if (LETTER_COMMANDS[ch]) {
      tokens.push(`{\\${LETTER_COMMANDS[ch]}}`);
      continue;
    }
    switch (ch) {
      case '&':
      case '%':
      case '$':
      case '#':
      case '_':
      case '{':
      case '}':
        tokens.push(`\\${ch}`);
        break;
      case '\\':
        tokens.push('{\\textbackslash}');
        break;
      case '~':
        tokens.push('{\\textasciitilde}');
        break;
      case '^':
        tokens.push('{\\textasciicircum}');
        break;
      case '–':
        tokens.push('--');
        break;
      case '—':
        tokens.push('---');
        break;
      case '…':
        tokens.push('{\\ldots}');
        break;
      case '“':
        tokens.push('``');
        break;
      case '”':
        tokens.push("''");
        break;
      default:
        tokens.push(ch);
    }
  }
  // Ligature characters that meet across tokens ("-" then "--") would read back as a longer
  // dash or a quote: an empty group keeps them apart.
  let out = '';
  for (const token of tokens) {
    const last = out[out.length - 1];
    if (last && '-`\''.includes(last) && token[0] === last) out += '{}';
    out += token;
  }
  return out;
}
