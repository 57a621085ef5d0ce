/**
 * Turns a route's PageHead into the tags of the document head, the same list for the
 * prerenderer (as HTML) and for client navigation (as DOM elements). Every tag carries
 * data-head, so navigation replaces exactly the tags a page added.
 */
import {
  absoluteAssetUrl,
  absoluteUrl,
  DEFAULT_IMAGE,
  fullTitle,
  headTextsOf,
  inLanguage,
  prefixOf,
  type PageHead,
  type SiteLocation,
} from './head';
import { rasterSharePath, shareCardAlt, svgSharePath } from './share-image';
import { labLogo, siteDescription, type LabProfile } from '../shared/content/model/lab-profile';

export type { SiteLocation };

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

/**
 * An image usable in a share card: http(s) or a site path; never data:, blob: or asset:. A
 * site SVG becomes the PNG the build renders from it; a remote SVG, which no preview service
 * renders and the build cannot fetch, is not usable.
 */
function usableImage(site: SiteLocation, image: string | undefined): string | undefined {
  const candidate = image?.trim();
  const svg = svgSharePath(candidate);
  if (svg) return absoluteAssetUrl(site, rasterSharePath(svg));
  if (candidate && /^https?:\/\//i.test(candidate) && !/\.svg([?#]|$)/i.test(candidate)) return candidate;
  if (candidate && candidate.startsWith('/') && !candidate.startsWith('//')) return absoluteAssetUrl(site, candidate);
  return undefined;
}

/**
 * The page's own image, else the profile's share image, else the lab's logo when it is not an
 * SVG (a new site has no share image yet), else the card the build makes from the lab's name
 * and colour (site/share-card.ts).
 */
function shareImage(site: SiteLocation, image: string | undefined, profile: LabProfile): { url: string; own: boolean; alt?: string } {
  const own = usableImage(site, image);
  if (own) return { url: own, own: true };
  const share = usableImage(site, profile.shareImage);
  if (share) return { url: share, own: false, alt: profile.shareImageAlt };
  const logo = labLogo(profile);
  const logoUrl = svgSharePath(logo) ? undefined : usableImage(site, logo);
  if (logoUrl) return { url: logoUrl, own: false, alt: logo === profile.logo.trim() ? profile.logoAlt : undefined };
  return { url: absoluteAssetUrl(site, DEFAULT_IMAGE), own: false, alt: shareCardAlt(profile) };
}

export function headTags(head: PageHead, site: SiteLocation, path: string, profile: LabProfile): HeadTag[] {
  const title = fullTitle(head, profile);
  const description = head.description?.trim() || siteDescription(profile);
  const url = absoluteUrl(site, path);
  const { url: image, own: ownImage, alt: labImageAlt } = shareImage(site, head.image, profile);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  // A page kept out of indexes names no canonical address: the not-found page's would be a 404 itself.
  const address = head.noindex ? [] : [{ tag: 'link', attrs: { rel: 'canonical', href: url } } satisfies HeadTag, ...alternates(site, path)];
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, text: title },
    meta('name', 'description', description),
    ...address,
    meta('property', 'og:site_name', profile.name),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title || title),
    meta('property', 'og:description', description),
    ...(head.noindex ? [] : [meta('property', 'og:url', url)]),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', ownImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title || title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ];
  // The item's own image with its alt text, or the lab's image with the profile's alt text for it
  // (the lab's name when none is written; none when the editor marked it decorative).
  const imageAlt = ownImage ? head.imageAlt?.trim() : (labImageAlt ?? profile.name).trim();
  if (imageAlt) tags.splice(tags.findIndex((tag) => tag.attrs.property === 'og:image') + 1, 0, meta('property', 'og:image:alt', imageAlt));
  if (imageAlt) tags.push(meta('name', 'twitter:image:alt', imageAlt));
  tags.push({
    tag: 'link',
    attrs: {
      rel: 'alternate',
      type: 'application/atom+xml',
      title: headTextsOf(site).feedTitle(profile.name),
      href: absoluteAssetUrl(site, `${prefixOf(site)}/feed.xml`),
    },
  });
  for (const alternate of head.alternates ?? []) tags.push({ tag: 'link', attrs: { rel: 'alternate', ...alternate } });
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  for (const extra of head.meta ?? []) {
    if (!extra.content) continue;
    tags.push(
      extra.property ? meta('property', extra.property, extra.content) : meta('name', extra.name ?? '', extra.content),
    );
  }
  for (const data of head.jsonLd ?? []) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonLdText(data) });
  }
  return tags;
}

/**
 * The page in each of the site's languages, and x-default (the default language's, served at the
 * root) for visitors whose language the site does not speak (docs/decisions/060).
 */
function alternates(site: SiteLocation, path: string): HeadTag[] {
  const languages = site.language?.languages ?? [];
  if (languages.length < 2) return [];
  const link = (hreflang: string, lang: string): HeadTag => ({
    tag: 'link',
    attrs: { rel: 'alternate', hreflang, href: absoluteUrl(inLanguage(site, lang), path) },
  });
  return [...languages.map((lang) => link(lang, lang)), link('x-default', languages[0]!)];
}

/** JSON for a script element: "<" escaped so no text can close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags as HTML for a prerendered file. */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries({ ...attrs, 'data-head': '' })
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`;
      // Script text is JSON with "<" escaped; title text is HTML-escaped.
      return `<${tag}${attributes}>${tag === 'script' ? (text ?? '') : escapeHtml(text ?? '')}</${tag}>`;
    })
    .join('\n    ');
}
