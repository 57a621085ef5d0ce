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

describe('seed content', () => {
  const seed = seedContent();

  it('has 6 projects, all ongoing', () => {
    expect(seed.projects).toHaveLength(6);
    expect(seed.projects.every((p) => p.status === 'ongoing')).toBe(true);
  });

  it('has 15 team members', () => {
    expect(seed.teamMembers).toHaveLength(15);
  });

  it('has about a dozen news items', () => {
    expect(seed.newsItems.length).toBeGreaterThanOrEqual(10);
    expect(seed.newsItems.length).toBeLessThanOrEqual(14);
  });

  it('has 4 funding sources and 4 software entries', () => {
    expect(seed.fundingSources).toHaveLength(4);
    expect(seed.software).toHaveLength(4);
  });

  it('has around 60 publications', () => {
    expect(seed.publications.length).toBeGreaterThanOrEqual(55);
    expect(seed.publications.length).toBeLessThanOrEqual(65);
  });

  it('has 4 job openings with exactly one open: a Student Research Assistant role', () => {
    expect(seed.jobOpenings).toHaveLength(4);
    const open = seed.jobOpenings.filter((j) => j.isOpen);
    expect(open).toHaveLength(1);
    expect(open[0]!.type).toBe('Student Research Assistant');
    expect(`${open[0]!.title} ${open[0]!.description}`).toContain('20 hours per month');
  });

  it('has some collaborators', () => {
    expect(seed.collaborators.length).toBeGreaterThan(0);
  });

  it('every seed id is unique within its list', () => {
    for (const kind of ENTITY_KINDS) {
      const ids = (seed[kind] as { id: string }[]).map((item) => item.id);
      expect(new Set(ids).size, kind).toBe(ids.length);
    }
  });

  it('team and project links are consistent (repair has nothing to do)', () => {
    for (const project of seed.projects) {
      for (const name of project.team) {
        const member = seed.teamMembers.find((m) => m.name === name);
        if (member) expect(member.projects, `${name} in ${project.id}`).toContain(project.id);
      }
    }
    for (const member of seed.teamMembers) {
      for (const id of member.projects) {
        const project = seed.projects.find((p) => p.id === id);
        expect(project, `${member.name} -> ${id}`).toBeDefined();
        expect(project!.team, `${member.name} in ${id}`).toContain(member.name);
      }
    }
  });

  it('every publication has authors written "LastName, F." and a year in range', () => {
    const max = new Date().getFullYear() + 5;
    for (const pub of seed.publications) {
      expect(pub.authors.length, pub.id).toBeGreaterThan(0);
      expect(pub.year, pub.id).toBeGreaterThanOrEqual(1900);
      expect(pub.year, pub.id).toBeLessThanOrEqual(max);
      for (const author of pub.authors) expect(author, pub.id).toMatch(/^[^,]+, (?:[A-Z][a-z]?\.[ -]?)+$/);
    }
  });

  it("authors match team members' surnames: most members have publications", () => {
    const authors = seed.teamMembers.filter((member) => {
      const surname = member.name.trim().split(/\s+/).pop()!;
      return seed.publications.some((p) => p.authors.some((a) => a.split(',')[0]!.trim() === surname));
    });
    expect(authors.length).toBeGreaterThanOrEqual(10);
  });

  it('project colours are the fixed gradient and emojis are at most 3, uppercase', () => {
    for (const project of seed.projects) {
      expect(project.color).toBe('linear-gradient(135deg, #00AAFF, #005580)');
      expect(project.emojiHexcodes.length).toBeLessThanOrEqual(3);
      for (const code of project.emojiHexcodes) expect(code).toBe(code.toUpperCase());
    }
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
