/**
 * The shape of the change review (./review.ts): sections, items and fields that changed. Read by
 * the review itself, its Markdown (./review-markdown.ts) and the Publish screen.
 */
import type { EntityKind, SettingsKey } from '../model/content-keys';

/** A piece of a text diff: kept, added or removed words (with their spacing). */
export interface TextPart {
  op: 'same' | 'add' | 'remove';
  text: string;
}

export interface FieldChange {
  field: string;
  /** The field in plain words ("image alt text", "repo URL"). */
  label: string;
  before: string;
  after: string;
  /** Long or multi-line text: shown as a word diff rather than old → new. */
  diff?: TextPart[];
  /** The language of a translated text that changed (docs/decisions/060); absent for the default language. */
  lang?: string;
}

export interface ItemChange {
  type: 'added' | 'changed' | 'removed';
  id: string;
  title: string;
  fields: FieldChange[];
}

export interface SectionReview {
  key: EntityKind | SettingsKey | 'teamImage' | 'labProfile';
  /** "Projects", "Featured items", ... */
  label: string;
  changes: ItemChange[];
  /** The same items in a different order. */
  reordered: boolean;
}

export interface ContentReview {
  sections: SectionReview[];
  /** Added, changed and removed items plus reorderings: the "N unpublished changes". */
  count: number;
}

