/**
 * The content check (docs/decisions/053): the one test that reads the repository's *current*
 * content rather than the tests' fixture, so it must hold for any lab's content: valid profile,
 * links between items that resolve, and asset files that exist. (Byte-identical round trip of
 * every file: export-roundtrip.test.ts.)
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateLabProfile } from '../../shared/content/profile-rules';
import { seedContent } from '../../shared/content/seed';

const content = seedContent();
const ids = (items: readonly { id: string }[]) => new Set(items.map((item) => item.id));

describe("the repository's content", () => {
  it('has a valid lab profile', () => {
    expect(validateLabProfile(content.labProfile)).toBeNull();
  });

  it('links only to items that exist', () => {
    const projects = ids(content.projects);
    const publications = ids(content.publications);
    const software = ids(content.software);
    const problems: string[] = [];
    const check = (owner: string, wanted: readonly (string | undefined | null)[], known: Set<string>) => {
      for (const id of wanted) if (id && !known.has(id)) problems.push(`${owner} -> ${id}`);
    };
    for (const m of content.teamMembers) check(`member ${m.id}`, m.projects, projects);
    for (const p of content.publications) check(`publication ${p.id}`, [...(p.projectIds ?? []), ...(p.softwareIds ?? [])], new Set([...projects, ...software]));
    for (const s of content.software) check(`software ${s.id}`, [...(s.projectIds ?? []), ...(s.publicationIds ?? [])], new Set([...projects, ...publications]));
    for (const j of content.jobOpenings) check(`job ${j.id}`, [j.projectId], projects);
    const featured = content.featuredItems;
    check('featured project', [featured.projectId], projects);
    check('featured news', [featured.newsItemId], ids(content.newsItems));
    check('featured publication', [featured.publicationId], publications);
    expect(problems).toEqual([]);
  });

  it('refers only to asset files the repository holds', () => {
    const text = JSON.stringify(content);
    const missing = [...text.matchAll(/"(\/assets\/[^"?#]+)"/g)]
      .map((match) => `public${match[1]}`)
      .filter((path) => !existsSync(fileURLToPath(new URL(`../../${path}`, import.meta.url))));
    expect([...new Set(missing)]).toEqual([]);
  });
});
