/**
 * Import from Zotero in the studio, against a local fake of the Zotero Web API (4796; package.json
 * test:e2e builds with ZOTERO_API_URL pointing at it), never the real service: a public group's
 * items in the import preview with duplicates marked, a one-undo import, a second read asking only
 * for what changed since the version read, and a private library that needs its API key, which
 * is sent to Zotero and never stored with the content.
 */
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { publications as seedPublications } from '../fixtures/content/seed/publications';
import { startFakeZotero, type FakeZoteroLibrary, type ZoteroCall } from '../fixtures/fake-zotero';
import { asAdmin, stored } from './admin-helpers';

const API_KEY = 'zotero-key-for-the-test';

const libraries: Record<string, FakeZoteroLibrary> = {
  'groups/4242': {
    version: 10,
    items: [
      { key: 'DUPL0001', version: 5, itemType: 'journalArticle', title: 'Language models propose, experiments dispose', DOI: '10.5555/dml.2026.001', date: '2026', publicationTitle: 'Journal of Computational Cognition', creators: [{ creatorType: 'author', firstName: 'Yuki', lastName: 'Takahashi' }] },
      { key: 'NEW00001', version: 8, itemType: 'journalArticle', title: 'Sequential sampling in curious agents', DOI: '10.5555/zot.2025.1', date: '2025-03-01', publicationTitle: 'Journal of Automated Discovery', volume: '4', pages: '1-20', creators: [{ creatorType: 'author', firstName: 'Ingrid Marie', lastName: 'Halvorsen' }, { creatorType: 'author', firstName: 'Petra', lastName: 'Novak' }] },
    ],
  },
  'users/77': {
    version: 3,
    apiKey: API_KEY,
    items: [{ key: 'PRIV0001', version: 2, itemType: 'conferencePaper', title: 'A private draft of a talk', date: '2024', proceedingsTitle: 'Proceedings of the Cognitive Science Society', creators: [{ creatorType: 'author', firstName: 'Petra', lastName: 'Novak' }] }],
  },
};

const servers: Server[] = [];
const calls: ZoteroCall[] = [];

test.beforeAll(async () => {
  servers.push(await startFakeZotero(4796, libraries, calls));
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function openImport(page: Page) {
  await asAdmin(page);
  await page.goto('/admin/publications');
  await page.getByRole('link', { name: 'Import from Zotero' }).click();
  await expect(page.getByRole('heading', { name: 'Import from Zotero' })).toBeVisible();
}

type Pub = { title: string; doi?: string; authors: string[]; journal: string; zoteroKey?: string };

test('Import from Zotero: a group library in the preview, duplicates marked, then only what changed since', async ({ page }) => {
  await openImport(page);
  await page.getByLabel('Library type').selectOption({ label: 'Group library' });
  await page.getByLabel('Library ID').fill('4242');
  await page.getByRole('button', { name: 'List items' }).click();

  const table = page.getByRole('table', { name: 'Entries to import' });
  const row = (text: string) => table.getByRole('row').filter({ hasText: text });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(row('Language models propose')).toContainText('Duplicate of “Language models propose');
  await expect(row('Language models propose').getByRole('checkbox')).not.toBeChecked();
  await expect(row('Sequential sampling in curious agents')).toContainText('Journal of Automated Discovery');
  expect(calls.find((call) => call.path.startsWith('/groups/4242/items/top'))).toMatchObject({ apiKey: null, ifModifiedSince: null });

  const before = (await stored<Pub[] | null>(page, 'publications'))?.length ?? seedPublications.length;
  await page.getByRole('button', { name: 'Import 1 publication' }).click();
  await expect(page.getByText('Imported 1 publication.')).toBeVisible();
  const pubs = await stored<Pub[]>(page, 'publications');
  expect(pubs).toHaveLength(before + 1);
  expect(pubs.find((p) => p.doi === '10.5555/zot.2025.1')).toMatchObject({
    authors: ['Halvorsen, Ingrid Marie', 'Novak, Petra'],
    journal: 'Journal of Automated Discovery',
    zoteroKey: 'NEW00001',
  });

  // One more item in Zotero: the next read asks for what changed since version 10 and lists only it.
  libraries['groups/4242']!.items.push({ key: 'NEW00002', version: 11, itemType: 'preprint', title: 'Boredom as a stopping rule', date: '2026', repository: 'PsyArXiv', creators: [{ creatorType: 'author', firstName: 'Petra', lastName: 'Novak' }] });
  libraries['groups/4242']!.version = 11;
  calls.length = 0;
  await page.getByRole('button', { name: 'List items' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row('Boredom as a stopping rule')).toBeVisible();
  await expect(page.getByText('Items added or changed since the last import (version 10).')).toBeVisible();
  const read = calls.find((call) => call.path.startsWith('/groups/4242/items/top'));
  expect(read?.path).toContain('since=10');
  expect(read?.ifModifiedSince).toBe('10');
  await page.getByRole('button', { name: 'Import 1 publication' }).click();
  await expect(page.getByText('Imported 1 publication.')).toBeVisible();

  // Nothing changed since: Zotero answers 304 and nothing is listed.
  await page.getByRole('button', { name: 'List items' }).click();
  await expect(page.getByText('Nothing new in the Zotero library groups/4242 since the last import (version 11).')).toBeVisible();
  await expect(table).toHaveCount(0);
});

test('a private user library needs its API key, which is never stored with the content', async ({ page }) => {
  await openImport(page);
  await page.getByLabel('Library type').selectOption({ label: 'User library' });
  await page.getByLabel('Library ID').fill('77');
  await page.getByRole('button', { name: 'List items' }).click();
  await expect(page.getByRole('alert')).toContainText('Zotero refused access to this library');
  await expect(page.getByRole('table', { name: 'Entries to import' })).toHaveCount(0);

  await page.getByLabel('API key (optional)').fill(API_KEY);
  await page.getByRole('button', { name: 'List items' }).click();
  const table = page.getByRole('table', { name: 'Entries to import' });
  await expect(table.getByRole('row').filter({ hasText: 'A private draft of a talk' })).toBeVisible();
  expect(calls.some((call) => call.path.startsWith('/users/77/items/top') && call.apiKey === API_KEY)).toBe(true);
  await page.getByRole('button', { name: 'Import 1 publication' }).click();
  await expect(page.getByText('Imported 1 publication.')).toBeVisible();

  const storage = await page.evaluate(() => JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }));
  expect(storage).toContain('A private draft of a talk');
  expect(storage).not.toContain(API_KEY);
});
