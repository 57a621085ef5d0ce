/**
 * The light formatting of profile texts (mission, contact sections): paragraphs separated by
 * a blank line, *emphasis*, and [links](url). Parsed into parts; the view decides how each
 * renders and passes every URL through safeUrl.
 */
export type RichPart = { type: 'text'; text: string } | { type: 'em'; text: string } | { type: 'link'; text: string; href: string };

const TOKEN = /\[([^\]\n]+)\]\(([^)\s]+)\)|\*([^*\n]+)\*/g;

/** One paragraph's parts. */
export function richParts(paragraph: string): RichPart[] {
  const parts: RichPart[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(TOKEN)) {
    if (match.index > last) parts.push({ type: 'text', text: paragraph.slice(last, match.index) });
    if (match[1] !== undefined) parts.push({ type: 'link', text: match[1], href: match[2]! });
    else parts.push({ type: 'em', text: match[3]! });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) parts.push({ type: 'text', text: paragraph.slice(last) });
  return parts;
}

/** The paragraphs of a text (blank-line separated; single line breaks become spaces). */
export function richParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/** The text without its formatting (for meta descriptions and search). */
export function plainText(text: string): string {
  return richParagraphs(text)
    .map((p) => richParts(p).map((part) => part.text).join(''))
    .join(' ');
}

/** Every link target in a text (for validation). */
export function richLinks(text: string): string[] {
  return [...text.matchAll(TOKEN)].filter((m) => m[1] !== undefined).map((m) => m[2]!);
}
