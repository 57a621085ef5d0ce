import { expect, test } from '@playwright/test';
import { holdScripts } from './site-helpers';

test.describe('navigation and footer', () => {
  test("the top bar shows the lab's name first and its institution second as logo, and the six main links", async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'News', 'Research', 'Publications', 'Software', 'Team']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByRole('link', { name: /Halden University/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Discovery of Mind Lab Halden University', exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Research' }).click();
    await expect(page).toHaveURL(/\/projects\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Research Areas' })).toBeVisible();
    await nav.getByRole('link', { name: 'News' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
  });

  test('the footer has the copyright line with the current year and a Contact link', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('link', { name: 'CC BY-SA 4.0' })).toBeVisible();
    await footer.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  });

  test('a visitor who scrolled before the page turned interactive stays where they are', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    // The page's scripts wait until the visitor has scrolled, as on a slow phone.
    const release = await holdScripts(page);
    await page.goto('/publications', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    release();
    // React has taken over the page (its nodes carry React's keys) and painted twice since.
    await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('every navigation scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/publications');
    await expect(page.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('link', { name: 'See open positions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown path shows a helpful not-found page inside the site frame', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Publications' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the toggle opens and closes the menu', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const teamLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(teamLink).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(teamLink).toBeVisible();
    await toggle.click();
    await expect(teamLink).toBeHidden();
  });

  test('a tap on Menu before the page turned interactive opens it, and the page then takes it over', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    const teamLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(teamLink).toBeVisible();
    release();
    await expect(toggle).toHaveAttribute('data-live', '');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(teamLink).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(teamLink).toBeHidden();
  });

  test('before the page turned interactive, a click outside the open menu closes it too', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(200, 800);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' })).toBeHidden();
    release();
    await expect(toggle).toHaveAttribute('data-live', '');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click outside the menu closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const newsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' });
    await expect(newsLink).toBeVisible();
    await page.mouse.click(200, 800);
    await expect(newsLink).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('following a menu link navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Software' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scientific Software' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('growing the window past 768 px closes the menu', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 768, height: 844 });
    // At exactly 768 px the menu is still the mobile one, and still open.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 1024, height: 844 });
    await expect(toggle).toBeHidden();
    // A real window shows at least one frame at the wider size: the browser fires resize then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' })).toBeHidden();
  });
});

test('the router fallback shows Unexpected Application Error! with the message', async ({ page }) => {
  // A page whose code cannot be loaded is an application error the router must catch.
  await page.route(/\/assets\/software-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/software');
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.locator('.error-page__message')).not.toBeEmpty();
});

test('a public page carries all its styles in its own HTML: no stylesheet arrives later with a route’s code', async ({ page }) => {
  for (const path of ['/', '/projects', '/software', '/team', '/feed', '/publications/pub-001']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(await page.locator('link[rel="stylesheet"]').count(), path).toBe(0);
  }
  // The shared card styles (shared/ui/ui.css) hold from the first paint: a framed card, tags as pills.
  await page.goto('/software');
  const card = page.locator('.card').first();
  await expect(card).toHaveCSS('border-top-style', 'solid');
  await expect(card.locator('li').first()).toHaveCSS('list-style-type', 'none');
});
