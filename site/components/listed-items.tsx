/**
 * The lists a member's or a research area's page shows of the collections that name it (talks,
 * courses …), from their declarations (shared/content/read/listings.ts): each headed with its
 * section's word in the navigation, each item linked to its page and followed by its declared
 * line.
 */
import { COLLECTION_FACTS, itemName, type CollectionFacts } from '../../shared/content/model/collection-facts';
import { listingsOn, type ListedItem, type ListingTarget } from '../../shared/content/read/listings';
import { sectionOfCollection } from '../../shared/content/read/sections';
import { formatDate } from '../../shared/content/read/text';
import type { EntityKind } from '../../shared/content/model/content-keys';
import { useContent } from '../../shared/ui/content-context';
import { useMessages } from '../i18n/language';
import { RelatedLinks } from './related-links';

/** What follows an item's link: its declared line fields, a day in the page's words (" · CogSci 2026, 30 July 2026"). */
export function listedLine(kind: EntityKind, item: ListedItem, locale: string): string {
  const listed = (COLLECTION_FACTS[kind] as CollectionFacts).listedOn;
  return (listed?.line ?? [])
    .map((key) => {
      const value = item[key];
      if (typeof value !== 'string' || !value.trim()) return '';
      return listed?.days.includes(key) ? formatDate(value, locale) : value.trim();
    })
    .filter(Boolean)
    .join(', ');
}

export function ListedItems({ target, id }: { target: ListingTarget; id: string }) {
  const t = useMessages();
  const content = useContent();
  const nav = t.nav as Record<string, string>;
  return (
    <>
      {listingsOn(content, target, id).map(({ kind, items }) => {
        const section = sectionOfCollection(kind);
        return (
          <RelatedLinks
            key={kind}
            id={`${kind}-title`}
            title={(section && nav[section]) || COLLECTION_FACTS[kind].section}
            kind={kind}
            items={items}
            name={(item) => itemName(kind, item)}
            detail={(item) => {
              const line = listedLine(kind, item, t.locale);
              return line ? <span className="muted"> · {line}</span> : null;
            }}
          />
        );
      })}
    </>
  );
}
