export declare function fillTemplate(template: string, path: string, rendered: { head: string; body: string; lang?: string }): string;
