/**
 * What each public page renders (docs/decisions/030): its page data, cut from the whole
 * content by route. Each route's slice is declared in its build module (site/routes/*.build.ts,
 * docs/decisions/082); here it gets the texts only the build makes, the lab's frame and the
 * page's language. The prerenderer renders every page from this alone and writes it beside the
 * page as page-data.json, which is all a visitor's browser loads for it. A unit test renders
 * every page from its slice and from the whole content and requires the same HTML.
 */
import type { Params } from 'react-router-dom';
import type { Content, EntityKind } from '../../shared/content/model/model';
import { SECTION_COLLECTIONS, sectionCounts } from '../../shared/content/read/sections';
import { labProfileOf, SECTION_KEYS } from '../../shared/content/model/lab-profile';
import { defaultLanguageOf } from '../../shared/content/model/languages';
import { localizeContent } from '../../shared/content/model/translations';
import type { Page } from '../../shared/content/model/schemas';
import type { PageData } from '../page-data';
import { plainText } from '../../shared/content/prose/markdown';
import { textKey } from '../../shared/content/prose/markdown-tree';
import { MARKDOWN_FIELDS } from '../../shared/content/model/prose-fields';
import { citeTexts } from '../components/cite-panel';
import { referenceEntriesOf, referenceOf } from './references';
import { ALL_PUBLICATIONS_PATH } from '../routes/publication-pages';
import { publicationList } from '../routes/publications.build';
import { buildOf, ROUTE_BUILDS } from '../routes/builds';
import type { SliceTools } from '../routes/route';

type Slice = (content: Content, params: Params) => PageData;

/** The build's made texts for the papers of `content`. */
function toolsFor(content: Content): SliceTools {
  return {
    references: (publications) => referenceEntriesOf(publications, content),
    cite: (publication) => citeTexts(publication, referenceOf(publication, content)),
  };
}

/**
 * Page data by route pattern (the routes' build modules), and the whole publication list's data
 * file, which has no page of its own (the search and the list's filters read it).
 */
export const PAGE_SLICES: Record<string, Slice> = {
  ...Object.fromEntries(
    [...ROUTE_BUILDS.values()].flatMap(({ route, slice }) =>
      slice ? [[route.path, (content: Content, params: Params) => slice(content, params, toolsFor(content))]] : [],
    ),
  ),
  [ALL_PUBLICATIONS_PATH]: (content) =>
    publicationList(content, { number: 1, pageCount: 1, publications: content.publications }, toolsFor(content)),
};

/**
 * The page data of one route, or the whole content where a route has no slice of its own, in
 * the page's language `lang` (the default when absent): only that language's texts
 * (docs/decisions/060).
 */
export function slicePage(pattern: string, content: Content, params: Params, lang?: string): PageData {
  const data = sliceInDefault(pattern, content, params);
  const shown = contentInLanguage(data.content, lang);
  if (!buildOf(pattern)?.plainTexts) return { ...data, content: shown };
  const plain = searchPlainTexts(shown);
  return { ...data, content: shown, ...(Object.keys(plain).length > 0 ? { plain } : {}) };
}

/**
 * The search page's plain texts (docs/decisions/078): for each Markdown text the site search reads
 * whose words differ from the text as written (marks, links, headings, code), its plain text by
 * `textKey`. The visitor's search shows and matches these without loading the parser; the other
 * texts are their own plain text once their whitespace is made single.
 */
export function searchPlainTexts(content: Partial<Content>): Record<string, string> {
  const plain: Record<string, string> = {};
  for (const kind of SEARCHED_KINDS) {
    for (const item of (content[kind] ?? []) as readonly object[]) {
      for (const field of MARKDOWN_FIELDS[kind]) {
        const text = (item as Record<string, unknown>)[field];
        if (typeof text !== 'string' || !text.trim()) continue;
        const words = plainText(text);
        if (words !== text.replace(/\s+/g, ' ').trim()) plain[textKey(text)] = words;
      }
    }
  }
  return plain;
}

/** The collections the site search reads Markdown texts of (site/search/engine.ts). */
const SEARCHED_KINDS = ['teamMembers', 'projects', 'newsItems', 'software'] as const satisfies readonly EntityKind[];

/** Content (whole or a page's part, with its lab profile) as a page in `lang` shows it; the default language when absent. */
export function contentInLanguage<C extends Partial<Content>>(content: C, lang?: string): C {
  const defaultLang = defaultLanguageOf(content.labProfile);
  return localizeContent(content, lang ?? defaultLang, defaultLang);
}

function sliceInDefault(pattern: string, content: Content, params: Params): PageData {
  const slice = PAGE_SLICES[pattern];
  if (!slice) return { content };
  const data = slice(content, params);
  // Every page shows the lab's profile (header, footer, head tags) and lists only the sections
  // with something in them, which it judges by the whole collections' sizes.
  return {
    ...data,
    content: {
      ...data.content,
      labProfile: labProfileOf(content),
      ...framed(content.pages, data.content.pages),
    },
    totals: { ...sectionTotals(content), ...data.totals },
  };
}

/**
 * The lab's pages every page links to (the header's and the footer's): their titles and
 * addresses only, bodies left out; a page the route shows in full (`own`) stays whole.
 */
function framePages(pages: readonly Page[], own: readonly Page[] = []): Page[] {
  const linked = pages
    .filter((page) => page.placement !== 'link' && !own.some((shown) => shown.id === page.id))
    .map((page): Page => {
      const { imageUrl: _image, imageAlt: _alt, translations, ...rest } = page;
      const titles = translations
        ? Object.fromEntries(
            Object.entries(translations).flatMap(([lang, texts]) =>
              texts.title ? [[lang, { title: texts.title }]] : [],
            ),
          )
        : {};
      return { ...rest, body: '', ...(Object.keys(titles).length ? { translations: titles } : {}) };
    });
  const ids = new Set([...linked, ...own].map((page) => page.id));
  return pages.flatMap((page) =>
    ids.has(page.id) ? [own.find((shown) => shown.id === page.id) ?? linked.find((link) => link.id === page.id)!] : [],
  );
}

/** The frame's pages as a part of a page's content, none when no page is linked or shown. */
function framed(pages: readonly Page[], own?: readonly Page[]): Partial<Content> {
  const shown = framePages(pages, own);
  return shown.length ? { pages: shown } : {};
}

/** The sizes of every public collection (each section's); for jobs, the positions open on the build's day. */
export function sectionTotals(content: Content): NonNullable<PageData['totals']> {
  const counts = sectionCounts(content, __BUILD_DATE__);
  return Object.fromEntries(SECTION_KEYS.map((key) => [SECTION_COLLECTIONS[key], counts[key]]));
}
