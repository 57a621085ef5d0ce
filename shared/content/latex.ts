/**
 * LaTeX text <-> Unicode for BibTeX fields. The decoder is one loop over the input with an
 * explicit stack of open groups, so it never recurses however deeply braces nest (a file
 * with 10,000 nested accent groups decodes like any other). Accents map to Unicode combining
 * marks and are then composed (NFC), so any letter/accent pair works; Greek letters, math
 * symbols and text symbols come from the tables in latex-symbols.ts, in and out of math mode.
 * A command it cannot render is reported (`unknown`), never dropped silently.
 */
import { ACCENTS, DROP_ARGUMENT, KEEP_ARGUMENT, MATH_WRITE, QUOTE_ARGUMENT, SPACING_ACCENTS, TEXT_SYMBOLS, scriptText, symbolOf } from './latex-symbols';

export interface LatexDecoding {
  text: string;
  /** Commands that were not rendered ("\foo"), once each, in order of appearance. */
  unknown: string[];
}

type Frame =
  | { kind: 'group' | 'drop'; start: number }
  | { kind: 'accent'; start: number; accent: string }
  | { kind: 'quote'; start: number }
  | { kind: 'script'; start: number; script: 'super' | 'sub' };

// An accent on a dotless i or j ({\'\i}) means an accented i or j.
const dotless = (letter: string) => (letter === 'ı' ? 'i' : letter === 'ȷ' ? 'j' : letter);

/** Control symbols (backslash + one non-letter) that are spaces, nothing, or the character itself. */
const CONTROL_SYMBOLS: Record<string, string> = { ',': ' ', ';': ' ', ':': ' ', ' ': ' ', '>': ' ', '!': '', '-': '', '/': '', '@': '', '\\': ' ', '\n': ' ', '\t': ' ' };

const PLAIN_RUN = /[^\\{}$~\-`'^_]+/y;
const WORD = /[a-zA-Z]+/y;
const SPECIAL = /[\\{}$~`'^_]|--/;

/** Puts the combining `mark` after the first character written since `start`; an empty group gets the accent itself. */
function applyAccent(out: string[], start: number, accent: string): void {
  const mark = ACCENTS[accent]!;
  for (let k = start; k < out.length; k += 1) {
    const piece = out[k]!;
    if (piece === '') continue;
    const first = String.fromCodePoint(piece.codePointAt(0)!);
    // After the marks the letter already has, so {\~{\^e}} stays e + circumflex + tilde.
    const marks = /^[\u0300-\u036f]*/.exec(piece.slice(first.length))![0];
    out[k] = dotless(first) + marks + mark + piece.slice(first.length + marks.length);
    return;
  }
  out.push(SPACING_ACCENTS[accent] ?? mark);
}

/** Decodes the LaTeX of a BibTeX field value into plain Unicode text and the commands it could not render. */
export function decodeLatex(input: string): LatexDecoding {
  if (!SPECIAL.test(input)) return { text: tidy(input), unknown: [] };
  const out: string[] = [];
  const stack: Frame[] = [];
  const unknown = new Set<string>();
  let math = false;
  let i = 0;
  const n = input.length;

  const skipSpaces = () => {
    while (i < n && (input[i] === ' ' || input[i] === '\t' || input[i] === '\n' || input[i] === '\r')) i += 1;
  };
  /** Reads a braced argument as raw text (\url); iterative brace counting. */
  const verbatim = (): string => {
    if (input[i] !== '{') return '';
    let depth = 0;
    const from = i + 1;
    for (; i < n; i += 1) {
      if (input[i] === '{') depth += 1;
      else if (input[i] === '}' && --depth === 0) break;
    }
    const text = input.slice(from, i);
    i += 1;
    return text;
  };
  /** The next single "character" an accent or a script applies to: a letter, or a symbol command (\i). */
  const nextAtom = (): string => {
    skipSpaces();
    if (input[i] === '\\') {
      WORD.lastIndex = i + 1;
      const word = WORD.exec(input);
      if (word && symbolOf(word[0]) !== undefined) {
        i += 1 + word[0].length;
        return symbolOf(word[0])!;
      }
    }
    if (i >= n) return '';
    const ch = String.fromCodePoint(input.codePointAt(i)!);
    i += ch.length;
    return ch;
  };
  const accent = (name: string) => {
    skipSpaces();
    if (input[i] === '{') {
      stack.push({ kind: 'accent', start: out.length, accent: name });
      i += 1;
      return;
    }
    const start = out.length;
    out.push(nextAtom());
    applyAccent(out, start, name);
  };
  const openArgument = (frame: Frame) => {
    skipSpaces();
    if (input[i] !== '{') return;
    i += 1;
    stack.push(frame);
  };

  while (i < n) {
    PLAIN_RUN.lastIndex = i;
    const run = PLAIN_RUN.exec(input);
    if (run) {
      out.push(run[0]);
      i += run[0].length;
      continue;
    }
    const ch = input[i]!;
    if (ch === '\\') {
      WORD.lastIndex = i + 1;
      const word = WORD.exec(input);
      if (!word) {
        const next = input[i + 1] ?? '';
        i += 2;
        if (ACCENTS[next] !== undefined) accent(next);
        else if (next === '(' || next === '[') math = true;
        else if (next === ')' || next === ']') math = false;
        else out.push(CONTROL_SYMBOLS[next] ?? next);
        continue;
      }
      const name = word[0];
      i += 1 + name.length;
      if (name.length === 1 && ACCENTS[name] !== undefined && TEXT_SYMBOLS[name] === undefined) {
        accent(name);
        continue;
      }
      const before = i;
      skipSpaces();
      if (name === 'url' || name === 'path' || name === 'doi') {
        out.push(verbatim());
        continue;
      }
      if (name === 'href') {
        verbatim();
        openArgument({ kind: 'group', start: out.length });
        continue;
      }
      const symbol = symbolOf(name);
      if (symbol !== undefined) {
        out.push(symbol);
        // "\ss{}" or "\o{}": the empty group only ends the command name. TeX also eats the space
        // after a command; for a Greek letter or a math symbol ("\alpha rhythm") the author meant one.
        if (input.startsWith('{}', i)) i += 2;
        else if (i > before && TEXT_SYMBOLS[name] === undefined) out.push(' ');
        continue;
      }
      if (KEEP_ARGUMENT.has(name)) openArgument({ kind: 'group', start: out.length });
      else if (DROP_ARGUMENT.has(name)) openArgument({ kind: 'drop', start: out.length });
      else if (QUOTE_ARGUMENT.has(name)) {
        if (input[i] === '{') out.push('“');
        openArgument({ kind: 'quote', start: out.length });
      } else if (name === 'textsuperscript' || name === 'textsubscript') {
        openArgument({ kind: 'script', start: out.length, script: name === 'textsuperscript' ? 'super' : 'sub' });
      } else {
        // Not renderable: keep its argument's text and tell the editor.
        unknown.add(`\\${name}`);
        openArgument({ kind: 'group', start: out.length });
      }
      continue;
    }
    i += 1;
    switch (ch) {
      case '{':
        stack.push({ kind: 'group', start: out.length });
        break;
      case '}': {
        const frame = stack.pop();
        if (!frame) break;
        if (frame.kind === 'accent') applyAccent(out, frame.start, frame.accent);
        else if (frame.kind === 'drop') out.length = frame.start;
        else if (frame.kind === 'quote') out.push('”');
        else if (frame.kind === 'script') out.splice(frame.start, out.length - frame.start, scriptText(out.slice(frame.start).join(''), frame.script));
        break;
      }
      case '$':
        if (input[i] === '$') i += 1;
        math = !math;
        break;
      case '~':
        out.push('\u00A0');
        break;
      case '^':
      case '_':
        if (!math) out.push(ch);
        else if (input[i] === '{') {
          i += 1;
          stack.push({ kind: 'script', start: out.length, script: ch === '^' ? 'super' : 'sub' });
        } else out.push(scriptText(nextAtom(), ch === '^' ? 'super' : 'sub'));
        break;
      case '-':
        if (input.startsWith('--', i)) {
          out.push('—');
          i += 2;
        } else if (input[i] === '-') {
          out.push('–');
          i += 1;
        } else out.push('-');
        break;
      case '`':
        if (input[i] === '`') {
          out.push('“');
          i += 1;
        } else out.push('`');
        break;
      case "'":
        if (input[i] === "'") {
          out.push('”');
          i += 1;
        } else out.push("'");
        break;
      default:
        out.push(ch);
    }
  }
  return { text: tidy(out.join('')), unknown: [...unknown] };
}

function tidy(text: string): string {
  return text.normalize('NFC').replace(/[ \t\r\n]+/g, ' ').replace(/\u00A0/g, ' ').trim();
}

/** Decodes the LaTeX of a BibTeX field value into plain Unicode text; grouping braces go. */
export function latexToUnicode(input: string): string {
  return decodeLatex(input).text;
}

const LETTER_COMMANDS: Record<string, string> = Object.fromEntries(
  Object.entries(TEXT_SYMBOLS)
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
        // Greek letters and a few math symbols as math, which every BibTeX style renders.
        tokens.push(MATH_WRITE[ch] ? `{$\\${MATH_WRITE[ch]}$}` : ch);
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
