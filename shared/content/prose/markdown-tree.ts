/**
 * A lab's prose as a small tree (docs/decisions/076): what shared/content/prose/markdown.ts makes from
 * Markdown, and what the pages, the feed and the page data carry. Element names and attributes
 * come from the allow-lists below only, and every address in it has passed safeUrl when the tree
 * was made. No parser here: a visitor's page reads trees that the build made.
 */

/** Block elements a tree may hold. Headings are stored from h1 and shifted below the page's own heading when shown. */
const BLOCK_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr'] as const;
/** Inline elements a tree may hold. */
const INLINE_TAGS = ['em', 'strong', 'code', 'a', 'img', 'br'] as const;
/** Elements a tree may hold. */
export const MARKDOWN_TAGS = [...BLOCK_TAGS, ...INLINE_TAGS] as const;
export type MarkdownTag = (typeof MARKDOWN_TAGS)[number];

/** Attributes each element may carry. */
export const MARKDOWN_ATTRIBUTES: Readonly<Partial<Record<MarkdownTag, readonly string[]>>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
};

export interface MarkdownElement {
  tag: MarkdownTag;
  attrs?: Record<string, string>;
  children?: MarkdownNode[];
}
export type MarkdownNode = string | MarkdownElement;
export type MarkdownTree = MarkdownNode[];

/**
 * The trees of the texts a page shows, as its data carries them: keyed by `textKey(text)`, and
 * 0 for a text whose tree is just its plain paragraphs (`paragraphTree`), so a page of plain
 * texts carries little more than before.
 */
export type MarkdownTrees = Record<string, MarkdownTree | 0>;

/** A short key for a text (two 32-bit FNV-1a hashes), so a page's data does not hold each text twice. */
export function textKey(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(36) + '.' + (b >>> 0).toString(36);
}

/** A text's tree as a page's data stores it: 0 when it is only the text's plain paragraphs. */
export function storedTree(text: string, tree: MarkdownTree): MarkdownTree | 0 {
  return JSON.stringify(tree) === JSON.stringify(paragraphTree(text)) ? 0 : tree;
}

/** A tree read back from a page's data. */
export function readStoredTree(text: string, stored: MarkdownTree | 0 | undefined): MarkdownTree | undefined {
  return stored === 0 ? paragraphTree(text) : stored;
}

const BLOCKS = new Set<MarkdownTag>(BLOCK_TAGS);
const EMPTY = new Set<MarkdownTag>(['hr', 'img', 'br']);
const HEADING = /^h([1-6])$/;

export function isBlock(node: MarkdownNode): boolean {
  return typeof node !== 'string' && BLOCKS.has(node.tag);
}

/** The level of a tree's highest heading (1 for "# …"), or 1 when it has none. */
export function topHeading(tree: readonly MarkdownNode[]): number {
  let top = 7;
  for (const node of tree) {
    if (typeof node === 'string') continue;
    const match = HEADING.exec(node.tag);
    if (match) top = Math.min(top, Number(match[1]));
  }
  return top === 7 ? 1 : top;
}

/**
 * The element a stored tag becomes below a heading at level `headingBase - 1`: the text's
 * highest heading becomes an h`headingBase` and the others keep their distance from it, so a
 * page's outline skips no level whether the writer began at "#" or at "##"; never past h6.
 */
export function shownTag(tag: MarkdownTag, headingBase: number, top = 1): MarkdownTag {
  const match = HEADING.exec(tag);
  if (!match) return tag;
  const level = Math.min(6, Math.max(1, Number(match[1]) - top + headingBase));
  return `h${level}` as MarkdownTag;
}

/** A tree's words without its formatting, blocks separated by a space (meta descriptions, search, JSON-LD). */
export function treeText(tree: MarkdownTree): string {
  const parts: string[] = [];
  const visit = (nodes: readonly MarkdownNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') parts.push(node);
      else if (node.tag === 'br') parts.push(' ');
      else if (node.tag === 'img') parts.push(node.attrs?.alt ?? '');
      else {
        if (BLOCKS.has(node.tag)) parts.push(' ');
        visit(node.children ?? []);
        if (BLOCKS.has(node.tag)) parts.push(' ');
      }
    }
  };
  visit(tree);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The start of a tree up to `max` characters of its text, with "..." where it was cut, its
 * formatting kept (the home page's cards): the same cut as `excerpt` on a plain text.
 */
export function truncateTree(tree: MarkdownTree, max: number): MarkdownTree {
  let left = max;
  let cut = false;
  const take = (nodes: readonly MarkdownNode[]): MarkdownNode[] => {
    const kept: MarkdownNode[] = [];
    for (const node of nodes) {
      if (cut) break;
      if (typeof node === 'string') {
        if (node.length > left) {
          kept.push(`${node.slice(0, left)}...`);
          cut = true;
        } else {
          kept.push(node);
          left -= node.length;
        }
      } else if (EMPTY.has(node.tag) || !node.children) {
        kept.push(node);
      } else {
        const children = take(node.children);
        if (children.length > 0) kept.push({ ...node, children });
      }
    }
    return kept;
  };
  return take(tree);
}

/** A tree's inline content only (one line of a list the page makes): its blocks unwrapped, a code block kept as code, a space between two. */
export function inlineNodes(tree: MarkdownTree): MarkdownTree {
  return tree.flatMap((node, index) => {
    if (typeof node === 'string' || !isBlock(node)) return [node];
    const inner = node.tag === 'pre' ? (node.children ?? []) : inlineNodes(node.children ?? []);
    return index > 0 ? [' ', ...inner] : inner;
  });
}

/** The paragraphs of a plain text (blank-line separated): how a text shows before its tree is made. */
export function paragraphTree(text: string): MarkdownTree {
  return text
    .split(/\n[ \t]*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ tag: 'p', children: [part] }));
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export interface HtmlOptions {
  headingBase?: number;
  /** An address as the HTML should hold it (the feed makes site paths absolute). */
  address?: (url: string, use: 'link' | 'image') => string | null;
}

/**
 * A tree as HTML text (the feed's entries, a job posting's JSON-LD): every text and attribute
 * escaped, only the allow-listed elements and attributes, external links with rel="noopener".
 */
export function toHtml(tree: MarkdownTree, options: HtmlOptions = {}): string {
  const base = options.headingBase ?? 1;
  const top = topHeading(tree);
  const render = (node: MarkdownNode): string => {
    if (typeof node === 'string') return escapeHtml(node);
    if (!(MARKDOWN_TAGS as readonly string[]).includes(node.tag)) return (node.children ?? []).map(render).join('');
    const tag = shownTag(node.tag, base, top);
    const allowed = MARKDOWN_ATTRIBUTES[node.tag] ?? [];
    const attrs: [string, string][] = [];
    for (const name of allowed) {
      let value = node.attrs?.[name];
      if (value === undefined) continue;
      if (name === 'href' || name === 'src') {
        const resolved = options.address ? options.address(value, name === 'src' ? 'image' : 'link') : value;
        if (resolved === null) continue;
        value = resolved;
      }
      attrs.push([name, value]);
    }
    if (node.tag === 'a' && /^https?:\/\//i.test(node.attrs?.href ?? '')) attrs.push(['rel', 'noopener noreferrer']);
    if (node.tag === 'a' && !attrs.some(([name]) => name === 'href')) return (node.children ?? []).map(render).join('');
    if (node.tag === 'img' && !attrs.some(([name]) => name === 'src')) return escapeHtml(node.attrs?.alt ?? '');
    const open = `<${tag}${attrs.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('')}>`;
    if (EMPTY.has(node.tag)) return open;
    return `${open}${(node.children ?? []).map(render).join('')}</${tag}>`;
  };
  return tree.map(render).join('');
}
