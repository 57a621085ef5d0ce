/**
 * The brand colour reaches every accent of the public site, in light and dark colours, with axe
 * clean; a clean start (a name and an institution) has no empty card, heading or grid cell at
 * phone and desktop widths; the hero's figures fill their grid whatever their number.
 */
import { expect, test, type Page } from '@playwright/test';
import { brandPalette } from '../../shared/content/read/brand-color';
import { emptyContent } from '../../shared/content/model/empty-content';
import { emptyLabProfile, type HeroFigure } from '../../shared/content/model/lab-profile';
import { allRules } from './axe-helpers';
import { makeNews, openSeeded, seedContent, seedStorage } from './site-helpers';

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const GREEN = '#2E7D32';
const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Visible sections and cards of the page's main part whose only words are their heading (or that have none). */
function emptyBlocks(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    return [...main.querySelectorAll('section, .card, li, dd')]
      .filter(visible)
      .filter((el) => {
        if (el.querySelector('img, svg, iframe, input, select, button')) return false;
        const heading = el.querySelector('h1, h2, h3, h4')?.textContent ?? '';
        const words = (el.textContent ?? '').replace(heading, '').trim();
        return words === '';
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: "${el.textContent?.trim().slice(0, 40)}"`);
  });
}

const PUBLIC_PAGES = ['/', '/contact', '/team', '/publications', '/projects', '/software', '/feed', '/join-us', '/search'];

for (const width of [390, 1280]) {
  test(`a clean start has no empty card, heading or grid cell at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await seedStorage(page, emptyContent(emptyLabProfile('Smith Lab', 'Example University')));
    for (const path of PUBLIC_PAGES) {
      await openSeeded(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await emptyBlocks(page), path).toEqual([]);
    }
    await openSeeded(page, '/');
    await expect(page.getByRole('heading', { name: 'Work with us' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Explore our research' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Smith Lab Example University', exact: true })).toBeVisible();
    await openSeeded(page, '/contact');
    for (const heading of ['Collaborations', 'Job Openings', 'Press Inquiries']) await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
    await expect(page.getByRole('main').locator('address')).toHaveText('Smith LabExample University');
  });
}

const FIGURES: HeroFigure[] = ['projects', 'publications', 'teamMembers', 'software'];

for (const width of [390, 1280]) {
  test(`the hero's figures fill their grid with 1, 2, 3 and 4 figures at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const seed = seedContent();
    for (const count of [1, 2, 3, 4]) {
      await seedStorage(page, { labProfile: { ...seed.labProfile, home: { ...seed.labProfile.home, figures: FIGURES.slice(0, count) } } });
      await openSeeded(page, '/');
      const facts = page.locator('.hero__facts');
      await expect(facts.locator('.hero__fact')).toHaveCount(count);
      // Every row of cells reaches from the grid's left edge to its right edge: no empty cell.
      const gaps = await facts.evaluate((grid) => {
        const frame = grid.getBoundingClientRect();
        const style = getComputedStyle(grid);
        const left = frame.left + parseFloat(style.borderLeftWidth);
        const right = frame.right - parseFloat(style.borderRightWidth);
        const rows = new Map<number, DOMRect[]>();
        for (const cell of grid.querySelectorAll('.hero__fact')) {
          const box = cell.getBoundingClientRect();
          rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
        }
        return [...rows.values()]
          .map((cells) => Math.max(Math.abs(Math.min(...cells.map((c) => c.left)) - left), Math.abs(Math.max(...cells.map((c) => c.right)) - right)))
          .filter((gap) => gap > 2);
      });
      expect(gaps, `${count} figures`).toEqual([]);
    }
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a green lab's hero, news banner, project header and footer links are green, axe clean, in ${colorScheme} colours`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme });
    const seed = seedContent();
    const palette = brandPalette(GREEN);
    if (!palette.ok) throw new Error(palette.reason);
    const { hero } = palette.palette;
    const project = { ...seed.projects[0]!, image: '', topics: [], topicsWithColors: [] };
    await seedStorage(page, {
      labProfile: { ...seed.labProfile, brandColor: GREEN },
      projects: [project, ...seed.projects.slice(1)],
      newsItems: [makeNews({ id: 'news-banner', title: 'A banner without a picture', date: '2026-01-05', imageUrl: '', emojiHexcodes: ['1F4A1'] })],
    });
    await openSeeded(page, '/');
    const heroGround = await page.locator('.hero').evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(heroGround).toContain(hexToRgb(hero.start));
    expect(heroGround).toContain(hexToRgb(hero.end));
    expect(heroGround).not.toContain('rgb(0, 170, 255)');
    expect(heroGround).not.toContain('rgb(10, 34, 51)');
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).evaluate((el) => getComputedStyle(el).color)).toBe(hexToRgb(hero.footerLink));
    expect(await allRules(page)).toEqual([]);

    await openSeeded(page, '/feed');
    const banner = await page.locator('.news-card__banner').first().evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(banner).toContain(hexToRgb(GREEN.toLowerCase()));
    expect(banner).not.toContain('rgb(0, 170, 255)');
    expect(await allRules(page)).toEqual([]);

    await openSeeded(page, `/projects/${project.id}`);
    const header = await page.locator('.detail-hero').evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(header).toContain(hexToRgb(GREEN.toLowerCase()));
    expect(header).not.toContain('rgb(0, 170, 255)');
    expect(await allRules(page)).toEqual([]);
  });
}
