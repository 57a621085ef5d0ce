/**
 * The editor's side of the site, loaded only when needed (site/boot/content-mode.ts): the
 * browser's store (history, live sync, preview) and the published content it is compared with.
 */
import type { Content } from '../../shared/content/model/model';
import { getBrowserStore } from '../../shared/store/browser';
import type { ContentStore } from '../../shared/store/store';
import { publishedContent } from '../published';
import { defaultLanguageOf } from '../../shared/content/model/languages';
import { localizeContent } from '../../shared/content/model/translations';
import * as markdown from '../../shared/content/prose/markdown';
import { setMarkdownParser } from '../../shared/ui/markdown-trees';

// An editor's texts may differ from the published ones, whose trees the page data holds: the
// parser comes with the store, so the first render shows every text formatted (docs/decisions/076).
setMarkdownParser(markdown);

export interface EditorContent {
  store: ContentStore;
  /** What the repository's content files hold (the seed): what "unpublished" is measured against. */
  published: Content;
  /** The store's content (every language) as a page in `lang` shows it (docs/decisions/060). */
  localize: (content: Content, lang: string) => Content;
}

const localized = new WeakMap<Content, { lang: string; content: Content }>();

/** Content in one language, made once per content and language. */
function inLanguage(content: Content, lang: string): Content {
  const defaultLang = defaultLanguageOf(content.labProfile);
  if (lang === defaultLang) return content;
  const known = localized.get(content);
  if (known?.lang === lang) return known.content;
  const result = localizeContent(content, lang, defaultLang);
  localized.set(content, { lang, content: result });
  return result;
}

export function editorContent(): EditorContent {
  return { store: getBrowserStore(), published: publishedContent(), localize: inLanguage };
}
