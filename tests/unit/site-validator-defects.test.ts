/**
 * The defects independent validators found on the built site (W3C Nu HTML Checker, a
 * structured-data tester, Google's documented rules), each pinned by a test.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../scripts/prerender-page.mjs';
import type { Content } from '../../shared/content/model/model';
import type { JobOpening, Publication } from '../../shared/content/model/schemas';
import { seedContent } from '../fixtures/content/seed';
import { canonicalPath } from '../../shared/content/read/urls';
import { prerenderPaths, renderPage } from '../../site/entry-server';
import { absoluteUrl, type SiteLocation } from '../../site/head';
import { headTags } from '../../site/head-tags';
import { scholarAuthorName, scholarlyArticleJsonLd, scholarMeta } from '../../site/routes/publication-head';
import { LAB_LOGO, LAB_LOGO_SIZE, rasterSharePath, svgSharePath } from '../../site/share-image';
import { jobDescriptionHtml, jobPostingLd, licenseUrl, organizationLd, softwareLd } from '../../site/structured-data';
import { schemaProblems } from '../fixtures/schema-org';

const site: SiteLocation = { origin: 'https://lab.example.org', basePath: '/' };
const sub: SiteLocation = { origin: 'https://lab.github.io', basePath: '/lab-site/' };
const seed = seedContent();

describe('one meta description per page', () => {
  it('replaces the template description however the formatter wraps it', () => {
    const template = readFileSync(new URL('../../site/index.html', import.meta.url), 'utf8');
    const html = fillTemplate(template, '/team', { head: '<meta name="description" content="Own">', body: '<h1>x</h1>' });
    expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Own">');
    const split = '<head>\n<meta\n  name="description"\n  content="Generic"\n/>\n</head><div id="root"></div>';
    expect(fillTemplate(split, '/', { head: 'X', body: '' })).not.toContain('Generic');
  });
});

describe('canonical page paths and URLs', () => {
  it('end directories in a slash and keep fragments, queries and files as they are', () => {
    expect(canonicalPath('/team')).toBe('/team/');
    expect(canonicalPath('/team/')).toBe('/team/');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/software#software-1')).toBe('/software/#software-1');
    expect(canonicalPath('/search?q=a/b')).toBe('/search/?q=a/b');
    expect(canonicalPath('/feed.xml')).toBe('/feed.xml');
    expect(absoluteUrl(site, '/join-us#job-1')).toBe('https://lab.example.org/join-us/#job-1');
    expect(absoluteUrl(sub, '/software#software-1')).toBe('https://lab.github.io/lab-site/software/#software-1');
    expect(softwareLd(site, seed.software[0]!).url).toBe(`https://lab.example.org/software/#${seed.software[0]!.id}`);
  });
  it('prerenders internal links in their canonical form', async () => {
    const { body } = await renderPage('/', site, seed);
    const internal = [...body.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(internal.length).toBeGreaterThan(5);
    for (const href of internal) expect(canonicalPath(href), href).toBe(href);
  });
});

describe('pages kept out of indexes', () => {
  it('the not-found page names no canonical address or og:url', () => {
    const tags = headTags({ title: 'Page not found', noindex: true }, site, '/404', seed.labProfile);
    expect(tags.some((t) => t.attrs.rel === 'canonical' || t.attrs.property === 'og:url')).toBe(false);
    expect(tags.some((t) => t.attrs.name === 'robots' && t.attrs.content === 'noindex')).toBe(true);
  });
  it('the search page is noindex and so not indexable (out of the sitemap)', async () => {
    const search = await renderPage('/search', site, seed);
    expect(search.indexable).toBe(false);
    expect(search.head).toContain('<meta name="robots" content="noindex"');
    expect((await renderPage('/team', site, seed)).indexable).toBe(true);
  });
});

describe('JobPosting', () => {
  const job = (over: Partial<JobOpening>): JobOpening => ({
    ...seed.jobOpenings[0]!,
    id: 'job-9',
    isOpen: true,
    description: 'First.\n\nSecond <b>.',
    requirements: ['One', 'Two & three'],
    location: 'On-site, hybrid',
    ...over,
  });
  it('has a postal address of the lab, not the work arrangement, and its own page', () => {
    const posting = jobPostingLd(site, job({}), seed.labProfile);
    expect(schemaProblems(posting)).toEqual([]);
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', streetAddress: 'Kunnskapsveien 12', postalCode: '1783', addressLocality: 'Halden', addressCountry: 'NO' },
    });
    expect(posting.url).toBe('https://lab.example.org/join-us/job-9/');
    expect(posting.jobLocationType).toBeUndefined();
    expect(posting.applicantLocationRequirements).toBeUndefined();
  });
  it('marks remote positions as telecommuting with the applicants’ country', () => {
    const posting = jobPostingLd(site, job({ location: 'Remote' }), seed.labProfile);
    expect(schemaProblems(posting)).toEqual([]);
    expect(posting).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Norway' } });
  });
  it('describes the position in escaped HTML', () => {
    expect(jobDescriptionHtml(job({}))).toBe(
      '<p>First.</p><p>Second &lt;b&gt;.</p><p>Work arrangement: On-site, hybrid</p><h3>Requirements</h3><ul><li>One</li><li>Two &amp; three</li></ul>',
    );
  });
  it('gives each open position a page, and none to closed ones', () => {
    const paths = prerenderPaths(seed);
    for (const j of seed.jobOpenings) expect(paths.includes(`/join-us/${j.id}`)).toBe(j.isOpen);
  });
  it('is on the position’s page and not on the list', async () => {
    const open = seed.jobOpenings.find((j) => j.isOpen)!;
    expect((await renderPage('/join-us', site, seed)).head).not.toContain('JobPosting');
    const page = await renderPage(`/join-us/${open.id}`, site, seed);
    expect(page.status).toBe(200);
    expect(page.head.match(/"@type":"JobPosting"/g)).toHaveLength(1);
  });
});

describe('Organization, licences and publication types', () => {
  it('uses a raster logo of at least 112 x 112 pixels', () => {
    const org = organizationLd(site, seed as Content);
    expect(org.logo).toBe(`https://lab.example.org${LAB_LOGO}`);
    expect(LAB_LOGO).toMatch(/\.png$/);
    expect(LAB_LOGO_SIZE).toBeGreaterThanOrEqual(112);
    expect(schemaProblems(org)).toEqual([]);
  });
  it('gives licences as URLs', () => {
    expect(licenseUrl('MIT')).toBe('https://opensource.org/license/mit');
    expect(licenseUrl('Apache 2.0')).toBe('https://www.apache.org/licenses/LICENSE-2.0');
    expect(licenseUrl('GPL v3')).toBe('https://www.gnu.org/licenses/gpl-3.0.html');
    expect(licenseUrl('CC BY')).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(licenseUrl('Custom')).toBeUndefined();
    expect(licenseUrl('https://example.org/licence')).toBe('https://example.org/licence');
    for (const item of seed.software) expect(String(softwareLd(site, item).license ?? 'https://')).toMatch(/^https:\/\//);
  });
  // Without volume and issue: a journal article's venue is then the Periodical itself.
  const pub = (type: string): Publication => ({ ...seed.publications[0]!, type, journal: 'Venue', volume: undefined, issue: undefined });
  it('types theses and books as such and puts conference papers in a CreativeWork', () => {
    const ld = (type: string) => scholarlyArticleJsonLd(seed, pub(type), site);
    expect(ld('thesis')['@type']).toBe('Thesis');
    expect(ld('book')['@type']).toBe('Book');
    expect(ld('journal article')).toMatchObject({ '@type': 'ScholarlyArticle', isPartOf: { '@type': 'Periodical' } });
    expect(ld('conference proceeding').isPartOf).toEqual({ '@type': 'CreativeWork', name: 'Venue' });
    expect(ld('workshop contribution').isPartOf).toEqual({ '@type': 'CreativeWork', name: 'Venue' });
    expect(ld('book chapter').isPartOf).toEqual({ '@type': 'Book', name: 'Venue' });
    for (const type of ['thesis', 'book', 'journal article', 'conference proceeding', 'book chapter', 'preprint'])
      expect(schemaProblems(ld(type)), type).toEqual([]);
    for (const p of seed.publications) expect(schemaProblems(scholarlyArticleJsonLd(seed, p, site)), p.id).toEqual([]);
  });
});

describe('Google Scholar authors', () => {
  const members = [{ name: 'Ingrid Halvorsen' }, { name: 'Jonas Brandt' }];
  it('writes lab members with their full names, others as written', () => {
    expect(scholarAuthorName('Halvorsen, I.', members)).toBe('Halvorsen, Ingrid');
    expect(scholarAuthorName('I. Halvorsen', members)).toBe('Halvorsen, Ingrid');
    expect(scholarAuthorName('Halvorsen, K.', members)).toBe('Halvorsen, K.');
    expect(scholarAuthorName('Outsider, Q.', members)).toBe('Outsider, Q.');
    const meta = scholarMeta({ ...seed.publications[0]!, authors: ['Brandt, J.', 'Nwosu, A.'] }, site, members);
    expect(meta.filter((m) => m.name === 'citation_author').map((m) => m.content)).toEqual(['Brandt, Jonas', 'Nwosu, A.']);
  });
});

describe('share images', () => {
  it('point at the PNG the build renders from a site SVG', () => {
    expect(svgSharePath('/assets/team/ada.svg')).toBe('/assets/team/ada.svg');
    expect(svgSharePath('/assets/team/ada.png')).toBeUndefined();
    expect(svgSharePath('https://elsewhere.example/a.svg')).toBeUndefined();
    expect(rasterSharePath('/assets/projects/x.svg')).toBe('/assets/share/projects/x.png');
    const tags = headTags({ title: 'P', image: '/assets/projects/x.svg' }, site, '/projects/p', seed.labProfile);
    const content = (key: string) => tags.find((t) => t.attrs.property === key || t.attrs.name === key)?.attrs.content;
    expect(content('og:image')).toBe('https://lab.example.org/assets/share/projects/x.png');
    expect(content('twitter:image')).toBe('https://lab.example.org/assets/share/projects/x.png');
    expect(content('twitter:card')).toBe('summary_large_image');
    // A remote SVG cannot be rendered at build: the lab's default PNG, as a small card.
    const remote = headTags({ title: 'P', image: 'https://elsewhere.example/a.svg' }, site, '/p', seed.labProfile);
    expect(remote.find((t) => t.attrs.property === 'og:image')?.attrs.content).toBe('https://lab.example.org/assets/og-default.png');
  });
});
