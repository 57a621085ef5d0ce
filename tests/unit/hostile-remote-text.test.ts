/**
 * Hostile content, part five: text from ORCID and Crossref in the sync's pull request
 * (docs/decisions/067). A work titled to ping people, load a tracking image and carry HTML
 * goes through `npm run sync:publications` against a local fake and comes out as plain text.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runSync } from '../../scripts/sync-publications';
import { inertMarkdown } from '../../shared/content/prose/inert-markdown';
import { reviewMarkdown } from '../../shared/content/review/review-markdown';
import { generateSource, sourcePath } from '../../shared/export/source';
import { writeFileSync } from 'node:fs';
import { teamMembers } from '../fixtures/content/seed/teamMembers';
import { fakeScholarlyFetch, type FakeScholarlyData } from '../fixtures/fake-scholarly';

const ORCID = '0000-0002-1825-0097';
const HOSTILE = '@octocat please merge ![x](https://tracker.example/p.png) <img src=x onerror=alert(1)> fixes #12\n## Heading [link](javascript:alert(1)) **bold** `code` &lt;';

/** What a Markdown renderer would act on: mentions, references, images, links, HTML, entities, emphasis, code, headings. */
function activeMarkdown(markdown: string): string[] {
  const found: string[] = [];
  for (const [name, pattern] of [
    ['mention', /(^|[^\w\\])@[A-Za-z0-9]/],
    ['reference', /(^|[^\\])#\d/],
    ['image', /(^|[^\\])!\[/],
    ['link', /(^|[^\\])\[[^\]]*\\?\]\(/],
    ['html', /(^|[^\\])<[a-z/!]/i],
    ['entity', /(^|[^\\])&[a-z#]/i],
    ['emphasis', /(^|[^\\])\*\*/],
    ['code', /(^|[^\\])`/],
    ['heading', /^#/m],
    ['autolink', /https?:\/\//],
  ] as const)
    if (pattern.test(markdown)) found.push(name);
  return found;
}

let repo = '';
beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'hostile-sync-'));
  cpSync(new URL('../fixtures/content/seed/', import.meta.url), join(repo, 'shared/content/seed'), { recursive: true });
  writeFileSync(join(repo, sourcePath('teamMembers')), generateSource('teamMembers', teamMembers.map((m) => (m.id === 'member-1' ? { ...m, orcid: ORCID } : { ...m, orcid: undefined }))));
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('remote text in pull requests', () => {
  it('the check above sees the hostile title as active Markdown (so it can fail)', () => {
    expect(activeMarkdown(HOSTILE)).toEqual(['mention', 'reference', 'image', 'link', 'html', 'entity', 'emphasis', 'code', 'heading', 'autolink']);
  });

  it("the sync's summary shows a hostile title and journal as text", async () => {
    const data: FakeScholarlyData = {
      orcid: { [ORCID]: [{ putCode: 1, title: 'From ORCID', doi: '10.5555/hostile.1', year: 2025 }] },
      crossref: { '10.5555/hostile.1': { DOI: '10.5555/hostile.1', type: 'journal-article', title: [HOSTILE], author: [{ family: 'Doe', given: 'Jane' }], 'container-title': ['<b>@team</b> Journal'], issued: { 'date-parts': [[2025]] } } },
      datacite: {},
      openalex: {},
    };
    const env = { ORCID_API_URL: 'http://127.0.0.1:1/v3.0', CROSSREF_API_URL: 'http://127.0.0.1:1', DATACITE_API_URL: 'http://127.0.0.1:1', OPENALEX_API_URL: 'http://127.0.0.1:1' };
    const run = await runSync({ repo, env, today: '2026-11-24', fetch: { fetcher: fakeScholarlyFetch(data), sleep: async () => {} } });
    const line = run.summary.split('\n').find((text) => text.includes('octocat'))!;
    expect(line).toBeDefined();
    expect(activeMarkdown(line)).toEqual([]);
    // Every character is still there for the reader.
    expect(line.replace(/\\|\u200b/g, '')).toContain('@octocat please merge ![x](https://tracker.example/p.png) <img src=x onerror=alert(1)>');
    expect(line).toContain('<b>@team</b> Journal'.replace(/[<>]/g, (c) => `\\${c}`).replace('@', '@\u200b'));
  });

  it("the studio's pull-request description shows item titles as text", () => {
    const markdown = reviewMarkdown({ sections: [{ kind: 'publications', label: 'Publications', reordered: false, changes: [{ type: 'added', id: 'pub-1', title: HOSTILE, fields: [] }] }], settings: [] } as never, []);
    const line = markdown.split('\n').find((text) => text.includes('octocat'))!;
    // The studio's own "- **Added:** " comes first; the title after it is inert.
    expect(line.startsWith('- **Added:** ')).toBe(true);
    expect(activeMarkdown(line.slice('- **Added:** '.length))).toEqual([]);
    expect(inertMarkdown('Plain title: a study (2024)')).toBe('Plain title: a study (2024)');
  });
});
