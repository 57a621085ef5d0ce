/* eslint-disable no-script-url -- script URLs are fed in on purpose, to prove they never reach the page */
import { expect, test } from './fixtures';
import { makeJob, makeMember, makeProject, makePublication, makeSoftware, openSeeded } from './site-helpers';

const PUBLIC_ROUTES = ['/', '/projects', '/projects/project-1', '/team', '/team/member-1', '/feed', '/publications', '/software', '/join-us', '/contact'];

test('no public page makes a third-party request on its own', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('http://127.0.0.1') && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
  });
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(outside).toEqual([]);
});

test('script URLs from content never become an href or src', async ({ seed, page }) => {
  const script = 'javascript:alert(document.domain)';
  await seed({
    projects: [makeProject({ id: 'p-1', title: 'Evil project', image: script, team: ['Eve'] })],
    teamMembers: [makeMember({ id: 'm-1', name: 'Eve', imageUrl: script, cvUrl: 'data:text/html,<script>alert(1)</script>', email: 'javascript:x', github: 'javascript:alert(1)' })],
    publications: [makePublication({ id: 'pub-1', title: 'Evil paper', url: script, doi: 'javascript:alert(1)', authors: ['Eve'] })],
    software: [makeSoftware({ id: 's-1', name: 'Evil tool', repoUrl: script, demoUrl: ' JaVaScRiPt:alert(1)', documentationUrl: 'vbscript:msgbox', imageUrl: 'data:text/html,hi' })],
    jobOpenings: [makeJob({ id: 'j-1', title: 'Evil job', applicationUrl: script, contactEmail: 'javascript:alert(1)' })],
    collaborators: [{ id: 'c-1', name: 'Evil partner', url: script, logo: script }],
  });
  page.on('dialog', () => {
    throw new Error('a script ran');
  });
  for (const route of ['/', '/projects', '/projects/p-1', '/team/m-1', '/publications', '/software', '/join-us']) {
    await openSeeded(page, route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const unsafe = await page.evaluate(() =>
      [...document.querySelectorAll('[href], [src]')]
        .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
        .filter((url) => /^\s*(javascript|vbscript|data:text)/i.test(url)),
    );
    expect(unsafe, route).toEqual([]);
  }
  // With no safe URL, the job falls back to the contact link.
  await openSeeded(page, '/join-us');
  await expect(page.getByRole('link', { name: 'Contact Us to Apply' })).toBeVisible();
});

test('the built page ships a Content-Security-Policy without inline script', async ({ page }) => {
  await page.goto('/');
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  const scriptSrc = csp!.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src'));
  expect(scriptSrc).toBe("script-src 'self'");
  // JSON-LD blocks are data, never executed (and not subject to script-src); nothing else is inline.
  expect(await page.locator('script:not([src]):not([type="application/ld+json"])').count()).toBe(0);
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
});
