/**
 * A reference in the lab's citation style, drawn from its nodes (shared/content/reference-nodes):
 * marks as elements, lab members' names linked to their pages. Never HTML from a string.
 */
import { Fragment, type ReactNode } from 'react';
import { itemPath } from '../../shared/content/model/collection-facts';
import { childrenOf, memberOfNode, type ReferenceNode } from '../../shared/content/scholarly/reference-nodes';
import { Link } from '../../shared/ui/site-link';

function draw(nodes: readonly ReferenceNode[], linkMembers: boolean): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
    const inner = draw(childrenOf(node), linkMembers);
    const member = memberOfNode(node);
    if (member !== undefined)
      return linkMembers ? (
        <Link key={index} to={itemPath('teamMembers', member)} className="author--lab">
          {inner}
        </Link>
      ) : (
        <span key={index} className="author--lab">
          {inner}
        </span>
      );
    switch (node[0]) {
      case 'i':
        return <i key={index}>{inner}</i>;
      case 'b':
        return <b key={index}>{inner}</b>;
      case 'sup':
        return <sup key={index}>{inner}</sup>;
      case 'sub':
        return <sub key={index}>{inner}</sub>;
      case 'sc':
        return (
          <span key={index} className="reference__small-caps">
            {inner}
          </span>
        );
      default:
        return (
          <span key={index} className="reference__upright">
            {inner}
          </span>
        );
    }
  });
}

/** The nodes of a reference; `linkMembers` links lab members' names (else they are only marked). */
export function ReferenceText({ nodes, linkMembers = true }: { nodes: readonly ReferenceNode[]; linkMembers?: boolean }) {
  return <>{draw(nodes, linkMembers)}</>;
}
