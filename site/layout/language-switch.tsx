/**
 * The language switcher (docs/decisions/060): the same page in each of the site's other
 * languages, each named in its own language. A full page load, since a language is a page of its
 * own (its HTML, data and words); nothing shows on a site with one language.
 */
import { useLocation } from 'react-router-dom';
import { languageName, languagePrefix } from '../../shared/content/model/languages';
import { canonicalPath } from '../../shared/content/read/urls';
import { BASENAME } from '../../shared/ui/base-path';
import { useSiteLanguages } from '../../shared/ui/use-lab-profile';
import { AUTONYMS } from '../i18n/catalogues';
import { useMessages, usePageLanguage } from '../i18n/language';

/** The site's other languages than the page's, each with its name in its own language. */
export function useOtherLanguages(): { tag: string; name: string }[] {
  const lang = usePageLanguage();
  const { languages } = useSiteLanguages();
  return languages
    .filter((tag) => tag !== lang)
    .map((tag) => ({ tag, name: Object.hasOwn(AUTONYMS, tag) ? AUTONYMS[tag]! : languageName(tag) }));
}

export function LanguageSwitch() {
  const t = useMessages();
  const { defaultLang } = useSiteLanguages();
  const { pathname, search } = useLocation();
  const others = useOtherLanguages();
  if (others.length === 0) return null;
  return (
    <nav className="language-switch" aria-label={t.nav.language}>
      <ul className="language-switch__list">
        {others.map(({ tag, name }) => (
          <li key={tag}>
            <a
              className="language-switch__link"
              href={`${BASENAME}${languagePrefix(tag, defaultLang)}${canonicalPath(pathname)}${search}`}
              hrefLang={tag}
              lang={tag}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
