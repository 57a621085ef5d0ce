import { expect, test } from './fixtures';
import { stored } from './admin-helpers';

type Member = { id: string; name: string; alumni?: boolean; alumniYear?: number };

test.use({ signedIn: true });

test('marking a member as alumni with an end year moves them to the Alumni section; unmarking removes both fields', async ({
  page,
}) => {
  await page.goto('/admin/team/edit/member-5');
  const endYear = page.getByLabel('End year');
  await expect(endYear).toBeDisabled();
  await page.getByLabel('Alumni').check();
  await endYear.fill('2024');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Team member saved successfully!')).toBeVisible();
  const saved = (await stored<Member[]>(page, 'teamMembers')).find((m) => m.id === 'member-5')!;
  expect(saved).toMatchObject({ alumni: true, alumniYear: 2024 });

  await page.goto('/team');
  const alumni = page.getByRole('main').getByRole('region', { name: 'Alumni' });
  await expect(alumni.getByRole('link', { name: saved.name })).toBeVisible();
  await expect(alumni.getByText(/until 2024/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Doctoral Researchers', exact: true }).getByRole('link', { name: saved.name }),
  ).toHaveCount(0);

  await page.goto('/admin/team/edit/member-5');
  await expect(page.getByLabel('End year')).toHaveValue('2024');
  await page.getByLabel('Alumni').uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Team member saved successfully!')).toBeVisible();
  const restored = (await stored<Member[]>(page, 'teamMembers')).find((m) => m.id === 'member-5')!;
  expect('alumni' in restored || 'alumniYear' in restored).toBe(false);
});
