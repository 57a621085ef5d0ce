/**
 * The one way components read the lab's profile (docs/decisions/050), and which public
 * sections are listed. Head and prerender code read it with `labProfileOf(content)`.
 */
import { useMemo } from 'react';
import { localDay } from '../content/read/expiry';
import { labProfileOf, type LabProfile, type SectionKey } from '../content/model/lab-profile';
import { SECTION_COLLECTIONS, sectionCounts, shownSections, type SectionCounts } from '../content/read/sections';
import { useContent, useHasStore, usePageTotals } from './content-context';
import { languagesOf, type LocalizedMarks } from '../content/model/languages';

export function useLabProfile(): LabProfile {
  return labProfileOf(useContent());
}

/**
 * The public sections listed in the navigation and on the home page. A visitor's page holds
 * only its own slice of the content, so the sizes come from the page's totals (whole
 * collections; open positions by the build day); an editor's store has the whole content.
 */
export function useShownSections(): Set<SectionKey> {
  const content = useContent();
  const totals = usePageTotals();
  const hasStore = useHasStore();
  const profile = labProfileOf(content);
  return useMemo(() => {
    // An editor's browser judges open positions by its own day, the prerender (and a visitor's
    // page, whose totals were counted then) by the build's day.
    const today = hasStore || typeof __BUILD_DATE__ === 'undefined' ? localDay() : __BUILD_DATE__;
    const own = sectionCounts(content, today);
    const counts = Object.fromEntries(
      (Object.keys(SECTION_COLLECTIONS) as SectionKey[]).map((key) => [key, totals?.[SECTION_COLLECTIONS[key]] ?? own[key]]),
    ) as SectionCounts;
    return shownSections(profile, counts);
  }, [profile, content, totals, hasStore]);
}

/**
 * `lang` for an element that shows `field` of `item` in the default language because it has no
 * translation yet (docs/decisions/060): screen readers then read it in the right voice.
 */
export function useFallbackLang(): (item: object, field: string) => { lang?: string } {
  const { defaultLang } = useSiteLanguages();
  return (item, field) => ((item as LocalizedMarks).untranslated?.includes(field) ? { lang: defaultLang } : {});
}

/** The site's languages, default first, from the lab profile (docs/decisions/060). */
export function useSiteLanguages(): { languages: string[]; defaultLang: string } {
  const profile = useLabProfile();
  return useMemo(() => {
    const languages = languagesOf(profile);
    return { languages, defaultLang: languages[0]! };
  }, [profile]);
}
