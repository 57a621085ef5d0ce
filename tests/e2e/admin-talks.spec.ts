/**
 * Talks in the studio (docs/decisions/085): the default list and form its declaration gives, a
 * speaker chosen from the team, the talk on the member's page in the editor's browser, and the
 * talks' file in the export.
 */
import { expect, test } from './fixtures';
import { stored } from './admin-helpers';
import { downloadOf, openDebugPanel, zipOf } from './debug-helpers';
import { openSeeded } from './site-helpers';
import { sourcePath } from '../../shared/export/source';

test.use({ signedIn: true });

test('adding a talk with a speaker from the team: required fields, kinds, then on the list and the member\'s page', async ({ page }) => {
  await page.goto('/admin');
  const card = page.getByRole('list', { name: 'Content' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Talks', exact: true }) });
  await expect(card).toContainText('4');
  await card.getByRole('link', { name: 'Add new to Talks' }).click();
  await expect(page).toHaveURL(/\/admin\/talks\/new$/);

  const save = page.getByRole('button', { name: 'Add Talk' });
  await expect(page.getByLabel('Kind', { exact: true })).toHaveValue('talk');
  expect(await page.getByLabel('Kind', { exact: true }).locator('option').allTextContents()).toEqual(['Talk', 'Poster', 'Keynote', 'Seminar']);
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');

  await page.getByLabel('Title', { exact: true }).fill('Models that explain themselves');
  await page.getByLabel('Event', { exact: true }).fill('Spring Symposium on Cognitive Modelling');
  await page.getByLabel('Place', { exact: true }).fill('Bergen');
  await page.getByLabel('Date', { exact: true }).fill('2026-04-21');
  await page.getByLabel('Kind', { exact: true }).selectOption('seminar');
  // No speaker yet: still refused.
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  await page.getByRole('group', { name: /^Speakers/ }).getByLabel('Petra Novak').check();
  await page.getByLabel('Slides URL', { exact: true }).fill('not a web address');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Slides URL: Please enter a valid URL (include http:// or https://)');
  await page.getByLabel('Slides URL', { exact: true }).fill('https://example.org/slides/explain.pdf');
  await page.getByLabel('Related project', { exact: true }).selectOption({ label: 'A Shared Zoo of Cognitive Models' });
  await save.click();
  await expect(page.getByText('Talk saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/talks$/);

  const row = page.getByRole('listitem').filter({ hasText: 'Models that explain themselves' });
  await expect(row).toContainText('Spring Symposium on Cognitive Modelling');
  await expect(row).toContainText('Apr 21, 2026');
  const talk = (await stored<{ id: string; speakerIds: string[]; kind: string; projectId?: string }[]>(page, 'talks')).find((t) => t.id === 'models-that-explain-themselves')!;
  expect(talk).toMatchObject({ speakerIds: ['member-2'], kind: 'seminar', projectId: 'project-5' });

  // The editor's browser shows the working copy: the talk is on the speaker's page and has its own.
  await openSeeded(page, '/team/member-2');
  const talks = page.getByRole('region', { name: 'Talks' });
  await expect(talks.getByRole('link', { name: 'Models that explain themselves' })).toHaveAttribute('href', /^\/talks\/models-that-explain-themselves\/?$/);
  await talks.getByRole('link', { name: 'Models that explain themselves' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Models that explain themselves' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Spring Symposium on Cognitive Modelling, Bergen');
});

test('editing a talk from its list, and the export carries the talks file with the change', async ({ page }) => {
  await page.goto('/admin/talks');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Talks' })).toBeVisible();
  // Newest first.
  await expect(page.getByRole('list', { name: 'Manage Talks' }).getByRole('listitem').first()).toContainText('A shared zoo of cognitive models');
  await page.getByRole('link', { name: 'Edit Neural signatures of strategy switching' }).click();
  await page.getByLabel('Video URL', { exact: true }).fill('https://example.org/talks/ccn-2025-poster-tour');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Talk saved successfully!')).toBeVisible();

  await openDebugPanel(page);
  await page.getByRole('button', { name: 'Export Current Data as Default' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Current Data as Default' });
  const download = await downloadOf(page, () => dialog.getByRole('button', { name: 'Export Data' }).click());
  const zip = await zipOf(download);
  const file = await zip.file(sourcePath('talks'))!.async('string');
  expect(file).toContain('export const talks: Talk[] = [');
  expect(file).toContain('"videoUrl": "https://example.org/talks/ccn-2025-poster-tour"');
  expect(file).toContain('"title": "Automated theory discovery with closed-loop experiments"');
});
