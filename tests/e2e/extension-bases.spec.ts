/**
 * The side panel reviews the editor's changes against the published content they started from
 * (each key's base, kept in the site origin's IndexedDB), as the site's /admin does: a change
 * published since the editor started is not listed as the editor's reversal of it.
 */
import { seedContent } from '../fixtures/content/seed';
import { parseContentValue } from '../../shared/content/model/normalize';
import { fingerprint } from '../../shared/store/rebase';
import { expect, SITE, test } from './extension-harness';

const published = parseContentValue('projects', seedContent().projects);
const COLLEAGUE_TITLE = 'Automated Theory Discovery for Human Decision Making';
const OLD_TITLE = 'Theory Discovery, Before A Colleague Renamed It';
const MY_TITLE = 'Closed-Loop Experiments, As This Editor Renamed Them';

/** The projects as they were when this editor started: before a colleague's rename of project-1 was published. */
const base = published.map((project) => (project.id === 'project-1' ? { ...project, title: OLD_TITLE } : project));
/** This editor's copy: the base with project-2 renamed. */
const mine = base.map((project) => (project.id === 'project-2' ? { ...project, title: MY_TITLE } : project));

test('the panel’s Publish lists only this editor’s change, not a change published since as a reversal', async ({ site, openPanel }) => {
  await site.goto(`${SITE}/`);
  // The site's stored state: the editor's copy in localStorage and its base in IndexedDB, the
  // base already merged onto this build (its fingerprint is the build's), so the page leaves it.
  await site.evaluate(
    async ({ copy, entry }) => {
      localStorage.setItem('projects', copy);
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('lab-site-bases', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('entries');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('entries', 'readwrite');
          tx.objectStore('entries').put(entry, 'base:projects');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      });
    },
    { copy: JSON.stringify(mine), entry: JSON.stringify({ value: base, build: fingerprint(published) }) },
  );
  await site.reload();

  const panel = await openPanel({ unlocked: true });
  await expect(panel.getByRole('link', { name: '1 unpublished change, only in this browser' })).toBeVisible();
  await panel.getByRole('navigation', { name: 'Panel' }).getByRole('button', { name: 'Publish' }).click();
  await expect(panel.getByRole('heading', { level: 1, name: 'Publish' })).toBeVisible();
  const projects = panel.getByRole('region', { name: 'Projects' });
  await expect(projects.locator('del')).toHaveText(['Closed-Loop Behavioural Experiments']);
  await expect(projects.locator('ins')).toHaveText([MY_TITLE]);
  await expect(projects).not.toContainText(COLLEAGUE_TITLE);

  // A first edit of another key from the panel records its base in the site's IndexedDB.
  const basesHeld = () =>
    site.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('lab-site-bases', 1);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result.transaction('entries', 'readonly').objectStore('entries').getAllKeys();
            request.onsuccess = () => {
              open.result.close();
              resolve((request.result as string[]).sort());
            };
          };
        }),
    );
  expect(await basesHeld()).toEqual(['base:projects']);
  await panel.getByRole('button', { name: 'Studio' }).click();
  await panel.getByRole('link', { name: 'Add new to News' }).click();
  await panel.getByLabel('Title').fill('Panel news: a first edit of the news');
  await panel.getByLabel('Content').fill('The news now has a base in the site.');
  await panel.getByLabel('Author').selectOption({ index: 1 });
  await panel.getByRole('button', { name: 'Add News item' }).click();
  await expect(panel.getByText('News item saved successfully!')).toBeVisible();
  await expect.poll(basesHeld).toEqual(['base:newsItems', 'base:projects']);
  await expect(panel.getByRole('link', { name: '2 unpublished changes, only in this browser' })).toBeVisible();
});
