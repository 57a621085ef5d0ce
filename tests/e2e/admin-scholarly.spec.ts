/**
 * Studio tools for publications: BibTeX import (duplicates, a bad entry, one undoable change),
 * "Fill from DOI" against a local fake of the Crossref REST API (never the real one), the
 * citation generated from the fields, and the ORCID iD check on team members.
 * The site is built with CROSSREF_API_URL=http://127.0.0.1:4791 (package.json test:e2e).
 */
import { createServer, type Server } from 'node:http';
import { listenWhenFree } from '../fixtures/fake-scholarly';
import { expect, test } from './fixtures';
import { stored } from './admin-helpers';

const CROSSREF_PORT = 4791;
const CROSSREF = `http://127.0.0.1:${CROSSREF_PORT}`;

/** What the fake Crossref knows: /works/{doi} answers in the REST API's shape. */
const WORKS: Record<string, unknown> = {
  '10.5555/fake.2024.7': {
    DOI: '10.5555/fake.2024.7',
    URL: 'https://doi.org/10.5555/fake.2024.7',
    type: 'journal-article',
    title: ['Curious machines design their own experiments'],
    author: [
      { given: 'Petra', family: 'Novak' },
      { given: 'Jean-Luc', family: 'Ferreira' },
    ],
    'container-title': ['Journal of Automated Discovery'],
    issued: { 'date-parts': [[2024, 3, 1]] },
    abstract: '<jats:p>We let a model choose the next experiment.</jats:p>',
    subject: ['Artificial Intelligence', 'Cognitive Science'],
  },
};

let server: Server;
const requests: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const headers = { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' };
    const match = /^\/works\/(.+)$/.exec(req.url ?? '');
    const work = match ? WORKS[decodeURIComponent(match[1]!).toLowerCase()] : undefined;
    if (!work) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' });
      res.end('Resource not found.');
      return;
    }
    res.writeHead(200, headers);
    res.end(JSON.stringify({ status: 'ok', 'message-type': 'work', message: work }));
  });
  await listenWhenFree(server, CROSSREF_PORT);
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test.use({ signedIn: true });

const BIB = String.raw`@string{jad = "Journal of Automated Discovery"}
% One new paper, one already on the site (same DOI as pub-001), one the rules refuse, one broken.
@article{fresh2024,
  title = {Na{\"\i}ve learners and {Bayesian} critics},
  author = {Novak, Petra and Garc{\'\i}a, Luc{\'\i}a and others},
  journal = jad,
  year = 2024,
  month = may,
  doi = {10.5555/fresh.2024.1},
  keywords = {curiosity; critics},
  abstract = {A short abstract.}
}
@article{again2026,
  title = {Some other title},
  author = {Takahashi, Yui},
  journal = {Journal of Computational Cognition},
  year = {2026},
  doi = {https://doi.org/10.5555/DML.2026.001}
}
@article{nojournal2023,
  title = {A paper without a venue},
  author = {Doe, Jane},
  year = {2023}
}
@article{broken2022,
  title = {Never closed,
  author = {Broken, B.},
  year = {2022}
}
@inproceedings{second2025,
  title = {Active sampling in the wild},
  author = {Lind, Oskar},
  booktitle = {Proceedings of the Workshop on Machine Discovery},
  year = {2025}
}`;

test('BibTeX import: preview, duplicates, refused and broken entries, projects, one undoable change', async ({ page }) => {
  await page.goto('/admin/publications');
  await page.getByRole('link', { name: 'Import BibTeX' }).click();
  await expect(page.getByRole('heading', { name: 'Import BibTeX' })).toBeVisible();
  const before = (await stored<unknown[] | null>(page, 'publications'))?.length ?? 60;

  await page.getByLabel('BibTeX', { exact: true }).fill(BIB);
  await expect(page.getByRole('alert')).toContainText('One entry could not be read and will be skipped:');
  await expect(page.getByRole('alert')).toContainText('(broken2022)');

  const table = page.getByRole('table', { name: 'Entries to import' });
  const row = (text: string) => table.getByRole('row').filter({ hasText: text });
  await expect(table.getByRole('row')).toHaveCount(5); // header + 4 entries
  // As it will be saved: decoded title, "LastName, F." authors, macro venue, mapped type.
  await expect(row('Naïve learners and Bayesian critics')).toContainText('Novak, Petra; García, Lucía; et al.');
  await expect(row('Naïve learners and Bayesian critics')).toContainText('Journal of Automated Discovery');
  await expect(row('Naïve learners and Bayesian critics')).toContainText('journal article');
  await expect(row('Naïve learners and Bayesian critics')).toContainText('curiosity, critics');
  await expect(row('Active sampling in the wild')).toContainText('workshop contribution');
  // The duplicate is marked and left out by default; the refused entry shows the spec's message.
  await expect(row('Some other title')).toContainText('Duplicate of “Language models propose');
  await expect(row('Some other title').getByRole('checkbox')).not.toBeChecked();
  await expect(row('A paper without a venue')).toContainText('Please fill in all required fields');
  await expect(row('A paper without a venue').getByRole('checkbox')).toBeDisabled();
  await expect(row('Naïve learners').getByRole('checkbox')).toBeChecked();

  // The editor leaves out one more and links the rest to a project.
  await row('Active sampling in the wild').getByRole('checkbox').uncheck();
  await page.getByRole('group', { name: /^Link imported publications to projects/ }).getByLabel('A Shared Zoo of Cognitive Models').check();
  await page.getByRole('button', { name: 'Import 1 publication' }).click();
  await expect(page.getByText('Imported 1 publication.')).toBeVisible();

  type Pub = { id: string; title: string; authors: string[]; projectIds: string[]; doi?: string; citation: string; type: string };
  const pubs = await stored<Pub[]>(page, 'publications');
  expect(pubs).toHaveLength(before + 1);
  const added = pubs.find((p) => p.title === 'Naïve learners and Bayesian critics')!;
  expect(added.authors).toEqual(['Novak, Petra', 'García, Lucía', 'et al.']);
  expect(added.projectIds).toEqual(['project-5']);
  expect(added.doi).toBe('10.5555/fresh.2024.1');
  expect(added.citation).toBe('Novak, P., García, L., et al. (2024). Naïve learners and Bayesian critics. Journal of Automated Discovery. https://doi.org/10.5555/fresh.2024.1');
  const project = (await stored<{ id: string; publications: string[] }[]>(page, 'projects')).find((p) => p.id === 'project-5')!;
  expect(project.publications).toContain(added.id);

  // One change in the history; undoing it removes the import.
  await page.goto('/admin');
  const history = page.getByRole('region', { name: 'Change history' });
  await expect(history.getByText('Import 1 publications')).toBeVisible();
  await history.getByRole('button', { name: 'Undo last change' }).click();
  await expect.poll(async () => (await stored<Pub[]>(page, 'publications')).some((p) => p.title === 'Naïve learners and Bayesian critics')).toBe(false);
});

test('BibTeX import from a .bib file', async ({ page }) => {
  await page.goto('/admin/publications/import');
  await page.getByLabel('Choose a .bib file').setInputFiles({ name: 'lab.bib', mimeType: 'application/x-bibtex', buffer: Buffer.from(BIB, 'utf8') });
  await expect(page.getByLabel('BibTeX', { exact: true })).toHaveValue(BIB);
  await expect(page.getByText('4 entries read; 2 chosen for import.')).toBeVisible();
});

test('BibTeX import of a Latin-1 file: a notice, names read right, warnings on the rows', async ({ page }) => {
  await page.goto('/admin/publications/import');
  const bib = String.raw`@article{latin2020,
  title = {Café \weirdmacro{models} of $\theta$ rhythms},
  author = {Çetintemel, Uğur and Others},
  journal = {Revue de Zürich},
  volume = {12}, number = {3}, pages = {1--9},
  __markedentry = {[user:1]},
  year = {2020}
}`.replace('\u011f', 'g');
  await page.getByLabel('Choose a .bib file').setInputFiles({ name: 'old.bib', mimeType: 'application/x-bibtex', buffer: Buffer.from(bib, 'latin1') });
  await expect(page.getByRole('status').filter({ hasText: 'not valid UTF-8' })).toContainText('Latin-1 (Windows-1252)');
  const row = page.getByRole('table', { name: 'Entries to import' }).getByRole('row').filter({ hasText: 'Café models of θ rhythms' });
  await expect(row).toContainText('Çetintemel, Ugur; et al.');
  await expect(row).toContainText('Revue de Zürich (vol. 12, no. 3, pp. 1–9)');
  await expect(row.getByRole('list', { name: 'Warnings for line 1' })).toContainText('Could not render \\weirdmacro');
  await expect(page.getByText('1 entries read; 1 chosen for import. 1 with warnings (see their rows).')).toBeVisible();
});

test('Fill from DOI fills only the empty fields from Crossref', async ({ page }) => {
  requests.length = 0;
  await page.goto('/admin/publications/new');
  await page.getByLabel('Title', { exact: true }).fill('My own working title');
  await page.getByLabel('DOI', { exact: true }).fill('10.5555/fake.2024.7');
  await page.getByRole('button', { name: 'Fill from DOI' }).click();
  await expect(page.getByText(/^Filled from DOI: /)).toBeVisible();
  expect(requests).toEqual(['/works/10.5555%2Ffake.2024.7']);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('My own working title');
  await expect(page.getByLabel('Journal', { exact: true })).toHaveValue('Journal of Automated Discovery');
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue('2024');
  await expect(page.getByLabel('Author 1', { exact: true })).toHaveValue('Novak, Petra');
  await expect(page.getByLabel('Author 2', { exact: true })).toHaveValue('Ferreira, Jean-Luc');
  await expect(page.getByLabel('URL', { exact: true })).toHaveValue('https://doi.org/10.5555/fake.2024.7');
  await expect(page.getByLabel('Abstract', { exact: true })).toHaveValue('We let a model choose the next experiment.');
  await expect(page.getByLabel('Citation', { exact: true })).toHaveValue(
    'Novak, P., & Ferreira, J.-L. (2024). My own working title. Journal of Automated Discovery. https://doi.org/10.5555/fake.2024.7',
  );
  await page.getByRole('button', { name: 'Add Publication' }).click();
  await expect(page.getByText('Publication saved successfully!')).toBeVisible();
  const pubs = await stored<{ title: string; keywords: string[]; type: string }[]>(page, 'publications');
  expect(pubs.find((p) => p.title === 'My own working title')).toMatchObject({ keywords: ['Artificial Intelligence', 'Cognitive Science'], type: 'journal article' });
});

test('Fill from DOI: not found and offline give a clear message and change nothing', async ({ page }) => {
  await page.goto('/admin/publications/new');
  await page.getByLabel('Journal', { exact: true }).fill('Kept journal');
  await page.getByLabel('DOI', { exact: true }).fill('10.5555/missing.1');
  await page.getByRole('button', { name: 'Fill from DOI' }).click();
  await expect(page.getByRole('alert')).toHaveText('No record was found for DOI 10.5555/missing.1. Nothing was changed.');
  await expect(page.getByLabel('Journal', { exact: true })).toHaveValue('Kept journal');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');

  await page.route(`${CROSSREF}/**`, (route) => route.abort('internetdisconnected'));
  await page.getByLabel('DOI', { exact: true }).fill('10.5555/fake.2024.7');
  await page.getByRole('button', { name: 'Fill from DOI' }).click();
  await expect(page.getByRole('alert')).toHaveText('Could not reach the DOI service (offline?). Nothing was changed.');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Journal', { exact: true })).toHaveValue('Kept journal');
});

test('the citation is generated from the fields and stays editable', async ({ page }) => {
  await page.goto('/admin/publications/new');
  await page.getByLabel('Title', { exact: true }).fill('Is curiosity rational?');
  await page.getByLabel('Journal', { exact: true }).fill('Proceedings of CogSci');
  await page.getByLabel('Type', { exact: true }).selectOption('conference proceeding');
  await page.getByLabel('Year', { exact: true }).fill('2025');
  await page.getByLabel('Author 1', { exact: true }).fill('Novak, P.');
  await page.getByRole('button', { name: 'Add author' }).click();
  await page.getByLabel('Author 2', { exact: true }).fill('Doe, J.');
  await page.getByLabel('DOI', { exact: true }).fill('10.5555/curious.9');
  await page.getByRole('button', { name: 'Generate from fields' }).click();
  const citation = page.getByLabel('Citation', { exact: true });
  await expect(citation).toHaveValue('Novak, P., & Doe, J. (2025). Is curiosity rational? In Proceedings of CogSci. https://doi.org/10.5555/curious.9');
  await citation.fill('Novak, P., & Doe, J. (2025). Is curiosity rational? In Proceedings of CogSci, 1–6.');
  await page.getByRole('button', { name: 'Add Publication' }).click();
  await expect(page.getByText('Publication saved successfully!')).toBeVisible();
  const pubs = await stored<{ title: string; citation: string }[]>(page, 'publications');
  expect(pubs.find((p) => p.title === 'Is curiosity rational?')!.citation).toBe('Novak, P., & Doe, J. (2025). Is curiosity rational? In Proceedings of CogSci, 1–6.');
});

test('team members: ORCID iD checked by its check digit, Scholar and website optional', async ({ page }) => {
  await page.goto('/admin/team/edit/member-2');
  await page.getByLabel('ORCID iD', { exact: true }).fill('0000-0002-1825-0098');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid ORCID iD (16 digits such as 0000-0000-0000-0000, last digit may be X)');
  await page.getByLabel('ORCID iD', { exact: true }).fill('https://orcid.org/0000-0002-1825-0097');
  await page.getByLabel('Google Scholar profile', { exact: true }).fill('https://scholar.google.com/citations?user=petra');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Team member saved successfully!')).toBeVisible();
  const member = (await stored<{ id: string; orcid?: string; scholarUrl?: string; website?: string }[]>(page, 'teamMembers')).find((m) => m.id === 'member-2')!;
  expect(member.orcid).toBe('0000-0002-1825-0097');
  expect(member.scholarUrl).toBe('https://scholar.google.com/citations?user=petra');
  expect('website' in member).toBe(false);
});
