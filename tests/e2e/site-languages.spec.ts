/**
 * A site in two languages (docs/decisions/060), from the tests' own content (English, the
 * default, and Norwegian Bokmål): prerendered Norwegian pages with their own titles, `lang`,
 * hreflang both ways, the switcher, a missing translation shown in English and marked so, and
 * axe on the Norwegian pages.
 */
import { Axe } from './axe-helpers';
import { expect, test } from './fixtures';
import { seedContent } from '../fixtures/content/seed';
import { holdScripts } from './site-helpers';

const content = seedContent();
const translated = content.projects.find((project) => project.translations?.nb?.title)!;
const untranslated = content.projects.find((project) => !project.translations?.nb?.description)!;

test('a Norwegian page is prerendered in Norwegian: its own title, lang and words, before any script runs', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/nb/team/', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(page).toHaveTitle(/^Folk · /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Folkene våre');
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Publikasjoner' })).toHaveAttribute('href', '/nb/publications/');
  release();
  // The English page is untouched: the spec's texts, in English.
  await page.goto('/team/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team');
});

test('every page names its other language and x-default, both ways', async ({ request }) => {
  const alternates = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => `${lang} ${new URL(href!).pathname}`);
  };
  const expected = ['en /projects/project-1/', 'nb /nb/projects/project-1/', 'x-default /projects/project-1/'];
  expect(await alternates('/projects/project-1/')).toEqual(expected);
  expect(await alternates('/nb/projects/project-1/')).toEqual(expected);
  const nb = await (await request.get('/nb/projects/project-1/')).text();
  expect(nb).toContain('<link rel="canonical" href="http://127.0.0.1:4173/nb/projects/project-1/"');
  expect(nb).toContain(`<title data-head>${translated.translations!.nb!.title as string} · ${content.labProfile.name}</title>`);
});

test('the switcher goes to the same page in the other language and back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/projects/${translated.id}/`);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Norsk bokmål' }).click();
  await expect(page).toHaveURL(`/nb/projects/${translated.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.translations!.nb!.title as string);
  // A link followed inside the Norwegian site stays Norwegian (client navigation).
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Folk' }).click();
  await expect(page).toHaveURL('/nb/team/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Folkene våre');
  await page.getByRole('navigation', { name: 'Språk' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/team/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team');
});

test('a text without a translation shows in English, marked lang="en", never empty', async ({ page }) => {
  await page.goto(`/nb/projects/${untranslated.id}/`);
  const description = page.locator('.prose');
  await expect(description).toHaveAttribute('lang', 'en');
  await expect(description).toContainText(untranslated.description.split('\n')[0]!.slice(0, 60));
  // A translated text carries no lang of its own: it is in the page's language.
  await page.goto(`/nb/projects/${translated.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /.+/);
});

test('dates and the feed follow the language', async ({ page, request }) => {
  const news = content.newsItems.find((item) => item.translations?.nb?.title)!;
  await page.goto(`/nb/news/${news.id}/`);
  const [year, month, day] = news.date.split('-').map(Number);
  const norwegian = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect(page.locator('time').first()).toHaveText(norwegian);
  const feed = await (await request.get('/nb/feed.xml')).text();
  expect(feed).toContain('xml:lang="nb"');
  expect(feed).toContain(`<title>${news.translations!.nb!.title as string}</title>`);
  expect(feed).toContain('http://127.0.0.1:4173/nb/news/');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>http://127.0.0.1:4173/nb/team/</loc>');
  expect(sitemap).toContain('<xhtml:link rel="alternate" hreflang="nb" href="http://127.0.0.1:4173/nb/team/"/>');
});

test('the Norwegian search finds Norwegian words and links stay Norwegian', async ({ page }) => {
  await page.goto('/nb/search/?q=sløyfe');
  const result = page.locator('.search-result').first();
  await expect(result).toBeVisible();
  await expect(result.getByRole('link')).toHaveAttribute('href', /^\/nb\//);
  await expect(page.getByRole('status')).toContainText('treff for «sløyfe»');
});

for (const route of ['/nb/', '/nb/team/member-1/', '/nb/projects/project-2/', '/nb/join-us/', '/nb/contact/']) {
  test(`axe finds nothing on ${route}`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new Axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
