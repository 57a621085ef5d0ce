/**
 * A formatted reference as data (docs/decisions/073): the build renders each paper in the lab's
 * citation style and stores the result in the page data as this small tree, which the site
 * draws with React. So a visitor's page carries the finished text and no citation engine, and
 * nothing of it is ever inserted as HTML.
 */

/** Text, or a run of it with one mark: italic, bold, small capitals, superscript, subscript, upright. */
export type ReferenceMark = 'i' | 'b' | 'sc' | 'sup' | 'sub' | 'n';

/**
 * Text, or a marked run as [mark, ...children]; a lab member's name as ['@' + member id, ...children],
 * which the site links to the member's page. Tuples keep the page data small.
 */
export type ReferenceNode = string | [ReferenceMark | `@${string}`, ...ReferenceNode[]];

/** The member id of a member's name node, else undefined. */
export const memberOfNode = (node: Exclude<ReferenceNode, string>): string | undefined => (node[0].startsWith('@') ? node[0].slice(1) : undefined);

/** The children of a marked node. */
export const childrenOf = (node: Exclude<ReferenceNode, string>): ReferenceNode[] => node.slice(1) as ReferenceNode[];

/** A paper's reference texts in the lab's style. */
export interface RenderedReference {
  /** The whole reference (the Cite block). */
  full: ReferenceNode[];
  /** The reference without the title and the DOI, for lists that show both apart. */
  entry: ReferenceNode[];
}

/** The plain text of nodes (what Copy copies). */
export function referencePlainText(nodes: readonly ReferenceNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : referencePlainText(childrenOf(node)))).join('');
}
