/**
 * Where a page's data lives and what the development server answers there (docs/decisions/062):
 * one address for the prerenderer, the browser and `npm start`, and at each address the data the
 * build writes, in every language; nothing where the build writes nothing.
 */
import { describe, expect, it } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import { builtPageData, dataOnlyPaths, languageVersions, prerenderPaths, renderPage } from '../../site/entry-server';
import type { SiteLocation } from '../../site/head';
import { pageDataAddress, pageOfDataAddress } from '../../site/page-data-address';

const site: SiteLocation = { origin: 'https://lab.example.org', basePath: '/' };

describe('the page-data address', () => {
  it('is page-data.json in the page folder, under the base path and the language prefix', () => {
    expect(pageDataAddress('/', '', '/')).toBe('/page-data.json');
    expect(pageDataAddress('/', '', '/team')).toBe('/team/page-data.json');
    expect(pageDataAddress('/', '', '/team/')).toBe('/team/page-data.json');
    expect(pageDataAddress('/', '/nb', '/')).toBe('/nb/page-data.json');
    expect(pageDataAddress('/lab-site/', '/nb', '/team/member-1')).toBe('/lab-site/nb/team/member-1/page-data.json');
    expect(pageDataAddress('/lab-site', '', '/publications/all')).toBe('/lab-site/publications/all/page-data.json');
  });

  it('leads back to its page, prefix included, and only under the base path', () => {
    for (const basePath of ['/', '/lab-site/']) {
      for (const prefix of ['', '/nb']) {
        for (const path of ['/', '/team', '/team/member-1', '/publications/page/2']) {
          const page = `${prefix}${path === '/' && prefix ? '' : path}` || '/';
          expect(pageOfDataAddress(basePath, pageDataAddress(basePath, prefix, path))).toBe(page);
        }
      }
    }
    expect(pageOfDataAddress('/lab-site/', '/team/page-data.json')).toBeNull();
    expect(pageOfDataAddress('/lab-site/', '/lab-sites/team/page-data.json')).toBeNull();
    expect(pageOfDataAddress('/', '/team/index.html')).toBeNull();
    expect(pageOfDataAddress('/', '/team/other-page-data.json')).toBeNull();
  });
});

describe('the data the development server answers', () => {
  const content = seedContent();

  it('is, at every page of every language, the data the build writes there', async () => {
    const versions = await languageVersions(site, content);
    expect(versions.map((version) => version.prefix)).toEqual(['', '/nb']);
    const paths = prerenderPaths(content).filter((_, index) => index % 7 === 0);
    expect(paths.length).toBeGreaterThan(10);
    for (const { lang, prefix } of versions) {
      for (const path of paths) {
        const rendered = await renderPage(path, site, content, { lang });
        const page = `${prefix}${path === '/' && prefix ? '' : path}` || '/';
        expect(JSON.stringify(await builtPageData(page, site, content)), page).toBe(JSON.stringify(rendered.data));
      }
      for (const [path, data] of Object.entries(dataOnlyPaths(lang))) {
        expect(JSON.stringify(await builtPageData(`${prefix}${path}`, site, content))).toBe(JSON.stringify(data(content)));
      }
    }
  }, 60_000);

  it('is the page data in the page’s language', async () => {
    const member = content.teamMembers.find((item) => item.translations?.nb?.role)!;
    const english = await builtPageData(`/team/${member.id}`, site, content);
    const norwegian = await builtPageData(`/nb/team/${member.id}/`, site, content);
    expect(english?.content.teamMembers?.[0]?.role).toBe(member.role);
    expect(norwegian?.content.teamMembers?.[0]?.role).toBe(member.translations!.nb!.role);
  });

  it('is nothing where the build writes no file', async () => {
    for (const page of ['/no-such-page', '/team/no-such-member', '/admin', '/nb/admin', '/de/team', '/publications/page/9']) {
      expect(await builtPageData(page, site, content), page).toBeNull();
    }
  });
});
