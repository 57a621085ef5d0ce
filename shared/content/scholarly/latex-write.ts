/**
 * Plain text to LaTeX for a braced BibTeX field (the inverse of latex.ts's decoder): specials
 * escaped, accented letters as {\"u}, Greek letters and a few symbols as math, dashes and quotes
 * as their ligatures, so the file is plain ASCII that every BibTeX tool reads.
 */
import { ACCENTS, MATH_WRITE, TEXT_SYMBOLS } from './latex-symbols';

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
