/* eslint-disable no-script-url -- script URLs are random input on purpose */
/**
 * Property-based tests of the content store: thousands of random operation sequences over
 * random persisted states, checking the invariants that keep content whole and consistent.
 * Prints the figures it ran (cases, sequences, operations) for the README.
 */
import { canonical, testStore } from './store-fixtures';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { Content, EntityKind, EntityMap } from '../../shared/content/model/model';
import { CONTENT_KEYS, ENTITY_KINDS, entitySchemas } from '../../shared/content/model/model';
import { projectIdsOf } from '../../shared/content/edit/operations';
import { backupKey, memoryStorage, SaveError, type KeyValueStorage } from '../../shared/store/persistence';
import { ConflictError, type ContentStore } from '../../shared/store/store';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 800);
const figures = { cases: 0, sequences: 0, operations: 0, rejectedSaves: 0, conflicts: 0, failures: 0 };
afterAll(() => {
  console.log(`[reliability-store.property] ${JSON.stringify(figures)}`);
});

/* ----------------------------------------------------------- arbitraries */

const hostile = fc.constantFrom(
  '<script>window.__pwned=1</script>',
  '" onerror="alert(1)',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  '\u202Eevil\u200B',
  '研究 🧠',
  '   ',
  '',
);
const word = fc.oneof(fc.string({ maxLength: 12 }), hostile, fc.constantFrom('Ada Lovelace', 'Alan Turing', 'Grace Hopper'));
const words = fc.array(word, { maxLength: 4 });

/** An id choice, resolved against the content at the time the operation runs. */
const idChoice = fc.oneof(
  { weight: 5, arbitrary: fc.record({ mode: fc.constant('existing' as const), index: fc.nat(200) }) },
  { weight: 2, arbitrary: fc.record({ mode: fc.constant('new' as const) }) },
  { weight: 2, arbitrary: fc.record({ mode: fc.constant('unknown' as const), value: fc.oneof(fc.string({ minLength: 1, maxLength: 10 }), hostile) }) },
);
type IdChoice = typeof idChoice extends fc.Arbitrary<infer T> ? T : never;
const idChoices = fc.array(idChoice, { maxLength: 4 });

const kind = fc.constantFrom(...ENTITY_KINDS);
const reorderable = fc.constantFrom('projects' as const, 'teamMembers' as const, 'collaborators' as const);

const operation = fc.oneof(
  { weight: 8, arbitrary: fc.record({ type: fc.constant('save' as const), kind, id: idChoice, text: words, links: idChoices, links2: idChoices, flag: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('stale save' as const), kind, index: fc.nat(200), text: words }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('remove' as const), kind, id: idChoice }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('reorder' as const), kind: reorderable, ids: idChoices, shuffle: fc.array(fc.nat(200), { maxLength: 20 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('featured' as const), ids: idChoices }) },
  { weight: 1, arbitrary: fc.constant({ type: 'repair' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'reset' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'reload' as const }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** Garbage a stored key may hold. */
const storedText = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '{not json',
    '',
    'undefined',
    'null',
    '{"__proto__":{"polluted":true}}',
    '[{"__proto__":{"polluted":true},"id":"x"}]',
    '[{"id":"__proto__","name":"p"},{"id":"constructor"}]',
    '[{"id":"a"},{"id":"a"},{"id":""},{"name":"no id"},null,7,"text"]',
    JSON.stringify('x'.repeat(100_000)),
    JSON.stringify([{ id: 'long', title: 'y'.repeat(100_000) }]),
  ),
  fc.array(fc.object({ maxDepth: 2 }), { maxLength: 4 }).map((items) => JSON.stringify(items.map((item, i) => (i % 2 ? { ...item, id: `r${i}` } : item)))),
);
const persistedState = fc.dictionary(fc.constantFrom(...CONTENT_KEYS), storedText, { maxKeys: 12 });

/* ------------------------------------------------------------- the model */

function resolveId(choice: IdChoice, list: readonly { id: string }[]): string {
  if (choice.mode === 'new') return 'new';
  if (choice.mode === 'unknown') return choice.value;
  return list.length ? list[choice.index % list.length]!.id : 'new';
}

const pick = <T,>(list: readonly T[], index: number, fallback: T) => (list.length ? list[index % list.length]! : fallback);

/** A draft as a form would produce it, with fields drawn from the operation. */
function draftFor(content: Content, kind: EntityKind, id: string, text: string[], links: IdChoice[], links2: IdChoice[], flag: boolean): EntityMap[EntityKind] {
  const t = (i: number) => text[i] ?? `text ${i}`;
  const ids = (list: readonly { id: string }[], choices: IdChoice[]) => choices.map((c) => resolveId(c, list)).filter((x) => x !== 'new');
  const memberNames = (choices: IdChoice[]) =>
    choices.map((c) => (c.mode === 'existing' ? pick(content.teamMembers.map((m) => m.name), c.index, 'Nobody') : c.mode === 'unknown' ? c.value : 'Someone'));
  const existing = (content[kind] as { id: string }[]).find((item) => item.id === id) as Record<string, unknown> | undefined;
  const base = { ...(existing ?? {}), id };
  switch (kind) {
    case 'projects':
      return { ...base, title: t(0), description: t(1), category: [t(2)], team: memberNames(links), color: '', topics: text.slice(1), topicsWithColors: [], status: flag ? 'ongoing' : 'completed', publications: ids(content.publications, links2), emojiHexcodes: ['1F9E0'] } as EntityMap['projects'];
    case 'teamMembers': {
      // Team lists refer to members by name (docs/product.md §3): the invariant needs names to be unique.
      let name = t(0);
      if (content.teamMembers.some((m) => m.id !== id && m.name === name)) name = `${name} ${id}`;
      return { ...base, name, role: t(1), bio: t(2), imageUrl: '', color: '#00AAFF', projects: ids(content.projects, links), email: '' } as EntityMap['teamMembers'];
    }
    case 'publications':
      return { ...base, title: t(0), journal: t(1), year: 2024, type: 'preprint', authors: [...text, ...memberNames(links2).map((n) => `${n.split(' ').pop()}, X.`)], citation: t(2), url: '', keywords: text, projectIds: ids(content.projects, links), softwareIds: ids(content.software, links2) } as EntityMap['publications'];
    case 'software':
      return { ...base, name: t(0), description: t(1), repoUrl: 'https://example.org', technologies: text, developers: memberNames(links), license: 'MIT', demoUrl: '', documentationUrl: '', projectIds: ids(content.projects, links), publicationIds: ids(content.publications, links2), featured: flag, releaseDate: '', lastUpdate: '' } as EntityMap['software'];
    case 'newsItems':
      return { ...base, title: t(0), content: t(1), date: '2026-01-01', author: t(2), featured: flag, tags: text, ...(flag ? { emojiHexcodes: ['1F9E0'] } : { imageUrl: t(3) }) } as EntityMap['newsItems'];
    case 'jobOpenings':
      return { ...base, title: t(0), description: t(1), requirements: text, type: flag ? 'postdoc' : 'Other', location: 'Remote', postedDate: '2026-01-01', isOpen: flag, contactEmail: '', applicationUrl: t(2) } as EntityMap['jobOpenings'];
    case 'collaborators':
      return { ...base, name: t(0), url: 'https://example.org', logo: t(1) } as EntityMap['collaborators'];
    case 'fundingSources':
      return { ...base, name: t(0), url: 'https://example.org', grantNumber: t(1), amount: t(2), duration: t(3) } as EntityMap['fundingSources'];
    case 'pages':
      return { ...base, title: t(0), slug: `page-${id}`, body: t(1), placement: flag ? 'nav' : 'footer', ...(flag ? {} : { imageUrl: t(2) }) } as EntityMap['pages'];
    case 'talks':
      return { ...base, title: t(0), event: t(1), place: t(2), date: '2026-01-01', kind: flag ? 'talk' : 'poster', speakerIds: ids(content.teamMembers, links), abstract: t(3), slidesUrl: '', videoUrl: '', recordingUrl: '', ...(flag ? { projectId: ids(content.projects, links2)[0] ?? '' } : {}) } as EntityMap['talks'];
    case 'teaching':
      return { ...base, title: t(0), code: t(1), starts: '2026-08-17', level: flag ? 'master' : 'phd', description: t(2), instructorIds: ids(content.teamMembers, links), syllabusUrl: '', materialsUrl: '', ...(flag ? { projectId: ids(content.projects, links2)[0] ?? '' } : {}) } as EntityMap['teaching'];
    case 'events':
      return { ...base, title: t(0), startDate: '2026-01-01', startTime: flag ? '10:00' : '', endDate: '', endTime: '', timeZone: 'Europe/Oslo', place: t(1), onlineUrl: '', description: t(2), registrationUrl: '', status: flag ? 'upcoming' : 'past', organizerIds: ids(content.teamMembers, links), ...(flag ? { projectId: ids(content.projects, links2)[0] ?? '' } : {}) } as EntityMap['events'];
  }
}

/* ------------------------------------------------------------ invariants */

// Plain checks collected into one assertion: thousands of expect() calls per step would dominate the run.
function assertIds(content: Content) {
  const problems: string[] = [];
  for (const kind of ENTITY_KINDS) {
    const ids = (content[kind] as { id: string }[]).map((item) => item.id);
    if (!ids.every((id) => typeof id === 'string' && id.trim() !== '')) problems.push(`${kind}: an id is missing`);
    if (new Set(ids).size !== ids.length) problems.push(`${kind}: ids are not unique`);
  }
  expect(problems).toEqual([]);
}

function assertLinks(content: Content) {
  const problems: string[] = [];
  for (const member of content.teamMembers) {
    for (const project of content.projects) {
      if (project.team.includes(member.name) !== member.projects.includes(project.id)) problems.push(`team link ${member.id} <-> ${project.id}`);
    }
  }
  for (const pub of content.publications) {
    const projectIds = projectIdsOf(pub);
    for (const project of content.projects) {
      if (project.publications.includes(pub.id) !== projectIds.includes(project.id)) problems.push(`publication link ${pub.id} <-> ${project.id}`);
    }
    for (const software of content.software) {
      if (software.publicationIds.includes(pub.id) !== pub.softwareIds.includes(software.id)) problems.push(`software link ${pub.id} <-> ${software.id}`);
    }
  }
  expect(problems).toEqual([]);
}

function assertSchemas(content: Content) {
  const problems: string[] = [];
  for (const kind of ENTITY_KINDS) {
    for (const item of content[kind]) if (!entitySchemas[kind].safeParse(item).success) problems.push(`${kind} entry does not fit its schema`);
  }
  if (({} as Record<string, unknown>).polluted !== undefined) problems.push('Object.prototype polluted');
  expect(problems).toEqual([]);
}

const openStore = (storage: KeyValueStorage, alerts: string[] = []) => testStore(storage, { alert: (m) => alerts.push(m), now: () => 1_800_000_000_000 });

/** Runs one operation; returns the error it threw, if any (the caller decides if it was expected). */
function run(store: ContentStore, storage: KeyValueStorage, op: Operation, acknowledged: Map<string, unknown>): ContentStore {
  figures.operations += 1;
  const content = store.getSnapshot();
  switch (op.type) {
    case 'save': {
      const list = content[op.kind] as { id: string }[];
      const draft = draftFor(content, op.kind, resolveId(op.id, list), op.text, op.links, op.links2, op.flag);
      try {
        const saved = store.save(op.kind, draft as never) as { id: string };
        acknowledged.set(`${op.kind}\u0000${saved.id}`, saved);
        // Stored straight away (the full reload check runs at the end of every sequence).
        const stored = JSON.parse(storage.getItem(op.kind)!) as { id: string }[];
        expect(canonical(stored.find((item) => item.id === saved.id)), 'acknowledged save is stored').toBe(canonical(saved));
      } catch (error) {
        if (!(error instanceof SaveError)) throw error;
        figures.rejectedSaves += 1;
      }
      return store;
    }
    case 'stale save': {
      const list = content[op.kind] as { id: string }[];
      if (!list.length) return store;
      const base = list[op.index % list.length]!;
      // Another editor changes the item first; a save based on the old copy must be refused.
      const other = openStore(storage);
      const theirs = draftFor(other.getSnapshot(), op.kind, base.id, ['Theirs', ...op.text], [], [], true);
      try {
        other.save(op.kind, theirs as never);
      } catch (error) {
        if (!(error instanceof SaveError)) throw error;
        return store;
      }
      const stored = JSON.stringify(other.getById(op.kind, base.id));
      if (stored === JSON.stringify(base)) return store;
      const mine = draftFor(content, op.kind, base.id, ['Mine'], [], [], false);
      expect(() => store.save(op.kind, mine as never, { base: base as never })).toThrow(ConflictError);
      figures.conflicts += 1;
      expect(JSON.stringify(openStore(storage).getById(op.kind, base.id)), 'the newer change survives').toBe(stored);
      return store;
    }
    case 'remove': {
      const id = resolveId(op.id, content[op.kind] as { id: string }[]);
      try {
        if (id === '') expect(() => store.remove(op.kind, id)).toThrow();
        else store.remove(op.kind, id);
      } catch (error) {
        if (!(error instanceof SaveError)) throw error;
      }
      for (const key of acknowledged.keys()) if (key === `${op.kind}\u0000${id}`) acknowledged.delete(key);
      return store;
    }
    case 'reorder': {
      const list = content[op.kind] as { id: string }[];
      const ids = [...op.ids.map((c) => resolveId(c, list)), ...op.shuffle.map((i) => pick(list, i, { id: 'none' }).id)];
      const before = list.map((item) => item.id).sort();
      try {
        store.reorder(op.kind, ids);
      } catch (error) {
        if (!(error instanceof SaveError)) throw error;
      }
      expect((store.getSnapshot()[op.kind] as { id: string }[]).map((item) => item.id).sort(), 'reorder keeps every item').toEqual(before);
      return store;
    }
    case 'featured': {
      const [a, b, c] = op.ids;
      const id = (choice: IdChoice | undefined, list: readonly { id: string }[]) => (choice ? resolveId(choice, list) : null);
      try {
        store.setFeatured({ projectId: id(a, content.projects), newsItemId: id(b, content.newsItems), publicationId: id(c, content.publications) });
      } catch (error) {
        if (!(error instanceof SaveError)) throw error;
      }
      return store;
    }
    case 'repair':
    case 'reset':
      try {
        if (op.type === 'repair') store.repairLinks();
        else store.resetToDefaults();
      } catch (error) {
        if (!(error instanceof SaveError)) throw error;
      }
      return store;
    case 'reload': {
      // A new page on the same storage sees exactly what this one holds.
      const next = openStore(storage);
      expect(canonical(next.getSnapshot()), 'content survives a reload').toBe(canonical(store.getSnapshot()));
      return next;
    }
  }
}

function checkReadBack(storage: KeyValueStorage, acknowledged: Map<string, unknown>, current: Content) {
  const reloaded = openStore(storage).getSnapshot();
  for (const key of CONTENT_KEYS) {
    // Same values (key order within a record is not content).
    expect(canonical(reloaded[key]), `${key}: every acknowledged change survives a reload`).toBe(canonical(current[key]));
  }
  for (const [key] of acknowledged) {
    const [kind, id] = key.split('\u0000') as [EntityKind, string];
    const now = (current[kind] as { id: string }[]).find((item) => item.id === id);
    // Later operations (reset, cross-link sync) may change or drop it; what the page holds must be stored.
    if (now) expect(canonical((reloaded[kind] as { id: string }[]).find((item) => item.id === id))).toBe(canonical(now));
  }
}

/* ----------------------------------------------------------------- tests */

describe('content store under random operations (property-based)', () => {
  it('keeps ids unique and every cross-link symmetric, from consistent content, over random sequences', () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 15 }), fc.boolean(), (ops, tight) => {
        figures.cases += 1;
        figures.sequences += 1;
        // Some runs get a small quota, so saves fail part-way and must leave storage whole.
        const storage = memoryStorage({}, tight ? 60_000 : Infinity);
        let store = openStore(storage);
        store.repairLinks();
        const acknowledged = new Map<string, unknown>();
        assertLinks(store.getSnapshot());
        for (const op of ops) {
          const storedBefore = CONTENT_KEYS.map((key) => storage.getItem(key));
          const beforeContent = store.getSnapshot();
          try {
            store = run(store, storage, op, acknowledged);
          } catch (error) {
            figures.failures += 1;
            throw error;
          }
          const content = store.getSnapshot();
          assertIds(content);
          assertLinks(content);
          if (content === beforeContent && op.type !== 'reload') {
            // Nothing acknowledged (e.g. a failed save): storage holds exactly what it did.
            const same = CONTENT_KEYS.every((key, i) => storage.getItem(key) === storedBefore[i]);
            expect(same, 'storage untouched by an operation that changed nothing').toBe(true);
          }
        }
        checkReadBack(storage, acknowledged, store.getSnapshot());
      }),
      { numRuns: RUNS },
    );
  }, 300_000);

  it('loads any persisted state without throwing, sets bad values aside, and stays consistent after operations', () => {
    fc.assert(
      fc.property(persistedState, fc.array(operation, { maxLength: 8 }), (state, ops) => {
        figures.cases += 1;
        figures.sequences += 1;
        const storage = memoryStorage({ ...state });
        let store = openStore(storage);
        const loaded = store.getSnapshot();
        assertIds(loaded);
        assertSchemas(loaded);
        for (const issue of store.getLoadIssues()) {
          // The unreadable text is kept for recovery, never lost.
          expect(storage.getItem(backupKey(issue.key)), `backup of ${issue.key}`).toBe(state[issue.key] ?? null);
        }
        store.repairLinks();
        const acknowledged = new Map<string, unknown>();
        for (const op of ops) {
          store = run(store, storage, op, acknowledged);
          assertIds(store.getSnapshot());
          assertSchemas(store.getSnapshot());
        }
        checkReadBack(storage, acknowledged, store.getSnapshot());
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
