/**
 * Visual editing with the unpacked extension: live preview in the site tab while typing,
 * click-to-edit on the public pages, and edits that are never lost or silently reverted
 * when /admin (or any other writer) and the panel work on the same list at the same time.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { expect, PASSWORD, SITE, siteValue, test } from './extension-harness';

type Item = { id: string; title: string };

/** The site's own /admin in a page (a new tab, or the attached tab itself). */
async function openAdmin(site: Page, path: string, sameTab = false): Promise<Page> {
  const admin = sameTab ? site : await site.context().newPage();
  await admin.goto(`${SITE}/admin/login`);
  await admin.getByLabel(/password/i).fill(PASSWORD);
  await admin.getByRole('button', { name: /log ?in/i }).click();
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await admin.goto(`${SITE}${path}`);
  return admin;
}

test('typing in the panel shows in the site tab before saving; Cancel puts the page back', async ({
  site,
  openPanel,
}) => {
  const original = 'Automated Theory Discovery for Human Decision Making';
  await site.goto(`${SITE}/projects/project-1`);
  await expect(site.getByRole('heading', { level: 1, name: original })).toBeVisible();
  const panel = await openPanel({ unlocked: true });
  await panel.getByRole('button', { name: /Edit this project/ }).click();
  const title = panel.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue(original);

  await title.fill('Live Preview Of A Title');
  await expect(site.getByRole('heading', { level: 1, name: 'Live Preview Of A Title' })).toBeVisible();
  await title.pressSequentially(' Typed');
  await expect(site.getByRole('heading', { level: 1, name: 'Live Preview Of A Title Typed' })).toBeVisible();
  // A preview is never stored.
  expect((await siteValue<Item[]>(site, 'projects'))?.find((p) => p.id === 'project-1')?.title ?? original).toBe(
    original,
  );

  await panel.getByRole('button', { name: 'Cancel' }).click();
  // The form has unsaved input, so leaving it always asks first.
  const dialog = panel.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(site.getByRole('heading', { level: 1, name: original })).toBeVisible();

  // Save makes it real.
  await panel.getByRole('link', { name: `Edit ${original}` }).click();
  await panel.getByLabel('Title', { exact: true }).fill('Saved After A Preview');
  await expect(site.getByRole('heading', { level: 1, name: 'Saved After A Preview' })).toBeVisible();
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel.getByText('Project saved successfully!')).toBeVisible();
  expect((await siteValue<Item[]>(site, 'projects'))?.find((p) => p.id === 'project-1')?.title).toBe(
    'Saved After A Preview',
  );
  await expect(site.getByRole('heading', { level: 1, name: 'Saved After A Preview' })).toBeVisible();
});

test('clicking a news item, a publication, a software card and a job opens its form with that field focused', async ({
  site,
  openPanel,
}) => {
  await site.goto(`${SITE}/feed`);
  const panel = await openPanel({ unlocked: true });

  const cases = [
    { path: '/feed', kind: 'newsItems', field: 'title', heading: 'Edit News Item', label: 'Title' },
    { path: '/publications', kind: 'publications', field: 'title', heading: 'Edit Publication', label: 'Title' },
    { path: '/software', kind: 'software', field: 'description', heading: 'Edit Software', label: 'Description' },
    { path: '/join-us', kind: 'jobOpenings', field: 'title', heading: 'Edit Job Opening', label: 'Title' },
  ];
  for (const item of cases) {
    await site.goto(`${SITE}${item.path}`);
    const target = site.locator(`[data-edit-kind="${item.kind}"] [data-edit-field="${item.field}"]`).first();
    await expect(target).toBeVisible();
    const id = await target.evaluate((element) => element.closest<HTMLElement>('[data-edit-id]')!.dataset.editId!);
    // The item is its own #anchor.
    await expect(site.locator(`[id="${id}"]`)).toHaveCount(1);
    await target.hover();
    await target.click();
    await expect(panel.getByRole('heading', { name: new RegExp(item.heading, 'i') })).toBeVisible();
    const field = panel.getByLabel(item.label, { exact: true });
    await expect(field).toBeFocused();
    const stored = await siteValue<({ id: string } & Record<string, unknown>)[]>(site, item.kind);
    const expected = stored?.find((entry) => entry.id === id)?.[item.field];
    if (typeof expected === 'string') await expect(field).toHaveValue(expected);
    // The click edited instead of following a link in the item.
    await expect(site).toHaveURL(`${SITE}${item.path}`);
  }
});

test('visitors without the panel get no outline and plain links', async ({ site }) => {
  await site.goto(`${SITE}/software`);
  const card = site.locator('[data-edit-kind="software"]').first();
  await card.hover();
  await expect(site.locator('lab-studio-outline')).toHaveCount(0);
});

test('a different project edited in /admin (in the attached tab itself) while the panel edits one: both edits survive', async ({
  site,
  openPanel,
}) => {
  await site.goto(`${SITE}/projects/project-3`);
  const panel = await openPanel({ unlocked: true });
  await panel.getByRole('button', { name: /Edit this project/ }).click();
  await panel.getByLabel('Title', { exact: true }).fill('Project Three, From The Panel');

  const admin = await openAdmin(site, '/admin/projects/edit/project-4', true);
  await admin.getByLabel('Title', { exact: true }).fill('Project Four, From Admin');
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByText('Project saved successfully!')).toBeVisible();

  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel.getByText('Project saved successfully!')).toBeVisible();
  const projects = await siteValue<Item[]>(site, 'projects');
  expect(projects?.find((p) => p.id === 'project-3')?.title).toBe('Project Three, From The Panel');
  expect(projects?.find((p) => p.id === 'project-4')?.title).toBe('Project Four, From Admin');
});

test('a write the site did not know of yet: other items survive, a same-item clash keeps the form and says nothing was saved', async ({
  site,
  openPanel,
}) => {
  await site.goto(`${SITE}/projects/project-3`);
  const panel = await openPanel({ unlocked: true });
  await panel.getByRole('button', { name: /Edit this project/ }).click();
  // A first save, so the site stores the list the other writer edits below.
  await panel.getByLabel('Title', { exact: true }).fill('Panel Title, First');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel.getByText('Project saved successfully!')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await panel.getByRole('link', { name: 'Projects' }).first().click();
  await panel.getByRole('link', { name: 'Edit Panel Title, First' }).click();
  await expect(panel.getByRole('heading', { name: 'Edit Project' })).toBeVisible();
  await panel.getByLabel('Title', { exact: true }).fill('Panel Title, Typed');

  // Another writer in the page changes project-3 and project-4 a moment before the panel saves
  // (written straight to storage, so the panel cannot have heard of it yet).
  await site.evaluate(() => {
    const raw = localStorage.getItem('projects');
    const list = raw ? (JSON.parse(raw) as { id: string; title: string }[]) : null;
    if (!list) throw new Error('no projects stored');
    for (const project of list) {
      if (project.id === 'project-3') project.title = 'Their Title For Three';
      if (project.id === 'project-4') project.title = 'Their Title For Four';
    }
    localStorage.setItem('projects', JSON.stringify(list));
  });
  await panel.getByRole('button', { name: 'Save Changes' }).click();

  await expect(panel.getByRole('heading', { name: 'This project was changed elsewhere' })).toBeVisible();
  await expect(panel.getByText('Project saved successfully!')).toHaveCount(0);
  // The form and the typing are still there.
  await expect(panel.getByLabel('Title', { exact: true })).toHaveValue('Panel Title, Typed');
  await panel.getByRole('button', { name: 'Keep my version' }).click();
  await expect(panel.getByText('Project saved successfully!')).toBeVisible();

  const projects = await siteValue<Item[]>(site, 'projects');
  expect(projects?.find((p) => p.id === 'project-3')?.title).toBe('Panel Title, Typed');
  expect(projects?.find((p) => p.id === 'project-4')?.title).toBe('Their Title For Four');
});

test('undo in the panel reverts only the newest change, names it, and asks before reverting newer work', async ({
  site,
  openPanel,
}) => {
  await site.goto(`${SITE}/projects/project-3`);
  const panel = await openPanel({ unlocked: true });
  await panel.getByRole('button', { name: /Edit this project/ }).click();
  await panel.getByLabel('Title', { exact: true }).fill('Three, Saved In The Panel');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel.getByText('Project saved successfully!')).toBeVisible();

  const admin = await openAdmin(site, '/admin/projects/edit/project-4');
  await admin.getByLabel('Title', { exact: true }).fill('Four, Saved In Admin');
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByText('Project saved successfully!')).toBeVisible();

  // One history for the site: the panel lists both changes, by name.
  await expect(panel.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const history = panel.getByRole('region', { name: 'Change history' });
  await expect(history.getByRole('listitem').first()).toContainText('Saved project “Four, Saved In Admin”');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Saved project “Three, Saved In The Panel”');

  // Undo the panel's own change alone, after admin changed that same project again: asked first.
  await admin.goto(`${SITE}/admin/projects/edit/project-3`);
  await admin.getByLabel('Title', { exact: true }).fill('Three, Changed Again In Admin');
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByText('Project saved successfully!')).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText('Three, Changed Again In Admin');
  await history.getByRole('button', { name: /^Undo this change: Saved project “Three, Saved In The Panel”/ }).click();
  const choice = history.getByRole('alertdialog');
  await expect(choice).toContainText('project “Three, Changed Again In Admin”');
  let projects = await siteValue<Item[]>(site, 'projects');
  expect(projects?.find((p) => p.id === 'project-3')?.title).toBe('Three, Changed Again In Admin');
  await choice.getByRole('button', { name: 'Keep the newer version' }).click();
  await expect(history.getByRole('status')).toContainText('Items changed since were kept');
  projects = await siteValue<Item[]>(site, 'projects');
  expect(projects?.find((p) => p.id === 'project-3')?.title).toBe('Three, Changed Again In Admin');
  expect(projects?.find((p) => p.id === 'project-4')?.title).toBe('Four, Saved In Admin');

  // "Undo last change" undoes the newest change only (admin's edit of project-3, back to the panel's).
  await history.getByRole('button', { name: 'Undo last change' }).click();
  await expect(history.getByRole('status')).toContainText('Undid');
  projects = await siteValue<Item[]>(site, 'projects');
  expect(projects?.find((p) => p.id === 'project-4')?.title).toBe('Four, Saved In Admin');
  expect(projects?.find((p) => p.id === 'project-3')?.title).toBe('Three, Saved In The Panel');
});

test('the store build of the extension holds no development origins', async () => {
  const dist = process.env.DIST_DIR ?? join(import.meta.dirname, '../../dist');
  const zipPath = join(dist, 'extension.zip');
  expect(existsSync(zipPath)).toBe(true);
  const zip = await JSZip.loadAsync(readFileSync(zipPath));
  const manifest = JSON.parse(await zip.file('manifest.json')!.async('string')) as chrome.runtime.ManifestV3;
  const text = JSON.stringify(manifest);
  expect(text).not.toMatch(/localhost|127\.0\.0\.1/);
  expect(manifest).not.toHaveProperty('web_accessible_resources');
  expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://*/*']);
});
