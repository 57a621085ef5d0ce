export declare const SITEMAP_SCHEMA: string;
export declare function ensureJava(): void;
export declare function ensureXmllint(): void;
export declare function htmlFiles(dir: string): string[];
export declare function nuHtmlErrors(files: string[], baseDir: string): string[];
export declare function xmlErrors(file: string, schema?: string): string[];
