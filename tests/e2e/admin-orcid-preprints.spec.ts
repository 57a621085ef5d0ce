/**
 * Keeping publications current in the studio, against local fakes of ORCID (4793), Crossref
 * (4791), DataCite (4794) and OpenAlex (4795), never the real services (package.json test:e2e
 * builds with those URLs and CITATION_COUNTS=1): Import from ORCID with duplicates, a preprint
 * merged into its journal version after the confirm step, and a citation count on the public page.
 */
import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { publications as seedPublications } from '../fixtures/content/seed/publications';
import { teamMembers as seedMembers } from '../fixtures/content/seed/teamMembers';
import { startFakeScholarly, type FakeScholarlyData, type RecordedCall } from '../fixtures/fake-scholarly';
import { asAdmin, stored } from './admin-helpers';

const ORCID_A = '0000-0002-1825-0097';
const ORCID_DOWN = '0000-0001-5109-3700';

const DATA: FakeScholarlyData = {
  orcid: {
    [ORCID_A]: [
      { putCode: 1, title: 'Language models propose', doi: '10.5555/dml.2026.001', year: 2026 },
      { putCode: 2, title: 'Curious machines (ORCID title)', doi: '10.5555/fake.2025.9', year: 2025 },
      { putCode: 3, title: 'labtools', type: 'software', doi: '10.5281/zenodo.4242', year: 2025 },
      { putCode: 4, title: 'Evaluating automatically discovered models beyond goodness of fit', type: 'conference-paper', journal: 'Workshop', year: 2025, contributors: ['Ingrid Halvorsen'] },
      { putCode: 5, title: 'A poster nobody signed', type: 'conference-poster', journal: 'Some Meeting', year: 2024 },
    ],
  },
  crossref: {
    '10.5555/fake.2025.9': { DOI: '10.5555/fake.2025.9', type: 'journal-article', title: ['Curious machines design their own experiments'], author: [{ given: 'Ingrid', family: 'Halvorsen' }, { given: 'Petra', family: 'Novak' }], 'container-title': ['Journal of Automated Discovery'], issued: { 'date-parts': [[2025, 3]] } },
    '10.5555/dml.2026.003': { DOI: '10.5555/dml.2026.003', type: 'posted-content', title: ['When should a machine stop experimenting?'], institution: [{ name: 'Preprint Archive for the Cognitive Sciences' }], issued: { 'date-parts': [[2026]] }, relation: { 'is-preprint-of': [{ id: '10.5555/jbm.2026.77', 'id-type': 'doi', 'asserted-by': 'subject' }] } },
  },
  datacite: { '10.5281/zenodo.4242': { doi: '10.5281/zenodo.4242', titles: [{ title: 'labtools: adaptive design in Python' }], creators: [{ familyName: 'Novak', givenName: 'Petra' }], publisher: 'Zenodo', publicationYear: 2025, types: { resourceTypeGeneral: 'Software' } } },
  openalex: { '10.5555/dml.2026.001': 42 },
  failing: [`/v3.0/${ORCID_DOWN}`],
};

const servers: Server[] = [];
const calls: RecordedCall[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  for (const port of [4791, 4793, 4794, 4795]) servers.push(await startFakeScholarly(port, DATA, calls));
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Storage this test starts from, written once (not again after the test's own changes). */
async function startWith(page: import('@playwright/test').Page, entries: Record<string, unknown>) {
  await asAdmin(page);
  await page.addInitScript((values) => {
    if (window.sessionStorage.getItem('e2e-seeded')) return;
    window.sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, JSON.stringify(value));
  }, entries);
}

type Pub = { id: string; title: string; type: string; journal: string; doi?: string; authors: string[]; projectIds: string[]; preprintUrls?: string[]; citedBy?: { count: number; date: string } };

test('Import from ORCID: works listed with Crossref and DataCite data, duplicates marked, one undoable import', async ({ page }) => {
  await startWith(page, { teamMembers: seedMembers.map((m) => (m.id === 'member-1' ? { ...m, orcid: ORCID_A } : m)) });
  await page.goto('/admin/publications');
  await page.getByRole('link', { name: 'Import from ORCID' }).click();
  await expect(page.getByRole('heading', { name: 'Import from ORCID' })).toBeVisible();

  // A record ORCID cannot serve: a clear message, nothing listed.
  await page.getByLabel('Whose works').selectOption('other');
  await page.getByLabel('ORCID iD').fill('0000-0000-0000-0000');
  await page.getByRole('button', { name: 'List works' }).click();
  await expect(page.getByRole('alert')).toContainText('Please enter a valid ORCID iD');
  await page.getByLabel('ORCID iD').fill(`https://orcid.org/${ORCID_DOWN}`);
  await page.getByRole('button', { name: 'List works' }).click();
  await expect(page.getByRole('alert')).toContainText('Could not read the ORCID record');
  await expect(page.getByRole('table', { name: 'Entries to import' })).toHaveCount(0);

  await page.getByLabel('Whose works').selectOption({ label: `Ingrid Halvorsen (${ORCID_A})` });
  await page.getByRole('button', { name: 'List works' }).click();
  const table = page.getByRole('table', { name: 'Entries to import' });
  const row = (text: string) => table.getByRole('row').filter({ hasText: text });
  await expect(table.getByRole('row')).toHaveCount(6);
  // By DOI, and by normalised title and year.
  await expect(row('Language models propose')).toContainText('Duplicate of “Language models propose');
  await expect(row('Evaluating automatically discovered models')).toContainText('Duplicate of “Evaluating automatically discovered models');
  await expect(row('Evaluating automatically discovered models').getByRole('checkbox')).not.toBeChecked();
  // Enriched from Crossref and from DataCite.
  await expect(row('Curious machines design their own experiments')).toContainText('Halvorsen, Ingrid; Novak, Petra');
  await expect(row('Curious machines design their own experiments')).toContainText('Journal of Automated Discovery');
  await expect(row('Curious machines design their own experiments')).toContainText('Crossref');
  await expect(row('labtools: adaptive design in Python')).toContainText('software');
  await expect(row('labtools: adaptive design in Python')).toContainText('DataCite');
  // Refused by the publication rules: shown with the rule's message, cannot be ticked.
  await expect(row('A poster nobody signed').getByRole('checkbox')).toBeDisabled();

  const before = (await stored<Pub[] | null>(page, 'publications'))?.length ?? seedPublications.length;
  await page.getByRole('button', { name: 'Import 2 publications' }).click();
  await expect(page.getByText('Imported 2 publications.')).toBeVisible();
  const pubs = await stored<Pub[]>(page, 'publications');
  expect(pubs).toHaveLength(before + 2);
  expect(pubs.find((p) => p.doi === '10.5281/zenodo.4242')).toMatchObject({ type: 'software', journal: 'Zenodo', authors: ['Novak, Petra'] });

  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Change history' }).getByText('Import 2 publications')).toBeVisible();
});

test('a preprint is merged into its journal version only after the editor confirms', async ({ page }) => {
  const journal = { ...seedPublications.find((p) => p.id === 'pub-004')!, id: 'pub-journal', title: 'Stopping rules for adaptive behavioural studies', journal: 'Behaviour Research Methods', type: 'journal article', doi: '10.5555/jbm.2026.77', url: 'https://doi.org/10.5555/jbm.2026.77', projectIds: ['project-1'], projectId: 'project-1', softwareIds: [] };
  await startWith(page, { publications: [...seedPublications, journal] });
  await page.goto('/admin/publications');
  await page.getByRole('link', { name: 'Preprints and citations' }).click();
  await expect(page.getByRole('heading', { name: 'Preprints and citation counts' })).toBeVisible();
  await expect(page.getByText('No preprint with a published version found.')).toBeVisible();

  await page.getByRole('button', { name: 'Look for published versions' }).click();
  const proposals = page.getByRole('list', { name: 'Proposed merges' });
  await expect(proposals.getByRole('listitem')).toHaveCount(1);
  await expect(proposals).toContainText('Preprint: “When should a machine stop experimenting?');
  await expect(proposals).toContainText('Published version: “Stopping rules for adaptive behavioural studies”');
  await expect(proposals).toContainText('The preprint’s DOI record names this published version.');

  // The confirm step: nothing changes on the first click, nor on Cancel.
  await proposals.getByRole('button', { name: /^Merge “When should a machine stop experimenting/ }).click();
  const confirm = page.getByRole('group', { name: 'Confirm the merge' });
  await expect(confirm).toContainText('Merge “When should a machine stop experimenting?');
  expect((await stored<Pub[]>(page, 'publications')).some((p) => p.id === 'pub-003')).toBe(true);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect((await stored<Pub[]>(page, 'publications')).some((p) => p.id === 'pub-003')).toBe(true);

  await proposals.getByRole('button', { name: /^Merge “When should a machine stop experimenting/ }).click();
  await page.getByRole('group', { name: 'Confirm the merge' }).getByRole('button', { name: 'Yes, merge' }).click();
  await expect(page.getByText('Merged. “Stopping rules for adaptive behavioural studies” now keeps the preprint as a second link.')).toBeVisible();
  const pubs = await stored<Pub[]>(page, 'publications');
  expect(pubs.some((p) => p.id === 'pub-003')).toBe(false);
  expect(pubs.find((p) => p.id === 'pub-journal')).toMatchObject({ doi: '10.5555/jbm.2026.77', journal: 'Behaviour Research Methods', preprintUrls: ['https://doi.org/10.5555/dml.2026.003'], projectIds: ['project-1', 'project-2'] });

  // The paper's page shows the preprint as its second link.
  await page.goto('/publications/pub-journal');
  await expect(page.getByRole('heading', { level: 1, name: 'Stopping rules for adaptive behavioural studies' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preprint' })).toHaveAttribute('href', 'https://doi.org/10.5555/dml.2026.003');
  await expect(page.getByRole('link', { name: 'DOI: 10.5555/jbm.2026.77' })).toBeVisible();
});

test('citation counts from OpenAlex show on the paper page and in the list, with no request from the page', async ({ page }) => {
  await startWith(page, {});
  await page.goto('/admin/publications/updates');
  await page.getByRole('button', { name: 'Update citation counts' }).click();
  await expect(page.getByText('Updated 1 citation count.')).toBeVisible();
  const pub = (await stored<Pub[]>(page, 'publications')).find((p) => p.id === 'pub-001')!;
  expect(pub.citedBy?.count).toBe(42);
  const [year, month, day] = pub.citedBy!.date.split('-').map(Number);
  const shown = `Cited by 42 (${day} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month! - 1]} ${year})`;

  const requestsBefore = calls.length;
  await page.goto('/publications/pub-001');
  await expect(page.getByText(shown)).toBeVisible();
  await page.goto('/publications');
  await expect(page.locator('#pub-001').getByText(shown)).toBeVisible();
  expect(calls.length).toBe(requestsBefore);
});
