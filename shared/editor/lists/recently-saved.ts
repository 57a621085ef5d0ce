/**
 * Which item of each list was saved last in this tab, so the list can highlight it (and
 * scroll to it) when the editor returns there: the form may redirect to the dashboard first
 * (docs/product.md §2), and a list sorted by date or year may put the new item far from the top.
 */
import type { EntityKind } from '../../content/model/model';

const recent = new Map<EntityKind, string>();

export function rememberSaved(kind: EntityKind, id: string): void {
  recent.set(kind, id);
}

export function recentlySaved(kind: EntityKind): string | null {
  return recent.get(kind) ?? null;
}

/** Called once the list has shown the highlight, so it is not shown again on the next visit. */
export function forgetSaved(kind: EntityKind, id: string): void {
  if (recent.get(kind) === id) recent.delete(kind);
}

/** The words of a list search: every one must occur in the item's main text (any case). */
export function matchesSearch(text: string, query: string): boolean {
  const haystack = text.toLocaleLowerCase();
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
