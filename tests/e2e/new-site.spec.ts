/**
 * A clean start (docs/decisions/054): `npm run new-site` in a copy of the repository, a build
 * of that copy, and not one of the example lab's names, texts or pictures anywhere in it.
 * Also the content check on that content: the suite's own tests never read it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { seedContent } from '../fixtures/content/seed';
import { copyOfRepository, REPO } from './repository-copy';


test('new-site writes an empty site that builds with none of the example lab in it', async () => {
  test.setTimeout(300_000);
  const copy = copyOfRepository('new-site');
  try {
    const tsx = join(copy, 'node_modules/.bin/tsx');
    const out = execFileSync(tsx, ['scripts/new-site.ts', '--name', 'Smith Lab', '--institution', 'Example University', '--yes'], { cwd: copy, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(out).toContain('New site for Smith Lab, Example University.');
    // The repository's content check holds for the new content.
    execFileSync('npm', ['run', 'test:content', '--silent'], { cwd: copy, stdio: 'pipe' });
    execFileSync('npm', ['run', 'build:site', '--silent'], { cwd: copy, env: { ...process.env, ADMIN_PASSWORD: 'studio-dev-password', CONTENT_DIR: '', DIST_DIR: join(copy, 'dist') }, stdio: 'pipe' });

    const seed = seedContent();
    const words = [seed.labProfile.name, seed.labProfile.institution, ...seed.teamMembers.map((m) => m.name), seed.projects[0]!.title, seed.labProfile.home.lead.slice(0, 40)];
    const assetNames = readdirSync(join(REPO, 'tests/fixtures/content/assets'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
    const site = join(copy, 'dist/site');
    const leftovers: string[] = [];
    for (const entry of readdirSync(site, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      if (assetNames.includes(entry.name) && !['favicon.svg'].includes(entry.name)) leftovers.push(`file ${path}`);
      const text = readFileSync(path, 'latin1');
      for (const word of words) if (text.includes(word)) leftovers.push(`${path}: ${word}`);
    }
    expect(leftovers).toEqual([]);
    const home = readFileSync(join(site, 'index.html'), 'utf8');
    expect(home).toContain('<title data-head>Smith Lab · Example University</title>');
    // Empty sections are left out of the sitemap; their pages still answer.
    const sitemap = readFileSync(join(site, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/software/');
    expect(existsSync(join(site, 'software/index.html'))).toBe(true);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
