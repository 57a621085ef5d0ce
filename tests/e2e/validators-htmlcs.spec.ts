/**
 * A second accessibility engine besides axe (docs/decisions/042): HTML_CodeSniffer with its
 * WCAG2AA standard, injected into the built pages, on every public route type in light and
 * dark colours and on the studio's screens. Errors fail; its warnings and notices are items
 * for a human to review and are not counted.
 */
import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { asAdmin } from './admin-helpers';

const HTMLCS = createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js');

// The site's Content-Security-Policy allows no injected script: let the checker in.
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

/** HTML_CodeSniffer's WCAG2AA errors on the page as it is now: "code: element". */
async function sniff(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: HTMLCS });
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        type Process = (standard: string, root: Document, done: () => void, failed: () => void, language: string) => void;
        const htmlcs = (window as unknown as { HTMLCS: { process: Process; getMessages: () => Message[] } }).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => `${message.code}: ${message.element.outerHTML.slice(0, 160)}`),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
          'en',
        );
      }),
  );
}

/** One page of each kind the public site has. */
const PUBLIC = [
  '/',
  '/projects/',
  '/projects/project-1/',
  '/team/',
  '/team/member-1/',
  '/feed/',
  '/news/news-1/',
  '/publications/',
  '/publications/pub-001/',
  '/software/',
  '/join-us/',
  '/join-us/job-1/',
  '/contact/',
  '/search/?q=model',
  '/no/such/page',
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`HTML_CodeSniffer WCAG2AA in ${colorScheme} colours`, () => {
    test.use({ colorScheme });
    for (const path of PUBLIC) {
      test(`no errors on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await sniff(page)).toEqual([]);
      });
    }
  });
}

const STUDIO: [string, string][] = [
  ['/admin/login', 'Admin Login'],
  ['/admin', 'Admin Dashboard'],
  ['/admin/projects', 'Manage Projects'],
  ['/admin/projects/edit/project-1', 'Edit Project'],
  ['/admin/team/new', 'Add New Team Member'],
  ['/admin/news/edit/news-1', 'Edit News Item'],
  ['/admin/publications/edit/pub-001', 'Edit Publication'],
  ['/admin/jobs/edit/job-1', 'Edit Job Opening'],
  ['/admin/featured', 'Featured Content'],
  ['/admin/topic-colors', 'Topic Colors'],
  ['/admin/team-image', 'Team Image'],
];

for (const [path, heading] of STUDIO) {
  test(`studio ${path}: no HTML_CodeSniffer errors`, async ({ page }) => {
    if (path !== '/admin/login') await asAdmin(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await sniff(page)).toEqual([]);
  });
}
