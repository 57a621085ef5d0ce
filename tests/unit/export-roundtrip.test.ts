/**
 * Part of the content check (npm run test:content): the repository's own content files are in the
 * exporter's canonical form, so exporting unchanged content reproduces them byte for byte.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENTITY_KINDS, type EntityKind } from '../../shared/content/model';
import { normalizeContent, repairList } from '../../shared/content/normalize';
import { seedContent } from '../../shared/content/seed';
import { collaborators } from '../../shared/content/seed/collaborators';
import { fundingSources } from '../../shared/content/seed/fundingSources';
import { jobOpenings } from '../../shared/content/seed/jobOpenings';
import { newsItems } from '../../shared/content/seed/newsItems';
import { projects } from '../../shared/content/seed/projects';
import { publications } from '../../shared/content/seed/publications';
import { software } from '../../shared/content/seed/software';
import { teamMembers } from '../../shared/content/seed/teamMembers';
import { settings } from '../../shared/content/seed/settings';
import { generateSettingsSource, generateSource, SETTINGS_PATH, sourcePath } from '../../shared/export/source';

const seedLists: Record<EntityKind, unknown[]> = {
  projects,
  teamMembers,
  newsItems,
  collaborators,
  publications,
  software,
  jobOpenings,
  fundingSources,
};

const repoFile = (path: string) => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');

describe('export of unchanged seed content reproduces the seed files byte for byte', () => {
  it.each(ENTITY_KINDS)('%s', (kind) => {
    const { items, report } = repairList(kind, seedLists[kind]);
    expect(report).toEqual({ withoutId: 0, duplicates: 0 });
    expect(generateSource(kind, items)).toBe(repoFile(sourcePath(kind)));
  });

  it.each(ENTITY_KINDS)('%s survives load normalisation unchanged (what the store holds exports the same)', (kind) => {
    const loaded = normalizeContent(seedContent())[kind];
    expect(generateSource(kind, loaded as never)).toBe(repoFile(sourcePath(kind)));
  });

  it.each(ENTITY_KINDS)('%s survives a localStorage round trip (JSON) unchanged', (kind) => {
    const stored = JSON.parse(JSON.stringify(seedContent()[kind])) as unknown;
    expect(generateSource(kind, repairList(kind, stored).items)).toBe(repoFile(sourcePath(kind)));
  });
});

describe('export of unchanged seed settings reproduces settings.ts byte for byte', () => {
  it('from the file itself', () => {
    expect(generateSettingsSource(settings)).toBe(repoFile(SETTINGS_PATH));
  });

  it('after load normalisation (what the store holds exports the same)', () => {
    expect(generateSettingsSource(normalizeContent(seedContent()))).toBe(repoFile(SETTINGS_PATH));
  });

  it('after a localStorage round trip (JSON)', () => {
    const stored = JSON.parse(JSON.stringify(seedContent())) as ReturnType<typeof seedContent>;
    expect(generateSettingsSource(normalizeContent(stored))).toBe(repoFile(SETTINGS_PATH));
  });

  it('the seed uses the settings file: featured items, team image and position, topic colours', () => {
    const seed = seedContent();
    expect(seed.featuredItems).toEqual(settings.featuredItems);
    expect(seed.teamImage).toBe(settings.teamImage);
    expect(seed.teamImagePosition).toBe(settings.teamImagePosition);
    expect(seed.topicColorRegistry).toEqual(settings.topicColorRegistry);
  });
});

describe('export of the unchanged lab profile reproduces labProfile.ts byte for byte', () => {
  it('round-trips', async () => {
    const { generateProfileSource, parseProfileSource, PROFILE_PATH } = await import('../../shared/export/profile-source');
    const text = repoFile(PROFILE_PATH);
    expect(generateProfileSource(seedContent().labProfile)).toBe(text);
    expect(generateProfileSource(normalizeContent(seedContent()).labProfile!)).toBe(text);
    const parsed = parseProfileSource(text);
    expect(parsed.ok).toBe(true);
  });
});
