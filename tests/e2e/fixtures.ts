/**
 * The public site's and the studio's Playwright fixtures: `test.use({ signedIn: true })` starts
 * every page of a file logged in to the studio; `seed(content)` writes a test's own content into
 * the browser's storage before any page script runs.
 */
import { expect, test as base } from '@playwright/test';
import type { Content } from '../../shared/content/model/model';
import { asAdmin } from './admin-helpers';
import { seedStorage } from './site-helpers';

interface Fixtures {
  /** Every page of the test starts logged in (for tests that are not about the login). */
  signedIn: boolean;
  /** Writes these content keys (and any extra raw keys) before the page's scripts run. */
  seed: (content: Partial<Content>, extra?: Record<string, string>) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  signedIn: [false, { option: true }],
  page: async ({ page, signedIn }, provide) => {
    if (signedIn) await asAdmin(page);
    await provide(page);
  },
  seed: async ({ page }, provide) => {
    await provide((content, extra) => seedStorage(page, content, extra));
  },
});

export { expect };
