/**
 * The fields a lab writes in Markdown (docs/decisions/076): the site renders them as formatted
 * prose and the studio edits them with the Markdown field (toolbar, shortcuts, preview), in every
 * language. A job's requirements are Markdown too, one line each (shown in a list the page makes).
 */
import type { EntityKind } from './model';

export const MARKDOWN_FIELDS: Readonly<Record<EntityKind, readonly string[]>> = {
  teamMembers: ['bio'],
  projects: ['description'],
  newsItems: ['content'],
  publications: [],
  software: ['description'],
  collaborators: [],
  fundingSources: [],
  jobOpenings: ['description'],
  pages: ['body'],
};

/** The lab profile's Markdown texts, as paths into it. */
export const PROFILE_MARKDOWN_FIELDS = [
  'home.mission',
  'contact.collaborations.text',
  'contact.jobs.text',
  'contact.press.text',
] as const;
