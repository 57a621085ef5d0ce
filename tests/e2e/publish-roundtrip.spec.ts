/**
 * The publish loop end to end: edit in the admin (with an uploaded photo, the settings:
 * featured items, team image and its position, a topic colour, and the lab profile), export the ZIP, apply it to a
 * copy of the repository, build and serve that copy, and see every edit on the public site in
 * a fresh browser profile.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { START_EMPTY_DONE } from '../../shared/content/model/empty-content';
import { seedContent } from '../fixtures/content/seed';
import { downloadOf, openDebugPanel, PNG_BASE64, recordDialogs, seedSession } from './debug-helpers';
import { fixtureCheckout, waitForServer } from './repository-copy';

const COPY_PORT = Number(process.env.PUBLISH_PORT ?? 4313);

/** The working tree's files (tracked and new, not ignored) in a temporary folder. */
const copyRepo = () => fixtureCheckout('publish-copy');

/** Exports the working copy from the open debug panel; the ZIP lies beside a fresh copy of the repository. */
async function exportToCopy(page: Page, name: string): Promise<{ copy: string; zipPath: string }> {
  await page.getByRole('button', { name: 'Export Current Data as Default' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Current Data as Default' });
  const download = await downloadOf(page, () => dialog.getByRole('button', { name: 'Export Data' }).click());
  const copy = copyRepo();
  const zipPath = join(copy, '..', `${copy.split('/').pop()}-${name}.zip`);
  await download.saveAs(zipPath);
  return { copy, zipPath };
}


test('an admin edit with an uploaded photo, the featured items, the team image, a topic colour and the lab profile reach the built public site through export and apply-export', async ({ browser, context, page }) => {
  test.setTimeout(180_000);
  const member = seedContent().teamMembers[1]!;

  // 1. Edit in the admin: a new name and an uploaded photo.
  await seedSession(context);
  await page.goto(`/admin/team/edit/${member.id}`);
  await page.getByLabel('Name', { exact: true }).fill('Ada Roundtrip');
  // A translation of the role, in the same form.
  await page.getByRole('button', { name: /^Norwegian Bokmål/ }).click();
  await page.getByLabel('Role (Norwegian Bokmål)').fill('Rundturforsker');
  await page.getByRole('button', { name: 'English (default)' }).click();
  await page.getByLabel('Upload image').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
  await expect(page.getByText(/Image (added|resized)/)).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The settings: featured items, the team image (uploaded) and its position, a topic's colour.
  const seed = seedContent();
  const [project, news, publication] = [seed.projects[3]!, seed.newsItems[4]!, seed.publications[5]!];
  await page.goto('/admin/featured');
  await page.getByLabel('Featured project').selectOption({ label: project.title });
  await page.getByLabel('Featured news item').selectOption({ label: news.title });
  await page.getByLabel('Featured publication').selectOption({ label: publication.title });
  await page.getByRole('button', { name: 'Save Featured Items' }).click();
  await expect(page.getByText('Featured items saved successfully!')).toBeVisible();
  await page.goto('/admin/team-image');
  await page.getByLabel('Upload image').setInputFiles({ name: 'lab-photo.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
  await page.getByRole('radio', { name: 'Top', exact: true }).check();
  await page.getByRole('button', { name: 'Update Team Image' }).click();
  await expect(page.getByText('Team image updated successfully!')).toBeVisible();
  const topic = Object.keys(seed.topicColorRegistry)[0]!;
  await page.goto('/admin/topic-colors');
  await page.getByRole('button', { name: `Edit ${topic}` }).click();
  await page.getByLabel('Hue', { exact: true }).fill('300');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Topics' }).getByRole('listitem').filter({ hasText: topic }).first()).toContainText('300');
  // The lab profile: name, hero title, postal address, footer.
  await page.goto('/admin/lab-profile');
  await page.getByLabel('Lab name', { exact: true }).fill('Harbour Cognition Lab');
  await page.getByLabel('Hero title', { exact: true }).fill('Learning from very little');
  await page.getByLabel('Postal address', { exact: true }).fill('Pier 4\n1234 Harbour Town');
  await page.getByLabel('Footer text', { exact: true }).fill('Harbour Cognition Lab, Pier 4.');
  // And its Norwegian hero title (docs/decisions/060), written beside the English one.
  await page.getByRole('button', { name: /^Norwegian Bokmål/ }).click();
  await page.getByLabel('Hero title (Norwegian Bokmål)').fill('Læring fra nesten ingenting');
  await page.getByRole('button', { name: 'Save Lab Profile' }).click();
  await expect(page.getByText('Lab profile saved successfully!')).toBeVisible();
  await page.goto('/admin');

  // 2. Export the ZIP from the debug panel's modal.
  await openDebugPanel(page);
  const { copy, zipPath } = await exportToCopy(page, 'export');

  let server: ChildProcess | null = null;
  try {
    // 3. Apply it to the copy of the repository.
    const summary = execFileSync(join(copy, 'node_modules/.bin/tsx'), ['scripts/apply-export.ts', zipPath, '--repo', copy], {
      cwd: copy,
      encoding: 'utf8',
    });
    const photo = `public/assets/team/${member.id}-portrait.png`;
    expect(summary).toContain(`added      ${photo}`);
    expect(summary).toContain('changed    shared/content/seed/teamMembers.ts');
    expect(summary).toContain('changed    shared/content/seed/settings.ts');
    expect(summary).toContain('changed    shared/content/seed/labProfile.ts');
    const teamImagePath = /added {6}public(\/assets\/team\/team-image-lab-photo-[a-z0-9]+\.png)/.exec(summary)?.[1];
    expect(teamImagePath, summary).toBeTruthy();

    // 4. Build the copy and serve it.
    // A build needs ADMIN_PASSWORD (the development one is fine for this copy).
    const env = { ADMIN_PASSWORD: 'studio-dev-password', ...process.env, DIST_DIR: join(copy, 'dist') };
    execFileSync('npm', ['run', 'build:site', '--silent'], { cwd: copy, env, stdio: 'pipe' });
    server = spawn('node', [join(copy, 'scripts/serve-static.mjs'), '--dir', join(copy, 'dist/site'), '--port', String(COPY_PORT)], {
      cwd: copy,
      env,
      stdio: 'ignore',
      detached: true,
    });
    const origin = `http://127.0.0.1:${COPY_PORT}`;
    await waitForServer(origin, server);

    // 5. A fresh browser profile (no localStorage, no uploads) sees the edit and the photo.
    const visitor = await browser.newContext();
    const site = await visitor.newPage();
    await site.goto(`${origin}/team`);
    await expect(site.getByRole('link', { name: /Ada Roundtrip/ }).first()).toBeVisible();
    await site.goto(`${origin}/team/${member.id}`);
    await expect(site.getByRole('heading', { level: 1, name: 'Ada Roundtrip' })).toBeVisible();
    const img = site.locator(`img[src="/assets/team/${member.id}-portrait.png"]`);
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    expect(await site.evaluate(() => localStorage.getItem('teamMembers'))).toBeNull();

    // The settings: the chosen featured items, the team image at its position, the topic's colour.
    await site.goto(`${origin}/`);
    const featured = site.getByRole('region', { name: 'Featured' });
    await expect(featured).toContainText(news.title);
    await expect(featured).toContainText(project.title);
    await expect(featured).toContainText(publication.title);
    const teamPicture = site.locator(`img[src="${teamImagePath}"]`);
    await expect(teamPicture).toBeVisible();
    await expect(teamPicture).toHaveCSS('object-position', '50% 0%');
    await site.goto(`${origin}/projects`);
    const dot = site.locator('.topic-tag').filter({ hasText: topic }).first().locator('.topic-tag__dot');
    const expected = await site.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.background = 'hsl(300, 70%, 80%)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    });
    await expect(dot).toHaveCSS('background-color', expected);
    // The profile, wherever the built pages use it: titles, hero, footer, contact, JSON-LD, the feed.
    await site.goto(`${origin}/`);
    await expect(site).toHaveTitle(/^Harbour Cognition Lab/);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText('Learning from very little');
    await expect(site.getByRole('contentinfo')).toContainText('Harbour Cognition Lab, Pier 4.');
    const organization = await site.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; name?: string })
        .find((data) => data['@type'] === 'ResearchOrganization'),
    );
    expect(organization?.name).toBe('Harbour Cognition Lab');
    await site.goto(`${origin}/contact`);
    await expect(site.getByRole('main')).toContainText('1234 Harbour Town');
    await expect(site).toHaveTitle(/· Harbour Cognition Lab$/);
    expect(await (await fetch(`${origin}/feed.xml`)).text()).toContain('<title>Harbour Cognition Lab');
    // The translations, on the Norwegian pages of the build.
    await site.goto(`${origin}/nb/`);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText('Læring fra nesten ingenting');
    await site.goto(`${origin}/nb/team/${member.id}/`);
    await expect(site.getByText('Rundturforsker')).toBeVisible();
    await site.goto(`${origin}/team/${member.id}/`);
    await expect(site.getByText(member.role, { exact: true })).toBeVisible();
    for (const key of ['featuredItems', 'teamImage', 'teamImagePosition', 'topicColorRegistry', 'labProfile']) {
      expect(await site.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
    }
    await visitor.close();
  } finally {
    if (server?.pid) {
      try {
        process.kill(-server.pid);
      } catch {
        // already gone
      }
    }
    rmSync(copy, { recursive: true, force: true });
    rmSync(zipPath, { force: true });
  }
});


test('"Start Empty", exported and applied with --prune, builds a site with none of the example content in it', async ({ context, page }) => {
  test.setTimeout(180_000);
  await seedSession(context);
  await page.goto('/admin');
  await openDebugPanel(page);
  const dialogs = recordDialogs(page);
  await page.getByRole('button', { name: 'Start Empty' }).click();
  await expect.poll(() => dialogs.map((d) => d.message)).toContain(START_EMPTY_DONE);
  const { copy, zipPath } = await exportToCopy(page, 'empty');
  try {
    const summary = execFileSync(join(copy, 'node_modules/.bin/tsx'), ['scripts/apply-export.ts', zipPath, '--repo', copy, '--prune'], { cwd: copy, encoding: 'utf8' });
    expect(summary).toContain('Removed, as no data refers to them any more:');
    execFileSync('npm', ['run', 'build:site', '--silent'], { cwd: copy, env: { ADMIN_PASSWORD: 'studio-dev-password', ...process.env, DIST_DIR: join(copy, 'dist'), CONTENT_DIR: '' }, stdio: 'pipe' });

    // The profile stays (it is the lab's, not example content); every item and its pictures go.
    const seed = seedContent();
    const words = [
      ...seed.teamMembers.map((m) => m.name),
      ...seed.projects.map((p) => p.title),
      ...seed.publications.slice(0, 10).map((p) => p.title),
      ...seed.newsItems.map((n) => n.title),
      ...seed.software.map((s) => s.name),
      ...seed.collaborators.map((c) => c.name),
    ];
    const pictures = [...seed.teamMembers.map((m) => m.imageUrl), ...seed.projects.map((p) => p.image ?? '')].filter((url) => url.startsWith('/assets/')).map((url) => url.split('/').pop()!);
    const site = join(copy, 'dist/site');
    const leftovers: string[] = [];
    for (const entry of readdirSync(site, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      if (pictures.includes(entry.name)) leftovers.push(`file ${path}`);
      const text = readFileSync(path, 'latin1');
      for (const word of words) if (word && text.includes(word)) leftovers.push(`${path}: ${word}`);
    }
    expect(leftovers).toEqual([]);
    expect(readFileSync(join(site, 'index.html'), 'utf8')).toContain(seed.labProfile.name);
  } finally {
    rmSync(copy, { recursive: true, force: true });
    rmSync(zipPath, { force: true });
  }
});
