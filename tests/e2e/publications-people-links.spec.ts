/**
 * A paper's own links and the selected mark, and lab members recognised on their papers by ORCID
 * iD and name variants, on the built site from the tests' own content: Jonas Brandt
 * (member-8, ORCID iD 0000-0002-1825-0097, name variant "Brandt-Eriksen, Jonas") wrote pub-008
 * (selected, with a PDF, code and slides), pub-017 (as "Brandt-Eriksen, J.") and pub-024 (as
 * "Brandt Eriksen, J.", known by his ORCID iD only).
 */
import { expect, test } from './fixtures';
import { seedContent } from '../fixtures/content/seed';

const fixture = seedContent();
import { makeMember, openSeeded } from './site-helpers';

const byId = (id: string) => fixture.publications.find((pub) => pub.id === id)!;
const SELECTED = byId('pub-008');
const VARIANT = byId('pub-017');
const BY_ORCID = byId('pub-024');

test("a paper with a PDF, code and slides shows its buttons on its page and in lists, and gives Scholar its PDF", async ({ page }) => {
  await page.goto('/publications/pub-008/');
  const header = page.locator('header.page-header');
  await expect(header.getByRole('link', { name: 'PDF', exact: true })).toHaveAttribute('href', 'https://example.org/papers/frontal-theta-switch.pdf');
  await expect(header.getByRole('link', { name: 'Code', exact: true })).toHaveAttribute('href', 'https://github.com/discovery-of-mind/theta-switch');
  await expect(header.getByRole('link', { name: 'Slides', exact: true })).toHaveAttribute('href', 'https://example.org/slides/frontal-theta-switch');
  await expect(header.getByRole('link', { name: 'Poster', exact: true })).toHaveCount(0);
  await expect(page.locator('meta[name="citation_pdf_url"]')).toHaveAttribute('content', 'https://example.org/papers/frontal-theta-switch.pdf');
  // A paper without links has no such buttons and no citation_pdf_url of its own.
  await page.goto('/publications/pub-017/');
  await expect(page.locator('header.page-header').getByRole('link', { name: 'Code', exact: true })).toHaveCount(0);

  // In a list the entry carries the same buttons, and the Norwegian site says them in Norwegian.
  await page.goto('/nb/team/member-8/');
  const entry = page.getByRole('article').filter({ has: page.getByRole('link', { name: SELECTED.title }) });
  await expect(entry.getByRole('link', { name: 'PDF', exact: true })).toHaveAttribute('href', 'https://example.org/papers/frontal-theta-switch.pdf');
  await expect(entry.getByRole('link', { name: 'Kode', exact: true })).toBeVisible();
  await expect(entry.getByRole('link', { name: 'Lysbilder', exact: true })).toBeVisible();
});

test('a selected paper is on the home page and first on its member’s page', async ({ page }) => {
  await page.goto('/');
  const selected = page.getByRole('region', { name: 'Selected publications' });
  await expect(selected.getByRole('link', { name: SELECTED.title })).toBeVisible();
  await expect(selected.getByRole('article')).toHaveCount(fixture.publications.filter((pub) => pub.selected).length);

  await page.goto('/team/member-8/');
  const papers = page.getByRole('region', { name: 'Publications' });
  await expect(papers.getByRole('heading', { level: 3 }).first()).toHaveText('Selected');
  await expect(papers.getByRole('article').first().getByRole('heading', { level: 4 })).toHaveText(SELECTED.title);
});

test('a member with an ORCID iD and a name variant is linked to papers that spell the name either way', async ({ page }) => {
  await page.goto('/team/member-8/');
  const papers = page.getByRole('region', { name: 'Publications' });
  for (const pub of [SELECTED, VARIANT, BY_ORCID]) await expect(papers.getByRole('link', { name: pub.title, exact: true })).toBeVisible();

  // The list marks the name as the paper spells it and links it to his page.
  await page.goto('/publications/pub-017/');
  await expect(page.getByRole('link', { name: 'Brandt-Eriksen, J.' })).toHaveAttribute('href', /\/team\/member-8\/?$/);
  // Scholar gets his given names in full, from the variant with that family name.
  await expect(page.locator('meta[name="citation_author"][content="Brandt-Eriksen, Jonas"]')).toHaveCount(1);
  await page.goto('/publications/pub-024/');
  await expect(page.getByRole('link', { name: 'Brandt Eriksen, J.' })).toHaveAttribute('href', /\/team\/member-8\/?$/);
  // The JSON-LD names him by his page's Person.
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  const article = ld.find((item) => item['@type'] === 'ScholarlyArticle')!;
  const jonas = (article.author as { '@id'?: string; name: string }[]).find((author) => author.name === 'Jonas Brandt');
  expect(jonas?.['@id']).toMatch(/\/team\/member-8\/#person$/);
  await page.goto('/team/member-8/');
  const person = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item['@type'] === 'Person');
  expect(person?.['@id']).toBe(jonas?.['@id']);
});

test('a colleague who shares the family name is not linked to his papers', async ({ page, seed }) => {
  const lena = makeMember({ id: 'lena-brandt', name: 'Lena Brandt', role: 'Doctoral Researcher' });
  await seed({ ...fixture, teamMembers: [...fixture.teamMembers, lena] });
  await openSeeded(page, '/team/lena-brandt');
  await expect(page.getByRole('heading', { level: 1, name: 'Lena Brandt' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Publications' })).toHaveCount(0);
  await openSeeded(page, '/team/member-8');
  await expect(page.getByRole('region', { name: 'Publications' }).getByRole('link', { name: VARIANT.title, exact: true })).toBeVisible();
  await openSeeded(page, '/publications/pub-008');
  await expect(page.getByRole('link', { name: 'Brandt, J.' })).toHaveAttribute('href', /\/team\/member-8\/?$/);
});
