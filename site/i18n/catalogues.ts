/**
 * The message catalogue of each language the site's UI speaks (docs/decisions/060). English is
 * part of the site's code; any other loads as its own small chunk, on that language's pages only.
 * Adding a language: write ./{tag}.ts with every message of ./en.ts, and name it here and in
 * AUTONYMS.
 */
import type { FrameMessages, SectionMessages } from './en';
import { frame } from './en/frame';

/**
 * What a page's language provides: the frame's words, and each page's own where the language has
 * a catalogue of its own. English pages' words travel with each page's code (site/i18n/en/).
 */
export type Catalogue = FrameMessages & Partial<SectionMessages>;

export const CATALOGUES: Readonly<Record<string, () => Promise<Catalogue>>> = {
  en: () => Promise.resolve(frame),
  nb: () => import('./nb').then((module) => module.nb),
};

/**
 * Each catalogue's language in its own words, for the switcher. Written here rather than asked of
 * Intl.DisplayNames, which takes a phone several milliseconds per language while the page starts
 * and may name a language differently in the browser than in the prerenderer.
 */
export const AUTONYMS: Readonly<Record<string, string>> = { en: 'English', nb: 'Norsk bokmål' };

/** The catalogue of `lang`; English where the site has none for it. */
export function loadMessages(lang: string): Promise<Catalogue> {
  return (Object.hasOwn(CATALOGUES, lang) ? CATALOGUES[lang]! : CATALOGUES.en!)();
}

/**
 * The language of a page and its path prefix, from its path (base removed) and its `<html lang>`:
 * "/nb/team" is Norwegian under "/nb". A first segment names a language when the site has its
 * catalogue, or when it is the language the prerenderer wrote on the page (a language without a
 * catalogue of its own, shown with the English words). Anything else is the page's own language at the root.
 */
export function pageLanguage(pathname: string, htmlLang: string): { lang: string; prefix: string } {
  const segment = pathname.split('/')[1] ?? '';
  if (segment && (Object.hasOwn(CATALOGUES, segment) || segment === htmlLang)) return { lang: segment, prefix: `/${segment}` };
  return { lang: htmlLang, prefix: '' };
}
