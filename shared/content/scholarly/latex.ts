/**
 * LaTeX text <-> Unicode for BibTeX fields. The decoder is one loop over the input with an
 * explicit stack of open groups, so it never recurses however deeply braces nest (a file
 * with 10,000 nested accent groups decodes like any other). Accents map to Unicode combining
 * marks and are then composed (NFC), so any letter/accent pair works; Greek letters, math
 * symbols and text symbols come from the tables in latex-symbols.ts, in and out of math mode.
 * A command it cannot render is reported (`unknown`), never dropped silently. A file's own text
 * macros (latex-macros.ts, from its @preamble) render as their text, up to MACRO_OUTPUT_LIMIT
 * characters of it per field; a use past that is reported as not rendered.
 */
import { ACCENTS, DROP_ARGUMENT, KEEP_ARGUMENT, QUOTE_ARGUMENT, SPACING_ACCENTS, TEXT_SYMBOLS, scriptText, symbolOf } from './latex-symbols';

/** Decoded replacement text of each macro a BibTeX file defines (./latex-macros.ts), by command name without the backslash. */
export type LatexMacros = ReadonlyMap<string, string>;

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

/** Characters a field's macro uses may add (a field is never longer: BIBTEX_LIMITS.value). */
export const MACRO_OUTPUT_LIMIT = 100_000;

const PLAIN_RUN = /[^\\{}$~\-`'^_]+/y;
const WORD = /[a-zA-Z]+/y;
const NON_ASCII = /[^\t\n\r\x20-\x7e]/;
const UNTIDY = /[\t\r\n\u00A0]| {2}|^ | $/;
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

/** One decoding: the input, a position, the output pieces and the stack of open groups (no recursion). */
class LatexDecoder {
  private readonly out: string[] = [];
  private readonly stack: Frame[] = [];
  readonly unknown = new Set<string>();
  private math = false;
  private i = 0;
  private readonly n: number;
  private macroOutput = 0;

  constructor(
    private readonly input: string,
    private readonly macros?: LatexMacros,
  ) {
    this.n = input.length;
  }

  private skipSpaces(): void {
    const { input, n } = this;
    let i = this.i;
    for (let c = input.charCodeAt(i); i < n && (c === 32 || c === 9 || c === 10 || c === 13); c = input.charCodeAt(i)) i += 1;
    this.i = i;
  }

  /** Reads a braced argument as raw text (\url); iterative brace counting. */
  private verbatim(): string {
    const { input, n } = this;
    if (input[this.i] !== '{') return '';
    let depth = 0;
    const from = this.i + 1;
    let i = this.i;
    for (; i < n; i += 1) {
      if (input[i] === '{') depth += 1;
      else if (input[i] === '}' && --depth === 0) break;
    }
    this.i = i + 1;
    return input.slice(from, i);
  }

  /** The next single "character" an accent or a script applies to: a letter, or a symbol command (\i). */
  private nextAtom(): string {
    this.skipSpaces();
    const { input } = this;
    if (input[this.i] === '\\') {
      WORD.lastIndex = this.i + 1;
      const word = WORD.exec(input);
      const symbol = word ? symbolOf(word[0]) : undefined;
      if (word && symbol !== undefined) {
        this.i += 1 + word[0].length;
        return symbol;
      }
    }
    if (this.i >= this.n) return '';
    const ch = String.fromCodePoint(input.codePointAt(this.i)!);
    this.i += ch.length;
    return ch;
  }

  private accent(name: string): void {
    this.skipSpaces();
    if (this.input[this.i] === '{') {
      this.stack.push({ kind: 'accent', start: this.out.length, accent: name });
      this.i += 1;
      return;
    }
    const start = this.out.length;
    this.out.push(this.nextAtom());
    applyAccent(this.out, start, name);
  }

  private openArgument(frame: Frame): void {
    this.skipSpaces();
    if (this.input[this.i] !== '{') return;
    this.i += 1;
    this.stack.push(frame);
  }

  /** A control word or symbol at the backslash at `i`. */
  private command(): void {
    const { input, out } = this;
    WORD.lastIndex = this.i + 1;
    const word = WORD.exec(input);
    if (!word) {
      const next = input[this.i + 1] ?? '';
      this.i += 2;
      if (ACCENTS[next] !== undefined) this.accent(next);
      else if (next === '(' || next === '[') this.math = true;
      else if (next === ')' || next === ']') this.math = false;
      else out.push(CONTROL_SYMBOLS[next] ?? next);
      return;
    }
    const name = word[0];
    this.i += 1 + name.length;
    if (name.length === 1 && ACCENTS[name] !== undefined && TEXT_SYMBOLS[name] === undefined) {
      this.accent(name);
      return;
    }
    const before = this.i;
    this.skipSpaces();
    if (name === 'url' || name === 'path' || name === 'doi') {
      out.push(this.verbatim());
      return;
    }
    if (name === 'href') {
      this.verbatim();
      this.openArgument({ kind: 'group', start: out.length });
      return;
    }
    const symbol = symbolOf(name);
    if (symbol !== undefined) {
      out.push(symbol);
      // "\ss{}" or "\o{}": the empty group only ends the command name. TeX also eats the space
      // after a command; for a Greek letter or a math symbol ("\alpha rhythm") the author meant one.
      if (input.startsWith('{}', this.i)) this.i += 2;
      else if (this.i > before && TEXT_SYMBOLS[name] === undefined) out.push(' ');
      return;
    }
    if (KEEP_ARGUMENT.has(name)) this.openArgument({ kind: 'group', start: out.length });
    else if (DROP_ARGUMENT.has(name)) this.openArgument({ kind: 'drop', start: out.length });
    else if (QUOTE_ARGUMENT.has(name)) {
      if (input[this.i] === '{') out.push('“');
      this.openArgument({ kind: 'quote', start: out.length });
    } else if (name === 'textsuperscript' || name === 'textsubscript') {
      this.openArgument({ kind: 'script', start: out.length, script: name === 'textsuperscript' ? 'super' : 'sub' });
    } else if (this.macro(name)) {
      return;
    } else {
      // Not renderable: keep its argument's text and tell the editor.
      this.unknown.add(`\\${name}`);
      this.openArgument({ kind: 'group', start: out.length });
    }
  }

  /** A macro the file defined: its text (an empty group after it only ends the name, as for symbols). */
  private macro(name: string): boolean {
    const text = this.macros?.get(name);
    if (text === undefined || this.macroOutput + text.length > MACRO_OUTPUT_LIMIT) return false;
    this.macroOutput += text.length;
    this.out.push(text);
    if (this.input.startsWith('{}', this.i)) this.i += 2;
    return true;
  }

  private closeGroup(): void {
    const { out } = this;
    const frame = this.stack.pop();
    if (!frame) return;
    if (frame.kind === 'accent') applyAccent(out, frame.start, frame.accent);
    else if (frame.kind === 'drop') out.length = frame.start;
    else if (frame.kind === 'quote') out.push('”');
    else if (frame.kind === 'script') out.splice(frame.start, out.length - frame.start, scriptText(out.slice(frame.start).join(''), frame.script));
  }

  run(): string {
    const { input, out, n } = this;
    while (this.i < n) {
      PLAIN_RUN.lastIndex = this.i;
      const run = PLAIN_RUN.exec(input);
      if (run) {
        out.push(run[0]);
        this.i += run[0].length;
        continue;
      }
      const ch = input[this.i]!;
      if (ch === '\\') {
        this.command();
        continue;
      }
      this.i += 1;
      const next = input[this.i];
      switch (ch) {
        case '{':
          this.stack.push({ kind: 'group', start: out.length });
          break;
        case '}':
          this.closeGroup();
          break;
        case '$':
          if (next === '$') this.i += 1;
          this.math = !this.math;
          break;
        case '~':
          out.push('\u00A0');
          break;
        case '^':
        case '_':
          if (!this.math) out.push(ch);
          else if (next === '{') {
            this.i += 1;
            this.stack.push({ kind: 'script', start: out.length, script: ch === '^' ? 'super' : 'sub' });
          } else out.push(scriptText(this.nextAtom(), ch === '^' ? 'super' : 'sub'));
          break;
        case '-':
          if (input.startsWith('--', this.i)) {
            out.push('—');
            this.i += 2;
          } else if (next === '-') {
            out.push('–');
            this.i += 1;
          } else out.push('-');
          break;
        case '`':
          if (next === '`') {
            out.push('“');
            this.i += 1;
          } else out.push('`');
          break;
        case "'":
          if (next === "'") {
            out.push('”');
            this.i += 1;
          } else out.push("'");
          break;
        default:
          out.push(ch);
      }
    }
    return tidy(out.join(''));
  }
}

/**
 * Decodes the LaTeX of a BibTeX field value into plain Unicode text and the commands it could not
 * render; `macros` are the text macros the file defines (preambleMacros).
 */
export function decodeLatex(input: string, macros?: LatexMacros): LatexDecoding {
  if (!SPECIAL.test(input)) return { text: tidy(input), unknown: [] };
  const decoder = new LatexDecoder(input, macros?.size ? macros : undefined);
  const text = decoder.run();
  return { text, unknown: [...decoder.unknown] };
}

function tidy(text: string): string {
  // Only text beyond ASCII can need composing (an accent mark, or a file saved decomposed).
  const composed = NON_ASCII.test(text) ? text.normalize('NFC') : text;
  return UNTIDY.test(composed) ? composed.replace(/[ \t\r\n\u00A0]+/g, ' ').trim() : composed;
}

/** Decodes the LaTeX of a BibTeX field value into plain Unicode text; grouping braces go. */
export function latexToUnicode(input: string): string {
  return decodeLatex(input).text;
}

export { unicodeToLatex } from './latex-write';
