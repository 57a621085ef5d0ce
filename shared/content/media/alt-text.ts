/**
 * Alternative text of content images (docs/decisions/046). Each image field has an alt field
 * beside it: absent means "not written yet" (a problem once there is an image), an empty text
 * means the editor chose "decorative" (the page renders alt=""), any other text describes it.
 */
import { COLLECTIONS } from '../model/collections';
import { ENTITY_KINDS } from '../model/kinds';
import type { EntityKind } from '../model/model';

export { imgAlt } from './img-alt';

export const ALT_TEXT_MESSAGE = 'Please describe the image in the alt text field, or mark it as decorative';
export const SHARE_ALT_TEXT_MESSAGE = 'Please describe the share image in its alt text field, or mark it as decorative';

/** Where an entity keeps its image and the image's alt text, and how large pages show it. */
export interface ImageSlot {
  kind: EntityKind;
  image: string;
  alt: string;
  /** The widest the site displays it, in CSS pixels (share cards excluded). */
  displayWidth: number;
}

export const IMAGE_SLOTS: readonly ImageSlot[] = ENTITY_KINDS.flatMap((kind) => {
  const image = COLLECTIONS[kind].image;
  return image ? [{ kind, image: image.field, alt: image.alt, displayWidth: image.displayWidth }] : [];
});

export function imageSlotOf(kind: EntityKind): ImageSlot | undefined {
  return IMAGE_SLOTS.find((slot) => slot.kind === kind);
}

const field = (item: object, key: string): unknown => (item as Record<string, unknown>)[key];

/** The image an item shows, or '' (a news item with emojis shows a banner, not its image URL). */
export function imageOf(kind: EntityKind, item: object): string {
  const slot = imageSlotOf(kind);
  if (!slot) return '';
  if (kind === 'newsItems' && ((field(item, 'emojiHexcodes') as string[] | undefined) ?? []).length > 0) return '';
  const value = field(item, slot.image);
  return typeof value === 'string' ? value.trim() : '';
}

/** The item's alt text: a text, '' when decorative, undefined when none was given. */
export function altOf(kind: EntityKind, item: object): string | undefined {
  const slot = imageSlotOf(kind);
  const value = slot ? field(item, slot.alt) : undefined;
  return typeof value === 'string' ? value.trim() : undefined;
}

/** True when an item shows an image without alt text and without the "decorative" choice. */
export function isAltTextMissing(kind: EntityKind, item: object): boolean {
  if (!imageOf(kind, item)) return false;
  const raw = field(item, imageSlotOf(kind)!.alt);
  // '' is the explicit decorative choice; whitespace alone is no description.
  return raw === undefined || (typeof raw === 'string' && raw !== '' && raw.trim() === '');
}

/** Where an item keeps its own share image and that image's alt text (news items and projects). */
export interface ShareImageSlot {
  kind: EntityKind;
  image: string;
  alt: string;
}

export const SHARE_IMAGE_SLOTS: readonly ShareImageSlot[] = ENTITY_KINDS.flatMap((kind) => {
  const share = COLLECTIONS[kind].shareImage;
  return share ? [{ kind, image: share.field, alt: share.alt }] : [];
});

/** The item's own share image, or '' (none given, or a collection without one). */
export function shareImageOf(kind: EntityKind, item: object): string {
  const slot = SHARE_IMAGE_SLOTS.find((entry) => entry.kind === kind);
  const value = slot ? field(item, slot.image) : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * What link previews and structured data show of an item's page: its own share image with that
 * image's alt text when it has one, else its image with the image's alt text (both may be empty:
 * the page's head then falls back to the lab's).
 */
export function itemShareImage(kind: EntityKind, item: object): { image: string | undefined; alt: string | undefined } {
  const slot = SHARE_IMAGE_SLOTS.find((entry) => entry.kind === kind);
  const own = shareImageOf(kind, item);
  if (slot && own) return { image: own, alt: optionalString(field(item, slot.alt)) };
  const main = imageSlotOf(kind);
  return main
    ? { image: optionalString(field(item, main.image)), alt: optionalString(field(item, main.alt)) }
    : { image: undefined, alt: undefined };
}

const optionalString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** True when an item has its own share image without alt text and without the "decorative" choice. */
export function isShareAltMissing(kind: EntityKind, item: object): boolean {
  if (!shareImageOf(kind, item)) return false;
  const raw = field(item, SHARE_IMAGE_SLOTS.find((entry) => entry.kind === kind)!.alt);
  return raw === undefined || (typeof raw === 'string' && raw !== '' && raw.trim() === '');
}

/** The form rule: an image (and a share image) needs alt text or the decorative choice. */
export function validateAltText(kind: EntityKind, item: object): string | null {
  if (isAltTextMissing(kind, item)) return ALT_TEXT_MESSAGE;
  return isShareAltMissing(kind, item) ? SHARE_ALT_TEXT_MESSAGE : null;
}
