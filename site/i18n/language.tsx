/**
 * The page's language (docs/decisions/060): its tag and its message catalogue, for every
 * component of the public site. A page in another language than the default is served under
 * "/{lang}/"; the catalogue is the only code a language adds to a visitor's page.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { ContentLanguage } from '../../shared/ui/content-context';
import type { FrameMessages, SectionMessages } from './en';
import type { Catalogue } from './catalogues';
import { frame } from './en/frame';

export { useFallbackLang } from '../../shared/ui/use-lab-profile';

export interface SiteLanguage {
  lang: string;
  messages: Catalogue;
}

const LanguageContext = createContext<SiteLanguage>({ lang: 'en', messages: frame });

export function LanguageProvider({ value, children }: { value: SiteLanguage; children: ReactNode }) {
  return (
    <LanguageContext.Provider value={value}>
      <ContentLanguage lang={value.lang}>{children}</ContentLanguage>
    </LanguageContext.Provider>
  );
}

/**
 * The UI strings of the page's language: the frame's, and the page sections named by `english`
 * (docs/decisions/061). The English words of a page travel with its code, so a page passes its
 * sections' English texts, a constant of its module; another language's catalogue has them all.
 */
export function useMessages(): FrameMessages;
export function useMessages<K extends keyof SectionMessages>(english: Pick<SectionMessages, K>): FrameMessages & Pick<SectionMessages, K>;
export function useMessages(english?: Partial<SectionMessages>): FrameMessages {
  const { messages } = useContext(LanguageContext);
  return useMemo(() => (english ? { ...english, ...messages } : messages), [english, messages]);
}

/** The page's language tag ("en", "nb"). */
export function usePageLanguage(): string {
  return useContext(LanguageContext).lang;
}


