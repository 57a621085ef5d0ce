/**
 * Translating in the studio (docs/decisions/060): a form's language switch with each text beside
 * its English one, missing marks, the list's "Missing in nb" filter, the lab profile, the review,
 * and the Norwegian page showing the editor's translation.
 */
import { expect, test } from './fixtures';
import { seedContent } from '../fixtures/content/seed';

test.use({ signedIn: true });

const content = seedContent();
const project = content.projects.find((item) => item.translations?.nb?.title && !item.translations.nb.description)!;

test('a project translated in its form shows on the Norwegian page, the English one unchanged', async ({ page }) => {
  await page.goto(`/admin/projects/edit/${project.id}`);
  const norwegian = page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /^Norwegian Bokmål · \d+ missing$/ });
  await norwegian.click();
  await expect(norwegian).toHaveAttribute('aria-pressed', 'true');
  // Each text beside its English one; the missing one marked.
  await expect(page.getByLabel('Title (Norwegian Bokmål)')).toHaveValue(project.translations!.nb!.title as string);
  const field = page.locator('.studio-translation').filter({ has: page.getByLabel('Description (Norwegian Bokmål)') });
  await expect(field.getByText('Missing in nb')).toBeVisible();
  await expect(field.getByText(project.description.slice(0, 40))).toBeVisible();
  await page.getByLabel('Description (Norwegian Bokmål)').fill('Eksperimenter som velger neste forsøk selv.');
  await expect(field.getByText('Missing in nb')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Project saved successfully!')).toBeVisible();

  await page.goto(`/nb/projects/${project.id}/`);
  const description = page.locator('.prose');
  await expect(description).toHaveText('Eksperimenter som velger neste forsøk selv.');
  await expect(description).not.toHaveAttribute('lang', /.+/);
  await page.goto(`/projects/${project.id}/`);
  await expect(page.locator('.prose')).toContainText(project.description.slice(0, 40));

  // The review names the translation with its language.
  await page.goto('/admin/publish');
  await expect(page.getByText('description (Norwegian Bokmål):')).toBeVisible();
});

test('the list marks items missing a translation and filters them', async ({ page }) => {
  const complete = content.projects.filter((item) => !['title', 'description', 'imageAlt'].some((field) => (item as Record<string, unknown>)[field] && !item.translations?.nb?.[field]));
  await page.goto('/admin/projects');
  const list = page.getByRole('list', { name: 'Manage Projects' });
  await expect(list.getByText('Missing in nb')).toHaveCount(content.projects.length - complete.length);
  await page.getByLabel('Translations').selectOption({ label: 'Missing in nb' });
  await expect(page.getByRole('status').filter({ hasText: /of \d+ projects/ })).toHaveText(`${content.projects.length - complete.length} of ${content.projects.length} projects`);
  for (const item of complete) await expect(list.getByText(item.title)).toHaveCount(0);
});

test('the lab profile is translated beside its English texts', async ({ page }) => {
  await page.goto('/admin/lab-profile');
  await page.getByRole('button', { name: /^Norwegian Bokmål/ }).click();
  await expect(page.getByLabel('Hero lead (Norwegian Bokmål)')).toHaveValue(content.labProfile.translations!.nb!['home.lead'] as string);
  await page.getByLabel('Hero title (Norwegian Bokmål)').fill('Oppdagelseslaben');
  await page.getByRole('button', { name: 'Save Lab Profile' }).click();
  await expect(page.getByText('Lab profile saved successfully!')).toBeVisible();
  await page.goto('/nb/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oppdagelseslaben');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.labProfile.home.title);
});

test('a language tag the site cannot use is refused with a clear message, and nothing is saved', async ({ page }) => {
  await page.goto('/admin/lab-profile');
  await page.getByLabel('Site languages').fill('en, norsk');
  await page.getByRole('button', { name: 'Save Lab Profile' }).click();
  await expect(page.getByRole('alert')).toHaveText('Site languages: "norsk" is not a language tag (en, nb, de, pt-BR)');
  expect(await page.evaluate(() => localStorage.getItem('labProfile'))).toBeNull();
});
