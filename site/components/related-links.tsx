/**
 * A detail page's short list of linked items (a project's software, a paper's research areas):
 * a titled section of links to each item's public address, absent when there is none.
 */
import type { ReactNode } from 'react';
import { itemPath } from '../../shared/content/model/collection-facts';
import type { EntityKind } from '../../shared/content/model/model';
import { Link } from '../../shared/ui/site-link';

interface Props<T extends { id: string }> {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  kind: EntityKind;
  items: readonly T[];
  name: (item: T) => string;
  /** What follows the link (", Python, R", "· Professor"). */
  detail?: (item: T) => ReactNode;
}

export function RelatedLinks<T extends { id: string }>({ id, title, kind, items, name, detail }: Props<T>) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="plain-list">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={itemPath(kind, item.id)}>{name(item)}</Link>
            {detail?.(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
