/**
 * The built site's Content-Security-Policy: no inline script may run, even if markup from
 * content ever reached the DOM; and the built bundles carry no password literal.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const DIST = process.env.DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url));

function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test('the built index.html carries a CSP meta tag without unsafe-inline for scripts', () => {
  const html = readFileSync(join(DIST, 'site', 'index.html'), 'utf8');
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  expect(policy, 'CSP meta tag in dist/site/index.html').toBeTruthy();
  const directives = directivesOf(policy!.replace(/&#39;/g, "'"));
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('form-action')).toEqual(["'self'"]);
  expect(directives.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
  // Exactly the GitHub API the build was made for (the e2e build points it at the local fake).
  expect(directives.get('connect-src')).toContain(new URL(process.env.GITHUB_API_URL ?? 'http://127.0.0.1:4792').origin);
  // The publication tools' APIs (ORCID, DataCite, OpenAlex), each at the local fake of the e2e build.
  for (const origin of ['http://127.0.0.1:4793', 'http://127.0.0.1:4794', 'http://127.0.0.1:4795']) expect(directives.get('connect-src')).toContain(origin);
  expect(directives.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']));
  // No inline script in the page itself (JSON-LD data blocks are never executed).
  expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>/);
});

test('an injected inline script and an inline event handler do not run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Content that would carry markup, stored as any editor could store it.
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'newsItems',
      JSON.stringify([{ id: 'news-x', title: '<script>window.__pwned=1</script>', content: '<img src=x onerror="window.__pwned=2;alert(1)">', date: '2026-01-01', author: 'X', featured: true, tags: [] }]),
    );
  });
  await page.goto('/feed');
  await expect(page.getByText('<script>window.__pwned=1</script>').first()).toBeVisible();

  // Now the worst case: markup from content reaching the DOM by some future mistake.
  const result = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = 3;';
    document.body.append(script);
    const holder = document.createElement('div');
    const failed = new Promise((resolve) => {
      holder.addEventListener('error', resolve, { capture: true, once: true });
      setTimeout(resolve, 3000);
    });
    holder.innerHTML = '<img src="/no-such-image.png" onerror="window.__pwned=4;alert(2)">';
    document.body.append(holder);
    await failed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { pwned: (window as unknown as { __pwned?: number }).__pwned ?? null, violations };
  });
  expect(result.pwned, 'no inline script or handler ran').toBeNull();
  expect(result.violations, 'the policy blocked them').toEqual(expect.arrayContaining([expect.stringMatching(/^script-src/)]));
  expect(dialogs).toEqual([]);
});

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

test('the built site and extension contain no password literal', () => {
  const secrets = ['studio-dev-password', process.env.ADMIN_PASSWORD].filter((s): s is string => Boolean(s));
  let scanned = 0;
  const found: string[] = [];
  // Both builds must exist here: `npm run test:e2e` builds them before the e2e run.
  for (const part of ['site', 'extension']) {
    for (const file of filesUnder(join(DIST, part))) {
      const text = readFileSync(file).toString('latin1');
      scanned += 1;
      for (const secret of secrets) if (text.includes(secret)) found.push(`${file}: ${secret === 'studio-dev-password' ? secret : 'ADMIN_PASSWORD'}`);
    }
  }
  expect(scanned, 'files scanned').toBeGreaterThan(10);
  expect(found).toEqual([]);
});
