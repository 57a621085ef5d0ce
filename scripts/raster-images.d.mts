/** Types of raster-images.mjs (PNG renderings of the site's images at build). */
export declare function writeShareImages(siteDir: string, sources: Map<string, string>, size: { width: number; height: number }): Promise<string[]>;
export declare function writeShareCard(siteDir: string, svg: string, pngPath: string): Promise<void>;
export declare function writeLogo(siteDir: string, sourcePath: string, pngPath: string, side: number): Promise<void>;
