/**
 * Pictures with AVIF and WebP variants (docs/decisions/075). The variants a page shows come
 * with its page data (site/page-data.ts registers them before the page renders; the prerenderer
 * sets each page's own), so the prerendered HTML and the browser's render are the same. A
 * picture with no entry (an address elsewhere, an SVG, an editor's stored upload, the
 * development server) renders as the plain img it was given.
 */
import { cloneElement, type ImgHTMLAttributes, type ReactElement } from 'react';
import { VARIANT_FORMATS, variantPath, type ImageVariantMap, type ImageVariants } from '../content/media/image-variants';
import { withBase } from './base-path';

let known: ImageVariantMap = {};

/** Adds a page's entries (the browser keeps those of every page it has seen). */
export function addImageVariants(variants: ImageVariantMap | undefined): void {
  if (variants) known = { ...known, ...variants };
}

/** Sets exactly a page's entries (the prerenderer, page by page). */
export function setImageVariants(variants: ImageVariantMap | undefined): void {
  known = { ...(variants ?? {}) };
}

/** The variants of the picture the content names `src`, if the build made any. */
export function imageVariantsOf(src: string | null | undefined): ImageVariants | undefined {
  return src && Object.hasOwn(known, src) ? known[src] : undefined;
}

/** A srcset of one format's variants ("/assets/v/ab12-400.avif 400w, …"). */
export function variantSrcset(variants: ImageVariants, format: (typeof VARIANT_FORMATS)[number]): string {
  return variants.widths.map((width) => `${withBase(variantPath(variants, width, format))} ${width}w`).join(', ');
}

/**
 * `img` (already made from the picture's safe URL) inside a picture with one source per
 * format, when the build made variants of `src`; `img` as it is otherwise. The img gets the
 * picture's size as width and height unless it has its own.
 */
export function withVariants(
  src: string | null | undefined,
  sizes: string | ((variants: ImageVariants) => string),
  img: ReactElement<ImgHTMLAttributes<HTMLImageElement>>,
): ReactElement {
  const variants = imageVariantsOf(src);
  if (!variants) return img;
  const own = img.props;
  const shown = typeof sizes === 'string' ? sizes : sizes(variants);
  return (
    <picture className="picture">
      {VARIANT_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={variantSrcset(variants, format)} sizes={shown} />
      ))}
      {cloneElement(img, { width: own.width ?? variants.width, height: own.height ?? variants.height })}
    </picture>
  );
}
