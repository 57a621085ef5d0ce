/**
 * Markdown to a lab's prose tree (docs/decisions/076), with markdown-it in its CommonMark preset:
 * raw HTML off (shown as the characters typed), no typographic replacements, no bare-address
 * links. Every link and image address goes through safeUrl; one it refuses leaves its text (a
 * link) or its alt text (an image) and nothing else. The build, the studio and an editor's
 * browser load this; a visitor's page reads the trees the build made (shared/ui/prose.tsx).
 */
import MarkdownIt from 'markdown-it';
import { safeUrl } from '../read/urls';
import {
  MARKDOWN_TAGS,
  treeText,
  type MarkdownElement,
  type MarkdownNode,
  type MarkdownTag,
  type MarkdownTree,
} from './markdown-tree';

type Token = ReturnType<MarkdownIt['parse']>[number];

const parser = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false });
// The site's own check decides which addresses are kept (below), so markdown-it reads every
// link as a link and none is left as literal brackets.
parser.validateLink = () => true;

const TAGS = new Set<string>(MARKDOWN_TAGS);

/** Adds a text, joined to the text before it. */
function pushText(into: MarkdownNode[], text: string) {
  if (!text) return;
  const last = into.length - 1;
  if (typeof into[last] === 'string') into[last] = `${into[last]}${text}`;
  else into.push(text);
}

function inlineText(tokens: readonly Token[] | null): string {
  return (tokens ?? [])
    .map((token) => (token.children ? inlineText(token.children) : token.type === 'softbreak' ? ' ' : token.content))
    .join('');
}

function build(tokens: readonly Token[], into: MarkdownNode[]): void {
  // Each open token starts the children of a new element; a transparent one (a tight list's
  // paragraph, a link with a refused address) keeps adding to its parent's.
  const stack: MarkdownNode[][] = [into];
  const current = () => stack[stack.length - 1]!;
  for (const token of tokens) {
    if (token.nesting === 1) {
      let element: MarkdownElement | null = null;
      if (!token.hidden && TAGS.has(token.tag)) {
        element = { tag: token.tag as MarkdownTag, children: [] };
        if (token.tag === 'a') {
          const href = safeUrl(token.attrGet('href'), 'link');
          const title = token.attrGet('title');
          element = href ? { ...element, attrs: { href, ...(title ? { title } : {}) } } : null;
        } else if (token.tag === 'ol') {
          const start = String(token.attrGet('start') ?? '');
          if (start && start !== '1') element.attrs = { start };
        }
      }
      if (element) {
        current().push(element);
        stack.push(element.children!);
      } else stack.push(current());
      continue;
    }
    if (token.nesting === -1) {
      stack.pop();
      continue;
    }
    switch (token.type) {
      case 'inline':
        build(token.children ?? [], current());
        break;
      case 'text':
        pushText(current(), token.content);
        break;
      case 'softbreak':
        pushText(current(), '\n');
        break;
      case 'hardbreak':
        current().push({ tag: 'br' });
        break;
      case 'code_inline':
        current().push({ tag: 'code', children: [token.content] });
        break;
      case 'code_block':
      case 'fence':
        current().push({ tag: 'pre', children: [{ tag: 'code', children: [token.content.replace(/\n$/, '')] }] });
        break;
      case 'hr':
        current().push({ tag: 'hr' });
        break;
      case 'image': {
        const alt = inlineText(token.children);
        const src = safeUrl(token.attrGet('src'), 'image');
        const title = token.attrGet('title');
        if (src) current().push({ tag: 'img', attrs: { src, alt, ...(title ? { title } : {}) } });
        else pushText(current(), alt);
        break;
      }
      default:
        // Anything else markdown-it may make carries its characters as text, never markup.
        pushText(current(), token.content);
    }
  }
}

/** The tree of a Markdown text; headings are stored from h1 (shown shifted, markdown-tree.ts shownTag). */
export function markdownTree(markdown: string): MarkdownTree {
  const tree: MarkdownNode[] = [];
  build(parser.parse(markdown, {}), tree);
  return tree;
}

/** A Markdown text's words without its formatting (meta descriptions, search, JSON-LD). */
export function plainText(markdown: string): string {
  return treeText(markdownTree(markdown));
}

/** Every link address written in a text, as typed (the profile's checks judge them). */
export function markdownLinks(markdown: string): string[] {
  const found: string[] = [];
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'link_open') found.push(token.attrGet('href') ?? '');
      if (token.children) visit(token.children);
    }
  };
  visit(parser.parse(markdown, {}));
  return found;
}
