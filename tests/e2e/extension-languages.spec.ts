/**
 * The side panel beside a Norwegian page (docs/decisions/060): the form opens in the page's
 * language, the page previews the translation while it is typed, and shows it once saved.
 */
import { expect, SITE, siteValue, test } from './extension-harness';
import { seedContent } from '../fixtures/content/seed';

const project = seedContent().projects.find((item) => item.translations?.nb?.title && !item.translations.nb.description)!;

test('a translation typed in the side panel shows live on the Norwegian page and stays once saved', async ({ site, openPanel }) => {
  await site.goto(`${SITE}/nb/projects/${project.id}/`);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(project.translations!.nb!.title as string);
  const description = site.locator('.prose');
  await expect(description).toHaveAttribute('lang', 'en');

  const panel = await openPanel({ unlocked: true });
  await panel.getByRole('button', { name: /Edit this project/ }).click();
  // The form opens in the language of the attached page.
  await expect(panel.getByRole('button', { name: /^Norwegian Bokmål/ })).toHaveAttribute('aria-pressed', 'true');
  await panel.getByLabel('Description (Norwegian Bokmål)').fill('Eksperimenter som velger neste forsøk selv.');
  await expect(description).toHaveText('Eksperimenter som velger neste forsøk selv.');
  await expect(description).not.toHaveAttribute('lang', /.+/);
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel.getByText('Project saved successfully!')).toBeVisible();
  await expect(description).toHaveText('Eksperimenter som velger neste forsøk selv.');
  const stored = await siteValue<{ id: string; translations?: { nb?: { description?: string } } }[]>(site, 'projects');
  expect(stored?.find((item) => item.id === project.id)?.translations?.nb?.description).toBe('Eksperimenter som velger neste forsøk selv.');
  // The English page keeps its English text.
  await site.goto(`${SITE}/projects/${project.id}/`);
  await expect(site.locator('.prose')).toContainText(project.description.slice(0, 40));
});
