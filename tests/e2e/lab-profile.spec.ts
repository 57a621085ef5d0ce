/**
 * The lab profile (docs/decisions/050-052): edited in /admin, it shows on every page that uses
 * it after a reload; a brand colour keeps axe clean in light and dark; empty sections leave the
 * navigation and search but their pages still answer.
 */
import { Axe } from './axe-helpers';
import { expect, test, type Page } from '@playwright/test';
import { asAdmin, pngBuffer, stored } from './admin-helpers';
import { seedContent, seedStorage, openSeeded } from './site-helpers';

const seed = seedContent();

async function expectAxeClean(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new Axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a profile edited in /admin shows in the title, hero, footer, contact page and JSON-LD after a reload', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/admin');
  await page.getByRole('list', { name: 'Site' }).getByRole('link', { name: 'Edit lab profile' }).click();
  await expect(page.getByRole('heading', { name: 'Lab Profile', level: 1 })).toBeVisible();

  // Validation: the lab name is required, a colour without a readable shade is refused with the reason.
  await page.getByLabel('Lab name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save Lab Profile' }).click();
  await expect(page.getByRole('alert')).toHaveText("Please enter the lab's name");
  await page.getByLabel('Lab name', { exact: true }).fill('Smith Lab');
  await page.getByLabel('Brand colour', { exact: true }).fill('#FAFAFA');
  await page.getByRole('button', { name: 'Save Lab Profile' }).click();
  await expect(page.getByRole('alert')).toContainText('Brand colour: No readable shade of #FAFAFA exists');

  await page.getByLabel('Brand colour', { exact: true }).fill('#E63946');
  await page.getByLabel('Institution', { exact: true }).fill('Example University');
  await page.getByLabel('Kicker').fill('Example University');
  await page.getByLabel('Hero title').fill('Smith Lab');
  await page.getByLabel('Lead').fill('We study how people learn.');
  await page.getByLabel('Press text').fill('Write to [the press office](mailto:press@example.org).');
  await page.getByLabel('GitHub').fill('smith-lab');
  await page.getByRole('button', { name: 'Save Lab Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lab profile saved successfully!' })).toBeVisible();

  await page.goto('/');
  await page.reload();
  await expect(page).toHaveTitle('Smith Lab · Example University');
  await expect(page.getByRole('heading', { level: 1, name: 'Smith Lab' })).toBeVisible();
  await expect(page.getByText('We study how people learn.')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Example University');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/smith-lab');
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(ld!)).toMatchObject({ '@type': 'ResearchOrganization', name: 'Smith Lab', sameAs: ['https://github.com/smith-lab'] });
  await expectAxeClean(page);

  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'the press office' })).toHaveAttribute('href', 'mailto:press@example.org');
  await expect(page).toHaveTitle('Contact · Smith Lab');

  // The new brand colour stays readable in dark colours too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expectAxeClean(page);

  // One undoable change in the history.
  await page.goto('/admin');
  await expect(page.getByText(/lab profile/i).first()).toBeVisible();
});

test('empty sections leave the navigation and search; their pages still answer', async ({ page }) => {
  await seedStorage(page, { software: [], jobOpenings: seed.jobOpenings.map((job) => ({ ...job, isOpen: false })) });
  await openSeeded(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Software' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Join Us' })).toHaveCount(0);
  await openSeeded(page, '/software');
  await expect(page.getByRole('heading', { level: 1, name: 'Scientific Software' })).toBeVisible();

  // "Always show" brings it back.
  await seedStorage(page, { labProfile: { ...seed.labProfile, sections: { ...seed.labProfile.sections, software: 'always' } } });
  await openSeeded(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Software' })).toBeVisible();
});

test('the home page looks finished with no content at all', async ({ page }) => {
  await seedStorage(page, {
    projects: [], teamMembers: [], newsItems: [], publications: [], software: [], jobOpenings: [], collaborators: [], fundingSources: [], talks: [], teaching: [], events: [], teamImage: '',
  });
  await openSeeded(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: seed.labProfile.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Collaborators' })).toHaveCount(0);
  await expect(page.locator('.hero__facts')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Work with us/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(1);
  await expectAxeClean(page);
});

test('the share image is checked for link previews: a small picture gets a note, the 1200 × 630 one none', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/admin/lab-profile');
  const shareImage = page.getByLabel('Share image', { exact: true });
  await expect(shareImage).toHaveValue(seed.labProfile.shareImage);
  const note = page.locator('.studio-size-note');
  await expect(note).toBeEmpty();
  await shareImage.fill(`data:image/png;base64,${(await pngBuffer(300, 200)).toString('base64')}`);
  await expect(page.getByText('This image is 300 × 200 px: link previews want at least 1200 × 630 px, or show it small or blurred.')).toBeVisible();
  // A note, not a refusal: the profile still saves.
  await page.getByRole('button', { name: 'Save Lab Profile' }).click();
  await expect(page.getByText('Lab profile saved successfully!')).toBeVisible();
});

test('a logo uploaded on the Lab profile screen is stored in this browser and shown in the site header', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/admin/lab-profile');
  await page.getByLabel('Upload logo').setInputFiles({ name: 'Lab Mark.png', mimeType: 'image/png', buffer: await pngBuffer(600, 300) });
  await expect(page.getByText('Image added (600x300 px).')).toBeVisible();
  await expect(page.getByText(/^Uploaded: logo-lab-mark-[a-z0-9]+\.png$/)).toBeVisible();
  await expect(page.getByLabel('Logo', { exact: true })).toHaveValue('');
  await page.getByLabel('Logo alt text', { exact: true }).fill('The lab mark');
  await page.getByRole('button', { name: 'Save Lab Profile' }).click();
  await expect(page.getByText('Lab profile saved successfully!')).toBeVisible();
  expect((await stored<{ logo: string }>(page, 'labProfile')).logo).toMatch(/^asset:profile\/logo-lab-mark-[a-z0-9]+\.png$/);

  await page.goto('/');
  await expect(page.locator('#root[data-content="local"]')).toBeAttached();
  const logo = page.getByRole('banner').locator('img.logo__image');
  await expect(logo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
});
