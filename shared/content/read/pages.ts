/**
 * A lab's own pages (docs/decisions/077): the address rules of their slugs, the first path
 * segments the site keeps for itself, and where each page is linked from. No schema lives here,
 * so the visitor's page code (the header, the footer) may import it.
 */
import { COLLECTION_FACTS, type CollectionFacts } from '../model/collection-facts';
import { ENTITY_KINDS } from '../model/content-keys';
import type { Page, PagePlacement } from '../model/schemas';

/** The longest slug a page may have (the same bound as an id). */
export const SLUG_MAX_LENGTH = 64;
const SLUG_GRAMMAR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The first path segments of the site's own addresses, which a page's slug may never take: every
 * public route's first segment and the studio's (site/app.tsx; a unit test fails when the route
 * table gains one that is missing here), the build's folders beside the pages (`assets/` holds the
 * pictures and the code), and names a static host or the build gives a meaning of their own.
 * Files with an extension (feed.xml, sitemap.xml, robots.txt, 404.html) need no entry: a slug
 * has no dot.
 */
const OWN_SEGMENTS: readonly string[] = [
  'projects',
  'team',
  'feed',
  'news',
  'publications',
  'software',
  'join-us',
  'jobs',
  'contact',
  'search',
  'admin',
  'assets',
  'page-data',
  'index',
  '404',
];

/** The first segment of every collection's public list and item pages (docs/decisions/083, 085). */
const COLLECTION_SEGMENTS = ENTITY_KINDS.flatMap((kind) => {
  const { listPage, item }: CollectionFacts = COLLECTION_FACTS[kind];
  return [listPage, item?.('x')].flatMap((path) => (path ? [path.split(/[/#]/).filter(Boolean)[0] ?? ''] : [])).filter(Boolean);
});

export const BUILT_IN_SEGMENTS: readonly string[] = [...new Set([...OWN_SEGMENTS, ...COLLECTION_SEGMENTS])];

export const SLUG_REQUIRED = 'Please enter the page address (its slug), such as open-science';
export const SLUG_MESSAGE = `The page address must be lower-case letters, digits and single hyphens (at most ${SLUG_MAX_LENGTH} characters), such as open-science`;
export const slugReservedMessage = (slug: string) =>
  `The address /${slug}/ is one of the site's own pages or files; choose another address for this page`;
export const slugLanguageMessage = (slug: string) =>
  `The address /${slug}/ is kept for a language of the site; choose another address for this page`;
export const slugTakenMessage = (slug: string) =>
  `Another page already has the address /${slug}/; choose another address for this page`;

/** A language-shaped first segment: two letters name a language (ISO 639-1), now or once the site adds it. */
const LANGUAGE_SEGMENT = /^[a-z]{2}$/;

/**
 * The first problem with a slug taken alone (grammar, a built-in address, a language prefix), or
 * null. `languages` are the site's languages, which a three-letter code may be.
 */
export function slugProblem(slug: string, languages: readonly string[] = []): string | null {
  const value = slug.trim();
  if (!value) return SLUG_REQUIRED;
  if (value.length > SLUG_MAX_LENGTH || !SLUG_GRAMMAR.test(value)) return SLUG_MESSAGE;
  if (BUILT_IN_SEGMENTS.includes(value)) return slugReservedMessage(value);
  if (LANGUAGE_SEGMENT.test(value) || languages.includes(value)) return slugLanguageMessage(value);
  return null;
}

/** The first problem of a page's slug among the other pages (same address twice), or null. */
export function slugClash(page: Pick<Page, 'id' | 'slug'>, pages: readonly Pick<Page, 'id' | 'slug'>[]): string | null {
  const slug = page.slug.trim();
  return pages.some((other) => other.id !== page.id && other.slug.trim() === slug) ? slugTakenMessage(slug) : null;
}

/** The route pattern of the lab's pages in the site's route table. */
export const LAB_PAGE_ROUTE = '/:slug';

/** A page's public address (in the default language; the language prefix goes before it). */
export function pagePath(page: Pick<Page, 'slug'>): string {
  return `/${page.slug}`;
}

/** A slug from a title ("Open science" -> "open-science"), for a new page's address. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** The pages linked from one place, in content order; pages whose address is unusable never are. */
export function pagesIn(pages: readonly Page[] | undefined, placement: PagePlacement): Page[] {
  return (pages ?? []).filter(
    (page) => page.placement === placement && page.title.trim() !== '' && slugProblem(page.slug) === null,
  );
}

/** The words the placement choice shows in the studio. */
export const PLACEMENT_LABELS: Record<PagePlacement, string> = {
  nav: 'Main navigation',
  footer: 'Footer',
  link: 'Only by link',
};
