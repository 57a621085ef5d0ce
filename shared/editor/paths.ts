/** The studio's paths live in shared/ui/studio-paths.ts (the public route table needs them too). */
export * from '../ui/studio-paths';

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
