/**
 * The header's links on one row: with a page of the lab's own in the main navigation, the links
 * no longer fit beside the name and the tools at 1280 px, and take a row of their own under them
 * instead of wrapping inside their pills or squeezing the lab's name onto three lines.
 */
import { expect, test } from './fixtures';
import { openSeeded } from './site-helpers';
import { pages } from '../fixtures/content/seed/pages';

const openScience = {
  ...pages[0]!,
  id: 'open-science',
  slug: 'open-science',
  title: 'Open science',
  placement: 'nav',
  translations: { nb: { title: 'Åpen forskning' } },
};

async function headerLayout(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLElement>('.site-nav__link')].map((link) => {
      const box = link.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(link).lineHeight);
      return {
        top: Math.round(box.top),
        lines: Math.round((link.clientHeight - parseFloat(getComputedStyle(link).paddingTop) * 2) / lineHeight),
      };
    });
    const name = document.querySelector<HTMLElement>('.logo__name')!;
    const nameLines = Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight));
    const tools = document.querySelector('.site-tools')!.getBoundingClientRect();
    return {
      tops: [...new Set(links.map((link) => link.top))],
      linkLines: Math.max(...links.map((link) => link.lines)),
      nameLines,
      linksBelowTools: links.every((link) => link.top >= tools.bottom),
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

test('with a page of its own in the navigation, the header’s links take one row of their own at 1280 px, in both languages, and the phone menu is unchanged', async ({
  page,
  seed,
}) => {
  await seed({ pages: [...pages, openScience] as never });
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [path, label] of [
    ['/', 'Open science'],
    ['/nb/', 'Åpen forskning'],
  ] as const) {
    await openSeeded(page, path);
    const nav = page.getByRole('navigation', { name: /Main|Hoved/ });
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
    const layout = await headerLayout(page);
    expect(layout.tops).toHaveLength(1);
    expect(layout.linkLines).toBe(1);
    expect(layout.nameLines).toBe(1);
    expect(layout.linksBelowTools).toBe(true);
    expect(layout.overflow).toBeLessThanOrEqual(0);
  }
  // A linked place in a page still clears the taller header.
  expect(
    await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)),
  ).toBeGreaterThanOrEqual(
    await page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().height),
  );

  await page.setViewportSize({ width: 390, height: 800 });
  await openSeeded(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Open science' }),
  ).toBeVisible();
});

test('when its links fit (no page of its own, no talks, courses or events), the header keeps its one row at 1280 px', async ({
  page,
  seed,
}) => {
  // Home and five sections, as a lab without those three has: they fit beside the name and the tools.
  await seed({ talks: [], teaching: [], events: [] } as never);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSeeded(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(6);
  await expect(page.locator('.site-header')).not.toHaveAttribute('data-rows', '2');
  const layout = await headerLayout(page);
  expect(layout.tops).toHaveLength(1);
  expect(layout.linkLines).toBe(1);
  expect(layout.linksBelowTools).toBe(false);
});
