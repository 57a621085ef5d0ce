/**
 * The message catalogue of each language the site's UI speaks (docs/decisions/060). English is
 * part of the site's code; any other loads as its own small chunk, on that language's pages only.
 * Adding a language: write ./{tag}.ts with every message of ./en.ts, and name it here.
 */
import { en, type Messages } from './en';

export const CATALOGUES: Readonly<Record<string, () => Promise<Messages>>> = {
  en: () => Promise.resolve(en),
  nb: () => import('./nb').then((module) => module.nb),
};

/** The catalogue of `lang`; English where the site has none for it. */
export function loadMessages(lang: string): Promise<Messages> {
  return (Object.hasOwn(CATALOGUES, lang) ? CATALOGUES[lang]! : CATALOGUES.en!)();
}

/** The language a route path's first segment names ("/nb/team" -> "nb"), or null. */
export function languageOfPath(pathname: string): string | null {
  const segment = pathname.split('/')[1] ?? '';
  return segment && Object.hasOwn(CATALOGUES, segment) ? segment : null;
}
