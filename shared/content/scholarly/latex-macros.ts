/**
 * Text macros a BibTeX file defines for itself in `@preamble` (docs/decisions/072): DBLP writes
 * `\providerobustcmd*{\addat}{@}`, others `\newcommand{\x}{...}` or `\def\x{...}`. Only a macro
 * without arguments is a plain text replacement; its body is decoded once, here, with the macros
 * defined before it, so using a macro never expands anything again and a definition that names
 * itself cannot loop. Bounded as the rest of the reader (docs/decisions/067): at most `limit`
 * definitions (the reader passes BIBTEX_LIMITS.macros), each body no longer than its preamble
 * (itself at most BIBTEX_LIMITS.value characters), and the decoder stops expanding a field's
 * macros past MACRO_OUTPUT_LIMIT characters.
 */
import { decodeLatex, type LatexMacros } from './latex';

/** Decoded replacement text of each macro, by command name without the backslash (declared with the decoder that reads it). */
export type { LatexMacros } from './latex';

/**
 * One definition: `\newcommand`, `\renewcommand`, `\providecommand`, etoolbox's robust variants
 * and `\DeclareRobustCommand` (an optional `*`, the name braced or not, an optional `[n]` for
 * arguments), or `\def\name`. The body's braces are matched by hand after the match.
 */
const DEFINITION =
  /\\(?:(?:re)?newcommand|providecommand|(?:new|renew|provide)robustcmd|DeclareRobustCommand)\*?[ \t\n]*(?:\{[ \t\n]*\\([a-zA-Z]+)[ \t\n]*\}|\\([a-zA-Z]+))[ \t\n]*(\[[ \t\n]*\d[ \t\n]*\])?[ \t\n]*\{|\\def[ \t\n]*\\([a-zA-Z]+)(#\d)?[ \t\n]*\{/g;

/** Index after the group whose "{" is just before `from`, or -1 when it does not close. */
function groupEnd(text: string, from: number): number {
  let depth = 1;
  for (let k = from; k < text.length; k += 1) {
    const c = text[k];
    if (c === '\\') k += 1;
    else if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return k + 1;
  }
  return -1;
}

/** The argument-free text macros the preamble texts define, in order; later definitions win. */
export function preambleMacros(preambles: readonly string[], limit: number): LatexMacros {
  const macros = new Map<string, string>();
  for (const text of preambles) {
    DEFINITION.lastIndex = 0;
    for (let match = DEFINITION.exec(text); match; match = DEFINITION.exec(text)) {
      const bodyStart = DEFINITION.lastIndex;
      const end = groupEnd(text, bodyStart);
      if (end < 0) break;
      DEFINITION.lastIndex = end;
      const name = match[1] ?? match[2] ?? match[4]!;
      // A macro with arguments is not a text replacement ("\newcommand{\noopsort}[1]{}").
      if (match[3] || match[5]) continue;
      if (!macros.has(name) && macros.size >= limit) continue;
      macros.set(name, decodeLatex(text.slice(bodyStart, end - 1), macros).text);
    }
  }
  return macros;
}
