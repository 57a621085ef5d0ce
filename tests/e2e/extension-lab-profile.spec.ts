/**
 * The lab profile edited in the side panel: previewed in the site tab while typing, and after
 * Save shown on every page that uses it (title, hero, footer, JSON-LD) once the tab reloads.
 */
import { expect, SITE, siteValue, test } from './extension-harness';

test('a profile edited in the side panel shows in the site tab, live and after a reload', async ({ site, openPanel }) => {
  await site.goto(`${SITE}/`);
  const panel = await openPanel({ unlocked: true });
  await panel.getByRole('link', { name: 'Edit lab profile' }).click();
  await expect(panel.getByRole('heading', { level: 1, name: /Lab profile/i })).toBeVisible();

  await panel.getByLabel('Lab name', { exact: true }).fill('Harbour Cognition Lab');
  await panel.getByLabel('Lead', { exact: true }).fill('We study how people learn from very little.');
  await panel.getByLabel('Footer text', { exact: true }).fill('Harbour Cognition Lab, Pier 4.');
  // Live preview: the site tab shows the draft before it is saved, and stores nothing.
  await expect(site.getByRole('banner').getByText('Harbour Cognition Lab')).toBeVisible();
  await expect(site.getByText('We study how people learn from very little.')).toBeVisible();
  expect(await siteValue(site, 'labProfile')).toBeNull();

  await panel.getByRole('button', { name: 'Save Lab Profile' }).click();
  await expect(panel.getByText('Lab profile saved successfully!')).toBeVisible();
  expect((await siteValue<{ name: string }>(site, 'labProfile'))?.name).toBe('Harbour Cognition Lab');

  for (const path of ['/', '/team']) {
    await site.goto(`${SITE}${path}`);
    await expect(site.locator('#root[data-content="local"]')).toBeAttached();
    await expect(site.getByRole('banner').getByText('Harbour Cognition Lab')).toBeVisible();
    await expect(site.getByRole('contentinfo')).toContainText('Harbour Cognition Lab, Pier 4.');
    await expect(site).toHaveTitle(/Harbour Cognition Lab/);
  }
  await site.goto(`${SITE}/`);
  await expect(site.getByText('We study how people learn from very little.')).toBeVisible();
  const organization = await site.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; name?: string })
      .find((data) => data['@type'] === 'ResearchOrganization'),
  );
  expect(organization?.name).toBe('Harbour Cognition Lab');
});
