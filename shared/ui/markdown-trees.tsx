/**
 * Where a text's Markdown tree comes from (docs/decisions/076), without loading the parser:
 * - the prerenderer provides a context that makes each tree and records it for the page's data;
 * - a visitor's page provides the trees of its page data (site/layout/site-layout.tsx);
 * - elsewhere (the studio, the side panel's preview, an editor's unpublished text) the parser is
 *   loaded on demand as a chunk of its own, once, and kept here.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  paragraphTree,
  readStoredTree,
  textKey,
  treeText,
  type MarkdownTree,
  type MarkdownTrees,
} from '../content/prose/markdown-tree';

type Parser = typeof import('../content/prose/markdown');

let parser: Parser | null = null;
let loading: Promise<Parser> | null = null;
/** Trees of texts the page data brought (by textKey), kept for plain texts asked for outside React (heads, search). */
const known = new Map<string, MarkdownTree | 0>();

/** The parser, loaded once (a chunk of its own, never part of a visitor's page). */
export function loadMarkdown(): Promise<Parser> {
  loading ??= import('../content/prose/markdown').then((module) => (parser = module));
  return loading;
}

/** The parser when something has loaded it already (the prerenderer sets it at start). */
export function loadedMarkdown(): Parser | null {
  return parser;
}

/** Gives the parser to this module directly (the prerenderer, which has it in its bundle). */
export function setMarkdownParser(module: Parser): void {
  parser = module;
}

/** Remembers the trees of a page's data, for plain texts asked for outside React. */
export function rememberTrees(trees: MarkdownTrees | undefined): void {
  for (const [key, tree] of Object.entries(trees ?? {})) known.set(key, tree);
}

/** Plain texts the search page's data brought (by textKey), for texts whose trees are not at hand. */
const knownPlain = new Map<string, string>();

/** Remembers the plain texts of a page's data (the search page's: site/prerender/page-slices.ts). */
export function rememberPlainTexts(texts: Record<string, string> | undefined): void {
  for (const [key, text] of Object.entries(texts ?? {})) knownPlain.set(key, text);
}

const made = new Map<string, MarkdownTree>();

/** A text's tree from the parser (when loaded; the last texts' trees kept) or from a page's data; undefined when neither has it. */
function findTree(text: string): MarkdownTree | undefined {
  const found = readStoredTree(text, known.get(textKey(text))) ?? made.get(text);
  if (found || !parser) return found;
  const tree = parser.markdownTree(text);
  if (made.size >= 200) made.delete(made.keys().next().value!);
  made.set(text, tree);
  return tree;
}

/** A text's tree outside React (JSON-LD): as `plainText` finds it, else the text's plain paragraphs. */
export function markdownTreeOf(text: string): MarkdownTree {
  return findTree(text) ?? paragraphTree(text);
}

/**
 * A Markdown text's words without its formatting (meta descriptions, search, JSON-LD), as
 * shared/content/prose/markdown.ts `plainText` makes them: from the tree where it is at hand (the
 * build, the studio, a text of the page a visitor is on), else from the plain texts the search
 * page's data carries; a text in neither has no marks, and is its words with whitespace made single.
 */
export function plainText(text: string): string {
  const tree = findTree(text);
  if (tree) return treeText(tree);
  return knownPlain.get(textKey(text)) ?? text.replace(/\s+/g, ' ').trim();
}

export interface MarkdownSource {
  /** The tree of a text, or undefined when it is not at hand yet. */
  tree(text: string): MarkdownTree | undefined;
}

const MarkdownContext = createContext<MarkdownSource>({ tree: findTree });

/** Provides trees to the Prose below; texts it does not have are asked of the source above. */
export function MarkdownTreesProvider({
  trees,
  source,
  children,
}: {
  trees?: MarkdownTrees;
  source?: MarkdownSource;
  children: ReactNode;
}) {
  const outer = useContext(MarkdownContext);
  const value = useMemo<MarkdownSource>(
    () => source ?? { tree: (text) => readStoredTree(text, trees?.[textKey(text)]) ?? outer.tree(text) },
    [source, trees, outer],
  );
  return <MarkdownContext.Provider value={value}>{children}</MarkdownContext.Provider>;
}

/**
 * The tree of `text`: from the context, else from the parser, which loads once and then
 * renders again. Undefined until then (the caller shows the text's plain paragraphs).
 */
export function useMarkdownTree(text: string): MarkdownTree | undefined {
  const source = useContext(MarkdownContext);
  const found = source.tree(text);
  const [ready, setReady] = useState<Parser | null>(parser);
  const missing = found === undefined && text.trim() !== '';
  useEffect(() => {
    if (!missing || ready) return;
    let active = true;
    void loadMarkdown().then((module) => {
      if (active) setReady(module);
    });
    return () => {
      active = false;
    };
  }, [missing, ready]);
  if (found !== undefined || !(ready ?? parser)) return found;
  return findTree(text);
}
