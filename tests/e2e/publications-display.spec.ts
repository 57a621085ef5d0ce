/**
 * The lab profile's publication display choices (docs/decisions/079): by default the list is
 * grouped by year with every filter; a lab that groups by type sees its type headings in its
 * order, in both languages, and a filter it hides is not there (nor does its address parameter
 * narrow the list).
 */
import { expect, test } from './fixtures';
import { asAdmin } from './admin-helpers';
import { openSeeded, seedContent } from './site-helpers';

const seed = seedContent();
const FILTERS = ['Year', 'Type', 'Research area', 'Software'];

test('by default the built list is grouped by year, newest first, with every filter', async ({ page }) => {
  const html = await (await page.request.get('/publications')).text();
  expect(html).toMatch(/<h2[^>]*id="year-2026"/);
  expect(html).not.toMatch(/id="type-/);

  await page.goto('/publications');
  const headings = page.locator('main').getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText('2026');
  const filters = page.getByRole('search', { name: 'Filter publications' });
  for (const name of FILTERS) await expect(filters.getByRole('combobox', { name })).toBeAttached();
  await expect(filters.getByRole('searchbox', { name: 'Search' })).toBeAttached();
});

test("grouped by type in the lab's order, with the type filter hidden, as chosen in the studio", async ({ page }) => {
  await asAdmin(page);
  await page.goto('/admin/lab-profile');
  await expect(page.getByRole('heading', { name: 'Lab Profile', level: 1 })).toBeVisible();
  const group = page.getByRole('group', { name: 'Publication list' });
  await group.getByLabel('Group the list').selectOption({ label: 'By type, in the order below' });
  // Preprints first: it starts seventh.
  const order = group.getByRole('list', { name: 'Order of the type headings' });
  await expect(order.getByRole('listitem').first()).toContainText('Journal articles');
  for (let step = 0; step < 6; step += 1) await order.getByRole('button', { name: 'Move Preprints up' }).click();
  await expect(order.getByRole('listitem').first()).toContainText('Preprints');
  await expect(order.getByRole('button', { name: 'Move Preprints up' })).toBeDisabled();
  await group.getByRole('checkbox', { name: 'Type filter' }).uncheck();
  await page.getByRole('button', { name: 'Save Lab Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lab profile saved successfully!' })).toBeVisible();

  await page.goto('/publications?type=book');
  const headings = page.locator('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([
    'Preprints',
    'Journal articles',
    'Conference papers',
    'Workshop contributions',
    'Book chapters',
    'Books',
    'Commentaries',
    'Theses',
  ]);
  const preprints = page.getByRole('region', { name: 'Preprints' });
  await expect(preprints.getByRole('listitem')).toHaveCount(
    seed.publications.filter((pub) => pub.type === 'preprint').length,
  );
  const filters = page.getByRole('search', { name: 'Filter publications' });
  await expect(filters.getByRole('combobox', { name: 'Year' })).toBeAttached();
  await expect(filters.getByRole('combobox', { name: 'Type' })).toHaveCount(0);
  // The hidden filter's parameter narrows nothing.
  await expect(page.getByText(`${seed.publications.length} of ${seed.publications.length} publications`)).toBeVisible();

  await page.goto('/nb/publications');
  await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toHaveText('Preprinter');
  await expect(page.getByRole('region', { name: 'Tidsskriftartikler' })).toBeVisible();
  await expect(
    page.getByRole('search', { name: 'Filtrer publikasjoner' }).getByRole('combobox', { name: 'Type' }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('search', { name: 'Filtrer publikasjoner' }).getByRole('combobox', { name: 'År' }),
  ).toBeAttached();
});

test('a lab that offers no filters gets no filter bar', async ({ page, seed: store }) => {
  await store({ labProfile: { ...seed.labProfile, publicationDisplay: { filters: [] } } });
  await openSeeded(page, '/publications');
  await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toHaveText('2026');
  await expect(page.getByRole('search', { name: 'Filter publications' })).toHaveCount(0);
  await expect(page.locator('main').getByRole('searchbox')).toHaveCount(0);
  await expect(page.locator('main').getByRole('combobox')).toHaveCount(0);
});

test('a lab without research areas or software yet is not offered those filters', async ({ page, seed: store }) => {
  const papers = seed.publications.map((pub) => ({ ...pub, projectId: undefined, projectIds: [], softwareIds: [] }));
  await store({ projects: [], software: [], publications: papers });
  await openSeeded(page, '/publications');
  const filters = page.getByRole('search', { name: 'Filter publications' });
  await expect(filters.getByRole('combobox', { name: 'Year' })).toBeAttached();
  await expect(filters.getByRole('combobox', { name: 'Type' })).toBeAttached();
  await expect(filters.getByRole('combobox', { name: 'Research area' })).toHaveCount(0);
  await expect(filters.getByRole('combobox', { name: 'Software' })).toHaveCount(0);
  await expect(filters.getByRole('searchbox')).toBeAttached();
});
