export declare const CHROMIUM_CANDIDATES: string[];
export declare function findChromium(): string | null;
export declare const CHROMIUM_ARGS: string[];
