/**
 * A formatted reference as data (docs/decisions/073): the build renders each paper in the lab's
 * citation style and stores the result in the page data as this small tree, which the site
 * draws with React. So a visitor's page carries the finished text and no citation engine, and
 * nothing of it is ever inserted as HTML.
 */

/** Text, or a run of it with one mark: italic, bold, small capitals, superscript, subscript, upright. */
export type ReferenceMark = 'i' | 'b' | 'sc' | 'sup' | 'sub' | 'n';

export type ReferenceNode =
  | string
  | { t: ReferenceMark; c: ReferenceNode[] }
  /** A lab member's name: the site links it to the member's page. */
  | { t: 'm'; id: string; c: ReferenceNode[] };

/** A paper's reference texts in the lab's style. */
export interface RenderedReference {
  /** The whole reference (the Cite block). */
  full: ReferenceNode[];
  /** The reference without the title and the DOI, for lists that show both apart. */
  entry: ReferenceNode[];
}

/** The plain text of nodes (what Copy copies). */
export function referencePlainText(nodes: readonly ReferenceNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : referencePlainText(node.c))).join('');
}
