/**
 * Per-page data (docs/decisions/030): every prerendered page renders from its own page data
 * exactly as it renders from the whole content (same markup, same head), for the seed and for
 * content ten times its size (where /publications is paginated); and each page's data holds
 * far less than the whole content.
 */
import { describe, expect, it } from 'vitest';
import type { Content } from '../../shared/content/model/model';
import { seedContent } from '../fixtures/content/seed';
import { prerenderPaths, renderPage } from '../../site/entry-server';
import type { SiteLocation } from '../../site/head';
import { PUBLICATIONS_PER_PAGE, publicationPage } from '../../site/routes/publication-pages';
import { scaleContent } from '../fixtures/scale';

const site: SiteLocation = { origin: 'https://lab.example.org', basePath: '/' };

/** '' when equal, else both texts around their first difference (whole pages are too long to print). */
function firstDifference(a: string, b: string): string {
  if (a === b) return '';
  let i = 0;
  while (a[i] === b[i]) i += 1;
  return `page data: …${a.slice(Math.max(0, i - 120), i + 120)}…\nwhole:     …${b.slice(Math.max(0, i - 120), i + 120)}…`;
}

async function expectSameAsWhole(content: Content, paths: string[]) {
  for (const path of paths) {
    const [sliced, whole] = await Promise.all([
      renderPage(path, site, content),
      renderPage(path, site, content, { whole: true }),
    ]);
    expect(sliced.status, path).toBe(200);
    expect(firstDifference(sliced.body, whole.body), `${path} body`).toBe('');
    expect(firstDifference(sliced.head, whole.head), `${path} head`).toBe('');
  }
}

describe('page data', () => {
  it('renders every seed page from its own data exactly as from the whole content', async () => {
    await expectSameAsWhole(seedContent(), prerenderPaths(seedContent()));
  }, 60_000);

  it('does the same at ten times the seed, with the publication list in pages', async () => {
    const content = scaleContent(10);
    const paths = prerenderPaths(content);
    expect(paths).toContain('/publications/page/2');
    const sample = paths.filter(
      (path, index) => !/^\/(publications|team|projects|news)\/[^/]+$/.test(path) || index % 25 === 0,
    );
    await expectSameAsWhole(content, sample);
  }, 120_000);

  it('gives a page only what it shows', async () => {
    const content = seedContent();
    const whole = JSON.stringify(content).length;
    for (const path of ['/publications/pub-001', '/news/news-1', '/', '/projects/project-2']) {
      const { data } = await renderPage(path, site, content);
      expect(JSON.stringify(data).length, path).toBeLessThan(whole / 4);
    }
    const news = (await renderPage('/news/news-1', site, content)).data;
    // Every page also carries the lab's profile (header, footer, head tags; docs/decisions/050) and
    // the titles and addresses of the lab's pages its header and footer link (docs/decisions/077).
    expect(Object.keys(news.content)).toEqual(['newsItems', 'labProfile', 'pages']);
    expect(news.content.pages!.map((page) => [page.slug, page.body])).toEqual([['facilities', '']]);
    expect(news.content.newsItems).toHaveLength(1);
    // A member's page: their own papers, projects and software, and the talks, courses and events that name them; no other collection.
    const member = (await renderPage('/team/member-2', site, content)).data;
    expect(Object.keys(member.content).sort()).toEqual(['events', 'labProfile', 'pages', 'projects', 'publications', 'software', 'talks', 'teaching', 'teamMembers']);
    expect(member.content.events!.map((event) => event.id)).toEqual(content.events.filter((event) => event.organizerIds.includes('member-2')).map((event) => event.id));
    expect(member.content.publications!.length).toBeLessThan(content.publications.length);
    expect(member.content.talks!.every((talk) => talk.speakerIds.includes('member-2'))).toBe(true);
  });

  it('pages the publication list newest first, every paper on exactly one page', () => {
    const { publications } = scaleContent(10);
    const pages = Array.from({ length: Math.ceil(publications.length / PUBLICATIONS_PER_PAGE) }, (_, i) =>
      publicationPage(publications, i + 1),
    );
    const ids = pages.flatMap((page) => page.publications.map((pub) => pub.id));
    expect(new Set(ids).size).toBe(publications.length);
    const years = pages.flatMap((page) => page.publications.map((pub) => pub.year));
    expect(years).toEqual([...years].sort((a, b) => Number(b) - Number(a)));
    expect(publicationPage(publications, 0).publications).toEqual([]);
  });
});
