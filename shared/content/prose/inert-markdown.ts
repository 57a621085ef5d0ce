/**
 * Text from elsewhere (a paper's title from ORCID or Crossref, an item's name) made inert for
 * a pull request's Markdown (docs/decisions/067): shown as the characters it holds, never as
 * formatting, a link, an image, HTML, an @mention or an issue reference, on one line.
 */

/** A zero-width space: after "@" or "#" it stops GitHub from reading a mention or a reference. */
const BREAK = '\u200b';

export function inertMarkdown(text: string): string {
  return (
    text
      // Line breaks would start a new block (a heading, a list, a quote): one line, with a mark.
      .replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ↵ ')
      // Every character that starts Markdown emphasis, code, a link or an image, HTML or an entity, as a literal.
      .replace(/[\\`*_{}[\]<>#!|~&]/g, (c) => `\\${c}`)
      // @octocat, @org/team and #123 (the backslash does not stop GitHub from linking them).
      .replace(/@(?=[A-Za-z0-9])/g, `@${BREAK}`)
      .replace(/\\#(?=\d)/g, `\\#${BREAK}`)
      // A bare address would become a link: it stays text.
      .replace(/:\/\//g, `:${BREAK}//`)
  );
}
