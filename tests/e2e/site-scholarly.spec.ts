/**
 * Scholarly publications on the public site: the page per paper, Cite (copy), BibTeX
 * download of the filtered list, filters kept in the URL, member pages with profile links.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { parseBibtex } from '../../shared/content/scholarly/bibtex';
import { makeMember, makeProject, makePublication, makeSoftware, openSeeded } from './site-helpers';

const publications = [
  makePublication({
    id: 'a',
    title: 'Memory and machines',
    year: 2023,
    authors: ['Lovelace, A.', 'Outsider, Q.'],
    journal: 'Mind Journal',
    abstract: 'Machines that remember.',
    keywords: ['memory', 'machines'],
    doi: '10.5555/abc.1',
    url: 'https://example.org/papers/memory.pdf',
    projectIds: ['p-1'],
    softwareIds: ['s-1'],
  }),
  makePublication({ id: 'b', title: 'Decisions under risk & “uncertainty”', year: 2025, type: 'preprint', journal: 'PsyArXiv', authors: ['Müller, J.'] }),
  makePublication({ id: 'c', title: 'Category learning', year: 2025, type: 'conference proceeding', authors: ['Hopper, G.'], journal: 'Proceedings of CogSci' }),
  makePublication({ id: 'd', title: 'Old theses', year: 2019, type: 'thesis', authors: ['Noether, E.'], journal: 'Halden University' }),
];

test.beforeEach(async ({ seed }) => {
  await seed({
    publications,
    teamMembers: [makeMember({ id: 'm-1', name: 'Ada Lovelace', orcid: '0000-0002-1825-0097', scholarUrl: 'https://scholar.google.com/citations?user=abc', website: 'https://ada.example.org/' })],
    projects: [makeProject({ id: 'p-1', title: 'Project One' })],
    software: [makeSoftware({ id: 's-1', name: 'Tool One' })],
  });
});

test('a publication has its own page with authors, venue, abstract, links, areas, software and Cite', async ({ page }) => {
  await openSeeded(page, '/publications');
  await page.getByRole('link', { name: 'Memory and machines' }).click();
  await expect(page).toHaveURL(/\/publications\/a\/$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Memory and machines');
  // The lab member is highlighted and linked to her page; the other author is plain text.
  await expect(main.getByRole('link', { name: 'Lovelace, A.' })).toHaveAttribute('href', '/team/m-1/');
  await expect(main.getByRole('link', { name: 'Outsider, Q.' })).toHaveCount(0);
  await expect(main.getByText('Lovelace, A., Outsider, Q.', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'DOI: 10.5555/abc.1' })).toHaveAttribute('href', 'https://doi.org/10.5555/abc.1');
  await expect(main.getByRole('link', { name: 'Read the paper' })).toHaveAttribute('href', 'https://example.org/papers/memory.pdf');
  await expect(main.getByRole('region', { name: 'Abstract' })).toContainText('Machines that remember.');
  await expect(main.getByRole('region', { name: 'Research Areas' }).getByRole('link', { name: 'Project One' })).toHaveAttribute('href', '/projects/p-1/');
  await expect(main.getByRole('region', { name: 'Software' }).getByRole('link', { name: 'Tool One' })).toBeVisible();
  await expect(main.getByText('memory', { exact: true })).toBeVisible();
  const cite = main.getByRole('region', { name: 'Cite' });
  await expect(cite).toContainText('Lovelace, A., & Outsider, Q. (2023). Memory and machines. Mind Journal. https://doi.org/10.5555/abc.1');
  await expect(cite).toContainText('@article{lovelace2023memory,');
});

test('an unknown publication id says so', async ({ page }) => {
  await openSeeded(page, '/publications/nope');
  await expect(page.getByRole('heading', { name: 'Publication not found' })).toBeVisible();
});

test('Cite in the list shows and copies the reference and the BibTeX entry', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSeeded(page, '/publications');
  const item = page.getByRole('article').filter({ hasText: 'Decisions under risk' });
  await item.getByText('Cite', { exact: true }).click();
  await expect(item).toContainText('Müller, J. (2025). Decisions under risk & “uncertainty”. PsyArXiv.');
  await item.getByRole('button', { name: 'Copy reference' }).click();
  await expect(item.getByRole('status').first()).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Müller, J. (2025). Decisions under risk & “uncertainty”. PsyArXiv.');
  await item.getByRole('button', { name: 'Copy BibTeX' }).click();
  const bib = await page.evaluate(() => navigator.clipboard.readText());
  expect(bib).toContain('@unpublished{muller2025decisions,');
  expect(bib).toContain('title        = {{Decisions under risk \\& ``uncertainty\'\'}}');
  expect(bib).toContain('author       = {M{\\"u}ller, J.}');
  // And it reads back through the importer.
  const parsed = parseBibtex(bib);
  expect(parsed.problems).toEqual([]);
  expect(parsed.entries[0]!.fields.howpublished).toBe('PsyArXiv');
});

test('the abstract shows on demand', async ({ page }) => {
  await openSeeded(page, '/publications');
  const item = page.getByRole('article').filter({ hasText: 'Memory and machines' });
  await expect(item.getByText('Machines that remember.')).toBeHidden();
  await item.getByText('Abstract', { exact: true }).click();
  await expect(item.getByText('Machines that remember.')).toBeVisible();
});

test('Download BibTeX saves the currently filtered list', async ({ page }) => {
  await openSeeded(page, '/publications');
  await page.getByRole('combobox', { name: 'Year' }).selectOption('2025');
  await expect(page.getByText('2 of 4 publications')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download BibTeX' }).click()]);
  expect(download.suggestedFilename()).toBe('publications-filtered.bib');
  const text = await readFile((await download.path())!, 'utf8');
  const parsed = parseBibtex(text);
  expect(parsed.problems).toEqual([]);
  expect(parsed.entries.map((e) => e.key)).toEqual(['muller2025decisions', 'hopper2025category']);
  expect(parsed.entries.map((e) => e.type)).toEqual(['unpublished', 'inproceedings']);
});

test('filters and search live in the URL: shareable, kept on reload and on Back', async ({ page }) => {
  const titles = page.getByRole('main').getByRole('heading', { level: 3 });
  await openSeeded(page, '/publications');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('conference proceeding');
  await expect(page).toHaveURL(/[?&]type=conference\+proceeding/);
  await page.getByRole('searchbox', { name: 'Search' }).fill('category');
  await expect(page).toHaveURL(/[?&]q=category/);
  await expect(titles).toHaveText(['Category learning']);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('conference proceeding');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('category');
  await expect(titles).toHaveText(['Category learning']);

  await titles.getByRole('link', { name: 'Category learning' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category learning');
  await page.goBack();
  await expect(titles).toHaveText(['Category learning']);
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('conference proceeding');

  // A shared link opens the same filtered list.
  await openSeeded(page, '/publications?year=2019');
  await expect(titles).toHaveText(['Old theses']);
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('2019');
  // Each chosen filter is a step Back undoes.
  await page.getByRole('combobox', { name: 'Year' }).selectOption('');
  await expect(titles).toHaveCount(4);
  await page.goBack();
  await expect(titles).toHaveText(['Old theses']);
});

test('on a phone the filters fold away so the first paper shows in the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSeeded(page, '/publications');
  await expect(page.getByRole('combobox', { name: 'Year' })).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  const first = page.getByRole('article').first();
  const box = (await first.getByRole('heading').boundingBox())!;
  expect(box.y + box.height).toBeLessThan(844);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Year' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Year' }).selectOption('2019');
  await expect(page.getByRole('button', { name: 'Hide filters (1)' })).toBeVisible();
});

test('a member page links ORCID, Google Scholar and website, and offers her list as BibTeX', async ({ page }) => {
  await openSeeded(page, '/team/m-1');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'ORCID' })).toHaveAttribute('href', 'https://orcid.org/0000-0002-1825-0097');
  await expect(main.getByRole('link', { name: 'Google Scholar' })).toHaveAttribute('href', 'https://scholar.google.com/citations?user=abc');
  await expect(main.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://ada.example.org/');
  const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Download BibTeX' }).click()]);
  expect(download.suggestedFilename()).toBe('ada-lovelace.bib');
  const parsed = parseBibtex(await readFile((await download.path())!, 'utf8'));
  expect(parsed.entries.map((e) => e.key)).toEqual(['lovelace2023memory']);
});

test('a member with many papers sees the newest first and "Show all" for the rest', async ({ seed, page }) => {
  const many = Array.from({ length: 14 }, (_, i) => makePublication({ id: `x${i}`, title: `Paper number ${i}`, year: 2000 + i, authors: ['Lovelace, A.'] }));
  await seed({ publications: many });
  await openSeeded(page, '/team/m-1');
  const pubs = page.getByRole('region', { name: 'Publications', exact: true });
  await expect(pubs.getByRole('heading', { level: 4 })).toHaveCount(10);
  await expect(pubs.getByRole('heading', { level: 4 }).first()).toHaveText('Paper number 13');
  await expect(pubs.getByText('Paper number 3', { exact: true })).toBeHidden();
  await pubs.getByRole('button', { name: 'Show all 14 publications' }).click();
  await expect(pubs.getByRole('heading', { level: 4 })).toHaveCount(14);
  await expect(pubs.getByText('Paper number 0', { exact: true })).toBeVisible();
});

// Google Scholar reads the HTML as served: this parses the prerendered page (no script runs).
// Every /publications/<id> is prerendered with its head (static-first build).
test('the prerendered publication page carries Google Scholar citation_* tags and ScholarlyArticle JSON-LD', async ({ request }) => {
  const html = await (await request.get('/publications/pub-001')).text();
  const metas = [...html.matchAll(/<meta\s+name="(citation_[a-z_]+)"\s+content="([^"]*)"/g)].map((m) => [m[1], m[2]]);
  expect(metas.find(([n]) => n === 'citation_title')?.[1]).toBe(
    'Language models propose, experiments dispose: A closed-loop test of machine-generated hypotheses about memory',
  );
  // Every author is a lab member here, so each is named in full (Scholar's guidelines), in order.
  expect(metas.filter(([n]) => n === 'citation_author').map(([, v]) => v)).toEqual(['Takahashi, Yuki', 'Marchetti, Sofia', 'Sandoval, Freya', 'Asante, Kwame', 'Halvorsen, Ingrid']);
  expect(metas.find(([n]) => n === 'citation_publication_date')?.[1]).toBe('2026');
  expect(metas.find(([n]) => n === 'citation_journal_title')?.[1]).toBe('Journal of Computational Cognition');
  expect(metas.find(([n]) => n === 'citation_doi')?.[1]).toBe('10.5555/dml.2026.001');
  expect(metas.find(([n]) => n === 'citation_abstract_html_url')?.[1]).toMatch(/^https?:\/\/.+\/publications\/pub-001\/?$/);
  const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  expect(ld.find((entry) => entry['@type'] === 'ScholarlyArticle')).toMatchObject({ name: expect.stringContaining('Language models propose'), datePublished: '2026' });
});

test('volume, issue and pages reach the Scholar tags, the JSON-LD and the Cite block', async ({ request }) => {
  const html = await (await request.get('/publications/pub-001')).text();
  const metas = Object.fromEntries([...html.matchAll(/<meta\s+name="(citation_[a-z_]+)"\s+content="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  expect(metas).toMatchObject({ citation_volume: '15', citation_issue: '2', citation_firstpage: '133', citation_lastpage: '158' });
  const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  expect(ld.find((entry) => entry['@type'] === 'ScholarlyArticle')).toMatchObject({
    pagination: '133–158',
    isPartOf: { '@type': 'PublicationIssue', issueNumber: '2', isPartOf: { '@type': 'PublicationVolume', volumeNumber: '15' } },
  });
  // The prerendered Cite block (this file's tests store their own content, so read the served HTML).
  // The reference's text as the Cite block shows it (its marks, such as the italic venue, stripped).
  const reference = /<p class="cite__reference">([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
  expect(reference).toContain('Journal of Computational Cognition, 15(2), 133–158. https://doi.org/10.5555/dml.2026.001');
  expect(html).toMatch(/volume += \{15\},/);
  expect(html).toMatch(/pages += \{133--158\}/);
});
