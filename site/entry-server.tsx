/**
 * The prerenderer's entry (docs/decisions/010): renders one public route to HTML from the
 * published content, with its head tags. scripts/prerender.mjs calls it for every page and
 * writes the files a static host serves as they are.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { labProfileOf } from '../shared/content/model/lab-profile';
import { LAB_PAGE_ROUTE } from '../shared/content/read/pages';
import { languagePrefix, languagesOf, splitLanguagePath } from '../shared/content/model/languages';
import type { Content } from '../shared/content/model/model';
import { ContentProvider } from '../shared/ui/content-context';
import * as markdown from '../shared/content/prose/markdown';
import { storedTree, textKey, type MarkdownTrees } from '../shared/content/prose/markdown-tree';
import { MarkdownTreesProvider, setMarkdownParser, type MarkdownSource } from '../shared/ui/markdown-trees';
import { routes } from './app';
import { headOf } from './heads';
import { brandStyleTag } from './layout/brand-style';
import { preparePage } from './router/pages';
import { SitePage } from './router/site-routes';
import { fillContent, setPageDataSource, type PageData } from './page-data';
import { contentInLanguage, slicePage } from './prerender/page-slices';
import { routePaths } from './prerender/route-paths';
import { ALL_PUBLICATIONS_PATH } from './routes/publication-pages';
import type { SiteLocation } from './head';
import { headTags, headTagsHtml } from './head-tags';
import { svgSharePath } from './share-image';
import { loadMessages } from './i18n/catalogues';
import { LanguageProvider } from './i18n/language';
export { LAB_LOGO, LAB_LOGO_SIZE, LAB_LOGO_SOURCE, labLogoSource, rasterSharePath, SHARE_IMAGE_SIZE, TOUCH_ICON, TOUCH_ICON_SIZE } from './share-image';
export { LAB_SHARE_CARD, shareCardSvg } from './share-card';
export { headTags, headTagsHtml };
import { publishedContent } from './published';
import { variantsForPage, type ImageVariantMap } from '../shared/content/media/image-variants';
import { setImageVariants } from '../shared/ui/responsive-image';
export { planWidths, variantSources } from '../shared/content/media/image-variants';

export { atomFeed, robotsTxt, sitemapXml } from './prerender/machine-files';
export { CALENDAR_FILE, eventsCalendar } from './prerender/calendar';
export { publishedContent };
export { labProfileOf };
export { siteAddress } from '../scripts/site-address';
export { adminShellPaths } from './admin/routes';
export { contentRuleProblems, ruleProblemLine } from '../shared/content/model/content-rules';
export { PAGE_DATA_FILE, pageDataAddress, pageOfDataAddress } from './page-data-address';

let imageVariants: ImageVariantMap = {};

/**
 * The variants the build made of the content's pictures (scripts/responsive-images.mjs): each
 * page's data then carries those of the pictures it shows. Without it (the development server)
 * pictures render as they are.
 */
export function setImageManifest(variants: ImageVariantMap): void {
  imageVariants = variants;
}

/** Page data with the variants of the pictures its content names, when the build made any. */
function withImages(data: PageData): PageData {
  const images = variantsForPage(imageVariants, data.content);
  return Object.keys(images).length ? { ...data, images } : data;
}

export interface RenderedPage {
  /** 200, or 404 for the not-found page (and any path no route claims). */
  status: number;
  /** The app's markup, for inside #root. */
  body: string;
  /** Head tags (title, description, canonical, share cards, JSON-LD). */
  head: string;
  /** False for pages kept out of search indexes (noindex): they stay out of the sitemap. */
  indexable: boolean;
  /** The site SVG the page shares, which the build renders to a PNG (site/share-image.ts). */
  shareSvg?: string;
  /** What the page rendered from: its page data (page-data.json). */
  data: PageData;
  /** The page's language (`<html lang>`). */
  lang: string;
}

export interface RenderOptions {
  /** Render from the whole content instead of the page's data (the test that the two agree). */
  whole?: boolean;
  /** The page's language (docs/decisions/060): one of the profile's; its default when absent. */
  lang?: string;
}

// Heads and JSON-LD read plain texts outside React (shared/ui/markdown-trees.tsx plainText).
setMarkdownParser(markdown);

/**
 * Makes the tree of each text the page shows, and records it: the page's data carries the
 * trees, so a visitor's browser shows the same formatting without a parser (docs/decisions/076).
 */
function recordingSource(recorded: MarkdownTrees): MarkdownSource {
  return {
    tree(text) {
      const tree = markdown.markdownTree(text);
      recorded[textKey(text)] = storedTree(text, tree);
      return tree;
    },
  };
}

export async function renderPage(
  path: string,
  site: SiteLocation,
  content: Content = publishedContent(),
  options: RenderOptions = {},
): Promise<RenderedPage> {
  const { lang, prefix, site: pageSite } = await siteInLanguage(site, content, options.lang);
  const messages = pageSite.language.messages;
  // Each page's data is cut from the content (site/prerender/page-slices.ts), in the page's
  // language only (docs/decisions/060). The whole content still brings a page's made texts (the
  // Cite block's), which are not content.
  setPageDataSource((pattern, _path, params) => {
    const data = withImages(slicePage(pattern, content, params, lang));
    // The page's pictures render with exactly the variants its data carries, as in the browser.
    setImageVariants(data.images);
    return options.whole ? { ...data, content: contentInLanguage(content, lang) } : data;
  });
  const page = await preparePage(routes, path);
  if (page.error !== undefined) throw page.error;
  // An address no lab page has is the not-found page, though the pages' route claims every first segment (docs/decisions/077).
  const status = page.route.path === '*' || (page.route.path === LAB_PAGE_ROUTE && !content.pages.some((p) => p.slug === page.params.slug)) ? 404 : 200;
  const { params } = page;
  const base = `${site.basePath.replace(/\/$/, '')}${prefix}`;
  const trees: MarkdownTrees = {};
  const body = renderToString(
    <StrictMode>
      <LanguageProvider value={{ lang, messages }}>
        <ContentProvider store={null}>
          <MarkdownTreesProvider source={recordingSource(trees)}>
            <StaticRouter basename={base || undefined} location={`${base}${path}`}>
              <SitePage page={page} routes={routes} />
            </StaticRouter>
          </MarkdownTreesProvider>
        </ContentProvider>
      </LanguageProvider>
    </StrictMode>,
  );
  const data = Object.keys(trees).length > 0 ? { ...page.data, markdown: trees } : page.data;
  const pageContent = fillContent(data.content);
  const pageHead = headOf(page.route.path)?.(pageContent, params, pageSite, __BUILD_DATE__, data.totals);
  const head =
    (pageHead ? headTagsHtml(headTags(pageHead, pageSite, path, labProfileOf(pageContent))) : '') +
    brandStyleTag(labProfileOf(pageContent).brandColor);
  return {
    status,
    body,
    head,
    data,
    lang,
    indexable: status === 200 && !pageHead?.noindex,
    shareSvg: svgSharePath(pageHead?.image) ?? svgSharePath(labProfileOf(pageContent).shareImage),
  };
}

/**
 * The site in each of its languages (docs/decisions/060), default first: the language, its path
 * prefix ("" or "/nb"), the site location that carries it and the content as its pages show it.
 */
export async function languageVersions(site: SiteLocation, content: Content = publishedContent()) {
  return Promise.all(
    languagesOf(labProfileOf(content)).map(async (lang) => ({
      ...(await siteInLanguage(site, content, lang)),
      content: contentInLanguage(content, lang),
    })),
  );
}

/** The site in one of its languages (its default when absent): the language, its prefix, and the location carrying its words. */
async function siteInLanguage(site: SiteLocation, content: Content, wanted?: string) {
  const languages = languagesOf(labProfileOf(content));
  const lang = wanted ?? languages[0]!;
  const language = { lang, languages, messages: await loadMessages(lang) };
  return { lang, prefix: languagePrefix(lang, languages[0]!), site: { ...site, language } satisfies SiteLocation };
}

/** Data files without a page of their own: the whole publication list, for search and filters. */
export function dataOnlyPaths(lang?: string): Record<string, (content: Content) => PageData> {
  return {
    [ALL_PUBLICATIONS_PATH]: (content) => slicePage(ALL_PUBLICATIONS_PATH, content, {}, lang),
  };
}

/**
 * The data the build writes for the page `page` (the path below the base path, with its language
 * prefix: "/nb/team"), or null where it writes none: a page's own data for every page it
 * prerenders, and the data-only files. The development server answers page-data.json with it
 * (docs/decisions/062), so `npm start` shows what the built site shows.
 */
export async function builtPageData(page: string, site: SiteLocation, content: Content = publishedContent()): Promise<PageData | null> {
  const { lang, path } = splitLanguagePath(page, labProfileOf(content));
  const dataOnly = dataOnlyPaths(lang)[path];
  if (dataOnly) return dataOnly(content);
  const decoded = decodedPath(path);
  const prerendered = prerenderPaths(content).find((candidate) => decodedPath(candidate) === decoded);
  if (prerendered === undefined) return null;
  const rendered = await renderPage(prerendered, site, content, { lang });
  return rendered.status === 200 ? rendered.data : null;
}

function decodedPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
}

/** Every public page of the site, from the content: each route's own paths (site/prerender/route-paths.ts). */
export function prerenderPaths(content: Content = publishedContent()): string[] {
  return routePaths(
    routes.map((route) => route.path),
    content,
    __BUILD_DATE__,
  );
}
