/**
 * The extension's side panel editing the live site: real Chromium, the unpacked extension,
 * the built site on a configured origin. The panel page is opened as an ordinary tab and
 * attaches to the most recently active site tab.
 */
import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { expect, OTHER_SITE, SITE, siteValue, test, unlock } from './extension-harness';

test('the panel attaches to the site tab, says where, and unlocks only with the admin password', async ({ site, openPanel, serviceWorker }) => {
  await site.goto(`${SITE}/projects/project-2`);
  // The side panel is offered on the site's tab.
  const enabled = await serviceWorker.evaluate(async (origin) => {
    const [tab] = await chrome.tabs.query({ url: `${origin}/*` });
    return (await chrome.sidePanel.getOptions({ tabId: tab!.id! })).enabled;
  }, SITE);
  expect(enabled).toBe(true);
  const panel = await openPanel();
  await expect(panel.getByText('Attached to')).toBeVisible();
  await expect(panel.getByRole('banner', { name: 'Attached site' })).toContainText(`${new URL(SITE).host} /projects/project-2`);
  await expect(panel.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  await panel.getByLabel('Password').fill('not-the-password');
  await panel.getByRole('button', { name: 'Login' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Invalid password');
  await expect(panel.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);

  await unlock(panel);
  // The site's own admin session is separate: the panel's login does not log the page in.
  expect(await site.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();
});

test('editing a project title in the panel changes the open site page without a reload', async ({ site, openPanel }) => {
  await site.goto(`${SITE}/projects/project-1`);
  await expect(site.getByRole('heading', { level: 1, name: 'Automated Theory Discovery for Human Decision Making' })).toBeVisible();
  await site.evaluate(() => Object.assign(window, { __noReloadMarker: 'still here' }));

  const panel = await openPanel({ unlocked: true });
  // The panel offers the page's own project in one click.
  await panel.getByRole('button', { name: /Edit this project/ }).click();
  const title = panel.getByLabel('Title');
  await expect(title).toHaveValue('Automated Theory Discovery for Human Decision Making');
  await title.fill('Theory Discovery, Edited From The Panel');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel.getByText('Project saved successfully!')).toBeVisible();

  await expect(site.getByRole('heading', { level: 1, name: 'Theory Discovery, Edited From The Panel' })).toBeVisible();
  expect(await site.evaluate(() => (window as unknown as { __noReloadMarker?: string }).__noReloadMarker)).toBe('still here');
  const projects = await siteValue<{ id: string; title: string }[]>(site, 'projects');
  expect(projects?.find((p) => p.id === 'project-1')?.title).toBe('Theory Discovery, Edited From The Panel');
});

test("the panel's change history undoes a panel edit on the site", async ({ site, openPanel }) => {
  await site.goto(`${SITE}/projects/project-3`);
  const original = 'Language Models as Hypothesis Generators';
  await expect(site.getByRole('heading', { level: 1, name: original })).toBeVisible();
  const panel = await openPanel({ unlocked: true });
  await panel.getByRole('button', { name: /Edit this project/ }).click();
  await panel.getByLabel('Title').fill('Hypothesis Generators, Renamed In The Panel');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(site.getByRole('heading', { level: 1, name: 'Hypothesis Generators, Renamed In The Panel' })).toBeVisible();

  // The save redirects to the dashboard, whose history lists the panel's change.
  await expect(panel.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const history = panel.getByRole('region', { name: 'Change history' });
  await expect(history.getByRole('listitem').first()).toContainText(/project/i);
  await history.getByRole('button', { name: 'Undo last change' }).click();
  await expect(history.getByRole('status')).toContainText('Undid');

  await expect(site.getByRole('heading', { level: 1, name: original })).toBeVisible();
  const projects = await siteValue<{ id: string; title: string }[]>(site, 'projects');
  expect(projects?.find((p) => p.id === 'project-3')?.title).toBe(original);
});

test('a news item is created and deleted through the panel, and the news page follows', async ({ site, openPanel }) => {
  await site.goto(`${SITE}/feed`);
  await expect(site.getByRole('heading', { name: 'Latest News' })).toBeVisible();
  const panel = await openPanel({ unlocked: true });

  await panel.getByRole('link', { name: 'Add new to News' }).click();
  await panel.getByLabel('Title').fill('Panel news: lab retreat announced');
  await panel.getByLabel('Content').fill('The whole lab meets for two days of planning.');
  await panel.getByLabel('Author').selectOption({ index: 1 });
  await panel.getByRole('button', { name: 'Add News item' }).click();
  await expect(panel.getByText('News item saved successfully!')).toBeVisible();
  await expect(site.getByRole('heading', { name: 'Panel news: lab retreat announced' })).toBeVisible();

  await panel.getByRole('button', { name: 'Studio' }).click();
  await panel.getByRole('link', { name: 'News', exact: false }).first().click();
  await panel.getByRole('link', { name: 'Edit Panel news: lab retreat announced' }).click();
  await panel.getByRole('button', { name: 'Delete' }).click();
  const dialog = panel.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(panel.getByText('News item deleted successfully!')).toBeVisible();
  await expect(site.getByRole('heading', { name: 'Panel news: lab retreat announced' })).toHaveCount(0);
  const news = await siteValue<{ title: string }[]>(site, 'newsItems');
  expect(news?.some((n) => n.title.startsWith('Panel news'))).toBe(false);
});

test('changes made on the site itself reach the open panel', async ({ site, openPanel }) => {
  await site.goto(`${SITE}/`);
  const panel = await openPanel({ unlocked: true });
  await panel.getByRole('link', { name: 'Projects' }).first().click();
  await expect(panel.getByRole('link', { name: 'Edit Closed-Loop Behavioural Experiments' })).toBeVisible();

  // As the site's own /admin would: write the page's localStorage in the page itself.
  await site.evaluate(() => {
    const project = { id: 'project-2', title: 'Renamed In The Site Tab', description: 'Written by the page.', category: ['Cognitive Science'] };
    localStorage.setItem('projects', JSON.stringify([project]));
  });
  await expect(panel.getByRole('link', { name: 'Edit Renamed In The Site Tab' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Edit Closed-Loop Behavioural Experiments' })).toHaveCount(0);
});

test('the panel follows the site tab through a reload', async ({ site, openPanel }) => {
  await site.goto(`${SITE}/projects/project-3`);
  const panel = await openPanel({ unlocked: true });
  await site.reload();
  await site.goto(`${SITE}/projects/project-4`);
  // The panel picks the tab up again and says where it is now.
  await expect(panel.getByRole('banner', { name: 'Attached site' })).toContainText('/projects/project-4');
  await panel.getByRole('button', { name: /Edit this project/ }).click();
  await expect(panel.getByLabel('Title')).toHaveValue('Neural Signatures of Learning Strategies');
  await panel.getByLabel('Title').fill('Neural Signatures, After A Reload');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(site.getByRole('heading', { level: 1, name: 'Neural Signatures, After A Reload' })).toBeVisible();
});

test('reordering projects in the panel reorders them on the site', async ({ site, openPanel }) => {
  await site.goto(`${SITE}/projects`);
  const cards = site.getByRole('heading', { level: 2 });
  await expect(cards.first()).toHaveText('Automated Theory Discovery for Human Decision Making');
  const panel = await openPanel({ unlocked: true });

  await panel.getByRole('link', { name: 'Projects' }).first().click();
  await panel.getByRole('button', { name: 'Reorder' }).click();
  await panel.getByRole('button', { name: 'Move Automated Theory Discovery for Human Decision Making down' }).click();
  await expect(cards.first()).toHaveText('Closed-Loop Behavioural Experiments');
  await expect(cards.nth(1)).toHaveText('Automated Theory Discovery for Human Decision Making');
  const ids = (await siteValue<{ id: string }[]>(site, 'projects'))?.map((p) => p.id);
  expect(ids?.slice(0, 2)).toEqual(['project-2', 'project-1']);
});

test('the panel refuses a site that is not configured', async ({ extensionContext, serviceWorker, openPanel }) => {
  const other = extensionContext.pages()[0] ?? (await extensionContext.newPage());
  await other.goto(`${OTHER_SITE}/projects/project-1`);
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  const panel = await openPanel();
  await expect(panel.getByRole('heading', { name: 'No lab site open' })).toBeVisible();
  await expect(panel.getByRole('alert')).toContainText('No tab shows a configured lab site.');
  await expect(panel.getByLabel('Site address')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add site' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Admin Login' })).toHaveCount(0);

  // Not offered there either: the side panel is disabled on that tab, and no bridge answers.
  const options = await serviceWorker.evaluate(async () => {
    // Without access to that origin its tab's URL is hidden from the extension: it is the tab without one.
    const [tab] = (await chrome.tabs.query({})).filter((t) => t.url === undefined);
    const sidePanel = await chrome.sidePanel.getOptions({ tabId: tab!.id! });
    const answer = await chrome.tabs.sendMessage(tab!.id!, { type: 'content:read' }).then(
      (value: unknown) => ({ value }),
      (error: Error) => ({ error: error.message }),
    );
    return { enabled: sidePanel.enabled, answer };
  });
  expect(options.enabled).toBe(false);
  expect(options.answer).toHaveProperty('error');
});

test('malformed messages to the content script change nothing', async ({ site, openPanel }) => {
  await site.goto(`${SITE}/projects/project-1`);
  await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
  const before = await site.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
  const panel = await openPanel();
  await expect(panel.getByText('Attached to')).toBeVisible();

  const answers = await panel.evaluate(async (origin) => {
    const [tab] = await chrome.tabs.query({ url: `${origin}/*` });
    const send = (message: unknown) => chrome.tabs.sendMessage(tab!.id!, message);
    const projects = JSON.stringify([{ title: 'a project without an id' }]);
    return Promise.all([
      send({ type: 'content:write', changes: [{ key: 'isAuthenticated', value: 'true', expected: null }] }),
      send({ type: 'content:write', changes: [{ key: 'projects', value: 'not json', expected: null }] }),
      send({ type: 'content:write', changes: [{ key: 'projects', value: projects, expected: null }] }),
      send({ type: 'content:write', changes: [{ key: 'projects', value: '{"a":1}', expected: null }] }),
      send({ type: 'content:write', changes: [{ key: 'teamImage', value: '42', expected: null }] }),
      send({ type: 'content:write', changes: [], extra: true }),
      send({ type: 'page:navigate', path: 'https://evil.example/' }),
      send({ type: 'assets:put', path: '../../etc/passwd', mime: 'image/png', data: 'AAAA' }),
      send({ type: 'evil' }),
      send('content:read'),
    ]);
  }, SITE);
  for (const answer of answers) expect(answer).toMatchObject({ ok: false, error: 'invalid' });

  const after = await site.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
  expect(after).toBe(before);
  await expect(site).toHaveURL(`${SITE}/projects/project-1`);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText('Automated Theory Discovery for Human Decision Making');
});

test("the panel's export ZIP contains the edited data", async ({ site, openPanel }) => {
  await site.goto(`${SITE}/`);
  const panel = await openPanel({ unlocked: true });
  await panel.getByRole('link', { name: 'Projects' }).first().click();
  await panel.getByRole('link', { name: 'Edit Closed-Loop Behavioural Experiments' }).click();
  await panel.getByLabel('Title').fill('Closed-Loop Experiments, Exported');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel.getByText('Project saved successfully!')).toBeVisible();

  await panel.getByRole('button', { name: 'Export' }).click();
  await panel.getByRole('button', { name: 'Download export ZIP' }).click();
  await expect(panel.getByRole('status').filter({ hasText: /Saved lab-site-export-.*\.zip/ })).toBeVisible();

  // The file the browser saved, found through the downloads API.
  // The file the browser saved, found through the downloads API (the test profile stores
  // downloads under generated names, so it is found by type, not by name).
  const path = await panel.evaluate(async () => {
    for (let i = 0; i < 50; i += 1) {
      const [item] = await chrome.downloads.search({ mime: 'application/zip', state: 'complete' });
      if (item) return item.filename;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  });
  expect(path).not.toBeNull();
  const zip = await JSZip.loadAsync(readFileSync(path!));
  const source = await zip.file('shared/content/seed/projects.ts')!.async('string');
  expect(source).toContain('"title": "Closed-Loop Experiments, Exported"');
  expect(source).not.toContain('"title": "Closed-Loop Behavioural Experiments"');
  expect(Object.keys(zip.files)).toEqual(expect.arrayContaining(['shared/content/seed/newsItems.ts', 'shared/content/seed/teamMembers.ts']));
});
