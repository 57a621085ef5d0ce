/** Types of raster-images.mjs (PNG renderings of the site's images at build). */
export interface SvgLimits {
  bytes: number;
  elements: number;
  filters: number;
  pixels: number;
  aspect: number;
  ms: number;
}
export declare const SVG_LIMITS: SvgLimits;
export declare class SvgRefusedError extends Error {}
export declare function inertSvg(svgText: string, limits?: SvgLimits): string;
export declare function renderPng(svg: string, options?: object, limits?: SvgLimits, shapeOf?: string | null): Promise<Buffer>;
export declare function writeShareImages(siteDir: string, sources: Map<string, string>, size: { width: number; height: number }, limits?: SvgLimits): Promise<string[]>;
export declare function writeLogo(siteDir: string, sourcePath: string, pngPath: string, side: number, limits?: SvgLimits): Promise<void>;
export declare function writeLabLogo(siteDir: string, sourcePath: string, fallbackPath: string, pngPath: string, side: number, limits?: SvgLimits): Promise<string | null>;
export declare function writeShareCard(siteDir: string, svg: string, pngPath: string, limits?: SvgLimits): Promise<void>;
