/**
 * The machine-readable files of the built site, from the same content as its pages:
 * robots.txt, sitemap.xml and an Atom feed of the news (feed.xml).
 */
import { itemPath } from '../../shared/content/model/collection-facts';
import type { Content } from '../../shared/content/model/model';
import { visibleNews } from '../../shared/content/read/expiry';
import { markdownTree } from '../../shared/content/prose/markdown';
import { toHtml } from '../../shared/content/prose/markdown-tree';
import { labLogo, labProfileOf, nameWithInstitution } from '../../shared/content/model/lab-profile';
import { sectionOfPath, shownSections } from '../../shared/content/read/sections';
import { routes } from '../app';
import { buildOf } from '../routes/builds';
import { matchPage } from '../router/pages';
import { isoDate, newest } from './dates';
import { absoluteAssetUrl, absoluteContentUrl, absoluteUrl, headTextsOf, inLanguage, prefixOf, type SiteLocation } from '../head';

const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 forbids outright.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

export function robotsTxt(site: SiteLocation): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${site.basePath}admin`,
    '',
    `Sitemap: ${absoluteAssetUrl(site, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** When each prerendered path last changed, where its route's content knows it (site/routes/*.build.ts). */
export function lastModified(content: Content, path: string, today: string = __BUILD_DATE__): string | undefined {
  const { route, params } = matchPage(routes, path);
  return buildOf(route.path)?.lastModified?.(content, params, today);
}

/**
 * Pages of hidden sections (empty ones, by default) still answer, but are not listed (docs/decisions/052).
 * On a site with more than one language (`site.language`), each page is listed in every language,
 * each entry naming all of them and x-default (docs/decisions/060).
 */
export function sitemapXml(site: SiteLocation, content: Content, paths: readonly string[]): string {
  const languages = site.language?.languages ?? [];
  const shown = shownSections(labProfileOf(content), content, __BUILD_DATE__);
  const listed = paths.filter((path) => {
    const section = sectionOfPath(path);
    return !section || shown.has(section);
  });
  const versions = languages.length > 1 ? languages.map((lang) => inLanguage(site, lang)) : [site];
  const alternates = (path: string) =>
    languages.length > 1
      ? [...languages.map((lang) => [lang, lang]), ['x-default', languages[0]!]]
          .map(([hreflang, lang]) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(absoluteUrl(inLanguage(site, lang!), path))}"/>`)
          .join('')
      : '';
  const entries = listed.flatMap((path) => {
    const lastmod = lastModified(content, path);
    return versions.map(
      (version) =>
        `  <url>\n    <loc>${xml(absoluteUrl(version, path))}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ''}${alternates(path)}\n  </url>`,
    );
  });
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${languages.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${entries.join('\n')}\n</urlset>\n`;
}

/** The Atom feed of the news, newest first, in the language of `site` (its content in that language). */
export function atomFeed(site: SiteLocation, content: Content, builtAt: Date): string {
  const profile = labProfileOf(content);
  const t = headTextsOf(site);
  const lang = site.language?.lang;
  const items = visibleNews(content.newsItems, __BUILD_DATE__).sort((a, b) => b.date.localeCompare(a.date));
  const stamp = (date: string | undefined) => (date ? `${date}T00:00:00Z` : builtAt.toISOString());
  const updated = stamp(newest(items.map((n) => isoDate(n.date))));
  const entries = items.map((item) => {
    const url = absoluteUrl(site, itemPath('newsItems', item.id));
    // The entry's text as its page shows it (headings below the entry's title), escaped once
    // more for the XML: a reader gets the HTML, never markup of the text's own.
    const html = toHtml(markdownTree(item.content), { headingBase: 2, address: (href, use) => absoluteContentUrl(site, href, use) });
    return [
      '  <entry>',
      `    <id>${xml(url)}</id>`,
      `    <title>${xml(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `    <published>${stamp(isoDate(item.date))}</published>`,
      `    <updated>${stamp(isoDate(item.date))}</updated>`,
      item.author ? `    <author><name>${xml(item.author)}</name></author>` : '',
      ...item.tags.map((tag) => `    <category term="${xml(tag)}"/>`),
      `    <content type="html">${xml(html)}</content>`,
      '  </entry>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom"${lang ? ` xml:lang="${xml(lang)}"` : ''}>`,
    `  <id>${xml(absoluteUrl(site, '/feed'))}</id>`,
    `  <title>${xml(t.feedTitle(profile.name))}</title>`,
    `  <subtitle>${xml(t.feedSubtitle(nameWithInstitution(profile)))}</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${xml(profile.name)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(absoluteAssetUrl(site, `${prefixOf(site)}/feed.xml`))}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(absoluteUrl(site, '/feed'))}"/>`,
    `  <icon>${xml(absoluteAssetUrl(site, labLogo(profile)))}</icon>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
