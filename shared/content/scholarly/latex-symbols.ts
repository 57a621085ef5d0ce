/**
 * The tables of the LaTeX decoder (latex.ts): accent commands, letter and symbol commands,
 * Greek letters and common math symbols, and the commands whose argument is kept, dropped or
 * quoted. Every command in a table renders; any other command is reported to the editor.
 */

/** "name char name char ..." as a table (keeps the long lists short to read). */
function table(pairs: string): Record<string, string> {
  const words = pairs.trim().split(/\s+/);
  const out: Record<string, string> = {};
  for (let k = 0; k + 1 < words.length; k += 2) out[words[k]!] = words[k + 1]!;
  return out;
}

/** Accent commands and the combining mark each stands for. */
export const ACCENTS: Record<string, string> = {
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
  t: '\u0361',
};

/** An accent over nothing (`\~{}`) is the accent character itself. */
export const SPACING_ACCENTS: Record<string, string> = {
  '"': '¨',
  "'": '´',
  '`': '`',
  '^': '^',
  '~': '~',
  '=': '¯',
  '.': '˙',
  u: '˘',
  v: 'ˇ',
  H: '˝',
  c: '¸',
  k: '˛',
  r: '˚',
};

/** Greek letters, valid in and out of math mode (`$\alpha$`, `\alpha`, `{\beta}`). */
export const GREEK: Record<string, string> = table(
  'alpha α beta β gamma γ delta δ epsilon ε varepsilon ε zeta ζ eta η theta θ vartheta ϑ iota ι kappa κ ' +
  'lambda λ mu μ nu ν xi ξ omicron ο pi π varpi ϖ rho ρ varrho ϱ sigma σ varsigma ς tau τ upsilon υ phi ' +
  'φ varphi φ chi χ psi ψ omega ω Gamma Γ Delta Δ Theta Θ Lambda Λ Xi Ξ Pi Π Sigma Σ Upsilon Υ Phi Φ ' +
  'Psi Ψ Omega Ω',
);

/** Math symbols (also accepted outside math mode, as `\alpha` is). */
export const MATH_SYMBOLS: Record<string, string> = table(
  'pm ± mp ∓ times × div ÷ cdot · ast ∗ star ⋆ circ ∘ bullet • leq ≤ le ≤ geq ≥ ge ≥ neq ≠ ne ≠ approx ' +
  '≈ sim ∼ simeq ≃ cong ≅ equiv ≡ propto ∝ ll ≪ gg ≫ infty ∞ partial ∂ nabla ∇ sum ∑ prod ∏ int ∫ sqrt ' +
  '√ in ∈ notin ∉ ni ∋ subset ⊂ subseteq ⊆ supset ⊃ supseteq ⊇ cup ∪ cap ∩ setminus ∖ emptyset ∅ ' +
  'varnothing ∅ forall ∀ exists ∃ neg ¬ lnot ¬ land ∧ wedge ∧ lor ∨ vee ∨ oplus ⊕ otimes ⊗ perp ⊥ ' +
  'parallel ∥ mid | to → rightarrow → leftarrow ← gets ← leftrightarrow ↔ Rightarrow ⇒ Leftarrow ⇐ ' +
  'Leftrightarrow ⇔ implies ⇒ iff ⇔ mapsto ↦ uparrow ↑ downarrow ↓ langle ⟨ rangle ⟩ ell ℓ hbar ℏ Re ℜ ' +
  'Im ℑ aleph ℵ prime ′ cdots ⋯ ldots … dots … vdots ⋮ degree ° dagger † ddagger ‡ log log ln ln exp ' +
  'exp sin sin cos cos max max min min',
);

/** Letter and text-symbol commands (`\ss`, `\o`, `\texttrademark`). */
export const TEXT_SYMBOLS: Record<string, string> = {
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
  ng: 'ŋ',
  NG: 'Ŋ',
  textendash: '–',
  textemdash: '—',
  textbackslash: '\\',
  textasciitilde: '~',
  textasciicircum: '^',
  textbar: '|',
  textless: '<',
  textgreater: '>',
  textquotesingle: "'",
  textquotedbl: '"',
  textquotedblleft: '“',
  textquotedblright: '”',
  textquoteleft: '‘',
  textquoteright: '’',
  quotedblbase: '„',
  guillemotleft: '«',
  guillemotright: '»',
  guillemetleft: '«',
  guillemetright: '»',
  textunderscore: '_',
  textellipsis: '…',
  textbullet: '•',
  textperiodcentered: '·',
  textdagger: '†',
  textdaggerdbl: '‡',
  textsection: '§',
  textparagraph: '¶',
  S: '§',
  P: '¶',
  copyright: '©',
  textcopyright: '©',
  textregistered: '®',
  texttrademark: '™',
  pounds: '£',
  textsterling: '£',
  euro: '€',
  texteuro: '€',
  textyen: '¥',
  textcent: '¢',
  textdollar: '$',
  textdegree: '°',
  textcelsius: '℃',
  textmu: 'µ',
  textpm: '±',
  texttimes: '×',
  textdiv: '÷',
  textperthousand: '‰',
  textonehalf: '½',
  textonequarter: '¼',
  textthreequarters: '¾',
  textexclamdown: '¡',
  textquestiondown: '¿',
  textordfeminine: 'ª',
  textordmasculine: 'º',
  textnumero: '№',
  textasteriskcentered: '∗',
  textleftarrow: '←',
  textrightarrow: '→',
  textvisiblespace: '␣',
  LaTeX: 'LaTeX',
  TeX: 'TeX',
  BibTeX: 'BibTeX',
  LaTeXe: 'LaTeX2e',
  quad: ' ',
  qquad: ' ',
  enspace: ' ',
  thinspace: ' ',
  space: ' ',
  newline: ' ',
  linebreak: ' ',
  par: ' ',
  break: ' ',
  relax: '',
  protect: '',
  nobreak: '',
  noindent: '',
  hfill: ' ',
  allowbreak: '',
  slash: '/',
  textslash: '/',
  // DBLP's hyphen macro ("Reduction\hyphen{}Free") and biblatex's punctuation commands.
  hyphen: '-',
  addslash: '/',
  addhyphen: '-',
  addcomma: ',',
  addperiod: '.',
  adddot: '.',
  addcolon: ':',
  addsemicolon: ';',
  addspace: ' ',
  addnbspace: '\u00A0',
  addthinspace: ' ',
};

/** Commands whose braced argument is the text (formatting, case protection, math fonts). */
export const KEEP_ARGUMENT = new Set([
  'emph',
  'textit',
  'textbf',
  'textsc',
  'textrm',
  'textsf',
  'texttt',
  'textup',
  'textmd',
  'textsl',
  'mbox',
  'hbox',
  'text',
  'textmath',
  'mathrm',
  'mathit',
  'mathbf',
  'mathsf',
  'mathtt',
  'mathcal',
  'mathbb',
  'mathfrak',
  'mathnormal',
  'operatorname',
  'boldsymbol',
  'bm',
  'ensuremath',
  'NoCaseChange',
  'nocase',
  'MakeUppercase',
  'MakeLowercase',
  'uppercase',
  'lowercase',
  'mkbibemph',
  'mkbibitalic',
  'mkbibbold',
  'em',
  'it',
  'bf',
  'sc',
  'rm',
  'sf',
  'tt',
  'up',
  'small',
  'footnotesize',
  'large',
  'Large',
  'textnormal',
  'foreignlanguage',
]);

/** Commands whose argument is never shown (sorting hints, labels). */
export const DROP_ARGUMENT = new Set(['hyphenation', 'noopsort', 'noop', 'nocite', 'label', 'index', 'SortNoop', 'sortnoop', 'cite', 'citep', 'citet', 'footnote', 'ref']);

/** Commands that wrap their argument in quotation marks. */
export const QUOTE_ARGUMENT = new Set(['mkbibquote', 'enquote', 'textquote', 'mkbibquotes']);

const SUPERSCRIPTS: Record<string, string> = {
  '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹',
  '+': '⁺', '-': '⁻', '−': '⁻', '=': '⁼', '(': '⁽', ')': '⁾', n: 'ⁿ', i: 'ⁱ', a: 'ª', o: 'º',
  t: 'ᵗ', h: 'ʰ', s: 'ˢ', d: 'ᵈ', r: 'ʳ', e: 'ᵉ', st: 'ˢᵗ', '*': '*', '′': '′',
};
const SUBSCRIPTS: Record<string, string> = {
  '0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉',
  '+': '₊', '-': '₋', '−': '₋', '=': '₌', '(': '₍', ')': '₎', a: 'ₐ', e: 'ₑ', o: 'ₒ', x: 'ₓ', i: 'ᵢ', j: 'ⱼ',
  k: 'ₖ', n: 'ₙ', m: 'ₘ', p: 'ₚ', s: 'ₛ', t: 'ₜ',
};

/** Text as superscript (`^` in math, \textsuperscript) or subscript characters; unchanged when some character has none. */
export function scriptText(text: string, kind: 'super' | 'sub'): string {
  const table = kind === 'super' ? SUPERSCRIPTS : SUBSCRIPTS;
  const chars = [...text];
  if (chars.length > 0 && chars.every((c) => table[c] !== undefined)) return chars.map((c) => table[c]).join('');
  return text;
}

/** The character a symbol command stands for in text or math mode; undefined when unknown. */
export function symbolOf(name: string): string | undefined {
  return TEXT_SYMBOLS[name] ?? GREEK[name] ?? MATH_SYMBOLS[name];
}

/** Greek letters and a few math symbols for writing: character -> `$\name$`. */
export const MATH_WRITE: Record<string, string> = (() => {
  const out: Record<string, string> = {};
  const written = ['pm', 'times', 'leq', 'geq', 'neq', 'approx', 'infty', 'rightarrow'];
  for (const [name, char] of [...Object.entries(GREEK), ...Object.entries(MATH_SYMBOLS).filter(([n]) => written.includes(n))]) out[char] ??= name;
  return out;
})();
