/**
 * Per-route document head: title, description, canonical URL, OpenGraph/Twitter cards,
 * extra meta tags (e.g. Google Scholar's citation_*) and JSON-LD. A route module exports
 * `head(content, params)`; the prerenderer writes it into each HTML file and the layout
 * applies it on client-side navigation. Pure: content and route in, data out.
 */
import type { Params } from 'react-router-dom';
import type { Content } from '../shared/content/model';

export const LAB_NAME = 'Discovery of Mind Lab';
export const UNIVERSITY_NAME = 'Halden University';
export const DEFAULT_DESCRIPTION =
  'Discovery of Mind Lab at Halden University: automated scientific discovery of mind and brain.';
/** The lab's default share image (a site path). */
export const DEFAULT_IMAGE = '/assets/og-default.png';

export interface HeadMeta {
  /** `name="…"` for ordinary and citation_* tags, `property="…"` for OpenGraph. */
  name?: string;
  property?: string;
  content: string;
}

export interface PageHead {
  /** The page's own title ("Team", a member's name); the lab name is appended. */
  title: string;
  description?: string;
  /** A site path or absolute URL of the share image; the lab's default when absent. */
  image?: string;
  /** OpenGraph type. */
  type?: 'website' | 'article' | 'profile';
  /** Extra meta tags, in order (citation_* tags for Google Scholar, for instance). */
  meta?: HeadMeta[];
  /** schema.org objects, each written as one application/ld+json block. */
  jsonLd?: Record<string, unknown>[];
  /** Keep this page out of search indexes (the not-found page). */
  noindex?: boolean;
}

export type HeadFn = (content: Content, params: Params) => PageHead;

/** "Team · Discovery of Mind Lab"; the home page is just the lab's name. */
export function fullTitle(head: PageHead): string {
  return head.title && head.title !== LAB_NAME ? `${head.title} · ${LAB_NAME}` : `${LAB_NAME} · ${UNIVERSITY_NAME}`;
}
