/**
 * Every URL that comes from content passes through here before it becomes an href or a src
 * (docs/architecture.md, "Security model"): http, https, mailto, same-site paths, stored assets and
 * embedded raster images only. Anything else — javascript:, data:text/html, vbscript:,
 * protocol-relative //host — yields null and the caller renders no link or image.
 */
import { CODE_HOST_PROFILE, DOI_RESOLVER } from '../model/constants';

// Control characters and whitespace that browsers strip or ignore inside a scheme.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001F\u007F\u00A0\u1680\u2000-\u200F\u2028\u2029\u202F\u205F\u3000\uFEFF]/g;
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif|bmp);base64,[a-z0-9+/=\s]+$/i;

export type UrlUse = 'link' | 'image';

/** A URL safe to use as an href ('link') or img src ('image'), or null. */
export function safeUrl(value: string | null | undefined, use: UrlUse = 'link'): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed || /(?:undefined|null)$/.test(trimmed)) return null;
  const compact = trimmed.replace(INVISIBLE, '');
  if (compact.startsWith('/') && !compact.startsWith('//') && !compact.startsWith('/\\')) return trimmed;
  if (use === 'image' && compact.startsWith('asset:')) return trimmed;
  if (use === 'image' && SAFE_DATA_IMAGE.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(compact);
  } catch {
    return null;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  if (use === 'link' && url.protocol === 'mailto:') return url.href;
  return null;
}

/** True when a link URL leaves the site (opens in a new tab with rel="noopener"). */
export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** A DOI without resolver prefix or "doi:" ("https://doi.org/10.5555/x" -> "10.5555/x"). */
export function bareDoi(doi: string): string {
  return doi
    .trim()
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '');
}

/** The DOI resolver link of a publication's doi field ("10.5555/x" or a doi.org URL). */
export function doiUrl(doi: string | undefined): string | null {
  if (!doi) return null;
  const bare = bareDoi(doi);
  if (!/^10\.\d{4,9}\/\S+$/.test(bare)) return null;
  return `${DOI_RESOLVER}${bare.split('/').map(encodeURIComponent).join('/')}`;
}

/** The code-hosting profile of a username, or null for anything that is not a username. */
export function codeHostProfileUrl(username: string | undefined): string | null {
  const name = username?.trim().replace(/^@/, '');
  if (!name || !/^[a-z\d](?:[a-z\d-]{0,38})$/i.test(name)) return null;
  return `${CODE_HOST_PROFILE}${name}`;
}

const MAIL_ADDRESS =
  /^[a-z0-9.!$'*+/=^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** A mailto link for an email address, with an optional subject. */
export function mailtoUrl(email: string | undefined, subject?: string): string | null {
  const address = email?.trim();
  // The HTML email grammar, minus the characters that would start or split a mailto query
  // (?, &, #, %): an address must never smuggle in its own subject, cc or body.
  if (!address || !MAIL_ADDRESS.test(address)) return null;
  return `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

/**
 * The canonical form of a same-site page path: directories end in "/", as the prerendered
 * files (/team/index.html), canonical URLs and the sitemap have them, so a static host such as
 * GitHub Pages serves a link without a redirect. Files (/feed.xml), the query and the fragment
 * are kept as they are: "/join-us#job-1" gives "/join-us/#job-1", never "/join-us#job-1/".
 */
export function canonicalPath(path: string): string {
  const match = /^([^?#]*)([?#].*)?$/.exec(path);
  const pathname = match?.[1] ?? '';
  const rest = match?.[2] ?? '';
  if (pathname === '' || pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname)) return `${pathname}${rest}`;
  return `${pathname}/${rest}`;
}
