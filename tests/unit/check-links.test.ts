import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLinkCheck } from '../../scripts/check-links';
import { checkUrls } from '../../scripts/links/check';
import { ENTITY_KINDS } from '../../shared/content/model/content-keys';
import { normalizeContent } from '../../shared/content/model/normalize';
import { seedContent } from '../fixtures/content/seed';
import { startFakeSites, type FakeSites } from '../fixtures/fake-links';

// Only ever a local fake: the tests never reach a real website.
let sites: FakeSites;
beforeAll(async () => {
  sites = await startFakeSites();
});
afterAll(async () => {
  await sites.close();
});

const dir = mkdtempSync(join(tmpdir(), 'check-links-'));
// The fake listens on 127.0.0.1, which the check refuses unless told (scripts/links/addresses.ts).
const allowHosts = () => [new URL(sites.origin).host];

describe('checkUrls against a local fake', () => {
  it('live, dead, redirecting, slow and HEAD-refusing URLs', async () => {
    const url = (path: string) => `${sites.origin}${path}`;
    const results = await checkUrls([url('/live'), url('/dead'), url('/moved'), url('/moved-to-dead'), url('/slow'), url('/no-head'), 'http://127.0.0.1:9/closed-port'], {
      timeoutMs: 500,
      intervalMs: 0,
      allowHosts: allowHosts(),
    });
    const byPath = Object.fromEntries(results.map((r) => [r.url.replace(sites.origin, ''), r]));
    expect(byPath['/live']).toMatchObject({ ok: true, status: 200 });
    expect(byPath['/dead']).toMatchObject({ ok: false, status: 404 });
    expect(byPath['/moved']).toMatchObject({ ok: true, status: 200, finalUrl: url('/live/new-home') });
    expect(byPath['/moved-to-dead']).toMatchObject({ ok: false, status: 404, finalUrl: url('/dead') });
    expect(byPath['/slow']).toMatchObject({ ok: false, error: 'no answer within 0.5 s' });
    expect(byPath['/no-head']).toMatchObject({ ok: true, status: 200 });
    expect(results.find((r) => r.url.includes('closed-port'))).toMatchObject({ ok: false });
    // HEAD first; GET only where HEAD was refused, failed or timed out.
    const methods = (path: string) => sites.requests.filter((r) => r.path === path).map((r) => r.method);
    expect(methods('/live')).toEqual(['HEAD']);
    expect(methods('/no-head')).toEqual(['HEAD', 'GET']);
  }, 20_000);

  it('waits between requests to the same host', async () => {
    sites.requests.length = 0;
    const urls = ['/live/a', '/live/b', '/live/c'].map((path) => `${sites.origin}${path}`);
    await checkUrls(urls, { intervalMs: 300, timeoutMs: 2_000, allowHosts: allowHosts() });
    const times = sites.requests.map((r) => r.at);
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(250);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(250);
  });

  it('reuses recent good answers from the cache file and asks again about dead ones', async () => {
    const cacheFile = join(dir, 'cache', 'links.json');
    const urls = [`${sites.origin}/live/cached`, `${sites.origin}/gone`];
    await checkUrls(urls, { cacheFile, intervalMs: 0, allowHosts: allowHosts() });
    expect(existsSync(cacheFile)).toBe(true);
    sites.requests.length = 0;
    const again = await checkUrls(urls, { cacheFile, intervalMs: 0, allowHosts: allowHosts() });
    expect(again.map((r) => [r.ok, Boolean(r.cached)])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(sites.requests.map((r) => r.path)).toEqual(['/gone']);
    const expired = await checkUrls(urls, { cacheFile, intervalMs: 0, maxAgeMs: 0, allowHosts: allowHosts() });
    expect(expired[0]!.cached).toBeUndefined();
    expect(Object.keys(JSON.parse(readFileSync(cacheFile, 'utf8')) as object)).toEqual(urls);
  });
});

describe('npm run check:links', () => {
  it("reports the content's dead links with where they are used, and exits 1", async () => {
    const content = normalizeContent(seedContent());
    const file = join(dir, 'content.json');
    writeFileSync(
      file,
      JSON.stringify({
        ...content,
        // Every collection empty but the ones this test gives links to.
        ...Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, []])),
        teamImage: '/assets/lab/team.svg',
        projects: content.projects.map((p) => ({ ...p, image: '/assets/x.svg' })),
        teamMembers: content.teamMembers.map((m) => ({ ...m, website: undefined, scholarUrl: undefined, cvUrl: undefined })),
        software: [],
        jobOpenings: [],
        newsItems: [],
        publications: content.publications.slice(0, 1).map((p) => ({ ...p, url: `${sites.origin}/dead` })),
        collaborators: [{ id: 'collab-1', name: 'Live Partner', url: `${sites.origin}/live/partner` }],
        fundingSources: [{ id: 'funding-1', name: 'Moving Funder', url: `${sites.origin}/moved`, grantNumber: '', amount: '', duration: '' }],
      }),
    );
    const summary = join(dir, 'summary.md');
    const { output, code } = await runLinkCheck(['--content', file, '--cache', join(dir, 'cli-cache.json'), '--interval', '0', '--timeout', '2000'], { GITHUB_STEP_SUMMARY: summary, LINK_CHECK_ALLOW_HOSTS: allowHosts().join(',') });
    expect(code).toBe(1);
    expect(output).toContain('Checked 3 external links (0 from the cache): 2 live, 1 dead.');
    expect(output).toContain(`${sites.origin}/dead: HTTP 404`);
    expect(output).toContain(`used in publications "${content.publications[0]!.title}" · URL`);
    expect(output).toContain(`${sites.origin}/moved -> ${sites.origin}/live/new-home`);
    expect(readFileSync(summary, 'utf8')).toContain(`| ${sites.origin}/dead | HTTP 404 |`);
  }, 20_000);
});
