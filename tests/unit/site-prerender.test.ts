import { describe, expect, it } from 'vitest';
import { siteAddress } from '../../scripts/site-address';
import { seedContent } from '../fixtures/content/seed';
import { prerenderPaths, renderPage } from '../../site/entry-server';
import { absoluteUrl, describe as describeText, fullTitle, type SiteLocation } from '../../site/head';
import { headTags, headTagsHtml, jsonLdText } from '../../site/head-tags';
import { atomFeed, lastModified, robotsTxt, sitemapXml } from '../../site/prerender/machine-files';
import { jobPostingLd, organizationLd, personLd, researchProjectLd, softwareLd } from '../../site/structured-data';
import { schemaProblems } from '../fixtures/schema-org';
import { routes } from '../../site/app';
import { HEADS } from '../../site/heads';
import { ROUTE_PATHS } from '../../site/prerender/route-paths';
import { matchPage } from '../../site/router/pages';

const site: SiteLocation = { origin: 'https://lab.example.org', basePath: '/' };
const profile = seedContent().labProfile;
const project: SiteLocation = { origin: 'https://lab.github.io', basePath: '/lab-site/' };

describe('site address', () => {
  it('reads SITE_URL and derives the base path from it', () => {
    expect(siteAddress({ SITE_URL: 'https://lab.github.io/lab-site/' })).toEqual(project);
    expect(siteAddress({ SITE_URL: 'https://lab.example.org' })).toEqual(site);
  });
  it('lets BASE_PATH override the path and normalises slashes', () => {
    expect(siteAddress({ SITE_URL: 'https://lab.example.org', BASE_PATH: 'docs' }).basePath).toBe('/docs/');
    expect(siteAddress({ BASE_PATH: '/a/b/' }).basePath).toBe('/a/b/');
  });
  it('uses the local preview address without SITE_URL', () => {
    expect(siteAddress({})).toEqual({ origin: 'http://127.0.0.1:4173', basePath: '/' });
  });
  it('refuses an address that is not http(s)', () => {
    expect(() => siteAddress({ SITE_URL: 'lab.example.org' })).toThrow(/SITE_URL must be an absolute/);
    expect(() => siteAddress({ SITE_URL: 'ftp://lab.example.org' })).toThrow(/https:\/\//);
  });
});

describe('head tags', () => {
  it('composes titles, canonical URLs and share cards', () => {
    expect(fullTitle({ title: 'Team' }, profile)).toBe('Team · Discovery of Mind Lab');
    expect(fullTitle({ title: '' }, profile)).toBe('Discovery of Mind Lab · Halden University');
    expect(absoluteUrl(project, '/team/member-1')).toBe('https://lab.github.io/lab-site/team/member-1/');
    expect(absoluteUrl(project, '/')).toBe('https://lab.github.io/lab-site/');
    const tags = headTags(
      { title: 'Ada', description: 'A person', image: '/assets/team/ada.svg' },
      project,
      '/team/member-1',
      profile,
    );
    const attr = (name: string) => tags.find((t) => t.attrs.property === name || t.attrs.name === name)?.attrs.content;
    expect(tags[0]).toEqual({ tag: 'title', attrs: {}, text: 'Ada · Discovery of Mind Lab' });
    expect(tags.find((t) => t.attrs.rel === 'canonical')?.attrs.href).toBe(
      'https://lab.github.io/lab-site/team/member-1/',
    );
    // Link previews render no SVG: the build's PNG of it is shared instead.
    expect(attr('og:image')).toBe('https://lab.github.io/lab-site/assets/share/team/ada.png');
    expect(attr('twitter:card')).toBe('summary_large_image');
  });
  it('falls back to the lab image for items without one, or with an image no crawler can fetch', () => {
    for (const image of [undefined, 'asset:team/x.png', 'data:image/png;base64,AAAA', ['java', 'script:alert(1)'].join('')]) {
      const tags = headTags({ title: 'X', image }, site, '/x', profile);
      expect(tags.find((t) => t.attrs.property === 'og:image')?.attrs.content).toBe(
        'https://lab.example.org/assets/og-default.png',
      );
    }
  });
  it('escapes text so content can never close a tag', () => {
    const html = headTagsHtml(
      headTags(
        { title: '</title><script>x</script>', jsonLd: [{ name: '</script><script>alert(1)</script>' }] },
        site,
        '/',
        profile,
      ),
    );
    expect(html).not.toContain('<script>x');
    expect(html).not.toContain('</script><script>alert');
    expect(jsonLdText({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
    expect(JSON.parse(jsonLdText({ a: '</script>\u2028' }))).toEqual({ a: '</script>\u2028' });
  });
  it('cuts descriptions at a word', () => {
    expect(describeText('word '.repeat(60), 50).length).toBeLessThanOrEqual(50);
    expect(describeText('word '.repeat(60), 50)).toMatch(/word…$/);
    expect(describeText('  short \n text ')).toBe('short text');
  });
});

describe('structured data', () => {
  const content = seedContent();
  it('is valid schema.org for every type the site emits', () => {
    const objects = [
      organizationLd(site, content),
      ...content.teamMembers.map((m) => personLd(site, m, content.labProfile)),
      ...content.projects.map((p) => researchProjectLd(site, p, content)),
      ...content.software.map((s) => softwareLd(site, s)),
      ...content.jobOpenings.map((j) => jobPostingLd(site, j, content.labProfile)),
    ];
    expect(objects.flatMap((o) => schemaProblems(o))).toEqual([]);
  });
  it('the checker catches a missing required property and an unknown one', () => {
    expect(schemaProblems({ '@type': 'JobPosting', title: 'x' })).toContain('$: JobPosting needs datePosted');
    expect(schemaProblems({ '@type': 'Person', name: 'x', shoeSize: 44 })).toEqual([
      '$: Person has no property shoeSize',
    ]);
  });
  it('a job posting runs until the end of its closing date', () => {
    const job = { ...content.jobOpenings[0]!, closingDate: '2027-01-31' };
    expect(jobPostingLd(site, job, seedContent().labProfile).validThrough).toBe('2027-01-31T23:59:59');
  });
});

describe('machine-readable files', () => {
  const content = seedContent();
  it('robots.txt points at the sitemap and keeps crawlers out of the studio', () => {
    expect(robotsTxt(project)).toContain('Sitemap: https://lab.github.io/lab-site/sitemap.xml');
    expect(robotsTxt(project)).toContain('Disallow: /lab-site/admin');
  });
  it('the sitemap lists every path with lastmod where the content knows it', () => {
    const xml = sitemapXml(site, content, ['/', '/news/news-1', '/team']);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain(
      `<loc>https://lab.example.org/news/news-1/</loc>\n    <lastmod>${content.newsItems.find((n) => n.id === 'news-1')!.date}</lastmod>`,
    );
    expect(lastModified(content, '/team')).toBeUndefined();
  });
  it('the feed has one entry per news item, newest first, with escaped text', () => {
    const edited = {
      ...content,
      newsItems: [
        { ...content.newsItems[0]!, title: 'R&D <b>news</b>', date: '2099-01-01' },
        ...content.newsItems.slice(1),
      ],
    };
    const feed = atomFeed(site, edited, new Date('2026-01-01T00:00:00Z'));
    expect(feed.match(/<entry>/g)).toHaveLength(content.newsItems.length);
    expect(feed).toContain('<title>R&amp;D &lt;b&gt;news&lt;/b&gt;</title>');
    expect(feed.indexOf('2099-01-01')).toBeLessThan(feed.indexOf('<entry>', feed.indexOf('2099-01-01')));
    expect(feed).toContain('<updated>2099-01-01T00:00:00Z</updated>');
  });
});

describe('prerendering', () => {
  it('lists a page for every item', () => {
    const content = seedContent();
    const paths = prerenderPaths(content);
    for (const m of content.teamMembers) expect(paths).toContain(`/team/${m.id}`);
    for (const n of content.newsItems) expect(paths).toContain(`/news/${n.id}`);
    for (const p of content.projects) expect(paths).toContain(`/projects/${p.id}`);
  });
  it('every public route declares its paths and its head; only the studio and "*" prerender none', () => {
    const patterns = routes.map((route) => route.path);
    const undeclared = patterns.filter((pattern) => !ROUTE_PATHS[pattern]);
    expect(undeclared.filter((pattern) => pattern !== '*' && !pattern.startsWith('/admin'))).toEqual([]);
    expect(Object.keys(ROUTE_PATHS).filter((pattern) => !patterns.includes(pattern))).toEqual([]);
    expect(patterns.filter((pattern) => !HEADS[pattern])).toEqual([]);
    // Each path a route declares is a path of that route.
    const content = seedContent();
    for (const pattern of Object.keys(ROUTE_PATHS))
      for (const path of ROUTE_PATHS[pattern]!(content, '2000-01-01')) expect(matchPage(routes, path).route.path, path).toBe(pattern);
  });
  it('renders a member page with its heading and head, and the not-found page with 404', async () => {
    const content = seedContent();
    const member = content.teamMembers[2]!;
    const page = await renderPage(`/team/${member.id}`, site, content);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`>${member.name}</h1>`);
    expect(page.head).toContain(`<title data-head>${member.name} · Discovery of Mind Lab</title>`);
    expect(page.head).toContain('"@type":"Person"');
    const missing = await renderPage('/no/such/page', site, content);
    expect(missing.status).toBe(404);
    expect(missing.head).toContain('<meta name="robots" content="noindex" data-head>');
  });
  it('renders under a base path with prefixed links', async () => {
    const page = await renderPage('/team', project, seedContent());
    expect(page.status).toBe(200);
    expect(page.body).toContain('href="/lab-site/team/');
  });
});
