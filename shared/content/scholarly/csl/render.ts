/**
 * References in the lab's citation style, from the Citation Style Language with citeproc-js
 * (docs/decisions/073). The build renders every paper's reference into its page data; the studio
 * loads this module for its live preview. A visitor's page never does.
 *
 * Styles: APA, Vancouver and Harvard (Cite Them Right) as the CSL project publishes them, from
 * the `@citation-js/plugin-csl` package; IEEE, Nature and Chicago author-date written for this
 * product from the styles' published rules (./styles/). Locale: the package's en-US.
 */
import CSL from 'citeproc';
import packagedStyles from '@citation-js/plugin-csl/lib/styles.json';
import packagedLocales from '@citation-js/plugin-csl/lib/locales.json';
import { DEFAULT_CITATION_STYLE, isCitationStyle, type CitationStyle } from '../citation-styles';
import { childrenOf, type ReferenceMark, type ReferenceNode, type RenderedReference } from '../reference-nodes';
import type { Publication } from '../../model/schemas';
import { publicationToCsl, type CslItem } from './csl-item';
import ieee from './styles/ieee.csl?raw';
import nature from './styles/nature.csl?raw';
import chicagoAuthorDate from './styles/chicago-author-date.csl?raw';

const STYLE_XML: Record<CitationStyle, string> = {
  apa: (packagedStyles as Record<string, string>).apa!,
  vancouver: (packagedStyles as Record<string, string>).vancouver!,
  harvard: (packagedStyles as Record<string, string>).harvard1!,
  ieee,
  nature,
  'chicago-author-date': chicagoAuthorDate,
};

const LOCALE = (packagedLocales as Record<string, string>)['en-US']!;

/** Stands for the title while a list's entry is rendered; removed with its quotes and punctuation. */
const TITLE_MARK = '\uE000';
/** Author `k`'s family name is wrapped in the character MEMBER_BASE + k (private use, never in content). */
const MEMBER_BASE = 0xe100;
const MEMBER_LIMIT = 0xf00;

/**
 * Quotation marks that are part of a title or venue are the text's own: the processor would take
 * them for quotes of its own and move the punctuation after them inside ("risk & “uncertainty.”").
 * They travel as private-use stand-ins and come back after rendering.
 */
const OWN_QUOTES = ['\u201c', '\u201d', '\u2018', '\u2019', '"'] as const;
const QUOTE_BASE = 0xe010;
const hideQuotes = (text: string) => OWN_QUOTES.reduce((out, quote, index) => out.split(quote).join(String.fromCharCode(QUOTE_BASE + index)), text);
const showQuotes = (text: string) => OWN_QUOTES.reduce((out, quote, index) => out.split(String.fromCharCode(QUOTE_BASE + index)).join(quote), text);

function withOwnQuotes(item: CslItem): CslItem {
  const out = { ...item };
  if (out.title) out.title = hideQuotes(out.title);
  if (out['container-title']) out['container-title'] = hideQuotes(out['container-title']);
  return out;
}

interface Engine {
  engine: InstanceType<typeof CSL.Engine>;
  items: Map<string, CslItem>;
}

const engines = new Map<CitationStyle, Engine>();

/**
 * A style's XML without what only concerns citations in a text or a list of many: references
 * here stand alone, so two papers of one author and year never become "2020a" and "2020b", and
 * a repeated author is never replaced by a dash. So rendering many at once gives what rendering
 * each alone does.
 */
function standalone(xml: string): string {
  return (
    xml
      .replace(/\s(disambiguate-add-year-suffix|disambiguate-add-names|disambiguate-add-givenname|givenname-disambiguation-rule|subsequent-author-substitute(-rule)?)="[^"]*"/g, '')
      // No order among references that stand alone: the processor need not make sort keys.
      .replace(/<sort>[\s\S]*?<\/sort>/g, '')
  );
}

function engineFor(style: CitationStyle): Engine {
  const known = engines.get(style);
  if (known) return known;
  const items = new Map<string, CslItem>();
  const engine = new CSL.Engine(
    {
      retrieveLocale: () => LOCALE,
      retrieveItem: (id: string) => items.get(id),
    },
    standalone(STYLE_XML[style]),
    'en-US',
    true,
  );
  engine.setOutputFormat('html');
  const made = { engine, items };
  engines.set(style, made);
  return made;
}

let serial = 0;

/** The references of items as citeproc's HTML, by the items' ids, without a numbered style's number. */
function renderHtml(style: CitationStyle, list: readonly CslItem[]): Map<string, string> {
  const { engine, items } = engineFor(style);
  items.clear();
  // Each rendering its own ids: the processor keeps what it rendered for an id.
  const ids = new Map<string, string>();
  for (const item of list) {
    const id = `r${(serial += 1)}`;
    ids.set(id, item.id);
    items.set(id, { ...withOwnQuotes(item), id });
  }
  engine.updateItems([...ids.keys()]);
  const result = engine.makeBibliography();
  items.clear();
  const out = new Map<string, string>();
  if (!result) return out;
  result[0].entry_ids.forEach((entry, index) => {
    const html = result[1][index] ?? '';
    // A numbered style's label ("[1]", "1.") means nothing for a reference standing alone.
    out.set(ids.get(entry[0]!)!, showQuotes(html.replace(/<div class="csl-left-margin">[\s\S]*?<\/div>/g, '')));
  });
  return out;
}

/* ------------------------------------------------------- HTML to nodes */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Which mark an opening tag of citeproc's HTML output stands for; null: a tag that only groups. */
function markOf(tag: string): ReferenceMark | null {
  const name = /^<\s*([a-z]+)/i.exec(tag)?.[1]?.toLowerCase();
  if (name === 'i' || name === 'em') return 'i';
  if (name === 'b') return 'b';
  if (name === 'sup') return 'sup';
  if (name === 'sub') return 'sub';
  if (name === 'span') {
    if (/font-variant:\s*small-caps/i.test(tag)) return 'sc';
    if (/font-style:\s*normal/i.test(tag)) return 'n';
  }
  return null;
}

/** citeproc's HTML (only its own tags; its text is escaped) as reference nodes. */
export function htmlToNodes(html: string): ReferenceNode[] {
  const root: ReferenceNode[] = [];
  const stack: { nodes: ReferenceNode[]; mark: ReferenceMark | null }[] = [{ nodes: root, mark: null }];
  const push = (text: string) => {
    if (!text) return;
    const nodes = stack[stack.length - 1]!.nodes;
    const last = nodes[nodes.length - 1];
    if (typeof last === 'string') nodes[nodes.length - 1] = last + text;
    else nodes.push(text);
  };
  for (const part of html.split(/(<[^>]*>)/)) {
    if (!part) continue;
    if (!part.startsWith('<')) {
      push(decode(part).replace(/\n/g, ''));
      continue;
    }
    if (part.startsWith('</')) {
      if (stack.length > 1) {
        const closed = stack.pop()!;
        const parent = stack[stack.length - 1]!.nodes;
        if (closed.mark) {
          if (closed.nodes.length) parent.push([closed.mark, ...closed.nodes]);
        } else
          for (const node of closed.nodes) {
            if (typeof node === 'string') push(node);
            else parent.push(node);
          }
      }
      continue;
    }
    if (/\/>$/.test(part)) continue;
    stack.push({ nodes: [], mark: markOf(part) });
  }
  while (stack.length > 1) {
    const closed = stack.pop()!;
    for (const node of closed.nodes) {
      if (typeof node === 'string') push(node);
      else stack[stack.length - 1]!.nodes.push(node);
    }
  }
  return tidy(root);
}

/** Trims the whole reference and joins whitespace runs. */
function tidy(nodes: ReferenceNode[]): ReferenceNode[] {
  const squash = (list: ReferenceNode[]): ReferenceNode[] =>
    list.map((node) => (typeof node === 'string' ? node.replace(/[ \t]{2,}/g, ' ') : [node[0], ...squash(childrenOf(node))]));
  const out = squash(nodes);
  if (typeof out[0] === 'string') out[0] = out[0].replace(/^\s+/, '');
  const last = out.length - 1;
  if (typeof out[last] === 'string') out[last] = (out[last] as string).replace(/\s+$/, '');
  return out.filter((node) => node !== '');
}

/* ------------------------------------------------------- lab members */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern matching given names as a style may print them: in full or as initials. */
function givenPattern(given: string): string {
  const words = given.split(/[\s.]+/).filter(Boolean);
  if (!words.length) return '';
  const word = (w: string) => {
    const parts = w.split('-').filter(Boolean);
    // An initial with its period first, so "A. C." is taken whole.
    return parts.map((p) => `(?:${escapeRegExp([...p][0]!)}\\.|${escapeRegExp(p)}|${escapeRegExp([...p][0]!)})`).join('[-\u2010]?');
  };
  return words.map(word).join('[\\s\u00a0.]*');
}

/**
 * Wraps each lab member's name (family name marked in the item) into a member node: the
 * family name, with the given names or initials the style printed right before or after it.
 */
function linkMembers(nodes: ReferenceNode[], members: Map<number, { id: string; given: string }>): ReferenceNode[] {
  const out: ReferenceNode[] = [];
  for (const node of nodes) {
    if (typeof node !== 'string') {
      out.push([node[0], ...linkMembers(childrenOf(node), members)]);
      continue;
    }
    let rest = node;
    for (;;) {
      const open = [...rest].findIndex((ch) => ch.codePointAt(0)! >= MEMBER_BASE && ch.codePointAt(0)! < MEMBER_BASE + MEMBER_LIMIT);
      if (open < 0) break;
      const chars = [...rest];
      const mark = chars[open]!;
      const close = chars.indexOf(mark, open + 1);
      if (close < 0) {
        chars.splice(open, 1);
        rest = chars.join('');
        continue;
      }
      const member = members.get(mark.codePointAt(0)! - MEMBER_BASE);
      let before = chars.slice(0, open).join('');
      const family = chars.slice(open + 1, close).join('');
      let after = chars.slice(close + 1).join('');
      let name = family;
      const given = member ? givenPattern(member.given) : '';
      if (given) {
        const following = new RegExp(`^,?[\\s\u00a0]+${given}`).exec(after);
        const preceding = new RegExp(`${given}[\\s\u00a0]+$`).exec(before);
        if (following) {
          name = family + following[0];
          after = after.slice(following[0].length);
        } else if (preceding) {
          name = preceding[0] + family;
          before = before.slice(0, preceding.index);
        }
      }
      if (before) out.push(before);
      out.push(member ? [`@${member.id}`, name] : name);
      rest = after;
    }
    if (rest) out.push(rest);
  }
  return out;
}

/* ------------------------------------------------------- the title */

/** The entry's HTML without the title stand-in, its quotes, its own formatting and the punctuation after it. */
function withoutTitle(html: string): string {
  const quote = '[\u201c\u2018"\u00ab\u201e]';
  const unquote = '[\u201d\u2019"\u00bb]';
  const pattern = new RegExp(
    `(?:<(i|b|em|span)[^>]*>)?(?:${quote})?${TITLE_MARK}[.,:;]?(?:${unquote})?(?:</(?:i|b|em|span)>)?(?:${unquote})?[.,:;]?\\s*`,
  );
  return html.replace(pattern, (match, opened?: string) => {
    // Keep a closing tag the match took without its opening tag.
    if (!opened && /<\/(i|b|em|span)>/.test(match)) return (/<\/(i|b|em|span)>/.exec(match) ?? [''])[0];
    return '';
  });
}

/* ------------------------------------------------------- the API */

export interface ReferenceOptions {
  /** The lab member author `index` ("Family, Given") is, by id; undefined for everyone else. */
  memberOf?: (author: string, index: number, pub: Publication) => string | undefined;
}

/** What a reference is made for: the whole (a Cite block) or a list's entry (no title, no DOI). */
export type ReferenceForm = keyof RenderedReference;

/** The references of many papers in one form and `style` (an unknown style: the default), by id. */
export function renderReferences(
  pubs: readonly Publication[],
  style: string = DEFAULT_CITATION_STYLE,
  form: ReferenceForm = 'full',
  options: ReferenceOptions = {},
): Map<string, ReferenceNode[]> {
  const chosen: CitationStyle = isCitationStyle(style) ? style : DEFAULT_CITATION_STYLE;
  const marked = pubs.map((pub) => {
    const kept = pub.authors
      .map((a, original) => ({ author: a.trim(), original }))
      .filter(({ author }) => author && !/^(et al\.?|others)$/i.test(author));
    const authors = kept.map(({ author }) => author);
    const members = new Map<number, { id: string; given: string }>();
    authors.forEach((author, index) => {
      // The matcher reads the paper's own links (ORCID iDs, the editor's choice) by its author position.
      const id = index < MEMBER_LIMIT ? options.memberOf?.(author, kept[index]!.original, pub) : undefined;
      if (id) members.set(index, { id, given: author.includes(',') ? author.split(',').slice(1).join(' ').trim() : author.split(/\s+/).slice(0, -1).join(' ') });
    });
    const markFamily = (family: string, index: number) => {
      if (!members.has(index)) return family;
      const mark = String.fromCodePoint(MEMBER_BASE + index);
      return `${mark}${family}${mark}`;
    };
    const item = form === 'entry' ? publicationToCsl(pub, { markFamily, withoutLinks: true, title: TITLE_MARK }) : publicationToCsl(pub, { markFamily });
    return { pub, members, item };
  });
  const html = renderHtml(chosen, marked.map(({ item }) => item));
  const out = new Map<string, ReferenceNode[]>();
  for (const { pub, members } of marked) {
    const made = html.get(pub.id) ?? '';
    out.set(pub.id, linkMembers(htmlToNodes(form === 'entry' ? withoutTitle(made) : made), members));
  }
  return out;
}

/** A paper's reference texts in `style` (an unknown style: the default). */
export function renderReference(pub: Publication, style: string = DEFAULT_CITATION_STYLE, options: ReferenceOptions = {}): RenderedReference {
  return {
    full: renderReferences([pub], style, 'full', options).get(pub.id)!,
    entry: renderReferences([pub], style, 'entry', options).get(pub.id)!,
  };
}
