/**
 * Marks an element as the rendering of one content item, so the side panel's click-to-edit can
 * find it (data-edit-kind / data-edit-id / data-edit-field) and so `#<id>` links reach it.
 * Plain attributes in the HTML: prerendered pages carry them too, and visitors see nothing.
 */
import type { EntityKind } from '../content/model/model';

/** What an editable region is: one of the eight data sets, a home page setting, or a part of the lab profile. */
export type EditKind = EntityKind | 'featuredItems' | 'teamImage' | 'labProfile';

export interface EditableOptions {
  /** Give the element the item's id as its DOM id (only once per page: the item's main rendering). */
  anchor?: boolean;
}

/** Props for the element that renders the item `id` of `kind`. */
export function editableItem(kind: EditKind, id: string, options: EditableOptions = {}): Record<string, string> {
  const props: Record<string, string> = { 'data-edit-kind': kind, 'data-edit-id': id };
  if (options.anchor) props.id = id;
  return props;
}

/** Props for an element inside an editable item that shows one field (title, abstract, ...). */
export function editableField(field: string): { 'data-edit-field': string } {
  return { 'data-edit-field': field };
}
