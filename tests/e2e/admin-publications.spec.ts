import { expect, test } from './fixtures';
import { acceptDialogs, stored } from './admin-helpers';

type Pub = { id: string; title: string; authors: string[]; year: number; projectIds: string[]; projectId?: string; softwareIds: string[] };

test.use({ signedIn: true });

test('adding a publication: required fields, year range, authors, cross-links', async ({ page }) => {
  await page.goto('/admin/publications/new');
  const save = page.getByRole('button', { name: 'Add Publication' });
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  await page.getByLabel('Title', { exact: true }).fill('Discovering rules with curious machines');
  await page.getByLabel('Journal', { exact: true }).fill('Journal of Discovery');
  await page.getByLabel('Citation', { exact: true }).fill('Novak, P. (2025). Discovering rules.');
  await page.getByLabel('Type', { exact: true }).selectOption('preprint');
  await page.getByLabel('Year', { exact: true }).fill('1899');
  await save.click();
  const max = new Date().getFullYear() + 5;
  await expect(page.getByRole('alert')).toHaveText(`Year must be between 1900 and ${max}`);
  await page.getByLabel('Year', { exact: true }).fill(String(max + 1));
  await save.click();
  await expect(page.getByRole('alert')).toHaveText(`Year must be between 1900 and ${max}`);
  await page.getByLabel('Year', { exact: true }).fill('2025');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Please add at least one author');

  // The last author row cannot be removed.
  await expect(page.getByRole('button', { name: 'Remove author 1' })).toBeDisabled();
  await page.getByLabel('Team member', { exact: true }).selectOption({ label: 'Petra Novak' });
  await page.getByRole('button', { name: 'Add as author' }).click();
  await expect(page.getByLabel('Author 1', { exact: true })).toHaveValue('Novak, P.');
  // Adding her again is skipped: the surname is already present.
  await page.getByRole('button', { name: 'Add as author' }).click();
  await expect(page.getByLabel('Author 2', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add author' }).click();
  await page.getByRole('button', { name: 'Add author' }).click();
  await page.getByLabel('Author 3', { exact: true }).fill('Doe, J.');

  await page.getByRole('group', { name: /^Projects/ }).getByLabel('A Shared Zoo of Cognitive Models').check();
  await page.getByRole('group', { name: /^Software/ }).getByLabel('Bestiary').check();
  await save.click();
  await expect(page.getByText('Publication saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/publications$/);

  const pub = (await stored<Pub[]>(page, 'publications')).find((p) => p.title === 'Discovering rules with curious machines')!;
  expect(pub.authors).toEqual(['Novak, P.', 'Doe, J.']);
  expect(pub.projectIds).toEqual(['project-5']);
  expect(pub.projectId).toBe('project-5');
  const project = (await stored<{ id: string; publications: string[] }[]>(page, 'projects')).find((p) => p.id === 'project-5')!;
  expect(project.publications).toContain(pub.id);
  const member = (await stored<{ id: string; publications?: string[] }[]>(page, 'teamMembers')).find((m) => m.id === 'member-2')!;
  expect(member.publications).toContain(pub.id);
  // The member page lists publications by surname.
  await page.goto('/team/member-2');
  await expect(page.getByText('Discovering rules with curious machines')).toBeVisible();
});

test('volume, issue, pages and month: entered in the form, stored, in the generated citation', async ({ page }) => {
  await page.goto('/admin/publications/edit/pub-005');
  await page.getByLabel('Volume', { exact: true }).fill('21');
  await page.getByLabel('Issue', { exact: true }).fill('1');
  await page.getByLabel('Pages', { exact: true }).fill('44–47');
  await page.getByLabel('Month', { exact: true }).selectOption({ label: 'March' });
  await page.getByRole('button', { name: 'Generate from fields' }).click();
  await expect(page.getByLabel('Citation', { exact: true })).toHaveValue(/Perspectives on Cognitive Theory, 21\(1\), 44–47\. https/);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Publication saved successfully!')).toBeVisible();
  type Detailed = Pub & { volume?: string; issue?: string; pages?: string; month?: number; citation: string };
  const saved = (await stored<Detailed[]>(page, 'publications')).find((p) => p.id === 'pub-005')!;
  expect(saved).toMatchObject({ volume: '21', issue: '1', pages: '44–47', month: 3 });
  // Emptied again, the fields are not stored at all.
  await page.goto('/admin/publications/edit/pub-005');
  await page.getByLabel('Volume', { exact: true }).fill('');
  await page.getByLabel('Month', { exact: true }).selectOption({ label: 'Not given' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Publication saved successfully!')).toBeVisible();
  const again = (await stored<Detailed[]>(page, 'publications')).find((p) => p.id === 'pub-005')!;
  expect('volume' in again || 'month' in again).toBe(false);
});

test("a book chapter's publisher and editors: entered in the form, stored, in the generated citation", async ({ page }) => {
  await page.goto('/admin/publications/edit/pub-005');
  // A journal article appears in no book: the fields are not offered.
  await expect(page.getByLabel('Book publisher', { exact: true })).toHaveCount(0);
  await page.getByLabel('Type', { exact: true }).selectOption('book chapter');
  await page.getByLabel('Book', { exact: true }).fill('Handbook of Memory');
  await page.getByLabel('Book publisher', { exact: true }).fill('Academic Press');
  await page.getByRole('textbox', { name: 'Editor 1' }).fill('Gruber, Matthias J.');
  await page.getByRole('button', { name: 'Add editor' }).click();
  await page.getByRole('textbox', { name: 'Editor 2' }).fill('Ranganath, Charan');
  await page.getByRole('button', { name: 'Generate from fields' }).click();
  await expect(page.getByLabel('Citation', { exact: true })).toHaveValue(/In M\. J\. Gruber & C\. Ranganath \(Eds\.\), Handbook of Memory.*Academic Press\./);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Publication saved successfully!')).toBeVisible();
  type Chapter = Pub & { publisher?: string; editors?: string[] };
  const saved = (await stored<Chapter[]>(page, 'publications')).find((p) => p.id === 'pub-005')!;
  expect(saved).toMatchObject({ type: 'book chapter', journal: 'Handbook of Memory', publisher: 'Academic Press', editors: ['Gruber, Matthias J.', 'Ranganath, Charan'] });
});

test('deleting a publication removes it from its projects', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await page.goto('/admin/publications/edit/pub-001');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Publication deleted successfully!')).toBeVisible();
  expect(dialogs).toEqual(['Are you sure you want to delete this publication?']);
  const projects = await stored<{ publications: string[] }[]>(page, 'projects');
  expect(projects.every((p) => !p.publications.includes('pub-001'))).toBe(true);
});

test('the publication list is newest year first with journal and year', async ({ page }) => {
  await page.goto('/admin/publications');
  const rows = page.getByRole('list', { name: 'Manage Publications' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const years = await rows.evaluateAll((items) => items.map((li) => Number(/\((\d{4})\)/.exec(li.textContent ?? '')?.[1])));
  expect(years.length).toBeGreaterThan(10);
  expect([...years].sort((a, b) => b - a)).toEqual(years);
});
