/**
 * The content checks of `npm run test:content` (tests/content/suites.ts) on the tests' own
 * content: the fixture's files are canonical, its links resolve and its pictures exist.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { canonicalFilesSuite, contentIntegritySuite, loadContentSet } from '../content/suites';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const fixture = await loadContentSet(here('../fixtures/content/seed'), here('../fixtures/content/assets'));

canonicalFilesSuite(fixture);
contentIntegritySuite(fixture);

describe('the unit suite', () => {
  it("reads the fixture wherever a module imports the repository's seed (vitest.config.ts)", async () => {
    const repository = await import('../../shared/content/seed');
    const own = await import('../fixtures/content/seed');
    expect(repository.seedContent).toBe(own.seedContent);
  });
});
