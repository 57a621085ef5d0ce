/**
 * The default admin list of a collection (docs/decisions/085): each item's name, a line of its
 * other required short fields (a day written as a date), and its Edit and View links, newest
 * first where the collection has a required day. A collection whose list needs more (badges,
 * logos, reordering) keeps a list of its own.
 */
import { COLLECTIONS, itemName, itemPath } from '../../content/model/collections';
import type { EntityKind } from '../../content/model/model';
import { useContent } from '../../ui/content-context';
import { RouterLink as Link } from '../../ui/router-link';
import { formatShortDate } from '../format';
import { PublicLink } from '../links';
import { editPath } from '../paths';
import { ListScreen } from './list-screen';

type Row = { id: string } & Record<string, unknown>;

/** The fields a row's second line shows: the required one-line fields besides the name. */
function metaFields(kind: EntityKind) {
  const { fields, nameField } = COLLECTIONS[kind];
  return fields.filter((spec) => spec.required && spec.key !== nameField && (spec.kind === 'text' || spec.kind === 'date'));
}

export function DeclaredList({ kind }: { kind: EntityKind }) {
  const content = useContent();
  const collection = COLLECTIONS[kind];
  const meta = metaFields(kind);
  const day = meta.find((spec) => spec.kind === 'date');
  const rows = [...(content[kind] as readonly Row[])];
  if (day) rows.sort((a, b) => String(b[day.key] ?? '').localeCompare(String(a[day.key] ?? '')));
  return (
    <ListScreen
      kind={kind}
      items={rows}
      renderItem={(item) => {
        const name = itemName(kind, item);
        const line = meta
          .map((spec) => (spec.kind === 'date' ? (item[spec.key] ? formatShortDate(String(item[spec.key])) : '') : String(item[spec.key] ?? '')))
          .filter(Boolean)
          .join(' · ');
        return (
          <>
            <span className="studio-row-main">
              <span className="studio-row-title">{name || '(untitled)'}</span>
              {line && <span className="studio-row-meta">{line}</span>}
            </span>
            <span className="studio-actions">
              <Link className="studio-link" to={editPath(kind, item.id)} aria-label={`Edit ${name}`}>
                Edit
              </Link>
              {collection.item && (
                <PublicLink to={itemPath(kind, item.id)} label={`View ${name}`}>
                  View
                </PublicLink>
              )}
            </span>
          </>
        );
      }}
    />
  );
}
