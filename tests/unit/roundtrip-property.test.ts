/**
 * A round trip changes nothing the editor did not change. Over generated content that passes
 * the schemas (missing optional fields, nulls, undated and future papers, empty lists, Unicode,
 * translations, every collection, the settings and the lab profile):
 *
 *   content files → read as the site reads them (contentFromSeedFiles) → a content store over
 *   empty storage → one edit through the store's own operations → the store reopened over that
 *   storage (a reload) → the studio's export ZIP → apply-export into a checkout holding the files
 *
 * leaves every file the edit did not touch byte for byte as it was, and in the file it did touch
 * every other item as it was.
 */
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyExport } from '../../scripts/apply-export';
import { blankItem } from '../../shared/content/model/blanks';
import {
  HERO_FIGURES,
  INTRO_KEYS,
  SECTION_KEYS,
  SECTION_VISIBILITY,
  SOCIAL_KEYS,
  type LabProfile,
} from '../../shared/content/model/lab-profile';
import {
  ENTITY_KINDS,
  ENTITY_LABELS,
  type ContentKey,
  type EntityKind,
  type EntityMap,
  type SiteSettings,
} from '../../shared/content/model/model';
import { itemRuleProblem } from '../../shared/content/model/form-fields';
import { entitySchemas, valueSchemas } from '../../shared/content/model/model';
import { validateLabProfile } from '../../shared/content/model/profile-rules';
import { contentFromSeedFiles } from '../../shared/content/model/seed-files';
import { TRANSLATABLE } from '../../shared/content/model/translations';
import {
  canonicalProfile,
  generateProfileSource,
  parseProfileSource,
  PROFILE_PATH,
} from '../../shared/export/profile-source';
import {
  generateSettingsSource,
  generateSource,
  parseSettingsSource,
  parseSource,
  SETTINGS_PATH,
  sourcePath,
} from '../../shared/export/source';
import { buildExportZip } from '../../shared/export/zip';
import { memoryStorage } from '../../shared/store/persistence';
import { createContentStore, type ContentStore } from '../../shared/store/store';
import { mapAssets } from './export-fixtures';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 60);

/* ----------------------------------------------------------- arbitraries */

const special = fc.constantFrom(
  '',
  ' ',
  'Åse Ødegård',
  'Müller, J.',
  '研究 🧠',
  'שלום',
  'a\u202Eb\u200B',
  'line\u2028break',
  'tab\there',
  '"quoted" \\ back',
  '</script><b>',
  '__proto__',
  'constructor',
  '2019',
  'null',
);
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 16 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 2, arbitrary: special },
);
const texts = fc.array(text, { maxLength: 3 });
const ids = (prefix: string) =>
  fc.array(fc.constantFrom(`${prefix}-1`, `${prefix}-2`, `${prefix}-3`, `${prefix}-x`), { maxLength: 3 });
const date = fc.constantFrom('', '2024-01-15', '2031-12-31', '1999-02-28', 'soon');
/** Web addresses as the forms accept them, or none (a field left empty is Site health's to ask for). */
const url = fc.constantFrom('', 'https://example.org/', 'https://lab.example/p?q=1#x', 'http://old.example/Ø');
const imagePath = fc.constantFrom('', '/assets/team/a.jpg', '/assets/projects/p.svg', 'https://images.example/x.png');
const color = fc.constantFrom(
  '',
  '#00AAFF',
  '#000000',
  'hsl(10, 70%, 80%)',
  'rgb(0 170 255)',
  'teal',
  'linear-gradient(135deg, #00AAFF, #005580)',
);
const hue = fc.oneof(fc.integer({ min: -400, max: 800 }), fc.constantFrom(0, 359, 360, 12.5));
const topicName = fc.oneof(
  fc.constantFrom('EEG', 'fMRI', 'Spiking networks', 'Bayesian modelling', 'Søvn', '脳'),
  fc.string({ minLength: 1, maxLength: 8 }),
);
const topicColor = fc.record({ name: topicName, color: fc.constantFrom('', 'hsl(200, 70%, 80%)', '#abcdef'), hue });

const written = text.filter((value) => value.trim() !== '');
/** Translations of an item as stored: some languages, each with some of the kind's translatable fields written. */
const translationsOf = (fields: readonly string[]) =>
  fc.dictionary(
    fc.constantFrom('nb', 'de', 'pt-BR'),
    // The fields in the order the schema writes them.
    fc
      .record(
        Object.fromEntries(
          fields.map((field) => [
            field,
            fc.oneof(
              written,
              fc.tuple(written, text).map((lines) => [...lines]),
            ),
          ]),
        ),
        { requiredKeys: [] },
      )
      .filter((texts) => Object.keys(texts).length > 0),
    { minKeys: 1, maxKeys: 2 },
  );

/** A record with `required` keys always present and each of `optional` present or absent. */
const item = (required: Record<string, fc.Arbitrary<unknown>>, optional: Record<string, fc.Arbitrary<unknown>> = {}) =>
  fc.record({ ...required, ...optional }, { requiredKeys: Object.keys(required) as never[] });

const arbitraries: { [K in EntityKind]: fc.Arbitrary<unknown> } = {
  projects: item(
    {
      id: fc.constantFrom('project-1', 'project-2', 'project-3'),
      title: text,
      description: text,
      category: fc.oneof(text, texts),
      team: fc.array(fc.constantFrom('Ada Lovelace', 'Alan Turing', 'Åse Ødegård'), { maxLength: 2 }),
      color,
      topics: fc.array(topicName, { maxLength: 3 }),
      topicsWithColors: fc.array(topicColor, { maxLength: 3 }),
      status: fc.constantFrom('ongoing', 'completed'),
      publications: ids('pub'),
      emojiHexcodes: fc.array(fc.constantFrom('1F9E0', '1F52C'), { maxLength: 2 }),
    },
    {
      image: imagePath,
      imageAlt: text,
      startDate: date,
      endDate: date,
      _lastUpdated: fc.nat(),
      translations: translationsOf(TRANSLATABLE.projects),
    },
  ),
  teamMembers: item(
    {
      id: fc.constantFrom('member-1', 'member-2', 'member-3'),
      name: fc.oneof(fc.constantFrom('Ada Lovelace', 'Alan Turing', 'Åse Ødegård'), text),
      role: text,
      bio: text,
      imageUrl: imagePath,
      color,
      projects: fc.subarray(['project-1', 'project-2', 'project-x']),
      email: text,
    },
    {
      imageAlt: text,
      github: text,
      cvUrl: fc.constantFrom('/assets/team/cv.pdf', ''),
      publications: ids('pub'),
      alumni: fc.boolean(),
      alumniYear: fc.integer({ min: 1990, max: 2040 }),
      orcid: fc.constantFrom('0000-0002-1825-0097', ''),
      scholarUrl: url,
      website: url,
      nameVariants: fc.array(fc.constantFrom('Calero Valdez, André', 'Valdez, A. C.'), { minLength: 1, maxLength: 2 }),
      translations: translationsOf(TRANSLATABLE.teamMembers),
    },
  ),
  newsItems: item(
    {
      id: fc.constantFrom('news-1', 'news-2', 'news-3'),
      title: text,
      content: text,
      date,
      author: text,
      featured: fc.boolean(),
      tags: texts,
    },
    {
      imageUrl: imagePath,
      imageAlt: text,
      emojiHexcodes: fc.array(fc.constantFrom('1F389'), { maxLength: 1 }),
      expiryDate: date,
      translations: translationsOf(TRANSLATABLE.newsItems),
    },
  ),
  publications: item(
    {
      id: fc.constantFrom('pub-1', 'pub-2', 'pub-3', 'pub-4'),
      title: text,
      journal: text,
      // Undated (null), past, this year's neighbours and future papers.
      year: fc.oneof(fc.constant(null), fc.integer({ min: 1900, max: 2026 }), fc.integer({ min: 2027, max: 2040 })),
      type: fc.constantFrom('journal article', 'preprint', 'thesis', "master's thesis", 'book', 'report', 'dataset', 'software', 'Custom type', ''),
      authors: fc.array(fc.oneof(fc.constantFrom('Lovelace, A.', 'Turing, A. M.', 'Ødegård, Å.', 'others'), text), {
        maxLength: 3,
      }),
      citation: text,
      url: url,
      keywords: texts,
      projectIds: ids('project'),
      softwareIds: ids('software'),
    },
    {
      volume: fc.oneof(text, fc.constant('12')),
      issue: text,
      pages: fc.constantFrom('133–158', 'e1002345'),
      month: fc.integer({ min: 1, max: 12 }),
      doi: fc.constantFrom('10.1234/abc', '', 'https://doi.org/10.5555/X'),
      abstract: text,
      projectId: fc.constantFrom('project-1', ''),
      preprintUrls: fc.array(fc.constantFrom('https://arxiv.org/abs/2401.00001'), { maxLength: 1 }),
      citedBy: fc.record({ count: fc.nat(500), date: fc.constantFrom('2026-01-02') }),
      authorLinks: fc.array(
        fc.oneof(
          fc.record({ author: fc.constantFrom('Lovelace, A.', 'Valdez, André Calero'), orcid: fc.constantFrom('0000-0002-1825-0097') }),
          fc.record({ author: fc.constantFrom('Lovelace, A.'), member: fc.constantFrom('member-1', '') }),
        ),
        { minLength: 1, maxLength: 2 },
      ),
      pdfUrl: fc.constantFrom('/assets/publications/paper.pdf', 'https://example.org/paper.pdf'),
      codeUrl: url,
      dataUrl: url,
      slidesUrl: url,
      posterUrl: url,
      videoUrl: url,
      projectUrl: url,
      selected: fc.constant(true),
    },
  ),
  software: item(
    {
      id: fc.constantFrom('software-1', 'software-2'),
      name: text,
      description: text,
      repoUrl: url,
      technologies: texts,
      developers: fc.array(fc.constantFrom('Ada Lovelace', 'Alan Turing'), { maxLength: 2 }),
      license: fc.constantFrom('MIT', 'Apache 2.0', ''),
      demoUrl: url,
      documentationUrl: url,
      projectIds: ids('project'),
      publicationIds: ids('pub'),
      featured: fc.boolean(),
      releaseDate: date,
      lastUpdate: date,
    },
    {
      imageUrl: imagePath,
      imageAlt: text,
      projectId: fc.constantFrom('project-2'),
      translations: translationsOf(TRANSLATABLE.software),
    },
  ),
  jobOpenings: item(
    {
      id: fc.constantFrom('job-1', 'job-2'),
      title: text,
      description: text,
      requirements: texts,
      type: fc.constantFrom('Postdoctoral Researcher', 'Other', 'PhD Student'),
      location: text,
      postedDate: date,
      isOpen: fc.boolean(),
      contactEmail: text,
      applicationUrl: url,
    },
    {
      closingDate: date,
      projectId: fc.constantFrom('project-1'),
      translations: translationsOf(TRANSLATABLE.jobOpenings),
    },
  ),
  pages: item(
    {
      id: fc.constantFrom('page-1', 'page-2'),
      title: text,
      slug: fc.constantFrom('open-science', 'facilities'),
      body: text,
      placement: fc.constantFrom('nav', 'footer', 'link'),
    },
    {
      imageUrl: url,
      imageAlt: text,
      translations: translationsOf(TRANSLATABLE.pages),
    },
    // Two pages never share an address (apply-export refuses that): each page's follows its id.
  ).map((page) => ({ ...(page as Record<string, unknown>), slug: `${String((page as { id: string }).id)}-${String((page as { slug: string }).slug)}` })),
  talks: item(
    {
      id: fc.constantFrom('talk-1', 'talk-2'),
      title: text,
      event: text,
      place: text,
      date,
      kind: fc.constantFrom('talk', 'poster', 'keynote', 'seminar'),
      speakerIds: fc.array(fc.constantFrom('member-1', 'member-2', 'member-3'), { maxLength: 2 }),
      abstract: text,
      slidesUrl: url,
      videoUrl: url,
      recordingUrl: url,
    },
    { projectId: fc.constantFrom('project-1'), translations: translationsOf(TRANSLATABLE.talks) },
  ),
  teaching: item(
    {
      id: fc.constantFrom('course-1', 'course-2'),
      title: text,
      code: text,
      starts: date,
      level: fc.constantFrom('master', 'bachelor', 'phd', 'other'),
      description: text,
      instructorIds: fc.array(fc.constantFrom('member-1', 'member-2', 'member-3'), { maxLength: 2 }),
      syllabusUrl: url,
      materialsUrl: url,
    },
    { projectId: fc.constantFrom('project-1'), translations: translationsOf(TRANSLATABLE.teaching) },
  ),
  events: item(
    {
      id: fc.constantFrom('event-1', 'event-2'),
      title: text,
      startDate: date,
      startTime: fc.constantFrom('', '09:00', '18:30'),
      endDate: date,
      endTime: fc.constantFrom('', '12:00'),
      timeZone: fc.constantFrom('Europe/Oslo', 'UTC', 'America/New_York'),
      place: text,
      onlineUrl: url,
      description: text,
      registrationUrl: url,
      status: fc.constantFrom('upcoming', 'past', 'cancelled', 'postponed'),
      organizerIds: fc.array(fc.constantFrom('member-1', 'member-2', 'member-3'), { maxLength: 2 }),
    },
    { projectId: fc.constantFrom('project-1'), translations: translationsOf(TRANSLATABLE.events) },
  ),
  collaborators: item(
    { id: fc.constantFrom('collab-1', 'collab-2', 'collab-3'), name: text, url },
    { logo: imagePath, logoAlt: text, translations: translationsOf(TRANSLATABLE.collaborators) },
  ),
  fundingSources: item(
    { id: fc.constantFrom('fund-1', 'fund-2'), name: text, url, grantNumber: text, amount: text, duration: text },
    { logo: imagePath, logoAlt: text, translations: translationsOf(TRANSLATABLE.fundingSources) },
  ),
};

/**
 * Items as apply-export accepts them: every rule of every way in holds (shared/content/
 * content-rules.ts); a field a form requires may still be empty (an imported, undated paper).
 */
const accepted = (kind: EntityKind) =>
  arbitraries[kind].filter((value) => {
    const parsed = entitySchemas[kind].safeParse(value);
    return parsed.success && itemRuleProblem(kind, parsed.data as never) === null;
  });

const lists = fc.record(
  Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, fc.array(accepted(kind), { maxLength: 4 })])) as {
    [K in EntityKind]: fc.Arbitrary<unknown[]>;
  },
);

const settings = fc.record({
  featuredItems: fc.record({
    projectId: fc.constantFrom(null, 'project-1', 'gone'),
    newsItemId: fc.constantFrom(null, 'news-2'),
    publicationId: fc.constantFrom(null, 'pub-1'),
  }),
  teamImage: fc.constantFrom('/assets/lab/team.svg', '', 'https://images.example/team.jpg'),
  teamImagePosition: fc.constantFrom('center', 'top', '30% 70%'),
  topicColorRegistry: fc.dictionary(topicName, topicColor, { maxKeys: 4 }),
});

const profile = fc.record(
  {
    name: text,
    shortName: text,
    institution: text,
    brandColor: fc.constantFrom('#00AAFF', '#2E7D32', ''),
    languages: fc.constantFrom(undefined, ['en'], ['en', 'nb'], ['nb', 'en', 'de']),
    home: fc.record(
      { title: text, figures: fc.subarray([...HERO_FIGURES]), teamImageAlt: text },
      { requiredKeys: ['title', 'figures'] },
    ),
    intros: fc.record(Object.fromEntries(INTRO_KEYS.map((key) => [key, text])), { requiredKeys: [] }),
    contact: fc.record({
      address: text,
      map: fc.constantFrom(null, { latitude: 59.12, longitude: 11.38, zoom: 14 }),
    }),
    links: fc.record(Object.fromEntries(SOCIAL_KEYS.map((key) => [key, url])), { requiredKeys: [] }),
    footerText: text,
    sections: fc.record(Object.fromEntries(SECTION_KEYS.map((key) => [key, fc.constantFrom(...SECTION_VISIBILITY)])), {
      requiredKeys: [],
    }),
    translations: fc.dictionary(
      fc.constantFrom('nb', 'de'),
      fc.dictionary(fc.constantFrom('name', 'home.title', 'intros.team', 'footerText'), text, { maxKeys: 2 }),
      { maxKeys: 2 },
    ),
  },
  { requiredKeys: ['name', 'home', 'contact', 'intros', 'links', 'sections'] },
).filter((value) => {
  const parsed = valueSchemas.labProfile.safeParse(value);
  return parsed.success && validateLabProfile(parsed.data as never) === null;
});

/** One studio edit, of one item or one setting; the rest of the content is "elsewhere". */
const edit = fc.record({
  type: fc.constantFrom(
    'newsTitle',
    'jobTitle',
    'collaboratorName',
    'fundingName',
    'publicationAbstract',
    'memberBio',
    'projectDescription',
    'softwareDescription',
    'deleteCollaborator',
    'addNews',
    'featured',
    'teamImage',
    'addTopic',
    'profileName',
  ),
  index: fc.nat(10),
  value: fc.oneof(
    text.filter((value) => value.trim() !== ''),
    fc.constant('An edited text'),
  ),
});
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

/* ------------------------------------------------------ files and loading */

interface Files {
  [path: string]: string;
}

const SETTINGS_KEYS_OF_FILE: ContentKey[] = ['featuredItems', 'teamImage', 'teamImagePosition', 'topicColorRegistry'];
const keysOfFile = (path: string): ContentKey[] =>
  path === SETTINGS_PATH
    ? SETTINGS_KEYS_OF_FILE
    : path === PROFILE_PATH
      ? ['labProfile']
      : [ENTITY_KINDS.find((kind) => sourcePath(kind) === path)!];

/**
 * The repository's content files for generated content, written as the exporter (and new-site)
 * writes them: the items as generated, one per id, never passed through a schema first, so a
 * schema that changes a valid value (a null year into this year) makes the file "not canonical".
 * The settings and the profile are completed to their full shape by their canonical forms.
 */
function contentFiles(raw: { lists: Record<EntityKind, unknown[]>; settings: unknown; profile: unknown }): Files {
  const files: Files = {};
  for (const kind of ENTITY_KINDS) {
    const seen = new Set<string>();
    const items = (raw.lists[kind] as EntityMap[typeof kind][]).filter(
      (entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)),
    );
    files[sourcePath(kind)] = generateSource(kind, items);
  }
  const parsedSettings = parseSettingsSource(generateSettingsSource(raw.settings as SiteSettings));
  files[SETTINGS_PATH] = generateSettingsSource(
    parsedSettings.ok ? parsedSettings.settings : (raw.settings as SiteSettings),
  );
  files[PROFILE_PATH] = generateProfileSource(canonicalProfile(raw.profile));
  return files;
}

/** The value a content module exports, evaluated as the module system would (a JavaScript literal). */
function moduleValue(text: string, marker: string): unknown {
  const start = text.indexOf(marker);
  expect(start).toBeGreaterThanOrEqual(0);
  const literal = text.slice(start + marker.length).replace(/;\n$/, '');
  return new Function(`"use strict"; return (${literal});`)() as unknown;
}

/** What the site and the studio start from: the files read as modules, then contentFromSeedFiles. */
function loadFiles(files: Files) {
  const lists = Object.fromEntries(
    ENTITY_KINDS.map((kind) => [
      kind,
      moduleValue(files[sourcePath(kind)]!, `export const ${kind}: ${ENTITY_LABELS[kind].type}[] = `),
    ]),
  ) as { [K in EntityKind]: EntityMap[K][] };
  return () =>
    contentFromSeedFiles({
      lists,
      settings: moduleValue(files[SETTINGS_PATH]!, 'export const settings: SiteSettings = ') as SiteSettings,
      labProfile: moduleValue(files[PROFILE_PATH]!, 'export const labProfile: LabProfile = ') as LabProfile,
    });
}

const quiet = { alert: () => undefined, log: () => undefined };

/** Applies one edit through the store's operations; returns the edited item (kind and id), if any. */
function applyEdit(store: ContentStore, change: Edit): { kind: EntityKind; id: string } | null {
  const content = store.getSnapshot();
  const pick = <K extends EntityKind>(kind: K): EntityMap[K] | undefined => {
    const list = content[kind] as EntityMap[K][];
    return list.length ? list[change.index % list.length] : undefined;
  };
  const update = <K extends EntityKind>(kind: K, field: keyof EntityMap[K]) => {
    const target = pick(kind);
    if (!target) return null;
    const saved = store.save(kind, { ...target, [field]: `${String(target[field] ?? '')} ${change.value}` });
    return { kind, id: saved.id };
  };
  switch (change.type) {
    case 'newsTitle':
      return update('newsItems', 'title');
    case 'jobTitle':
      return update('jobOpenings', 'title');
    case 'collaboratorName':
      return update('collaborators', 'name');
    case 'fundingName':
      return update('fundingSources', 'name');
    case 'publicationAbstract':
      return update('publications', 'abstract');
    case 'memberBio':
      return update('teamMembers', 'bio');
    case 'projectDescription':
      return update('projects', 'description');
    case 'softwareDescription':
      return update('software', 'description');
    case 'deleteCollaborator': {
      const target = pick('collaborators');
      if (!target) return null;
      store.remove('collaborators', target.id);
      return { kind: 'collaborators', id: target.id };
    }
    case 'addNews': {
      const saved = store.save(
        'newsItems',
        blankItem('newsItems', { id: 'new', title: change.value, content: 'Text.', date: '2026-03-01', author: 'Lab' }),
      );
      return { kind: 'newsItems', id: saved.id };
    }
    case 'featured':
      store.setFeatured({ newsItemId: pick('newsItems')?.id ?? null });
      return null;
    case 'teamImage':
      store.setTeamImage('/assets/lab/another-team.svg', 'top');
      return null;
    case 'addTopic':
      store.addTopic(`${change.value} topic`, 120);
      return null;
    case 'profileName':
      store.setLabProfile({ ...content.labProfile, name: change.value });
      return null;
  }
}

/** The items of a data file, each as its exported JSON text, by id. */
function itemTexts(kind: EntityKind, file: string): Map<string, string> {
  const parsed = parseSource(kind, file);
  if (!parsed.ok) throw new Error(`${kind}: ${parsed.error}`);
  return new Map(parsed.items.map((entry) => [entry.id, JSON.stringify(entry)]));
}

/* ------------------------------------------------------------- the check */

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'roundtrip-property-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));
let run = 0;

/** A checkout holding `files`, the studio's export of the edited content applied to it; returns what it then holds. */
async function roundTrip(
  files: Files,
  change: Edit,
): Promise<{ after: Files; changed: Set<ContentKey>; edited: { kind: EntityKind; id: string } | null }> {
  const seed = loadFiles(files);
  const storage = memoryStorage();
  const changed = new Set<ContentKey>();
  const store = createContentStore({
    storage,
    seed,
    ...quiet,
    onCommit: (record) => record.changed.forEach((key) => changed.add(key)),
  });
  const edited = applyEdit(store, change);
  // The studio after a reload: everything it holds comes back from storage.
  const reopened = createContentStore({ storage, seed, ...quiet });
  const { bytes } = await buildExportZip(reopened.getSnapshot(), mapAssets({}));

  const repo = join(work, `repo-${(run += 1)}`);
  mkdirSync(join(repo, 'shared/content/seed'), { recursive: true });
  writeFileSync(join(repo, 'package.json'), '{}');
  for (const [path, text] of Object.entries(files)) writeFileSync(join(repo, path), text);
  const zipPath = join(repo, 'export.zip');
  writeFileSync(zipPath, bytes);
  await applyExport(zipPath, repo);
  const after = Object.fromEntries(Object.keys(files).map((path) => [path, readFileSync(join(repo, path), 'utf8')]));
  rmSync(repo, { recursive: true, force: true });
  return { after, changed, edited };
}

describe('a round trip changes nothing the editor did not change', () => {
  it('generated content files are in the canonical form apply-export accepts', () => {
    fc.assert(
      fc.property(lists, settings, profile, (generated, generatedSettings, generatedProfile) => {
        const files = contentFiles({ lists: generated, settings: generatedSettings, profile: generatedProfile });
        for (const kind of ENTITY_KINDS)
          expect(parseSource(kind, files[sourcePath(kind)]!)).toMatchObject({ ok: true });
        expect(parseSettingsSource(files[SETTINGS_PATH]!)).toMatchObject({ ok: true });
        expect(parseProfileSource(files[PROFILE_PATH]!)).toMatchObject({ ok: true });
      }),
      { numRuns: RUNS * 3 },
    );
  }, 60_000);

  it('load, an edit elsewhere, export and apply-export leave every untouched file and item byte for byte', async () => {
    await fc.assert(
      fc.asyncProperty(
        lists,
        settings,
        profile,
        edit,
        async (generated, generatedSettings, generatedProfile, change) => {
          const files = contentFiles({ lists: generated, settings: generatedSettings, profile: generatedProfile });
          const { after, changed, edited } = await roundTrip(files, change);
          for (const path of Object.keys(files)) {
            const touched = keysOfFile(path).some((key) => changed.has(key));
            if (!touched) expect(after[path], `${path} after "${change.type}"`).toBe(files[path]);
          }
          if (edited) {
            const before = itemTexts(edited.kind, files[sourcePath(edited.kind)]!);
            const now = itemTexts(edited.kind, after[sourcePath(edited.kind)]!);
            for (const [id, textBefore] of before) {
              if (id !== edited.id) expect(now.get(id), `${edited.kind} ${id} after "${change.type}"`).toBe(textBefore);
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('without any edit, every file comes back byte for byte', async () => {
    await fc.assert(
      fc.asyncProperty(lists, settings, profile, async (generated, generatedSettings, generatedProfile) => {
        const files = contentFiles({ lists: generated, settings: generatedSettings, profile: generatedProfile });
        const seed = loadFiles(files);
        const store = createContentStore({ storage: memoryStorage(), seed, ...quiet });
        const { bytes } = await buildExportZip(store.getSnapshot(), mapAssets({}));
        const repo = join(work, `repo-${(run += 1)}`);
        mkdirSync(join(repo, 'shared/content/seed'), { recursive: true });
        writeFileSync(join(repo, 'package.json'), '{}');
        for (const [path, text] of Object.entries(files)) writeFileSync(join(repo, path), text);
        writeFileSync(join(repo, 'export.zip'), bytes);
        const summary = await applyExport(join(repo, 'export.zip'), repo);
        expect(summary.changed).toEqual([]);
        expect(summary.added).toEqual([]);
        rmSync(repo, { recursive: true, force: true });
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
