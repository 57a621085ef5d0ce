/**
 * Responsive pictures (docs/decisions/075): which raster pictures of the content the site
 * shows, in which place, and the widths the build makes of each in AVIF and WebP. The build
 * (scripts/responsive-images.mjs) makes the files; each page's data carries the entries of the
 * pictures it shows (`variantsForPage`), so the prerendered HTML and the browser's render agree.
 * SVG stays SVG; an address elsewhere or a picture stored in an editor's browser has no variants.
 */
import type { Content } from '../model/model';

/** The places a picture is shown in, each with its own widths on the page. */
export type ImagePlace = 'avatar' | 'picture' | 'logo' | 'labLogo' | 'teamPicture';

/**
 * The pixel widths made for each place, from the site's stylesheets: the CSS widths the place
 * takes at 1x, 2x and 3x screens, merged where they are close.
 */
export const PLACE_WIDTHS: Readonly<Record<ImagePlace, readonly number[]>> = {
  // 64 px (member cards on a phone), 112 px (the team page) and 168 px (a member's page).
  avatar: [128, 224, 336, 504],
  // Project cards (up to about 23rem in the grid), news and software pictures (16rem, 18rem),
  // a project's page (34rem), and the full width of a phone on small screens.
  picture: [400, 640, 960, 1280],
  // A partner's logo in its 3rem square.
  logo: [48, 96, 144],
  // The header's logo: 2.25rem high, at most 7rem wide.
  labLogo: [112, 224, 336],
  // The home page's team picture: half the 72rem container, the full width of a phone.
  teamPicture: [480, 960, 1440],
};

/** The `sizes` of each place: how wide the picture is shown, by screen width. */
export const PLACE_SIZES: Readonly<Record<Exclude<ImagePlace, 'avatar' | 'labLogo'>, string>> = {
  picture: '(max-width: 720px) 100vw, 23rem',
  logo: '3rem',
  teamPicture: '(max-width: 800px) 100vw, 36rem',
};

/** The formats every variant is made in, best first (the order of a picture's sources). */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** What the site knows of a picture's variants: its size and where the files are. */
export interface ImageVariants {
  /** The source picture's size in pixels (the img's width and height: no layout shift). */
  width: number;
  height: number;
  /** The widths made, smallest first. */
  widths: number[];
  /** The variants' path without width and extension: `${stem}-${width}.${format}`. */
  stem: string;
}

/** Variants by the picture's path as the content names it ("/assets/team/ada.jpg"). */
export type ImageVariantMap = Record<string, ImageVariants>;

/** The site path of a variant file. */
export function variantPath(variants: Pick<ImageVariants, 'stem'>, width: number, format: VariantFormat): string {
  return `${variants.stem}-${width}.${format}`;
}

const RASTER = /\.(png|jpe?g|webp)$/i;

/**
 * A picture of the site's own the build can make variants of: a site path (no other host, no
 * query, no "..") to a PNG, JPEG or WebP file. GIFs may move, SVGs scale: both are served as they are.
 */
export function isVariantSource(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const path = value.trim();
  return path === value && path.startsWith('/') && !path.startsWith('//') && !/[?#\\]/.test(path) && !path.split('/').includes('..') && RASTER.test(path);
}

/**
 * The widths to make of a picture `sourceWidth` pixels wide for places that want `wanted`:
 * never wider than the picture itself; when a place wants more than it has, the picture's own
 * width is one of them. Smallest first, each once.
 */
export function planWidths(sourceWidth: number, wanted: readonly number[]): number[] {
  const full = Math.max(1, Math.floor(sourceWidth));
  const widths = new Set<number>();
  for (const width of wanted) widths.add(Math.min(Math.max(1, Math.round(width)), full));
  if (widths.size === 0) widths.add(full);
  return [...widths].sort((a, b) => a - b);
}

/** Every picture of the content the site shows with variants, with the widths its places want. */
export function variantSources(content: Partial<Content>): Map<string, number[]> {
  const wanted = new Map<string, Set<number>>();
  const add = (value: unknown, place: ImagePlace) => {
    if (!isVariantSource(value)) return;
    const widths = wanted.get(value) ?? new Set<number>();
    for (const width of PLACE_WIDTHS[place]) widths.add(width);
    wanted.set(value, widths);
  };
  for (const member of content.teamMembers ?? []) add(member.imageUrl, 'avatar');
  for (const project of content.projects ?? []) add(project.image, 'picture');
  for (const item of content.newsItems ?? []) add(item.imageUrl, 'picture');
  for (const item of content.software ?? []) add(item.imageUrl, 'picture');
  for (const item of content.collaborators ?? []) add(item.logo, 'logo');
  for (const item of content.fundingSources ?? []) add(item.logo, 'logo');
  if (content.labProfile) add(content.labProfile.logo, 'labLogo');
  add(content.teamImage, 'teamPicture');
  return new Map([...wanted].map(([src, widths]) => [src, [...widths].sort((a, b) => a - b)]));
}

/** The entries of `variants` for the pictures a page's content names (its page data carries them). */
export function variantsForPage(variants: ImageVariantMap, content: unknown): ImageVariantMap {
  const found: ImageVariantMap = {};
  // No variants (the development server, a site of SVGs): nothing to look for.
  if (Object.keys(variants).length === 0) return found;
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const entry = Object.hasOwn(variants, value) ? variants[value] : undefined;
      if (entry) found[value] = entry;
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(content);
  return Object.fromEntries(Object.keys(found).sort().map((key) => [key, found[key]!]));
}
