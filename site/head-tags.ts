/**
 * Turns a route's PageHead into the tags of the document head, the same list for the
 * prerenderer (as HTML) and for client navigation (as DOM elements). Every tag carries
 * data-head, so navigation replaces exactly the tags a page added.
 */
import {
  absoluteAssetUrl,
  absoluteUrl,
  DEFAULT_DESCRIPTION,
  DEFAULT_IMAGE,
  fullTitle,
  LAB_NAME,
  type PageHead,
  type SiteLocation,
} from './head';
import { rasterSharePath, svgSharePath } from './share-image';

export type { SiteLocation };

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

/**
 * An image usable in a share card: http(s) or a site path; never data:, blob: or asset:. A
 * site SVG becomes the PNG the build renders from it; a remote SVG, which no preview service
 * renders and the build cannot fetch, gives way to the lab's default image.
 */
function shareImage(site: SiteLocation, image: string | undefined): { url: string; own: boolean } {
  const candidate = image?.trim();
  const svg = svgSharePath(candidate);
  if (svg) return { url: absoluteAssetUrl(site, rasterSharePath(svg)), own: true };
  if (candidate && /^https?:\/\//i.test(candidate) && !/\.svg([?#]|$)/i.test(candidate)) return { url: candidate, own: true };
  if (candidate && candidate.startsWith('/') && !candidate.startsWith('//'))
    return { url: absoluteAssetUrl(site, candidate), own: true };
  return { url: absoluteAssetUrl(site, DEFAULT_IMAGE), own: false };
}

export function headTags(head: PageHead, site: SiteLocation, path: string): HeadTag[] {
  const title = fullTitle(head);
  const description = head.description?.trim() || DEFAULT_DESCRIPTION;
  const url = absoluteUrl(site, path);
  const { url: image, own: ownImage } = shareImage(site, head.image);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  // A page kept out of indexes names no canonical address: the not-found page's would be a 404 itself.
  const address = head.noindex ? [] : [{ tag: 'link', attrs: { rel: 'canonical', href: url } } satisfies HeadTag];
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, text: title },
    meta('name', 'description', description),
    ...address,
    meta('property', 'og:site_name', LAB_NAME),
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
  // The item's own image with its alt text, or the lab's default image (its alt is the lab's name).
  const imageAlt = ownImage ? head.imageAlt?.trim() : LAB_NAME;
  if (imageAlt) tags.splice(tags.findIndex((tag) => tag.attrs.property === 'og:image') + 1, 0, meta('property', 'og:image:alt', imageAlt));
  if (imageAlt) tags.push(meta('name', 'twitter:image:alt', imageAlt));
  tags.push({
    tag: 'link',
    attrs: {
      rel: 'alternate',
      type: 'application/atom+xml',
      title: `${LAB_NAME} · News`,
      href: absoluteAssetUrl(site, '/feed.xml'),
    },
  });
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
