import { Axe } from './axe-helpers';
import { expect, test } from '@playwright/test';
import { ALT_TEXT_MESSAGE } from '../../shared/content/media/alt-text';
import { asAdmin, stored } from './admin-helpers';
import { seedContent } from './site-helpers';

test.describe.configure({ timeout: 60_000 });

const project = seedContent().projects[0]!;

test.beforeEach(async ({ page }) => {
  await asAdmin(page);
});

test("a project's alt text is saved and becomes the image's alt on its public page, its share card and its JSON-LD", async ({ page }) => {
  await page.goto(`/admin/projects/edit/${project.id}`);
  const alt = page.getByLabel('Image alt text', { exact: true });
  await expect(alt).toHaveValue(project.imageAlt!);
  await alt.fill('Tree of candidate equations sprouting from scattered data points');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Project saved successfully!')).toBeVisible();
  expect((await stored<{ id: string; imageAlt?: string }[]>(page, 'projects')).find((p) => p.id === project.id)!.imageAlt).toBe(
    'Tree of candidate equations sprouting from scattered data points',
  );

  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('img', { name: 'Tree of candidate equations sprouting from scattered data points' })).toBeVisible();
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', 'Tree of candidate equations sprouting from scattered data points');
  await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', 'Tree of candidate equations sprouting from scattered data points');
  const image = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; image?: unknown })
      .find((data) => data['@type'] === 'ResearchProject')?.image,
  );
  expect(image).toMatchObject({ '@type': 'ImageObject', caption: 'Tree of candidate equations sprouting from scattered data points' });
});

test('the prerendered page carries the seed alt text without script', async ({ request }) => {
  const html = await (await request.get(`/projects/${project.id}/`)).text();
  expect(html).toContain(`alt="${project.imageAlt}"`);
  expect(html).toContain(`<meta property="og:image:alt" content="${project.imageAlt}"`);
});

test('an image needs alt text unless marked decorative; decorative renders alt=""', async ({ page }) => {
  await page.goto('/admin/collaborators/new');
  await page.getByLabel('Name', { exact: true }).fill('Northfield Lab');
  await page.getByLabel('Website URL', { exact: true }).fill('https://northfield.example');
  await page.getByLabel('Logo URL', { exact: true }).fill('/assets/lab/meridian-institute.svg');
  await page.getByRole('button', { name: 'Add Collaborator' }).click();
  await expect(page.getByRole('alert')).toHaveText(ALT_TEXT_MESSAGE);
  expect(((await stored<{ name: string }[] | null>(page, 'collaborators')) ?? []).some((c) => c.name === 'Northfield Lab')).toBe(false);

  await page.getByRole('checkbox', { name: 'Decorative image (no alt text)' }).check();
  await expect(page.getByLabel('Logo alt text', { exact: true })).toBeDisabled();
  expect((await new Axe(page).include('.studio').analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Add Collaborator' }).click();
  await expect(page.getByText('Collaborator saved successfully!')).toBeVisible();
  const saved = (await stored<{ name: string; logoAlt?: string }[]>(page, 'collaborators')).find((c) => c.name === 'Northfield Lab')!;
  expect(saved.logoAlt).toBe('');

  await page.goto('/');
  const item = page.getByRole('listitem').filter({ hasText: 'Northfield Lab' });
  await expect(item.locator('img')).toHaveAttribute('alt', '');
  // The seed's described logos keep their text.
  await expect(page.getByRole('img', { name: 'Meridian Institute of Technology logo' })).toBeVisible();
});

test('a member photo alt text in the form is the portrait alt on the team page', async ({ page }) => {
  const member = seedContent().teamMembers[1]!;
  await page.goto(`/admin/team/edit/${member.id}`);
  await page.getByLabel('Image alt text', { exact: true }).fill(`${member.name} smiling in front of a whiteboard`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Team member saved successfully!')).toBeVisible();
  await page.goto('/team');
  await expect(page.getByRole('img', { name: `${member.name} smiling in front of a whiteboard` })).toBeVisible();
});

test('the team image needs alt text or the decorative choice, and the home page uses what was chosen', async ({ page }) => {
  await page.goto('/admin/team-image');
  const alt = page.getByLabel('Image alt text', { exact: true });
  await expect(alt).toHaveValue(seedContent().labProfile.home.teamImageAlt!);
  await alt.fill('');
  await page.getByRole('button', { name: 'Update Team Image' }).click();
  await expect(page.getByText(ALT_TEXT_MESSAGE)).toBeVisible();
  expect(await stored(page, 'labProfile')).toBeNull();

  await alt.fill('Twelve people on the steps of the institute');
  await page.getByRole('button', { name: 'Update Team Image' }).click();
  await expect(page.getByText('Team image updated successfully!')).toBeVisible();
  expect((await stored<{ home: { teamImageAlt?: string } }>(page, 'labProfile')).home.teamImageAlt).toBe('Twelve people on the steps of the institute');
  await page.goto('/');
  await expect(page.locator('#root[data-content="local"]')).toBeAttached();
  await expect(page.getByRole('img', { name: 'Twelve people on the steps of the institute' })).toBeAttached();

  // Decorative: the picture says nothing, and its link keeps a name of its own.
  await page.goto('/admin/team-image');
  await page.getByRole('checkbox', { name: 'Decorative image (no alt text)' }).check();
  await page.getByRole('button', { name: 'Update Team Image' }).click();
  await expect(page.getByText('Team image updated successfully!')).toBeVisible();
  await page.goto('/');
  await expect(page.locator('#root[data-content="local"]')).toBeAttached();
  const link = page.getByRole('link', { name: 'Meet the team' }).filter({ has: page.locator('img') });
  await expect(link).toBeAttached();
  await expect(link.locator('img')).toHaveAttribute('alt', '');
});

test("the lab profile's logo and share image need alt text; the built pages' share cards carry it", async ({ page, request }) => {
  await page.goto('/admin/lab-profile');
  await page.getByLabel('Logo', { exact: true }).fill('/assets/lab/team.svg');
  await page.getByRole('button', { name: 'Save Lab Profile' }).click();
  await expect(page.getByText('Logo: please describe the image in its alt text field, or mark it as decorative')).toBeVisible();
  expect(await stored(page, 'labProfile')).toBeNull();
  await page.getByLabel('Logo alt text', { exact: true }).fill('The lab mark');
  await page.getByRole('button', { name: 'Save Lab Profile' }).click();
  await expect(page.getByText('Lab profile saved successfully!')).toBeVisible();
  expect((await stored<{ logoAlt?: string }>(page, 'labProfile')).logoAlt).toBe('The lab mark');

  const html = await (await request.get('/')).text();
  expect(html).toContain(`<meta property="og:image:alt" content="${seedContent().labProfile.shareImageAlt}"`);
});
