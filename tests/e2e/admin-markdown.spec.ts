/**
 * The studio's Markdown fields (docs/decisions/076): the toolbar wraps the selection, the
 * shortcuts do the same, and the preview beside the text (below it where the form is narrow, as
 * in the 360-pixel side panel) shows the text as the site will.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stored } from './admin-helpers';

test.use({ signedIn: true });

async function select(field: Locator, text: string) {
  await field.evaluate((element, wanted) => {
    const area = element as HTMLTextAreaElement;
    const start = area.value.indexOf(wanted);
    area.focus();
    area.setSelectionRange(start, start + wanted.length);
  }, text);
}

async function writeWithToolbar(page: Page) {
  await page.goto('/admin/news/new');
  const field = page.getByLabel('Content', { exact: true });
  const box = page.locator('.studio-field').filter({ has: field });
  const toolbar = box.getByRole('toolbar', { name: 'Formatting' });
  const preview = box.getByRole('region', { name: 'Preview' });
  await expect(toolbar).toHaveAttribute('aria-controls', (await field.getAttribute('id'))!);
  await expect(toolbar.getByRole('button')).toHaveText(['B', 'I', 'Link', '• List', 'H', '</>']);
  await expect(page.getByText(/Shortcuts: Ctrl\+B bold, Ctrl\+I italic, Ctrl\+K link/).first()).toBeVisible();

  await field.fill('We received a grant from the council.');
  await select(field, 'grant');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(field).toHaveValue('We received a **grant** from the council.');
  await expect(preview.locator('strong')).toHaveText('grant');

  // The shortcuts act on the selection too.
  await select(field, 'received');
  await field.press('Control+i');
  await expect(field).toHaveValue('We *received* a **grant** from the council.');
  await expect(preview.locator('em')).toHaveText('received');
  await select(field, 'the council');
  await field.press('Control+k');
  // The address is selected after a link is made: typing replaces it.
  await page.keyboard.type('https://council.example.org/');
  await expect(field).toHaveValue('We *received* a **grant** from [the council](https://council.example.org/).');
  await expect(preview.getByRole('link', { name: 'the council' })).toHaveAttribute(
    'href',
    'https://council.example.org/',
  );

  await field.press('End');
  await page.keyboard.type('\n\nTwo PhD positions');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await expect(preview.getByRole('listitem')).toHaveText(['Two PhD positions']);
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(preview.getByRole('listitem').locator('strong')).toHaveText('Two PhD positions');
  return { field, preview };
}

test('the toolbar and shortcuts format the selection and the preview shows it beside the text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { field, preview } = await writeWithToolbar(page);
  const [area, shown] = [(await field.boundingBox())!, (await preview.boundingBox())!];
  expect(shown.x).toBeGreaterThanOrEqual(area.x + area.width - 1);
  await page.screenshot({ path: test.info().outputPath('markdown-field-1280.png'), fullPage: false });

  // Undo takes a toolbar edit back, as it would a typed one.
  await field.press('Control+z');
  await expect(preview.getByRole('listitem').locator('strong')).toHaveCount(0);

  // Saved, the news item's page shows the formatting.
  await page.getByLabel('Title', { exact: true }).fill('Markdown news');
  await page.getByLabel('Author', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Add News Item' }).click();
  await expect(page.getByText('News item saved successfully!')).toBeVisible();
  const item = (await stored<{ id: string; content: string }[]>(page, 'newsItems')).find(
    (n) => n.id === 'markdown-news',
  )!;
  expect(item.content).toContain('**grant**');
  await page.goto('/news/markdown-news');
  await expect(page.getByRole('main').locator('strong').first()).toHaveText('grant');
  await expect(page.getByRole('main').getByRole('link', { name: 'the council' })).toBeVisible();
});

test('in a 360-pixel frame the preview sits below the text', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 900 });
  const { field, preview } = await writeWithToolbar(page);
  const [area, shown] = [(await field.boundingBox())!, (await preview.boundingBox())!];
  expect(shown.y).toBeGreaterThanOrEqual(area.y + area.height - 1);
  // Nothing of the field is wider than the frame.
  const widest = await page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('.studio-markdown, .studio-markdown *')].map(
        (el) => el.getBoundingClientRect().right,
      ),
    ),
  );
  expect(widest).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('markdown-field-360.png'), fullPage: false });
});

test('translations are written with the same toolbar and preview', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/news/edit/news-9');
  const switcher = page.getByRole('group', { name: 'Language' });
  await switcher.getByRole('button', { name: /Norwegian/ }).click();
  const field = page.getByLabel('Content (Norwegian Bokmål)', { exact: true });
  await field.fill('Vi fikk en stor bevilgning.');
  await select(field, 'stor');
  const box = page.locator('.studio-translation').filter({ has: field });
  await box.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
  await expect(field).toHaveValue('Vi fikk en **stor** bevilgning.');
  await expect(box.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText('stor');
});
