import { Axe } from './axe-helpers';
import { expect, test, type Page } from '@playwright/test';
import { CHECK_TITLES, type CheckId } from '../../shared/content/health';
import { HEALTH_EXPECTED, healthContent } from '../fixtures/health-content';
import { asAdmin, stored } from './admin-helpers';
import { seedStorage, openSeeded } from './site-helpers';

test.describe.configure({ timeout: 60_000 });

async function openHealth(page: Page) {
  await asAdmin(page);
  await seedStorage(page, healthContent());
  // Dates are judged by the browser's day: the fixture's job closed on 2026-11-01.
  await page.clock.setFixedTime(new Date('2026-11-20T10:00:00'));
  await openSeeded(page, '/admin/health');
  await expect(page.getByRole('heading', { level: 1, name: 'Site health' })).toBeVisible();
}

test('the health screen lists one seeded problem of each kind, errors and warnings counted', async ({ page }) => {
  await openHealth(page);
  await expect(page.getByRole('status').filter({ hasText: 'errors' })).toContainText('2 errors, 11 warnings.');
  for (const check of Object.keys(HEALTH_EXPECTED) as CheckId[]) {
    const group = page.getByRole('region', { name: new RegExp(`^${CHECK_TITLES[check]} \\(1\\)$`) });
    await expect(group.getByRole('listitem'), check).toHaveCount(1);
    await expect(group.getByRole('listitem')).toContainText(HEALTH_EXPECTED[check].item);
    await expect(group.getByRole('listitem')).toContainText(HEALTH_EXPECTED[check].field);
  }
  await expect(page.getByRole('region', { name: /^Missing alt text/ }).getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Expired or soon-expiring jobs/ })).toContainText('Closed on 2026-11-01: the site no longer shows it.');
  expect((await new Axe(page).include('.studio').analyze()).violations).toEqual([]);
});

for (const check of Object.keys(HEALTH_EXPECTED) as CheckId[]) {
  test(`the fix link of "${CHECK_TITLES[check]}" opens the item's form with the field focused`, async ({ page }) => {
    const expected = HEALTH_EXPECTED[check];
    await openHealth(page);
    await page
      .getByRole('region', { name: new RegExp(`^${CHECK_TITLES[check]}`) })
      .getByRole('link', { name: `Fix ${expected.field} of ${expected.item}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`${expected.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Edit / })).toBeVisible();
    const focused = page.locator(':focus');
    await expect(focused).toBeVisible();
    if (check === 'broken-reference' || check === 'project-members') {
      // A pick list: its first control, inside the group named by the field.
      await expect(page.getByRole('group', { name: new RegExp(`^${expected.field}`) }).locator(':focus')).toHaveCount(1);
    } else if (check === 'member-details') {
      await expect(focused).toHaveAccessibleName(expected.field);
    } else {
      await expect(page.getByLabel(expected.field, { exact: true })).toBeFocused();
    }
  });
}

test('the dashboard counts the problems and links to the health screen', async ({ page }) => {
  await openHealth(page);
  await page.goto('/admin');
  const card = page.getByRole('list', { name: 'Checks' }).getByRole('listitem');
  await expect(card.getByRole('heading', { name: 'Site Health' })).toBeVisible();
  await expect(card).toContainText('13');
  await expect(card).toContainText('2 errors, 11 warnings');
  await card.getByRole('link', { name: 'Review site health' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site health' })).toBeVisible();
});

test('fixing a problem takes it off the list', async ({ page }) => {
  await openHealth(page);
  await page.getByRole('link', { name: 'Fix Image alt text of Imaged Project' }).click();
  await page.getByLabel('Image alt text', { exact: true }).fill('Shelves of model cards');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Project saved successfully!')).toBeVisible();
  // Within the app (a new page load would seed the storage again): the form returns to the dashboard.
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Review site health' }).click();
  await expect(page.getByRole('region', { name: /^Missing alt text/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'errors' })).toContainText('1 error, 11 warnings.');
});

test('an expired job is marked in the studio list and closed with one click, undoably', async ({ page }) => {
  await openHealth(page);
  await page.goto('/admin/jobs');
  const row = page.getByRole('listitem').filter({ hasText: 'Expired Postdoc' });
  await expect(row.getByText('Expired', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Close Expired Postdoc' }).click();
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
  await expect(row.getByText('Expired', { exact: true })).toHaveCount(0);
  expect((await stored<{ id: string; isOpen: boolean }[]>(page, 'jobOpenings')).find((j) => j.id === 'job-expired')!.isOpen).toBe(false);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.getByRole('button', { name: 'Undo last change' }).click();
  await expect.poll(async () => (await stored<{ id: string; isOpen: boolean }[]>(page, 'jobOpenings')).find((j) => j.id === 'job-expired')!.isOpen).toBe(true);
});

test("the site's own images: fix links open the team image and lab profile screens with the alt field focused", async ({ page }) => {
  const content = healthContent();
  const profile = { ...content.labProfile, logo: '/assets/lab/team.svg', home: { ...content.labProfile.home, teamImageAlt: undefined } };
  await asAdmin(page);
  await seedStorage(page, { ...content, labProfile: profile });
  await page.clock.setFixedTime(new Date('2026-11-20T10:00:00'));
  await openSeeded(page, '/admin/health');
  const group = page.getByRole('region', { name: /^Missing alt text/ });
  await expect(group.getByRole('listitem')).toHaveCount(3);

  await group.getByRole('link', { name: 'Fix Image alt text of Team image' }).click();
  await expect(page).toHaveURL(/\/admin\/team-image\/?$/);
  await expect(page.getByLabel('Image alt text', { exact: true })).toBeFocused();

  await page.goBack();
  await group.getByRole('link', { name: 'Fix Logo alt text of Lab profile' }).click();
  await expect(page).toHaveURL(/\/admin\/lab-profile\/?$/);
  await expect(page.getByLabel('Logo alt text', { exact: true })).toBeFocused();
});
