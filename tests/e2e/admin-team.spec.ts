import { expect, test } from './fixtures';
import { acceptDialogs, pngBuffer, stored } from './admin-helpers';

type Member = { id: string; name: string; imageUrl: string; cvUrl?: string; projects: string[]; color: string };

test.use({ signedIn: true });

test('adding a team member: required fields, then saved with the form colour', async ({ page }) => {
  await page.goto('/admin/team/new');
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  await page.getByLabel('Name', { exact: true }).fill('Grace Okafor');
  await page.getByLabel('Role', { exact: true }).fill('Doctoral Researcher');
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  await page.getByLabel('Bio', { exact: true }).fill('Works on model discovery.');
  await page.getByLabel('Email').fill('grace@example.org');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await page.getByRole('group', { name: /^Projects/ }).getByLabel('A Shared Zoo of Cognitive Models').check();
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(page.getByText('Team member saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  const member = (await stored<Member[]>(page, 'teamMembers')).find((m) => m.name === 'Grace Okafor')!;
  expect(member.id).toBe('grace-okafor');
  expect(member.color).toBe('#00AAFF');
  const projects = await stored<{ id: string; team: string[] }[]>(page, 'projects');
  expect(projects.find((p) => p.id === 'project-5')!.team).toContain('Grace Okafor');
});

test('a too-large photo is resized to 800 px and survives a reload', async ({ page }) => {
  await page.goto('/admin/team/edit/member-2');
  await page.getByLabel('Upload image').setInputFiles({ name: 'Portrait Photo.png', mimeType: 'image/png', buffer: await pngBuffer(1200, 900) });
  await expect(page.getByText('Image resized to 800x600 px.')).toBeVisible();
  const preview = page.getByRole('img', { name: 'Profile image of Petra Novak' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([800, 600]);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Team member saved successfully!')).toBeVisible();
  const member = (await stored<Member[]>(page, 'teamMembers')).find((m) => m.id === 'member-2')!;
  expect(member.imageUrl).toBe('asset:team/member-2-portrait-photo.png');
  await page.goto('/admin/team/edit/member-2');
  await expect(page.getByRole('img', { name: 'Profile image of Petra Novak' })).toBeVisible();
});

test('a small photo is kept as it is', async ({ page }) => {
  await page.goto('/admin/team/edit/member-2');
  await page.getByLabel('Upload image').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await pngBuffer(120, 100) });
  await expect(page.getByText('Image added (120x100 px).')).toBeVisible();
});

test('upload errors use the spec texts', async ({ page }) => {
  await page.goto('/admin/team/edit/member-3');
  await page.getByLabel('Upload image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByRole('alert')).toHaveText('Please select an image file (jpeg, png, gif, etc)');
  await page.getByLabel('Upload CV (PDF)').setInputFiles({
    name: 'cv.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('PK'),
  });
  await expect(page.getByRole('alert')).toHaveText('Please select a PDF file for the CV');
  await page.getByLabel('Upload CV (PDF)').setInputFiles({
    name: 'big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5242881 - 9, 32)]),
  });
  await expect(page.getByRole('alert')).toHaveText('CV file size should be less than 5MB');
  await page.getByLabel('Upload image').setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
  await expect(page.getByRole('alert')).toHaveText('Failed to process image. Please try a different image.');
});

test('a PDF CV is stored as an asset and referenced from the member', async ({ page }) => {
  await page.goto('/admin/team/edit/member-3');
  await page.getByLabel('Upload CV (PDF)').setInputFiles({ name: 'Kwame CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByText('CV Kwame CV.pdf added.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Team member saved successfully!')).toBeVisible();
  const member = (await stored<Member[]>(page, 'teamMembers')).find((m) => m.id === 'member-3')!;
  expect(member.cvUrl).toBe('asset:team/cv/member-3-kwame-cv.pdf');
});

test('deleting a member asks first and removes the name from project teams', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await page.goto('/admin/team/edit/member-3');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Team member deleted successfully!')).toBeVisible();
  expect(dialogs).toEqual(['Are you sure you want to delete this team member?']);
  await expect(page).toHaveURL(/\/admin\/team$/);
  const projects = await stored<{ team: string[] }[]>(page, 'projects');
  expect(projects.every((p) => !p.team.includes('Kwame Asante'))).toBe(true);
});

test('unknown member id', async ({ page }) => {
  await page.goto('/admin/team/edit/member-999');
  await expect(page.getByRole('alert')).toHaveText('Could not find team member with ID: member-999');
});
