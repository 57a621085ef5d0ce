import { expect, test } from './fixtures';
import { makeMember, makePublication, openSeeded } from './site-helpers';

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

const member = makeMember({
  id: 'm-1',
  name: 'Ada Lovelace',
  role: 'Principal Investigator',
  bio: 'Leads the lab.\n\nWorks on discovery.',
  github: 'adalovelace',
});
const publications = Array.from({ length: 30 }, (_, i) =>
  makePublication({
    id: `pub-${i}`,
    title: `A study of automated discovery, part ${i + 1}: methods, models and the data they explain`,
    year: 2026 - (i % 10),
    authors: ['Lovelace, A.', 'Babbage, C.', 'Somerville, M.', 'Herschel, C.'],
    journal: 'Journal of Computational Cognition',
    doi: `10.5555/test.${i}`,
    url: `https://example.org/paper-${i}`,
  }),
);

test('a member with 30 publications prints on at most 3 A4 pages, without navigation', async ({ seed, page }) => {
  await seed({ teamMembers: [member], publications });
  await openSeeded(page, '/team/m-1');
  // On screen the newest papers show first; on paper every one of them prints.
  await expect(page.getByRole('heading', { level: 4 })).toHaveCount(10);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 4 })).toHaveCount(30);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('search', { name: 'Site search' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'All team members' })).toBeHidden();
  // The profile link's address is printed after it; paper titles (with a DOI shown) get none.
  // (By address: in print the generated text becomes part of a link's name.)
  const after = (href: string) =>
    page.locator(`main a[href="${href}"]`).evaluate((a) => getComputedStyle(a, '::after').content);
  expect(await after('https://github.com/adalovelace')).toBe('" (https://github.com/adalovelace)"');
  expect(await after('https://example.org/paper-0')).toBe('none');
  const pdf = await page.pdf({ format: 'A4' });
  expect(pageCount(pdf)).toBeGreaterThan(0);
  expect(pageCount(pdf)).toBeLessThanOrEqual(3);
});

test('print hides filters and shows where an external link in text leads', async ({ seed, page }) => {
  await seed({
    publications: [makePublication({ id: 'p', title: 'Linked paper', url: 'https://example.org/linked' })],
  });
  await openSeeded(page, '/publications');
  await expect(page.getByRole('link', { name: 'Linked paper' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('combobox').first()).toBeHidden();
  // The title leads to the paper's own page on this site; the link to the paper itself is external.
  const content = await page
    .locator('main a[href="https://example.org/linked"]')
    .evaluate((a) => getComputedStyle(a, '::after').content);
  expect(content).not.toBe('none');
  expect(content).toBe('" (https://example.org/linked)"');
});
