import { Axe } from './axe-helpers';
import { expect, test } from '@playwright/test';
import { openDebugPanel, seedSession } from './debug-helpers';

test('the debug panel and the export modal have no detectable accessibility violations', async ({ context, page }) => {
  await seedSession(context);
  await openDebugPanel(page);
  const panel = await new Axe(page).include('.studio-debug').analyze();
  expect(panel.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.getByRole('button', { name: 'Export Current Data as Default' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const modal = await new Axe(page).include('dialog').analyze();
  expect(modal.violations.map((v) => v.id)).toEqual([]);
});
