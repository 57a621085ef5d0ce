/**
 * The content checks (docs/decisions/053, 063), written once for any content set laid out as
 * the repository's (<dir>/seed/*.ts, pictures in an assets folder): every file is in the
 * exporter's canonical form, so exporting unchanged content reproduces it byte for byte; the
 * lab profile is valid; links between items resolve; every /assets/ file named exists. They
 * hold for any lab's valid content, never for one lab's particulars. `npm run test:content`
 * runs them on the repository's own content (tests/content/), the unit suite on the tests'
 * fixture content (tests/unit/content-set.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Content, EntityKind } from '../../shared/content/model/model';
import { ENTITY_KINDS } from '../../shared/content/model/model';
import { normalizeContent, repairList } from '../../shared/content/model/normalize';
import { validateLabProfile } from '../../shared/content/model/profile-rules';
import type { SiteSettings } from '../../shared/content/model/model';
import { generateProfileSource, parseProfileSource, PROFILE_FILE_NAME } from '../../shared/export/profile-source';
import { generateSettingsSource, generateSource, SETTINGS_FILE_NAME, sourceFileName } from '../../shared/export/source';

export interface ContentSet {
  /** The folder of the data files (…/seed). */
  seedDir: string;
  /** The folder that /assets/ paths name (public/assets or a fixture's assets). */
  assetsDir: string;
  /** Each data set exactly as its file exports it. */
  lists: Record<EntityKind, unknown[]>;
  settings: SiteSettings;
  /** The seed module's content (what the build and the studio start from). */
  seedContent: () => Content;
}

/** Loads a content set's modules from its folder. */
export async function loadContentSet(seedDir: string, assetsDir: string): Promise<ContentSet> {
  const load = (name: string) => import(pathToFileURL(join(seedDir, name)).href) as Promise<Record<string, unknown>>;
  const lists = Object.fromEntries(await Promise.all(ENTITY_KINDS.map(async (kind) => [kind, (await load(`${kind}.ts`))[kind]]))) as Record<EntityKind, unknown[]>;
  const settings = (await load(SETTINGS_FILE_NAME)).settings as SiteSettings;
  const seedContent = (await load('index.ts')).seedContent as () => Content;
  return { seedDir, assetsDir, lists, settings, seedContent };
}

export function canonicalFilesSuite(set: ContentSet): void {
  const file = (name: string) => readFileSync(join(set.seedDir, name), 'utf8');

  describe('export of unchanged data sets reproduces their files byte for byte', () => {
    it.each(ENTITY_KINDS)('%s', (kind) => {
      const { items, report } = repairList(kind, set.lists[kind]);
      expect(report).toEqual({ withoutId: 0, duplicates: 0 });
      expect(generateSource(kind, items)).toBe(file(sourceFileName(kind)));
    });

    it.each(ENTITY_KINDS)('%s survives load normalisation unchanged (what the store holds exports the same)', (kind) => {
      const loaded = normalizeContent(set.seedContent())[kind];
      expect(generateSource(kind, loaded as never)).toBe(file(sourceFileName(kind)));
    });

    it.each(ENTITY_KINDS)('%s survives a localStorage round trip (JSON) unchanged', (kind) => {
      const stored = JSON.parse(JSON.stringify(set.seedContent()[kind])) as unknown;
      expect(generateSource(kind, repairList(kind, stored).items)).toBe(file(sourceFileName(kind)));
    });
  });

  describe('export of unchanged settings reproduces settings.ts byte for byte', () => {
    it('from the file itself', () => {
      expect(generateSettingsSource(set.settings)).toBe(file(SETTINGS_FILE_NAME));
    });

    it('after load normalisation (what the store holds exports the same)', () => {
      expect(generateSettingsSource(normalizeContent(set.seedContent()))).toBe(file(SETTINGS_FILE_NAME));
    });

    it('after a localStorage round trip (JSON)', () => {
      const stored = JSON.parse(JSON.stringify(set.seedContent())) as Content;
      expect(generateSettingsSource(normalizeContent(stored))).toBe(file(SETTINGS_FILE_NAME));
    });

    it('the seed uses the settings file: featured items, team image and position, topic colours', () => {
      const seed = set.seedContent();
      expect(seed.featuredItems).toEqual(set.settings.featuredItems);
      expect(seed.teamImage).toBe(set.settings.teamImage);
      expect(seed.teamImagePosition).toBe(set.settings.teamImagePosition);
      expect(seed.topicColorRegistry).toEqual(set.settings.topicColorRegistry);
    });
  });

  describe('export of the unchanged lab profile reproduces labProfile.ts byte for byte', () => {
    it('round-trips', () => {
      const text = file(PROFILE_FILE_NAME);
      expect(generateProfileSource(set.seedContent().labProfile)).toBe(text);
      expect(generateProfileSource(normalizeContent(set.seedContent()).labProfile!)).toBe(text);
      expect(parseProfileSource(text).ok).toBe(true);
    });
  });
}

const ids = (items: readonly { id: string }[]) => new Set(items.map((item) => item.id));

export function contentIntegritySuite(set: ContentSet): void {
  const content = set.seedContent();

  describe('the content', () => {
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

    it('refers only to asset files the content set holds', () => {
      const text = JSON.stringify(content);
      const missing = [...text.matchAll(/"\/assets\/([^"?#]+)"/g)].map((match) => match[1]!).filter((path) => !existsSync(join(set.assetsDir, path)));
      expect([...new Set(missing)]).toEqual([]);
    });
  });
}
