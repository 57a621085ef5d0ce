/**
 * Right-to-left safety: the layout is written with logical properties (start and end, not left
 * and right), so a right-to-left language needs no layout of its own. The same page is checked
 * in both directions.
 */
import { expect, test, type Page } from '@playwright/test';

async function layoutIn(page: Page, dir: 'ltr' | 'rtl') {
  await page.evaluate((value) => {
    document.documentElement.dir = value;
  }, dir);
  return page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
    const links = [...document.querySelectorAll<HTMLElement>('.site-nav__link')].map((link) => link.getBoundingClientRect().left);
    const card = getComputedStyle(document.querySelector('.work-card')!);
    return {
      logo: box('.logo').left + box('.logo').width / 2,
      firstLink: links[0]!,
      lastLink: links[links.length - 1]!,
      cardBorderLeft: card.borderLeftWidth,
      cardBorderRight: card.borderRightWidth,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

test('with dir="rtl" the home page mirrors: logo and navigation start on the right, accents sit on the right, nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const ltr = await layoutIn(page, 'ltr');
  expect(ltr.logo).toBeLessThan(640);
  expect(ltr.firstLink).toBeLessThan(ltr.lastLink);
  expect(ltr.cardBorderLeft).toBe('4px');
  expect(ltr.cardBorderRight).not.toBe('4px');

  const rtl = await layoutIn(page, 'rtl');
  expect(rtl.logo).toBeGreaterThan(640);
  expect(rtl.firstLink).toBeGreaterThan(rtl.lastLink);
  // The accent moved to the other side; the card's thin border stays where the accent was.
  expect(rtl.cardBorderRight).toBe('4px');
  expect(rtl.cardBorderLeft).toBe(ltr.cardBorderRight);
  expect(rtl.overflow).toBeLessThanOrEqual(0);
});

test('with dir="rtl" the menu on a phone opens across the full width without overflow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.locator('.site-menu');
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeLessThanOrEqual(1);
  expect(box.x + box.width).toBeGreaterThanOrEqual(389);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
