/**
 * The site in each of its languages (docs/decisions/060), prerendered from the tests' own
 * content: a Norwegian page's markup, head and data, the sitemap's alternates and the feed.
 */
import { describe, expect, it } from 'vitest';
import { languageVersions, renderPage } from '../../site/entry-server';
import { atomFeed, sitemapXml } from '../../site/prerender/machine-files';
import type { SiteLocation } from '../../site/head';
import { seedContent } from '../fixtures/content/seed';
import { AUTONYMS, CATALOGUES } from '../../site/i18n/catalogues';
import { languageName } from '../../shared/content/model/languages';

const site: SiteLocation = { origin: 'https://lab.example.org', basePath: '/' };
const content = seedContent();
const member = content.teamMembers.find((m) => m.translations?.nb?.bio)!;

describe('the switcher\'s names', () => {
  it('names every language with a catalogue in its own words, as the platform does', () => {
    expect(Object.keys(AUTONYMS).sort()).toEqual(Object.keys(CATALOGUES).sort());
    for (const [tag, name] of Object.entries(AUTONYMS)) expect(name).toBe(languageName(tag));
  });
});

describe('a page in another language', () => {
  it('renders its texts and words in that language, with its own address and both alternates', async () => {
    const page = await renderPage(`/team/${member.id}`, site, content, { lang: 'nb' });
    expect(page.lang).toBe('nb');
    expect(page.body).toContain(member.translations!.nb!.role as string);
    expect(page.body).toContain('Alle medarbeidere');
    expect(page.body).toContain(`href="/nb/team/"`);
    expect(page.head).toContain(`<link rel="canonical" href="https://lab.example.org/nb/team/${member.id}/" data-head>`);
    expect(page.head).toContain(`<link rel="alternate" hreflang="en" href="https://lab.example.org/team/${member.id}/" data-head>`);
    expect(page.head).toContain(`<link rel="alternate" hreflang="x-default" href="https://lab.example.org/team/${member.id}/" data-head>`);
    expect(page.head).toContain('href="https://lab.example.org/nb/feed.xml"');
  });
  it('carries only its own language: no translations in its data, the default text where one is missing, marked', async () => {
    const page = await renderPage('/projects', site, content, { lang: 'nb' });
    const text = JSON.stringify(page.data);
    expect(text).not.toContain('"translations"');
    const untranslated = content.projects.find((p) => !p.translations?.nb?.description)!;
    expect(page.data.content.projects!.find((p) => p.id === untranslated.id)).toMatchObject({ description: untranslated.description, untranslated: expect.arrayContaining(['description']) });
    expect(page.body).toMatch(/<p class="card__text"[^>]*lang="en"/);
    const english = await renderPage('/projects', site, content);
    expect(JSON.stringify(english.data)).not.toContain('"translations"');
    expect(english.body).not.toContain('lang="en"');
  });
  it('renders the same markup from its data as from the whole content', async () => {
    for (const path of ['/', `/team/${member.id}`, '/join-us', '/contact']) {
      const fromData = await renderPage(path, site, content, { lang: 'nb' });
      const fromWhole = await renderPage(path, site, content, { lang: 'nb', whole: true });
      expect(fromData.body, path).toBe(fromWhole.body);
    }
  });
});

describe('the machine files', () => {
  it('list every page in each language with its alternates, and write a feed per language', async () => {
    const [english, norwegian] = await languageVersions(site, content);
    expect([english!.prefix, norwegian!.prefix]).toEqual(['', '/nb']);
    const sitemap = sitemapXml(english!.site, content, ['/team']);
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap.match(/<url>/g)).toHaveLength(2);
    expect(sitemap).toContain('<loc>https://lab.example.org/nb/team/</loc>');
    expect(sitemap.match(/hreflang="x-default" href="https:\/\/lab.example.org\/team\/"/g)).toHaveLength(2);
    const feed = atomFeed(norwegian!.site, norwegian!.content, new Date('2026-01-01'));
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="nb">');
    expect(feed).toContain('href="https://lab.example.org/nb/feed.xml"');
    expect(feed).toContain(`· Nyheter</title>`);
  });
  it('stay as they were on a site with one language', () => {
    const sitemap = sitemapXml(site, content, ['/team']);
    expect(sitemap).not.toContain('xhtml');
    expect(sitemap.match(/<url>/g)).toHaveLength(1);
  });
});
