/**
 * The page's language (docs/decisions/060): its tag and its message catalogue, for every
 * component of the public site. A page in another language than the default is served under
 * "/{lang}/"; the catalogue is the only code a language adds to a visitor's page.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { ContentLanguage } from '../../shared/ui/content-context';
import { en, type Messages } from './en';

export { useFallbackLang } from '../../shared/ui/use-lab-profile';

export interface SiteLanguage {
  lang: string;
  messages: Messages;
}

const LanguageContext = createContext<SiteLanguage>({ lang: 'en', messages: en });

export function LanguageProvider({ value, children }: { value: SiteLanguage; children: ReactNode }) {
  return (
    <LanguageContext.Provider value={value}>
      <ContentLanguage lang={value.lang}>{children}</ContentLanguage>
    </LanguageContext.Provider>
  );
}

/** The UI strings of the page's language. */
export function useMessages(): Messages {
  return useContext(LanguageContext).messages;
}

/** The page's language tag ("en", "nb"). */
export function usePageLanguage(): string {
  return useContext(LanguageContext).lang;
}


