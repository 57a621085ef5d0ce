/**
 * A lab's own pages on the built site: the tests' content has "Facilities" (in the footer) and
 * "Reading group" (only by link). Each is prerendered at /{slug}/ in both languages, listed in
 * the sitemap and found by the site search; the footer and the header link them by placement;
 * the studio refuses an address the site keeps for itself.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

test('a page of the lab’s own is prerendered at /{slug}/ and /nb/{slug}/, in the sitemap and the search, linked by its placement, and axe-clean', async ({ page, request }) => {
  // The HTML as a static host serves it, before any script.
  const html = await (await request.get('/facilities/')).text();
  expect(html).toContain('>Facilities</h1>');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/facilities\/?"/);
  expect(html).toMatch(/<link rel="alternate" hreflang="nb" href="[^"]*\/nb\/facilities\/?"/);
  expect(html).toContain('<meta name="description" content="The lab has four testing booths and an eye-tracking room.');

  await page.goto('/facilities/');
  await expect(page).toHaveTitle(/^Facilities · /);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Facilities' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Computing' })).toBeVisible();
  await expect(main.locator('strong', { hasText: 'four testing booths' })).toBeVisible();
  // In the footer, as placed; not in the header's navigation.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Facilities' })).toHaveAttribute('href', /\/facilities\/?$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Facilities' })).toHaveCount(0);
  // "Only by link": at its address, in neither the header nor the footer.
  await expect(page.getByRole('link', { name: 'Reading group' })).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

  // The Norwegian page, with its own words, its footer link among the Norwegian pages.
  await page.goto('/nb/facilities/');
  await expect(page.getByRole('heading', { level: 1, name: 'Fasiliteter' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Beregning' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Fasiliteter' })).toHaveAttribute('href', /\/nb\/facilities\/?$/);
  const axeNb = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axeNb.violations.map((v) => v.id)).toEqual([]);

  await page.goto('/reading-group/');
  await expect(page.getByRole('heading', { level: 1, name: 'Reading group' })).toBeVisible();

  // The sitemap lists both pages in both languages.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.replace(/\/$/, ''));
  expect(locs).toEqual(expect.arrayContaining(['/facilities', '/nb/facilities', '/reading-group', '/nb/reading-group']));

  // The site search finds a page by the words of its body.
  await page.goto('/search?q=booths');
  const result = page.getByRole('link', { name: 'Facilities' }).first();
  await expect(page.getByRole('main').getByRole('link', { name: 'Facilities' })).toBeVisible();
  await expect(result).toHaveAttribute('href', /\/facilities\/?$/);
});

test('an address no page has is the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test.describe('the studio', () => {
  test.use({ signedIn: true });

  test('refuses an address the site keeps for itself, with the reason, and saves a page at a free one', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('link', { name: /Pages/ }).first()).toBeVisible();
    await page.goto('/admin/pages/new');
    await page.getByLabel('Title', { exact: true }).fill('News from the lab');
    // The address follows the title until typed.
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('news-from-the-lab');
    await page.getByLabel('Address', { exact: true }).fill('news');
    await page.getByLabel('Body', { exact: true }).fill('What we are up to.');
    await page.getByRole('button', { name: 'Add Page' }).click();
    await expect(page.getByText("The address /news/ is one of the site's own pages or files; choose another address for this page")).toBeVisible();
    await page.getByLabel('Address', { exact: true }).fill('nb');
    await page.getByRole('button', { name: 'Add Page' }).click();
    await expect(page.getByText('The address /nb/ is kept for a language of the site; choose another address for this page')).toBeVisible();
    await page.getByLabel('Address', { exact: true }).fill('facilities');
    await page.getByRole('button', { name: 'Add Page' }).click();
    await expect(page.getByText('Another page already has the address /facilities/; choose another address for this page')).toBeVisible();
    await page.getByLabel('Address', { exact: true }).fill('lab-diary');
    await page.getByRole('button', { name: 'Add Page' }).click();
    await expect(page.getByText('Page saved successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/pages$/);
    await expect(page.getByRole('link', { name: 'Edit News from the lab' })).toBeVisible();
  });
});
