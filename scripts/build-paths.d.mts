/** Types of build-paths.mjs (where the build may read and write). */
export declare class OutsideFolderError extends Error {
  constructor(path: string, folder: string);
}
export declare function insideFolder(folder: string, sitePath: string): string;
export declare function folderOf(siteDir: string, path: string, prefix?: string): string;
export declare function fileOf(siteDir: string, sitePath: string): string;
