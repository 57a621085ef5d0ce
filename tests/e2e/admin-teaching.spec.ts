/**
 * Teaching in the studio (docs/decisions/086): the default list and form its declaration gives,
 * an instructor chosen from the team, the course on the member's page in the editor's browser,
 * and the teaching file in the export.
 */
import { expect, test } from './fixtures';
import { stored } from './admin-helpers';
import { downloadOf, openDebugPanel, zipOf } from './debug-helpers';
import { openSeeded } from './site-helpers';
import { sourcePath } from '../../shared/export/source';

test.use({ signedIn: true });

test("adding a course with an instructor from the team: required fields, levels, then on the list, the member's page and the export", async ({ page }) => {
  await page.goto('/admin');
  const card = page.getByRole('list', { name: 'Content' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Teaching', exact: true }) });
  await expect(card).toContainText('3');
  await card.getByRole('link', { name: 'Add new to Teaching' }).click();
  await expect(page).toHaveURL(/\/admin\/teaching\/new$/);

  const save = page.getByRole('button', { name: 'Add Course' });
  await expect(page.getByLabel('Level', { exact: true })).toHaveValue('master');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');

  await page.getByLabel('Course title', { exact: true }).fill('Bayesian Models of Perception');
  await page.getByLabel('Course code', { exact: true }).fill('PSY4410');
  await page.getByLabel('Term starts', { exact: true }).fill('2027-01-18');
  await page.getByLabel('Level', { exact: true }).selectOption('phd');
  // No instructor yet: still refused.
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  await page.getByRole('group', { name: /^Instructors/ }).getByLabel('Petra Novak').check();
  await page.getByLabel('Materials URL', { exact: true }).fill('https://example.org/teaching/psy4410');
  await save.click();
  await expect(page.getByText('Course saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/teaching$/);

  const row = page.getByRole('listitem').filter({ hasText: 'Bayesian Models of Perception' });
  await expect(row).toBeVisible();
  const course = (await stored<{ id: string; instructorIds: string[]; level: string; code: string }[]>(page, 'teaching')).find((c) => c.id === 'bayesian-models-of-perception')!;
  expect(course).toMatchObject({ instructorIds: ['member-2'], level: 'phd', code: 'PSY4410' });

  // The editor's browser shows the working copy: the course is on the instructor's page and has its own.
  await openSeeded(page, '/team/member-2');
  const teaching = page.getByRole('region', { name: 'Teaching' });
  await expect(teaching.getByRole('link', { name: 'Bayesian Models of Perception' })).toHaveAttribute('href', /^\/teaching\/bayesian-models-of-perception\/?$/);
  await teaching.getByRole('link', { name: 'Bayesian Models of Perception' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bayesian Models of Perception' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('PSY4410 · Spring 2027');

  await page.goto('/admin');
  await openDebugPanel(page);
  await page.getByRole('button', { name: 'Export Current Data as Default' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Current Data as Default' });
  const download = await downloadOf(page, () => dialog.getByRole('button', { name: 'Export Data' }).click());
  const zip = await zipOf(download);
  const file = await zip.file(sourcePath('teaching'))!.async('string');
  expect(file).toContain('export const teaching: Course[] = [');
  expect(file).toContain('"title": "Bayesian Models of Perception"');
  expect(file).toContain('"instructorIds": [\n      "member-2"\n    ]');
  expect(file).toContain('"title": "Computational Models of Cognition"');
});
