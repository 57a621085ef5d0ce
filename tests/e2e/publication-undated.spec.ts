/**
 * A paper without a year (a BibTeX entry without one, stored as "year": null) stays undated in
 * the studio and on every public page: its own group after the dated ones, no year on its page,
 * in its reference or its BibTeX, and never the current year.
 */
import { expect, test } from './fixtures';
import { stored } from './admin-helpers';
import { makeMember, makeProject, makePublication, openSeeded } from './site-helpers';

const THIS_YEAR = String(new Date().getFullYear());

const publications = [
  makePublication({
    id: 'dated',
    title: 'Memory and machines',
    year: 2023,
    authors: ['Lovelace, A.'],
    journal: 'Mind Journal',
  }),
  makePublication({
    id: 'undated',
    title: 'Notes without a date',
    year: null,
    authors: ['Lovelace, A.'],
    journal: 'Working papers',
    citation: 'Lovelace, A. (n.d.). Notes without a date.',
  }),
  makePublication({
    id: 'future',
    title: 'Forthcoming work',
    year: 2030,
    authors: ['Lovelace, A.'],
    journal: 'Future Journal',
  }),
];
const content = {
  publications,
  teamMembers: [makeMember({ id: 'm-1', name: 'Ada Lovelace' })],
  projects: [makeProject({ id: 'p-1', title: 'Project One' })],
};

test.describe('on the public site', () => {
  test.beforeEach(async ({ seed }) => {
    await seed(content);
  });

  test('/publications puts the undated paper in its own group after every dated one, and the year filter offers it', async ({
    page,
  }) => {
    await openSeeded(page, '/publications');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['2030', '2023', 'Undated']);
    const group = page.getByRole('region', { name: 'Undated' });
    await expect(group.getByRole('heading', { name: 'Notes without a date' })).toBeVisible();
    await expect(group).not.toContainText(THIS_YEAR);
    await page.getByRole('combobox', { name: 'Year' }).selectOption({ label: 'Undated' });
    await expect(page.getByText('1 of 3 publications')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Notes without a date']);
    await expect(page).toHaveURL(/[?&]year=undated/);
  });

  test('the Norwegian list names the group "Udatert"', async ({ page }) => {
    await openSeeded(page, '/nb/publications');
    await expect(page.getByRole('heading', { level: 2 }).last()).toHaveText('Udatert');
  });

  test("the paper's page shows no year, and its Cite block neither", async ({ page }) => {
    await openSeeded(page, '/publications/undated');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notes without a date');
    const main = page.getByRole('main');
    await expect(main.locator('.page-header__kicker')).toHaveText('journal article');
    await expect(main.locator('.publication-page__venue')).toHaveText('Working papers');
    await expect(main.getByText('Lovelace, A. (n.d.). Notes without a date. Working papers.')).toBeVisible();
    await expect(main.getByText(/@article\{lovelacenotes,/)).toBeVisible();
    await expect(main).not.toContainText(/year\s*=/);
    await expect(main).not.toContainText(THIS_YEAR);
    await expect(main).not.toContainText('null');
  });

  test("a member's publications end with the undated group", async ({ page }) => {
    await openSeeded(page, '/team/m-1');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['2030', '2023', 'Undated']);
  });
});

test.describe('in the studio', () => {
  test.use({ signedIn: true });
  test.beforeEach(async ({ seed }) => {
    await seed(content);
  });

  test('the list shows it as undated, after the dated papers', async ({ page }) => {
    await page.goto('/admin/publications');
    const rows = page.getByRole('list', { name: 'Manage Publications' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.last()).toContainText('Working papers (undated)');
    await expect(page.getByRole('list', { name: 'Manage Publications' })).not.toContainText(`(${THIS_YEAR})`);
  });

  test('the form leaves the Year empty and saves only once a year is entered; an edit of another paper keeps it undated', async ({
    page,
  }) => {
    await page.goto('/admin/publications/edit/undated');
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue('');
    await expect(page.getByText('This paper has no year.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
    expect(
      (await stored<{ id: string; year: number | null }[]>(page, 'publications')).find((p) => p.id === 'undated')!.year,
    ).toBeNull();

    await page.goto('/admin/publications/edit/dated');
    await page.getByLabel('Title', { exact: true }).fill('Memory and machines, revised');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Publication saved successfully!')).toBeVisible();
    expect(
      (await stored<{ id: string; year: number | null }[]>(page, 'publications')).find((p) => p.id === 'undated')!.year,
    ).toBeNull();
  });

  test("the project form's paper picker names it undated", async ({ page }) => {
    await page.goto('/admin/projects/edit/p-1');
    const picker = page.getByRole('group', { name: /^Publications/ });
    await expect(picker.getByLabel('Notes without a date (undated)')).toBeVisible();
    await expect(picker).not.toContainText('(null)');
    await expect(picker).not.toContainText(`(${THIS_YEAR})`);
  });
});
