/**
 * Per-route document head: title, description, canonical URL, OpenGraph/Twitter cards,
 * extra meta tags (e.g. Google Scholar's citation_*) and JSON-LD. A route module exports
 * `head(content, params)`; the prerenderer writes it into each HTML file and the layout
 * applies it on client-side navigation. Pure: content and route in, data out.
 */
import type { Params } from 'react-router-dom';
import { pageTitle, type LabProfile } from '../shared/content/model/lab-profile';
import type { Content, EntityKind } from '../shared/content/model/model';
import { canonicalPath } from '../shared/content/read/urls';
import { languagePrefix } from '../shared/content/model/languages';
import type { FrameMessages } from './i18n/en';
import type { Catalogue } from './i18n/catalogues';
import { frame } from './i18n/en/frame';
import { HEAD_TEXTS, type HeadTexts } from './i18n/heads';

/** The share image when the profile names none (a site path): the card the build makes from the lab's name and colour. */
export { LAB_SHARE_CARD as DEFAULT_IMAGE } from './share-image';

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
  /** The share image's alt text (og:image:alt, twitter:image:alt); none for a decorative image. */
  imageAlt?: string;
  /** OpenGraph type. */
  type?: 'website' | 'article' | 'profile';
  /** Extra meta tags, in order (citation_* tags for Google Scholar, for instance). */
  meta?: HeadMeta[];
  /** schema.org objects, each written as one application/ld+json block. */
  jsonLd?: Record<string, unknown>[];
  /** Keep this page out of search indexes (the not-found page). */
  noindex?: boolean;
  /** Other forms of the page's content, besides the news feed every page names (the events' calendar). */
  alternates?: { type: string; title: string; href: string }[];
}

/** Where the built site lives (SITE_URL, BASE_PATH), for absolute URLs. */
export interface SiteLocation {
  /** scheme://host[:port] of the deployed site. */
  origin: string;
  /** "/" or "/lab-site/". */
  basePath: string;
  /** The page's language and the site's (default first), with the page's words; English only when absent. */
  language?: SiteLanguageInfo;
}

export interface SiteLanguageInfo {
  lang: string;
  languages: readonly string[];
  messages: Catalogue;
}

/** The frame's words of a page's head (the not-found titles), in its language. */
export function messagesOf(site: SiteLocation): FrameMessages {
  return site.language?.messages ?? frame;
}

/** The words of a page's head (titles, descriptions, the feed's), in its language; English where none are written. */
export function headTextsOf(site: SiteLocation): HeadTexts {
  const lang = site.language?.lang ?? 'en';
  return (Object.hasOwn(HEAD_TEXTS, lang) ? HEAD_TEXTS[lang] : undefined) ?? HEAD_TEXTS.en!;
}

/** The path prefix of the page's language ("" in the default language, "/nb" in Norwegian). */
export function prefixOf(site: SiteLocation): string {
  const language = site.language;
  return language ? languagePrefix(language.lang, language.languages[0] ?? language.lang) : '';
}

/** The same site in another of its languages. */
export function inLanguage(site: SiteLocation, lang: string): SiteLocation {
  return site.language ? { ...site, language: { ...site.language, lang } } : site;
}

/**
 * `today` (YYYY-MM-DD) judges dated content: the build's day when prerendering, the browser's after.
 * `totals`: sizes of whole collections, where the page's data holds only some of it (docs/decisions/030).
 */
export type HeadFn = (
  content: Content,
  params: Params,
  site: SiteLocation,
  today?: string,
  totals?: Partial<Record<EntityKind, number>>,
) => PageHead;

/**
 * The public URL of a route path in the page's language: directories end in "/" as static hosts
 * serve them (fragments stay last).
 */
export function absoluteUrl(site: SiteLocation, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const prefix = prefixOf(site).slice(1);
  return `${site.origin}${site.basePath}${prefix ? `${prefix}/` : ''}${canonicalPath(`/${path.replace(/^\/+/, '')}`).slice(1)}`;
}

/** The JSON-LD `@id` of a member's Person, from their page's absolute URL: the same on their page and on their papers. */
export function personId(memberUrl: string): string {
  return `${memberUrl}#person`;
}

/** A site file path (e.g. /assets/og-default.png) as an absolute URL. */
export function absoluteAssetUrl(site: SiteLocation, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${site.origin}${site.basePath}${path.replace(/^\/+/, '')}`;
}

/**
 * An address from a text's Markdown as a feed or JSON-LD holds it: a site page or file made
 * absolute (a page in the site's language), a web or mail address as it is, a picture stored
 * only in an editor's browser (asset:) or embedded (data:) left out.
 */
export function absoluteContentUrl(site: SiteLocation, url: string, use: 'link' | 'image'): string | null {
  if (url.startsWith('/')) {
    const bare = url.split(/[?#]/)[0] ?? '';
    return use === 'image' || bare.startsWith('/assets/') || /\.[a-z0-9]{1,5}$/i.test(bare) ? absoluteAssetUrl(site, url) : absoluteUrl(site, url);
  }
  return /^(https?|mailto):/i.test(url) ? url : null;
}

/** "Team · {lab name}"; the home page is the lab's name and institution. */
export function fullTitle(head: PageHead, profile: LabProfile): string {
  return pageTitle(profile, head.title);
}

/** Plain text for a meta description: one line, at most `max` characters, cut at a word. */
export function describe(text: string | undefined, max = 160): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
