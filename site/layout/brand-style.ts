/**
 * The brand colour's tokens in the document head (docs/decisions/051, 056): the prerenderer
 * writes them as `<style id="brand-style">`; an editor's browser rewrites them from its profile.
 */
import { brandStylesheet } from '../../shared/content/read/brand-color';

export const BRAND_STYLE_ID = 'brand-style';

/** The head's style element for `brandColor` (none for the default colour, which the stylesheet holds). */
export function brandStyleTag(brandColor: string): string {
  const css = brandStylesheet(brandColor);
  return css ? `<style id="${BRAND_STYLE_ID}">${css}</style>` : '';
}

export function applyBrandStyle(brandColor: string): void {
  const css = brandStylesheet(brandColor);
  let element = document.getElementById(BRAND_STYLE_ID);
  if (!css) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('style');
    element.id = BRAND_STYLE_ID;
    document.head.appendChild(element);
  }
  if (element.textContent !== css) element.textContent = css;
}
