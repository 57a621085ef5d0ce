/**
 * The fields a lab writes in Markdown (docs/decisions/076): the site renders them as formatted
 * prose and the studio edits them with the Markdown field (toolbar, shortcuts, preview), in every
 * language. A job's requirements are Markdown too, one line each (shown in a list the page makes).
 */
import { byCollection, COLLECTIONS } from './collections';
import type { EntityKind } from './content-keys';

/** Each collection's Markdown texts, from its declaration (fields of the kind "markdown"). */
export const MARKDOWN_FIELDS: Readonly<Record<EntityKind, readonly string[]>> = byCollection((kind) => COLLECTIONS[kind].markdown);

/** The lab profile's Markdown texts, as paths into it. */
export const PROFILE_MARKDOWN_FIELDS = [
  'home.mission',
  'contact.collaborations.text',
  'contact.jobs.text',
  'contact.press.text',
] as const;
