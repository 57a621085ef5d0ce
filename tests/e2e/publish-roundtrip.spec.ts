/**
 * The publish loop end to end: edit in the admin (with an uploaded photo, and the settings:
 * featured items, team image and its position, a topic colour), export the ZIP, apply it to a
 * copy of the repository, build and serve that copy, and see every edit on the public site in
 * a fresh browser profile.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { seedContent } from '../fixtures/content/seed';
import { downloadOf, openDebugPanel, PNG_BASE64, seedSession } from './debug-helpers';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const COPY_PORT = Number(process.env.PUBLISH_PORT ?? 4313);

/** The working tree's files (tracked and new, not ignored) in a temporary folder. */
function copyRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'publish-copy-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(REPO, file))) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(REPO, file), join(dir, file));
  }
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  // The tests' own content, whatever the repository holds (the site under test was built from it).
  rmSync(join(dir, 'shared/content/seed'), { recursive: true, force: true });
  cpSync(join(REPO, 'tests/fixtures/content/seed'), join(dir, 'shared/content/seed'), { recursive: true });
  cpSync(join(REPO, 'tests/fixtures/content/assets'), join(dir, 'public/assets'), { recursive: true });
  return dir;
}

async function waitForServer(url: string, server: ChildProcess) {
  for (let i = 0; i < 120; i += 1) {
    if (server.exitCode !== null) throw new Error(`preview server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

test('an admin edit with an uploaded photo, the featured items, the team image and a topic colour reach the built public site through export and apply-export', async ({ browser, context, page }) => {
  test.setTimeout(180_000);
  const member = seedContent().teamMembers[1]!;

  // 1. Edit in the admin: a new name and an uploaded photo.
  await seedSession(context);
  await page.goto(`/admin/team/edit/${member.id}`);
  await page.getByLabel('Name', { exact: true }).fill('Ada Roundtrip');
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
  await page.goto('/admin');

  // 2. Export the ZIP from the debug panel's modal.
  await openDebugPanel(page);
  await page.getByRole('button', { name: 'Export Current Data as Default' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Current Data as Default' });
  const download = await downloadOf(page, () => dialog.getByRole('button', { name: 'Export Data' }).click());
  const copy = copyRepo();
  const zipPath = join(copy, '..', `${copy.split('/').pop()}-export.zip`);
  await download.saveAs(zipPath);

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
    const teamImagePath = /added {6}public(\/assets\/team\/team-image-lab-photo-[a-z0-9]+\.png)/.exec(summary)?.[1];
    expect(teamImagePath, summary).toBeTruthy();

    // 4. Build the copy and serve it.
    // A build needs ADMIN_PASSWORD (the development one is fine for this copy).
    const env = { ADMIN_PASSWORD: 'discovery-admin', ...process.env, DIST_DIR: join(copy, 'dist') };
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
    for (const key of ['featuredItems', 'teamImage', 'teamImagePosition', 'topicColorRegistry']) {
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

