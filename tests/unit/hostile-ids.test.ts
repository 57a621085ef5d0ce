/**
 * Hostile content, ids (docs/decisions/068): an id is a readable slug of one grammar, held by
 * the schema, so every way in (a backup, apply-export, check:content, the sync, the build, the
 * studio's exports) refuses any other with the one message naming the item, and stored browser
 * data with such ids is given readable ids from its names, named, never lost. New items get their ids from their names or
 * titles, unique within the collection, also when two tabs or the side panel add at once.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApplyError, applyExport } from '../../scripts/apply-export';
import { runCheck } from '../../scripts/check-content';
import { importBibtex, newSiteFiles } from '../../scripts/new-site';
import { readRepositoryContent } from '../../scripts/sync-publications';
import { createSiteBridge, type SiteWindow } from '../../extension/site-bridge';
import { assertReadableIds, contentRuleProblems, ruleProblemLine } from '../../shared/content/model/content-rules';
import { idWords } from '../../shared/content/model/ids';
import { ENTITY_KINDS, entitySchemas, newId, type Content } from '../../shared/content/model/model';
import { normalizeContent } from '../../shared/content/model/normalize';
import { saveEntity } from '../../shared/content/edit/operations';
import { ID_MAX_LENGTH, ID_MESSAGE, isReadableId } from '../../shared/content/model/safe-paths';
import { seedContent as exampleContent } from '../../shared/content/seed';
import { createBackup, parseBackup } from '../../shared/export/backup';
import { generateProfileSource, PROFILE_PATH } from '../../shared/export/profile-source';
import {
  generateSettingsSource,
  generateSource,
  parseSource,
  SETTINGS_PATH,
  sourcePath,
} from '../../shared/export/source';
import { buildExportZip } from '../../shared/export/zip';
import { createAssetStore } from '../../shared/store/assets';
import { mergeContent } from '../../shared/store/merge';
import { backupKey, memoryStorage } from '../../shared/store/persistence';
import { seedContent } from '../fixtures/content/seed';
import { collaborator, content, member, project } from './content-fixtures';
import { mapAssets } from './export-fixtures';
import { testStore } from './store-fixtures';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'hostile-ids-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const UNFIT = [
  'Jane Doe',
  'Member_1',
  'MEMBER-1',
  'a--b',
  '-a',
  'a-',
  '..',
  '../../x',
  'a/b',
  'x'.repeat(ID_MAX_LENGTH + 1),
  'caf\u00e9',
  '\u202Eevil',
];

describe('the grammar, held by the schema', () => {
  it.each(UNFIT)('the schema of every collection refuses the id %j with the one message', (id) => {
    for (const kind of ENTITY_KINDS) {
      const parsed = entitySchemas[kind].safeParse({ id });
      expect(parsed.success, kind).toBe(false);
      if (!parsed.success) expect(parsed.error.issues.map((issue) => issue.message)).toContain(ID_MESSAGE);
    }
  });

  it('accepts readable ids, trims them, and reads a numeric id as text', () => {
    for (const id of ['jane-doe', 'pub-001', '2024-attention-in-mice', 'x'.repeat(ID_MAX_LENGTH), '7']) {
      expect(entitySchemas.teamMembers.safeParse({ id }).success, id).toBe(true);
    }
    expect(entitySchemas.projects.parse({ id: ' project-1 ' }).id).toBe('project-1');
    expect(entitySchemas.projects.parse({ id: 12 }).id).toBe('12');
  });

  it('every id of the example content and of the test content fits, so no published address changes', () => {
    for (const source of [exampleContent(), seedContent()]) {
      for (const kind of ENTITY_KINDS) {
        for (const item of source[kind] as { id: string }[])
          expect(isReadableId(item.id), `${kind} ${item.id}`).toBe(true);
      }
      expect(normalizeContent(source)).toEqual(normalizeContent(source, { unfitIds: 'keep' }));
    }
  });
});

describe('new items get readable ids from their names or titles', () => {
  it('transliterates accents and the letters Unicode does not decompose', () => {
    expect(idWords('Jørn Ærø-Straße')).toEqual(['jorn', 'aero', 'strasse']);
    expect(newId('teamMembers', { name: 'Zoë Ångström' }, [])).toBe('zoe-angstrom');
    expect(newId('teamMembers', { name: 'Łukasz Œuvre Þór' }, [])).toBe('lukasz-oeuvre-thor');
    expect(newId('teamMembers', { name: '  Dr. Jane   O’Doe, PhD ' }, [])).toBe('dr-jane-o-doe-phd');
  });

  it('a publication: the year, then the title words; an undated one: the title words', () => {
    expect(newId('publications', { title: 'Attention in Mice', year: 2024 }, [])).toBe('2024-attention-in-mice');
    expect(newId('publications', { title: 'Attention in Mice', year: null }, [])).toBe('attention-in-mice');
  });

  it('is cut at a word boundary within the limit, suffix included', () => {
    const title = 'A remarkably long title about the dynamics of attention in freely moving mice and rats';
    const id = newId('publications', { title, year: 2024 }, []);
    expect(id.length).toBeLessThanOrEqual(ID_MAX_LENGTH);
    expect(`${title.toLowerCase().replace(/ /g, '-')}`.startsWith(id.slice(5))).toBe(true);
    expect(`${id}-`).toMatch(/^2024-(?:[a-z]+-)+$/);
    const second = newId('publications', { title, year: 2024 }, [{ id }]);
    expect(second).toMatch(/-2$/);
    expect(second.length).toBeLessThanOrEqual(ID_MAX_LENGTH);
    expect(isReadableId(second)).toBe(true);
    // One word longer than the limit is cut inside.
    expect(newId('software', { name: 'y'.repeat(100) }, [])).toBe('y'.repeat(ID_MAX_LENGTH));
  });

  it('is unique within the collection, never "new", and names an item without words after its kind', () => {
    expect(newId('projects', { title: 'Sleep' }, [{ id: 'sleep' }, { id: 'sleep-2' }])).toBe('sleep-3');
    expect(newId('projects', { title: 'New' }, [])).toBe('new-2');
    expect(newId('projects', { title: '研究 🧠' }, [])).toBe('project');
    expect(newId('projects', { title: '' }, [{ id: 'project' }])).toBe('project-2');
  });

  it('every id it makes fits the grammar', () => {
    const names = ['', '---', '<script>', 'Ä'.repeat(80), 'new', '2024', 'a b c', '\u202Eevil\u200B'];
    for (const kind of ENTITY_KINDS)
      for (const name of names)
        expect(isReadableId(newId(kind, { name, title: name }, [])), `${kind} ${name}`).toBe(true);
  });

  it('saving keeps an existing readable id; a draft with an unfit id naming no item becomes a new item', () => {
    const start = content({ projects: [project({ id: 'project-1', title: 'Old title' })] });
    expect(saveEntity(start, 'projects', project({ id: 'project-1', title: 'Renamed' })).item.id).toBe('project-1');
    const out = saveEntity(start, 'projects', project({ id: 'Not Readable', title: 'Sleep study' }));
    expect(out.item.id).toBe('sleep-study');
    // Content held with such an id (not read through the store) is never saved under it.
    const held = content({ projects: [project({ id: 'Not Readable', title: 'Sleep study' })] });
    expect(() => saveEntity(held, 'projects', project({ id: 'Not Readable', title: 'Sleep study' }))).toThrow(
      ID_MESSAGE,
    );
  });

  it('a BibTeX import through the store: year and title, one id each', () => {
    const store = testStore();
    const bib = [
      '@article{a, title = {Attention in Mice}, author = {Novak, Petra}, journal = {J}, year = {2024}}',
      '@article{b, title = {Attention in Mice}, author = {Novak, Petra}, journal = {J}, year = {2025}}',
      '@article{c, title = {Attention in {M}ice revisited}, author = {Novak, Petra}, journal = {J}, year = {2024}}',
    ].join('\n');
    const saved = store.importPublications(importBibtex(bib).publications);
    expect(saved.map((pub) => pub.id)).toEqual([
      '2024-attention-in-mice',
      '2025-attention-in-mice',
      '2024-attention-in-mice-revisited',
    ]);
  });

  it('new-site: readable ids from year and title, unique over the file', () => {
    const bib = [
      '@article{a, title = {Attention in Mice}, author = {Novak, Petra}, journal = {J}, year = {2024}}',
      '@article{b, title = {Attention in mice: a reply}, author = {Novak, Petra}, journal = {J}, year = {2024}}',
      '@article{c, title = {Sleep}, author = {Novak, Petra}, journal = {J}}',
    ].join('\n');
    const files = newSiteFiles({ name: 'Smith Lab', institution: 'Example University', bibtex: bib });
    const parsed = parseSource('publications', files.get(sourcePath('publications'))!);
    expect(parsed.ok && parsed.items.map((pub) => pub.id)).toEqual([
      '2024-attention-in-mice',
      '2024-attention-in-mice-a-reply',
      'sleep',
    ]);
  });
});

describe('two writers adding at once never give one id twice', () => {
  it('two tabs add a member of the same name: the second commit sees the first and takes the next id', () => {
    const storage = memoryStorage();
    const a = testStore(storage, { now: () => 5 });
    const b = testStore(storage, { now: () => 5 });
    expect(a.save('teamMembers', member({ id: 'new', name: 'Jane Doe', projects: [] })).id).toBe('jane-doe');
    expect(b.save('teamMembers', member({ id: 'new', name: 'Jane Doe', projects: [] })).id).toBe('jane-doe-2');
    const stored = (JSON.parse(storage.getItem('teamMembers')!) as { id: string }[]).map((m) => m.id);
    expect(stored.filter((id) => id.startsWith('jane-doe'))).toEqual(['jane-doe', 'jane-doe-2']);
  });

  it("the merge gives an item added under an id the other writer took meanwhile the next id, and mine's links follow", () => {
    const base = content({
      projects: [],
      teamMembers: [member({ id: 'member-1', name: 'Ada Lovelace', projects: [] })],
    });
    const theirs = saveEntity(
      base,
      'projects',
      project({ id: 'new', title: 'Sleep study', description: 'Theirs' }),
    ).content;
    const mine = saveEntity(
      base,
      'projects',
      project({ id: 'new', title: 'Sleep study', description: 'Mine', team: ['Ada Lovelace'] }),
    ).content;
    expect(mine.projects[0]!.id).toBe('sleep-study');
    const keys = ['projects', 'teamMembers'] as const;
    const refused = mergeContent(keys, base, mine, theirs);
    expect(refused.conflicts).toEqual([{ key: 'projects', id: 'sleep-study' }]);
    const merged = mergeContent(keys, base, mine, theirs, 'refuse', { renumberAdded: true });
    expect(merged.conflicts).toEqual([]);
    expect(merged.renamed).toEqual([{ key: 'projects', from: 'sleep-study', to: 'sleep-study-2' }]);
    // The added item takes its place as in mine (before theirs here); both are kept.
    expect(merged.content.projects.map((p) => [p.id, p.description]).sort()).toEqual([
      ['sleep-study', 'Theirs'],
      ['sleep-study-2', 'Mine'],
    ]);
    expect(merged.content.teamMembers[0]!.projects).toEqual(['sleep-study-2']);
  });

  it('through the site bridge: the side panel adds an item of a name another tab added meanwhile', async () => {
    const storage = memoryStorage();
    const win: SiteWindow = {
      location: { origin: 'http://127.0.0.1:5173', pathname: '/', search: '', hash: '' },
      document: { title: 'Lab' },
      history: { pushState() {} },
      dispatchEvent: () => true,
    };
    const id = 'abcdefghijklmnopabcdefghijklmnop';
    const base = `chrome-extension://${id}/`;
    const bridge = createSiteBridge({
      storage,
      assets: () => createAssetStore(indexedDB),
      window: win,
      runtimeId: id,
      extensionBase: base,
      seed: seedContent,
    });
    // The panel read the collaborators, then another tab added "Acme Institute".
    const read = JSON.stringify(seedContent().collaborators);
    testStore(storage).save(
      'collaborators',
      collaborator({ id: 'new', name: 'Acme Institute', url: 'https://acme.example/tab' }),
    );
    const panel = saveEntity(
      seedContent(),
      'collaborators',
      collaborator({ id: 'new', name: 'Acme Institute', url: 'https://acme.example/panel' }),
    );
    const answer = await bridge.receive(
      {
        type: 'content:write',
        changes: [{ key: 'collaborators', value: JSON.stringify(panel.content.collaborators), expected: read }],
      },
      { id, url: `${base}sidepanel.html` },
    );
    expect(answer).toMatchObject({ ok: true });
    const stored = (JSON.parse(storage.getItem('collaborators')!) as { id: string; url: string }[]).filter((c) =>
      c.id.startsWith('acme'),
    );
    expect(stored.map((c) => [c.id, c.url]).sort()).toEqual([
      ['acme-institute', 'https://acme.example/tab'],
      ['acme-institute-2', 'https://acme.example/panel'],
    ]);
  });
});

describe('stored browser data with other ids is kept under readable ids, named, never lost', () => {
  it('the store gives such items readable ids from their names, links following, keeps the original text and names them', () => {
    const storage = memoryStorage();
    const seed = seedContent();
    const members = seed.teamMembers;
    const text = JSON.stringify([
      { ...members[0]!, id: 'Jane Doe', name: 'Jane Doe' },
      members[1],
      { ...members[2]!, id: '../x', name: 'Ola Nordmann' },
    ]);
    storage.setItem('teamMembers', text);
    const projects = JSON.stringify([
      { ...seed.projects[0]!, id: 'Sleep_Study', title: 'Sleep study' },
      ...seed.projects.slice(1),
    ]);
    storage.setItem('projects', projects);
    storage.setItem(
      'teamMembers',
      JSON.stringify(
        JSON.parse(text).map((m: { id: string }, i: number) => (i === 1 ? { ...m, projects: ['Sleep_Study'] } : m)),
      ),
    );
    storage.setItem(
      'featuredItems',
      JSON.stringify({ projectId: 'Sleep_Study', newsItemId: null, publicationId: null }),
    );
    const stored = storage.getItem('teamMembers');
    const store = testStore(storage);
    const snapshot = store.getSnapshot();
    expect(snapshot.teamMembers.map((m) => m.id)).toEqual(['jane-doe', members[1]!.id, 'ola-nordmann']);
    expect(snapshot.projects[0]!.id).toBe('sleep-study');
    expect(snapshot.teamMembers[1]!.projects).toEqual(['sleep-study']);
    expect(snapshot.featuredItems.projectId).toBe('sleep-study');
    expect(storage.getItem(backupKey('teamMembers'))).toBe(stored);
    expect(storage.getItem(backupKey('projects'))).toBe(projects);
    const issue = store.getLoadIssues().find((i) => i.key === 'teamMembers');
    expect(issue).toMatchObject({
      backupKey: 'backup:teamMembers',
      unfitIds: [
        { id: 'Jane Doe', name: 'Jane Doe', to: 'jane-doe' },
        { id: '../x', name: 'Ola Nordmann', to: 'ola-nordmann' },
      ],
    });
    expect(issue!.reason).toContain('“Jane Doe” (Jane Doe → jane-doe)');
    // Every item the store holds fits the schema; a save writes them under their readable ids.
    for (const kind of ENTITY_KINDS)
      for (const item of snapshot[kind]) expect(entitySchemas[kind].safeParse(item).success).toBe(true);
    store.save('teamMembers', { ...store.getById('teamMembers', 'jane-doe')!, role: 'PI' });
    expect((JSON.parse(storage.getItem('teamMembers')!) as { id: string }[]).map((m) => m.id)).toEqual([
      'jane-doe',
      members[1]!.id,
      'ola-nordmann',
    ]);
    expect(storage.getItem(backupKey('teamMembers'))).toBe(stored);
    expect(() => assertReadableIds(store.getSnapshot())).not.toThrow();
  });

  it("the studio's exports refuse content holding such ids (content not read through the store), naming each", () => {
    const held = {
      ...seedContent(),
      teamMembers: [{ ...seedContent().teamMembers[0]!, id: 'Jane Doe', name: 'Jane Doe' }],
    } as Content;
    expect(() => assertReadableIds(held)).toThrow(`Team member "Jane Doe" (Jane Doe): ${ID_MESSAGE}`);
  });

  it('a backup file with such an id is refused, naming the item', () => {
    const bad = { ...seedContent(), projects: [{ ...seedContent().projects[0]!, id: 'Sleep Study' }] } as Content;
    const result = parseBackup(createBackup(bad, []));
    expect(result).toEqual({
      ok: false,
      error: `projects item 1: Project "${seedContent().projects[0]!.title}" (Sleep Study): ${ID_MESSAGE}`,
    });
  });
});

describe('every tool refuses an unfit id with the one message naming the item', () => {
  const unfit = (): Content => {
    const c = normalizeContent(seedContent());
    c.teamMembers[0] = { ...c.teamMembers[0]!, id: 'Member_1' };
    c.publications[0] = { ...c.publications[0]!, id: 'PUB-001' };
    return c;
  };
  const lines = (c: Content) => [
    `Team member "${c.teamMembers[0]!.name}" (Member_1): ${ID_MESSAGE}`,
    `Publication "${c.publications[0]!.title}" (PUB-001): ${ID_MESSAGE}`,
  ];

  it('the content rules the build runs', () => {
    const c = unfit();
    expect(contentRuleProblems(c).map(ruleProblemLine)).toEqual(lines(c));
  });

  it('check:content', () => {
    const file = join(work, 'unfit.json');
    writeFileSync(file, JSON.stringify(unfit()));
    const { output, code } = runCheck(['--content', file], { BUILD_DATE: '2026-11-20' });
    expect(code).toBe(1);
    for (const line of lines(unfit())) expect(output).toContain(line);
  });

  function repoWith(c: Content) {
    const repo = join(work, 'repo');
    mkdirSync(join(repo, 'shared/content/seed'), { recursive: true });
    writeFileSync(join(repo, 'package.json'), '{}');
    for (const kind of ENTITY_KINDS)
      writeFileSync(join(repo, sourcePath(kind)), generateSource(kind, c[kind] as never));
    writeFileSync(join(repo, SETTINGS_PATH), generateSettingsSource(c));
    writeFileSync(join(repo, PROFILE_PATH), generateProfileSource(c.labProfile));
    return repo;
  }

  it('apply-export, with a ZIP from the studio’s own exporter', async () => {
    const repo = repoWith(normalizeContent(seedContent()));
    const zip = join(work, 'export.zip');
    writeFileSync(zip, (await buildExportZip(unfit(), mapAssets({}))).bytes);
    const error = await applyExport(zip, repo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplyError);
    for (const line of lines(unfit())) expect((error as ApplyError).problems).toContain(line);
  });

  it('the sync, before it fetches anything', () => {
    const repo = repoWith(unfit());
    expect(() => readRepositoryContent(repo)).toThrow(lines(unfit())[0]);
    // The fixture repository itself syncs.
    const clean = join(work, 'clean');
    cpSync(join(repo, 'package.json'), join(clean, 'package.json'), { recursive: true });
    mkdirSync(join(clean, 'shared/content'), { recursive: true });
    cpSync(new URL('../fixtures/content/seed/', import.meta.url), join(clean, 'shared/content/seed'), {
      recursive: true,
    });
    expect(readRepositoryContent(clean).teamMembers.length).toBeGreaterThan(0);
  });
});
