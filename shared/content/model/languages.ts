/**
 * Languages are content (docs/decisions/060). The lab profile names the site's languages as
 * BCP 47 tags, the first being the default (served at the root, `/team/`); every other one is
 * served under its own prefix (`/nb/team/`). A translatable field keeps its default-language
 * text where it always was and its other languages under the item's `translations`:
 *
 *     { "title": "Open science", …, "translations": { "nb": { "title": "Åpen forskning" } } }
 *
 * so content without translations is exactly what it was before, and a translation is one
 * line in a diff. Pure and schema-free: the visitor's page code may use it.
 */

export const DEFAULT_LANGUAGE = 'en';

/** A field's texts in the languages besides the default: `{ nb: { title: "…" } }`. */
export type Translations = Record<string, Record<string, string | string[]>>;

/** A BCP 47 language tag as sites use them: "en", "nb", "pt-BR", "zh-Hant". */
export const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z]{4})?(?:-(?:[A-Z]{2}|\d{3}))?$/;

/** What a lab profile says of the site's languages: their tags, the default first (absent: English only). */
export interface SiteLanguages {
  languages?: string[];
}

/** The site's languages, default first; a profile that names none is English only. */
export function languagesOf(profile: SiteLanguages | undefined): string[] {
  const tags = (profile?.languages ?? []).filter((tag) => LANGUAGE_TAG.test(tag));
  const unique = [...new Set(tags)];
  return unique.length ? unique : [DEFAULT_LANGUAGE];
}

/** The default language: the profile's first, served at the site's root. */
export function defaultLanguageOf(profile: SiteLanguages | undefined): string {
  return languagesOf(profile)[0]!;
}

/** The path prefix of a language: "" for the default, "/nb" for another. */
export function languagePrefix(lang: string, defaultLang: string): string {
  return lang === defaultLang ? '' : `/${lang}`;
}

/**
 * The language of a site path and the path without its prefix: "/nb/team/" -> nb, "/team/";
 * "/team/" -> the default language. Only the profile's own languages count as prefixes.
 */
export function splitLanguagePath(path: string, profile: SiteLanguages | undefined): { lang: string; path: string } {
  const languages = languagesOf(profile);
  const first = path.split('/')[1] ?? '';
  if (first && first !== languages[0] && languages.includes(first)) return { lang: first, path: path.slice(first.length + 1) || '/' };
  return { lang: languages[0]!, path };
}

/** "Norsk bokmål" for "nb", in its own language (the switcher); in `display` for the studio. */
export function languageName(tag: string, display: string = tag): string {
  const key = `${display} ${tag}`;
  let name = NAMES.get(key);
  if (name === undefined) {
    name = tag;
    try {
      const named = new Intl.DisplayNames([display], { type: 'language' }).of(tag);
      if (named && named !== tag) name = named.charAt(0).toLocaleUpperCase(display) + named.slice(1);
    } catch {
      // An engine without display names: the tag itself.
    }
    NAMES.set(key, name);
  }
  return name;
}
// Display names are slow to make (a few milliseconds each) and never change.
const NAMES = new Map<string, string>();

/** What a localized item carries besides its fields: which of them fell back to the default language. */
export interface LocalizedMarks {
  /** Translatable fields shown in the default language (no translation yet). */
  untranslated?: string[];
  /** Default-language texts that rules read whatever the page's language (a member's role groups the team). */
  defaults?: { role?: string };
}
