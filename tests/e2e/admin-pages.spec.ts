/**
 * A lab's own page from the studio to the built site: "Open science" written in both languages
 * and placed in the main navigation, exported, applied to a copy of the repository with
 * apply-export and built; every built page's header then links it, in English and Norwegian,
 * and the page itself is at /open-science/ and /nb/open-science/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { downloadOf, openDebugPanel, seedSession } from './debug-helpers';
import { fixtureCheckout } from './repository-copy';

/** A copy of the repository holding the tests' content, as a maintainer's git checkout. */
const copyRepo = () => fixtureCheckout('pages-copy');

/** The header navigation's links of a built page: [name, address]. */
function navLinks(html: string): [string, string][] {
  const nav = /<nav aria-label="[^"]*" class="site-nav">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2]!, m[1]!]);
}

test('"Open science", written in the studio for the main navigation, is in the navigation of the built site in both languages after export and apply-export', async ({ context, page }) => {
  test.setTimeout(420_000);
  await seedSession(context);
  await page.goto('/admin/pages/new');
  await page.getByLabel('Title', { exact: true }).fill('Open science');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('open-science');
  await page.getByLabel('Body', { exact: true }).fill('We share our **code** and data.\n\n## Preregistration\n\nEvery confirmatory study is preregistered.');
  await expect(page.getByLabel('Shown in')).toHaveValue('nav');
  await page.getByRole('button', { name: /^Norwegian Bokmål/ }).click();
  await page.getByLabel('Title (Norwegian Bokmål)').fill('Åpen forskning');
  await page.getByLabel('Body (Norwegian Bokmål)').fill('Vi deler **koden** og dataene våre.');
  await page.getByRole('button', { name: 'Add Page' }).click();
  await expect(page.getByText('Page saved successfully!')).toBeVisible();

  // The live site in the editor's own browser shows it at once, in the header.
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Open science' })).toHaveAttribute('href', /\/open-science\/?$/);

  await openDebugPanel(page);
  await page.getByRole('button', { name: 'Export Current Data as Default' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Current Data as Default' });
  const download = await downloadOf(page, () => dialog.getByRole('button', { name: 'Export Data' }).click());
  const copy = copyRepo();
  const zipPath = join(copy, '..', `${copy.split('/').pop()}-pages.zip`);
  await download.saveAs(zipPath);
  try {
    const summary = execFileSync(join(copy, 'node_modules/.bin/tsx'), ['scripts/apply-export.ts', zipPath, '--repo', copy], { cwd: copy, encoding: 'utf8' });
    expect(summary).toContain('changed    shared/content/seed/pages.ts');
    const source = readFileSync(join(copy, 'shared/content/seed/pages.ts'), 'utf8');
    expect(source).toContain('"slug": "open-science"');
    expect(source).toContain('"title": "Åpen forskning"');

    const env = { ADMIN_PASSWORD: 'studio-dev-password', ...process.env, DIST_DIR: join(copy, 'dist'), CONTENT_DIR: '' };
    execFileSync('npm', ['run', 'build:site', '--silent'], { cwd: copy, env, stdio: 'pipe' });
    const built = (path: string) => readFileSync(join(copy, 'dist/site', path, 'index.html'), 'utf8');

    expect(navLinks(built('.'))).toContainEqual(['Open science', '/open-science/']);
    expect(navLinks(built('team'))).toContainEqual(['Open science', '/open-science/']);
    expect(navLinks(built('nb'))).toContainEqual(['Åpen forskning', '/nb/open-science/']);
    expect(built('open-science')).toContain('>Open science</h1>');
    expect(built('open-science')).toContain('<strong>code</strong>');
    expect(built('nb/open-science')).toContain('>Åpen forskning</h1>');
    // The footer's page stays in the footer, out of the navigation.
    expect(navLinks(built('.')).map(([name]) => name)).not.toContain('Facilities');
    expect(readFileSync(join(copy, 'dist/site/sitemap.xml'), 'utf8')).toContain('/open-science/</loc>');
  } finally {
    rmSync(copy, { recursive: true, force: true });
    if (existsSync(zipPath)) rmSync(zipPath);
  }
});
