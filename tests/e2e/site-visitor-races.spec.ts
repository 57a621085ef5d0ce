/**
 * The moments a visitor's page changes hands (docs/decisions/074), each driven deterministically:
 * the page's scripts are held back, the visitor acts, the scripts are released; or the visitor
 * acts in the very commit in which the page's script takes the header over (the toggle turns
 * `data-live`), as a press or a choice arriving in that moment would.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { holdScripts, seedContent } from './site-helpers';

/** Runs `act` in the page at the moment its script takes the menu over (`data-live` appears). */
async function atTakeOver(page: Page, act: string) {
  await page.addInitScript((source) => {
    const run = new Function(source) as () => void;
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.menu-toggle[data-live]')) return;
      observer.disconnect();
      run();
    });
    observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live'] });
  }, act);
}

/** The number of times the browser loaded a document at `path`. */
function countLoads(page: Page, path: string): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname.replace(/\/$/, '') === path)
      loads += 1;
  });
  return () => loads;
}

test.describe('after a redeploy, a page left open', () => {
  test("loads the next page afresh, once, when that page's code is gone", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('data-live', '');
    const loads = countLoads(page, '/software');
    // The build this page came from is gone: every file of its code fails, until the browser
    // loads a page of the new build.
    let gone = true;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') gone = false;
    });
    await page.route(/\/assets\/.*\.js$/, (route) => (gone ? route.abort() : route.continue()));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Software' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scientific Software' })).toBeVisible();
    await expect(page).toHaveURL(/\/software\/?$/);
    // The new page's own script runs: it is the live page of the new build.
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('data-live', '');
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toHaveCount(0);
    expect(loads()).toBe(1);
  });

  test('shows the error page inside the frame when the code is still missing after that one reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('data-live', '');
    const loads = countLoads(page, '/software');
    // The page's code and the old lazily loaded error page's own file never arrive.
    await page.route(/\/assets\/(software|error-page)-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Software' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.locator('.error-page__message')).toContainText('dynamically imported module');
    // The frame stays: header, navigation and footer.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Reloaded once for this build, not in a loop.
    expect(loads()).toBe(1);
    // The way home is a full load.
    await page.getByRole('main').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the menu has one owner at every moment (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a press outside the header in the moment the page takes the open menu over closes it', async ({ page }) => {
    const release = await holdScripts(page);
    await atTakeOver(
      page,
      `document.querySelector('main h1').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, isPrimary: true }));`,
    );
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    release();
    await expect(toggle).toHaveAttribute('data-live', '');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' })).toBeHidden();
    // And the page answers the menu from then on.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('widening past 768 px before the page has taken over closes the menu, which stays closed', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 1024, height: 844 });
    await expect(toggle).toBeHidden();
    // A real window shows at least one frame at the wider size: the browser fires resize then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(toggle).toHaveAttribute('data-live', '');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' })).toBeHidden();
  });

  test('Escape before the page has taken over closes the menu', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(toggle).toHaveAttribute('data-live', '');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

/**
 * Runs `act` in the page as its script starts hydrating: in the task after React attaches its
 * listeners to the page's root, before any of the hydration's work has run.
 */
async function atHydrationStart(page: Page, act: string) {
  await page.addInitScript((source) => {
    const run = new Function(source) as () => void;
    const add = EventTarget.prototype.addEventListener;
    let done = false;
    EventTarget.prototype.addEventListener = function (
      this: EventTarget,
      ...args: Parameters<EventTarget['addEventListener']>
    ) {
      if (!done && this instanceof HTMLElement && this.id === 'root' && args[0] === 'change') {
        done = true;
        queueMicrotask(run);
      }
      return add.apply(this, args);
    };
  }, act);
}

/** A reader's choice of 2019 in the Year filter, as the browser delivers it: selected, then input and change. */
const CHOOSE_2019 = `const year = [...document.querySelectorAll('label')].find((label) => label.textContent.includes('Year')).querySelector('select');
  year.value = '2019';
  year.dispatchEvent(new Event('input', { bubbles: true }));
  year.dispatchEvent(new Event('change', { bubbles: true }));`;

for (const [moment, arrange] of [
  ['as the page starts hydrating', atHydrationStart],
  ['in the moment the page takes the header over', atTakeOver],
] as const) {
  test(`a filter chosen ${moment} applies`, async ({ page }) => {
    const papers = seedContent().publications;
    const of2019 = papers.filter((paper) => paper.year === 2019);
    expect(of2019.length).toBeGreaterThan(0);
    const release = await holdScripts(page);
    await arrange(page, CHOOSE_2019);
    await page.goto('/publications');
    release();
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('data-live', '');
    await expect(page).toHaveURL(/[?&]year=2019/);
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('2019');
    await expect(page.getByText(`${of2019.length} of ${papers.length} publications`)).toBeVisible();
    const years = page.locator('.publication-list > li:not([hidden]) .publication__venue');
    for (const text of await years.allTextContents()) expect(text).toContain('2019');
  });
}

test("a filter chosen right after the page's script was released applies", async ({ page }) => {
  const papers = seedContent().publications;
  const release = await holdScripts(page);
  await page.goto('/publications');
  release();
  await page.getByRole('combobox', { name: 'Year' }).selectOption('2019');
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('data-live', '');
  await expect(page).toHaveURL(/[?&]year=2019/);
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('2019');
  await expect(page.getByText(`${papers.length} of ${papers.length} publications`)).toHaveCount(0);
});
