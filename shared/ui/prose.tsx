/**
 * A lab's prose on a page (docs/decisions/076): the Markdown tree of a text as elements, never
 * as injected HTML. Links and images go through SafeLink and SafeImage (an external link opens
 * a new tab with rel="noopener noreferrer"); headings sit below the page's own (`headingBase`).
 * Until a text's tree is at hand it shows the text's plain paragraphs.
 */
import { Fragment, type ReactNode } from 'react';
import { excerpt } from '../content/read/text';
import {
  inlineNodes,
  paragraphTree,
  shownTag,
  topHeading,
  treeText,
  truncateTree,
  type MarkdownNode,
  type MarkdownTree,
} from '../content/prose/markdown-tree';
import { useMarkdownTree } from './markdown-trees';
import { SafeImage, SafeLink } from './safe-link';

export interface ProseProps {
  text: string;
  /** The level of the text's top headings: one below the heading the text sits under (2 under a page's h1). */
  headingBase?: number;
  /** A class for each paragraph (a card's text style). */
  paragraphClassName?: string;
  /** Cut at this many characters of text, with "..." (the home page's cards). */
  max?: number;
  /** Inline only: the text of one list item or line, without a paragraph around it. */
  inline?: boolean;
}

function renderNodes(
  nodes: readonly MarkdownNode[],
  headingBase: number,
  top: number,
  paragraphClassName: string | undefined,
): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
    const children = node.children ? renderNodes(node.children, headingBase, top, paragraphClassName) : null;
    switch (node.tag) {
      case 'a':
        return (
          <SafeLink key={index} href={node.attrs?.href} title={node.attrs?.title}>
            {children}
          </SafeLink>
        );
      case 'img':
        return <SafeImage key={index} src={node.attrs?.src} alt={node.attrs?.alt ?? ''} title={node.attrs?.title} />;
      case 'br':
        return <br key={index} />;
      case 'hr':
        return <hr key={index} />;
      case 'ol':
        return (
          <ol key={index} start={node.attrs?.start ? Number(node.attrs.start) : undefined}>
            {children}
          </ol>
        );
      case 'p':
        return (
          <p key={index} className={paragraphClassName}>
            {children}
          </p>
        );
      default: {
        const Tag = shownTag(node.tag, headingBase, top);
        return <Tag key={index}>{children}</Tag>;
      }
    }
  });
}

/** The elements of a tree (the studio's preview renders a tree it made itself). */
export function ProseTree({
  tree,
  headingBase = 2,
  paragraphClassName,
}: {
  tree: MarkdownTree;
  headingBase?: number;
  paragraphClassName?: string;
}) {
  return <>{renderNodes(tree, headingBase, topHeading(tree), paragraphClassName)}</>;
}

export function Prose({ text, headingBase = 2, paragraphClassName, max, inline }: ProseProps) {
  const found = useMarkdownTree(text);
  let tree = found ?? paragraphTree(text);
  if (inline) tree = inlineNodes(tree);
  if (max !== undefined) tree = truncateTree(tree, max);
  return <ProseTree tree={tree} headingBase={headingBase} paragraphClassName={paragraphClassName} />;
}

/** A text's words without formatting, cut at `max` characters with "..." (cards that show a short excerpt). */
export function ProseExcerpt({ text, max }: { text: string; max: number }) {
  const tree = useMarkdownTree(text);
  return <>{excerpt(tree ? treeText(tree) : text, max)}</>;
}
