/**
 * A visitor's pages carry what the build made (docs/decisions/073, 076): references in the lab's
 * citation style and Markdown already rendered. So no public page, a visitor's first load or a
 * page reached by a link, fetches the citation processor or the Markdown parser, including the
 * home page with its selected papers and a member's page with theirs.
 */
import { expect, test } from './fixtures';

/** Marks of the two engines in a script's text. */
const ENGINES = [
  { name: 'citation processor', mark: 'citeproc-js' },
  { name: 'Markdown parser', mark: 'markdown-it' },
];

const ROUTES = ['/', '/publications', '/publications/pub-001', '/team/member-1', '/projects/project-1', '/news', '/nb/'];

for (const route of ROUTES) {
  test(`a visitor's ${route} loads neither the citation processor nor the Markdown parser`, async ({ page }) => {
    const loaded: { url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') loaded.push({ url: response.url(), body: response.text().catch(() => '') });
    });
    await page.goto(route);
    // The page's script has taken the header over (site/boot/menu-owner.ts).
    await expect(page.locator('.theme-toggle[data-live], .menu-toggle[data-live]').first()).toBeAttached();
    // The page's own follow-ups (a list's references, a lazy section) have had their turn.
    await page.waitForLoadState('networkidle');
    expect(loaded.length).toBeGreaterThan(0);
    const bodies = await Promise.all(loaded.map(async ({ url, body }) => ({ url, text: await body })));
    for (const { name, mark } of ENGINES) {
      expect(bodies.filter(({ text }) => text.includes(mark)).map(({ url }) => url), name).toEqual([]);
    }
  });
}
