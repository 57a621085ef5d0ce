/**
 * What search engines are told to index: one JobPosting per open position on its own page
 * (none on the list, none for closed positions), the search page and the not-found page kept
 * out of indexes, and JSON-LD URLs with their fragment last (docs/decisions/043, 044).
 */
import { expect, test } from '@playwright/test';
import { localDay, openJobs } from '../../shared/content/read/expiry';
import { schemaProblems } from '../fixtures/schema-org';
import { seedContent } from './site-helpers';

const seed = seedContent();

test('open positions have a page with one JobPosting; search and not-found pages stay out of indexes', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const jsonLdOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
  };
  // One JobPosting per page (Google's guidelines): each open position's own page, none on the list.
  expect(await jsonLdOf('/join-us')).toEqual([]);
  // Open on the day of the build (the tests build and run on the same day).
  const open = openJobs(seed.jobOpenings, localDay());
  expect(open.length).toBeLessThan(seed.jobOpenings.length);
  for (const job of open) {
    const postings = await jsonLdOf(`/join-us/${job.id}`);
    expect(schemaProblems(postings)).toEqual([]);
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      '@type': 'JobPosting',
      title: job.title,
      url: `http://127.0.0.1:4173/join-us/${job.id}/`,
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Halden', addressCountry: 'NO' } },
    });
    expect(postings[0].description).toContain('<li>');
    expect(locs).toContain(`http://127.0.0.1:4173/join-us/${job.id}/`);
  }
  for (const job of seed.jobOpenings.filter((j) => !open.includes(j))) {
    expect(locs).not.toContain(`http://127.0.0.1:4173/join-us/${job.id}/`);
    expect((await request.get(`/join-us/${job.id}/`)).status()).toBe(404);
  }
  // Kept out of indexes: the search page (noindex, not in the sitemap) and the not-found page,
  // which names no canonical address of its own.
  expect(locs).not.toContain('http://127.0.0.1:4173/search/');
  expect(await (await request.get('/search/')).text()).toContain('<meta name="robots" content="noindex"');
  const notFound = await (await request.get('/no/such/page')).text();
  expect(notFound).not.toContain('rel="canonical"');
  expect(notFound).not.toContain('og:url');
  // Fragment URLs keep the fragment last.
  for (const entry of await jsonLdOf('/software')) expect(entry.url).toMatch(/\/software\/#software-[^/]+$/);
});
