/**
 * Raster share images. Link-preview services (and Google's logo rules) do not take SVG, and
 * the site's own portraits and project pictures are SVG: the build renders each one it shares
 * into a PNG of the size summary_large_image cards use (scripts/raster-images.mjs), and the
 * head points at that PNG. Pure: the same path in the prerenderer and in the browser.
 */

/** The PNG size of a share card (1.91:1, as OpenGraph and X/Twitter large cards want). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The lab's logo for structured data, well above Google's 112 x 112 minimum, and the icon
 * phones put on a home screen: rendered at build from the lab's SVG logo (else its SVG
 * favicon, else the product's mark).
 */
export const LAB_LOGO = '/assets/lab-logo.png';
export const LAB_LOGO_SOURCE = '/favicon.svg';
export const LAB_LOGO_SIZE = 512;
export const TOUCH_ICON = '/apple-touch-icon.png';
export const TOUCH_ICON_SIZE = 180;

/**
 * The lab's own share card (site/share-card.ts), which the build always writes: the share
 * image of a page when neither the page nor the profile names one and the lab has no raster logo.
 */
export const LAB_SHARE_CARD = '/assets/share/lab-card.png';

/** The share card's alt text: what it shows. */
export function shareCardAlt(profile: { name: string; institution: string }): string {
  return [profile.name.trim(), profile.institution.trim()].filter(Boolean).join(', ');
}

/** A site path to an image file the build can read and render (SVG, PNG, JPEG, GIF, WebP). */
function siteImagePath(image: string): string | undefined {
  const path = image.trim().split(/[?#]/)[0]!;
  return path.startsWith('/') && !path.startsWith('//') && /\.(svg|png|jpe?g|gif|webp)$/i.test(path) ? path : undefined;
}

/**
 * The file the build renders the lab's logo and touch icon from: the lab's logo, else its
 * favicon, when it is a file of the site (an address elsewhere cannot be fetched at build).
 */
export function labLogoSource(profile: { logo: string; favicon: string }): string {
  const own = profile.logo.trim() ? siteImagePath(profile.logo) : siteImagePath(profile.favicon);
  return own ?? LAB_LOGO_SOURCE;
}

/** A site path to an SVG file (the kind the build can rasterise), else undefined. */
export function svgSharePath(image: string | undefined): string | undefined {
  const path = image?.trim();
  if (!path || !path.startsWith('/') || path.startsWith('//')) return undefined;
  return /\.svg$/i.test(path.split(/[?#]/)[0]!) ? path.split(/[?#]/)[0] : undefined;
}

/** Where the build writes the PNG of a shared SVG: /assets/share/team/x.png for /assets/team/x.svg. */
export function rasterSharePath(svgPath: string): string {
  const relative = svgPath.replace(/^\/+/, '').replace(/^assets\//, '').replace(/\.svg$/i, '.png');
  return `/assets/share/${relative}`;
}
