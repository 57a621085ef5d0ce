/**
 * The content store: one instance per page. Views read a snapshot and subscribe
 * (useSyncExternalStore); editors ask for changes; the store applies the pure
 * operation from shared/content, persists the keys it changed, then notifies.
 */
import type { LabProfile } from '../content/model/lab-profile';
import type { Content, ContentKey, EntityKind, EntityMap } from '../content/model/model';
import { CONTENT_KEYS, isContentKey } from '../content/model/model';
import {
  cleanupNewsItems,
  deleteEntity,
  defaultContent,
  repairTeamProjectLinks,
  reorderEntities,
  resetNewsItems,
  saveEntity,
  setFeatured,
  setTeamImage,
  setLabProfile,
  type ContentEvent,
  type Outcome,
  type ReorderableKind,
} from '../content/edit/operations';
import { addTopic, removeTopic, syncTopicRegistry, updateTopic, type TopicResult } from '../content/read/topics';
import { parseContentValue } from '../content/model/normalize';
import { mergePreprint, type MergeProposal } from '../content/scholarly/preprints';
import type { Publication } from '../content/model/schemas';
import { MESSAGES } from '../content/model/validation';
import { memoryStorage } from './memory-storage';
import { loadContent, readKey, SaveError, storageUsage, writeKeys, type LoadIssue } from './persistence';
import { canonicalJson, sameValue as sameValueText, mergeContent, type ConflictPolicy, type MergeConflict, type MergeOptions } from './merge';
import {
  baseKey,
  CLASHES_KEY,
  fingerprint,
  readBase,
  readClashes,
  rebaseContent,
  removeBase,
  takeTheirs,
  writeBase,
  writeClashes,
  clashPlace,
  type Clash,
  type ClashChoice,
} from './rebase';
import { ConflictError, type CommitLabel, type PreviewItem, type SaveOptions, type StoreOptions, type WriteAck } from './store-types';

export { ConflictError, type CommitRecord, type PreviewItem, type SaveOptions, type StoreOptions, type WriteAck } from './store-types';
export { CONTENT_CHANGED_EVENT, CONTENT_COMMITTED_EVENT, CONTENT_PREVIEW_EVENT, HISTORY_CHANGED_EVENT } from './events';
export { attachLiveSync, attachPreview, emitWindowEvent } from './window-sync';

export type ContentStore = ReturnType<typeof createContentStore>;

/** What merging onto newer published content did (docs/decisions/069). */
export interface RebaseReport {
  /** Keys the editor had changed whose published value moved on. */
  merged: ContentKey[];
  /** Clashes now waiting for the editor's choice (all of them, older ones included). */
  clashes: Clash[];
}

export function createContentStore(options: StoreOptions) {
  const { storage, seed } = options;
  /** Where each key's base and the open clashes are kept (never localStorage, which holds the content keys only). */
  const bases = options.bases ?? memoryStorage();
  const alert = options.alert ?? ((message: string) => console.error(message));
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string, detail?: unknown) => console.warn(message, detail ?? ''));
  const listeners = new Set<() => void>();

  /** The stored text of each key as last read or written (undefined when unreadable). */
  const seen = new Map<ContentKey, string | null | undefined>();
  const rawText = (key: ContentKey): string | null | undefined => {
    try {
      return storage.getItem(key);
    } catch {
      return undefined;
    }
  };
  const remember = (keys: readonly ContentKey[]) => {
    for (const key of keys) seen.set(key, rawText(key));
  };

  /** The content this build shipped, for the bases of first edits. */
  let shipped: Content | null = null;
  const shippedContent = () => (shipped ??= seed());

  /** Records, for keys about to hold the editor's own copy for the first time, the published value it starts from. */
  const keepBases = (keys: readonly ContentKey[]) => {
    for (const key of new Set(keys)) {
      if (readBase(bases, key)) continue;
      const value = parseContentValue(key, shippedContent()[key]);
      try {
        writeBase(bases, key, { value, build: fingerprint(value) });
      } catch {
        // Without room for the base the edit is still kept; it is then treated as started from this build.
      }
    }
  };

  const initial = loadContent(storage, seed());
  remember(CONTENT_KEYS);
  let content: Content = initial.content;
  let preview: PreviewItem | null = null;
  let previewed: Content | null = null;
  let issues: LoadIssue[] = initial.issues;
  // Ids given at load, and the links that follow them, are written with the next save (persistence.ts).
  let repairPending: ContentKey[] = initial.repaired;
  let lastRebase: RebaseReport | null = null;
  for (const issue of issues) log(`Stored "${issue.key}" ${issue.reason}; defaults used.`, issue);

  /** The snapshot views see: the stored content, with the previewed item in place. */
  const updatePreview = () => {
    if (!preview) {
      previewed = null;
      return;
    }
    if (preview.kind === 'labProfile') {
      previewed = { ...content, labProfile: preview.item };
      return;
    }
    const { kind, item } = preview;
    const list = content[kind] as Array<{ id: string }>;
    const at = list.findIndex((entry) => entry.id === item.id);
    const next = at === -1 ? [...list, item] : list.map((entry, index) => (index === at ? item : entry));
    previewed = { ...content, [kind]: next };
  };
  const notify = () => {
    updatePreview();
    for (const listener of [...listeners]) listener();
  };

  /** Re-reads keys from storage (another tab or the extension may have written them). */
  function reload(keys: readonly ContentKey[] = CONTENT_KEYS): boolean {
    let defaults: Content | null = null;
    let next: Content | null = null;
    for (const key of keys) {
      // Every commit reloads first; a key whose text is unchanged since last read needs no parse.
      const raw = rawText(key);
      if (raw !== undefined && seen.has(key) && seen.get(key) === raw) continue;
      defaults ??= seed();
      const { value, issue } = readKey(storage, key, defaults);
      seen.set(key, raw);
      if (issue) {
        // Every commit reloads: a key that stays unreadable is logged once, not on every change.
        const known = issues.some((i) => i.key === key && i.reason === issue.reason);
        issues = [...issues.filter((i) => i.key !== key), issue];
        if (!known) log(`Stored "${key}" ${issue.reason}; defaults used.`, issue);
      }
      if (JSON.stringify(value) !== JSON.stringify(content[key])) {
        next ??= { ...content };
        (next as unknown as Record<ContentKey, unknown>)[key] = value;
      }
    }
    if (next) {
      content = next;
      notify();
    }
    return next !== null;
  }

  /** Applies a change to the freshest content, persists what it changed, then notifies. */
  function commit<T extends Outcome>(label: CommitLabel, change: (current: Content) => T): T {
    reload();
    const before = content;
    const outcome = change(before);
    if (outcome.changed.length === 0) return outcome;
    // Hold what a reload of storage would give, so a snapshot item used as the next save's base compares equal.
    const after = { ...outcome.content };
    for (const key of new Set(outcome.changed)) {
      (after as unknown as Record<ContentKey, unknown>)[key] = parseContentValue(key, outcome.content[key]);
    }
    const repairs = repairPending.filter((key) => !outcome.changed.includes(key));
    try {
      writeKeys(storage, after, [...outcome.changed, ...repairs]);
    } catch (error) {
      if (error instanceof SaveError) alert(error.message);
      throw error;
    }
    repairPending = [];
    keepBases(outcome.changed);
    remember([...outcome.changed, ...repairs]);
    content = after;
    outcome.content = after;
    // A save of the previewed collection ends the preview: its stored item is what shows now.
    if (preview && outcome.changed.includes(preview.kind)) preview = null;
    options.onCommit?.({ label, before, after: content, changed: outcome.changed });
    notify();
    for (const event of outcome.events) options.emit?.(event);
    return outcome;
  }

  let publishedMemo: { text: string; content: Content } | null = null;
  let clashesMemo: { text: string | null; clashes: Clash[] } | null = null;
  /** The published content this editor's copy started from: each key's base, else what the build shipped. */
  function published(): Content {
    const texts = CONTENT_KEYS.map((key) => {
      try {
        return rawText(key) === null ? '' : (bases.getItem(baseKey(key)) ?? '');
      } catch {
        return '';
      }
    });
    const text = texts.join('\u0000');
    if (publishedMemo?.text === text) return publishedMemo.content;
    const next = { ...shippedContent() } as Record<ContentKey, unknown>;
    for (const key of CONTENT_KEYS) {
      if (rawText(key) === null) continue;
      const entry = readBase(bases, key);
      if (!entry) continue;
      try {
        next[key] = parseContentValue(key, entry.value);
      } catch {
        // An unreadable base: the build's value.
      }
    }
    publishedMemo = { text, content: next as unknown as Content };
    return publishedMemo.content;
  }

  /**
   * Merges the editor's changes onto newer published content (`remote`): the build this page
   * runs ('build', at load) or the base branch read through the pull request channel ('branch').
   */
  function rebaseOnto(remote: Partial<Content>, source: 'build' | 'branch'): RebaseReport {
    reload();
    const keys: ContentKey[] = [];
    const base: Partial<Record<ContentKey, unknown>> = {};
    const theirs: Partial<Record<ContentKey, unknown>> = {};
    const builds = new Map<ContentKey, string>();
    for (const key of CONTENT_KEYS) {
      if (!(key in remote) || rawText(key) == null) continue;
      const value = parseContentValue(key, remote[key]);
      const entry = readBase(bases, key) ?? { value: parseContentValue(key, shippedContent()[key]), build: fingerprint(shippedContent()[key]) };
      const build = source === 'build' ? fingerprint(value) : entry.build;
      // A build whose content was merged already (or one started from) brings nothing new.
      if (source === 'build' && entry.build === build) continue;
      keys.push(key);
      base[key] = entry.value;
      theirs[key] = value;
      builds.set(key, build);
    }
    if (keys.length === 0) {
      // The bases may just have been read: what the content is compared with can have changed.
      notify();
      return { merged: [], clashes: readClashes(bases) };
    }
    const result = rebaseContent(keys, base as Partial<Content>, content, theirs as Partial<Content>);
    const merged = keys.filter((key) => !sameValueText(base[key], theirs[key]));
    const next = { ...content } as Record<ContentKey, unknown>;
    for (const key of result.changed) next[key] = result.content[key];
    writeKeys(storage, next as unknown as Content, result.changed);
    const known = readClashes(bases);
    const fresh = new Set(result.clashes.map(clashPlace));
    const clashes = [...known.filter((clash) => !fresh.has(clashPlace(clash)) && !keys.includes(clash.key)), ...result.clashes];
    for (const key of keys) {
      writeBase(bases, key, { value: theirs[key], build: builds.get(key)! });
      // Nothing of the editor's own left in this key: the build's content is all it holds.
      if (source === 'build' && sameValueText(next[key], theirs[key]) && !clashes.some((clash) => clash.key === key)) {
        storage.removeItem(key);
        removeBase(bases, key);
      }
    }
    writeClashes(bases, clashes);
    remember(CONTENT_KEYS);
    const loaded = loadContent(storage, seed());
    if (!sameValueText(loaded.content, content)) content = loaded.content;
    repairPending = loaded.repaired;
    notify();
    return { merged, clashes };
  }

  /** Merges onto the content this page's build shipped, when it is newer than what the edits started from. */
  function rebaseOntoBuild(): RebaseReport {
    const report = rebaseOnto(shippedContent(), 'build');
    if (report.merged.length || report.clashes.length) lastRebase = report;
    return report;
  }

  return {
    getSnapshot: (): Content => previewed ?? content,
    /** The published content this editor's changes started from (docs/decisions/069). */
    published,
    rebaseOnto,
    rebaseOntoBuild,
    /** What the merge at load did, when it merged anything. */
    lastRebase: (): RebaseReport | null => lastRebase,
    /** Fields the editor and the published site both changed, waiting for the editor's choice. */
    getClashes(): Clash[] {
      const text = bases.getItem(CLASHES_KEY);
      if (clashesMemo?.text !== text) clashesMemo = { text, clashes: readClashes(bases) };
      return clashesMemo.clashes;
    },
    /** Keeps the editor's value ('mine') or takes the published one ('theirs'); the choice is stored. */
    resolveClash(clash: Clash, choice: ClashChoice): void {
      const place = clashPlace(clash);
      if (choice === 'theirs') {
        commit('published version chosen', (current) => ({
          content: { ...current, [clash.key]: takeTheirs(clash.key, current[clash.key], clash, readBase(bases, clash.key)?.value) },
          changed: [clash.key],
          events: [],
        }));
      }
      writeClashes(
        bases,
        readClashes(bases).filter((entry) => clashPlace(entry) !== place),
      );
      notify();
    },
    /** The stored content, without any preview. */
    getStored: (): Content => content,
    /** Shows an unsaved item in place of the stored one (null: back to the stored content). */
    setPreview(next: PreviewItem | null): void {
      if (!next && !preview) return;
      preview = next;
      notify();
    },
    getPreview: (): PreviewItem | null => preview,
    /** Resolves once the latest change is in the real storage (see StoreOptions.acknowledge). */
    acknowledged: (): Promise<WriteAck> => options.acknowledge?.() ?? Promise.resolve({ ok: true }),

    /**
     * Applies the change from `base` to `mine` on top of the current content, item by item
     * (shared/store/merge.ts). With policy "refuse" nothing is written when any item was
     * changed since; the conflicts are returned for the editor to choose.
     */
    merge(
      label: CommitLabel,
      base: Partial<Content>,
      mine: Partial<Content>,
      policy: ConflictPolicy = 'refuse',
      options: MergeOptions = {},
    ): MergeConflict[] {
      let conflicts: MergeConflict[] = [];
      commit(label, (current) => {
        const keys = Object.keys(mine).filter(isContentKey);
        // Runs on the content just re-read: an added item's id is checked against it (MergeOptions).
        const result = mergeContent(keys, base, mine, current, policy, options);
        conflicts = result.conflicts;
        if (policy === 'refuse' && conflicts.length) return { content: current, changed: [], events: [] };
        return { content: result.content, changed: result.changed, events: [] };
      });
      return conflicts;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Keys that could not be read at load (kept under backup keys), for the studio to show. */
    getLoadIssues: (): readonly LoadIssue[] => issues,
    reload,

    getById<K extends EntityKind>(kind: K, id: string): EntityMap[K] | undefined {
      return (content[kind] as EntityMap[K][]).find((item) => item.id === id);
    },

    /** Adds or updates an item with every cross-link rule; returns the saved item. */
    save<K extends EntityKind>(kind: K, item: EntityMap[K], opts: SaveOptions<K> = {}): EntityMap[K] {
      const outcome = commit(`save ${kind}`, (current) => {
        if (opts.base) {
          const stored = (current[kind] as EntityMap[K][]).find((entry) => entry.id === opts.base!.id);
          if (canonicalJson(stored ?? null) !== canonicalJson(opts.base)) throw new ConflictError(kind, opts.base.id, stored);
        }
        return saveEntity(current, kind, item, now());
      });
      // The item as stored (normalised), so it can serve as the base of a further save.
      return (content[kind] as EntityMap[K][]).find((entry) => entry.id === outcome.item.id) ?? outcome.item;
    },

    /**
     * Adds many publications (a BibTeX import) as one change: one history entry undoes all.
     * Each goes through the same save rules as the form (cross-links to projects, software, members).
     */
    importPublications(drafts: readonly Publication[]): Publication[] {
      const saved: Publication[] = [];
      commit(`import ${drafts.length} publications`, (current) => {
        let next = current;
        const changed = new Set<ContentKey>();
        const events: ContentEvent[] = [];
        for (const draft of drafts) {
          const outcome = saveEntity(next, 'publications', { ...draft, id: 'new' }, now());
          next = outcome.content;
          outcome.changed.forEach((key) => changed.add(key));
          events.push(...outcome.events);
          saved.push(outcome.item);
        }
        return { content: next, changed: [...changed], events };
      });
      return saved;
    },

    /** Merges a preprint into its version of record (shared/content/scholarly/preprints.ts) as one undoable change. */
    mergePreprint(proposal: Pick<MergeProposal, 'preprintId' | 'publishedId' | 'published'>, label: CommitLabel): void {
      commit(label, (current) => mergePreprint(current, proposal, now()));
    },

    /** Saves several publications at once (citation counts), as one undoable change. */
    savePublications(pubs: readonly Publication[], label: CommitLabel): void {
      commit(label, (current) => {
        let next = current;
        const changed = new Set<ContentKey>();
        for (const pub of pubs) {
          const outcome = saveEntity(next, 'publications', pub, now());
          next = outcome.content;
          outcome.changed.forEach((key) => changed.add(key));
        }
        return { content: next, changed: [...changed], events: [] };
      });
    },

    remove(kind: EntityKind, id: string): void {
      if (!id) throw new Error(MESSAGES.noIdToDelete);
      commit(`delete ${kind}`, (current) => deleteEntity(current, kind, id));
    },

    reorder(kind: ReorderableKind, ids: readonly string[]): void {
      commit(`reorder ${kind}`, (current) => reorderEntities(current, kind, ids));
    },

    setFeatured(featured: Partial<Content['featuredItems']>): void {
      commit('featured', (current) => setFeatured(current, featured));
    },

    setTeamImage(url: string, position?: string, alt?: string): void {
      commit('team image', (current) => setTeamImage(current, url, position, alt));
    },

    setLabProfile(profile: LabProfile): void {
      commit('lab profile', (current) => setLabProfile(current, profile));
    },

    /** Adds topics used by projects but missing from the registry; returns their names. */
    syncTopics(): string[] {
      let added: string[] = [];
      commit('topics', (current) => {
        const result = syncTopicRegistry(current.topicColorRegistry, current.projects);
        added = result.added;
        return {
          content: { ...current, topicColorRegistry: result.registry },
          changed: added.length ? ['topicColorRegistry'] : [],
          events: [],
        };
      });
      return added;
    },

    addTopic: (name: string, hue?: number) => topicChange('add topic', (c) => addTopic(c.topicColorRegistry, name, hue)),
    updateTopic: (name: string, change: { name?: string; hue?: number }) =>
      topicChange('edit topic', (c) => updateTopic(c.topicColorRegistry, name, change)),
    removeTopic: (name: string) => topicChange('remove topic', (c) => removeTopic(c.topicColorRegistry, c.projects, name)),

    /** Restores every seeded list, features the first items, default team image (docs/product.md §4). */
    resetToDefaults(): void {
      commit('reset to defaults', () => {
        const fresh = defaultContent(seed());
        return { content: fresh, changed: [...CONTENT_KEYS], events: [] };
      });
    },

    cleanupNews(): number {
      return commit('clean up news', (current) => cleanupNewsItems(current)).removed;
    },

    resetNews(): void {
      commit('reset news', (current) => resetNewsItems(current, seed()));
    },

    repairLinks(): boolean {
      return commit('repair links', (current) => repairTeamProjectLinks(current)).repaired;
    },

    /** Replaces the whole content (backup restore, undo); validated by the caller. */
    replaceAll(next: Content, label: CommitLabel = 'replace all'): void {
      commit(label, () => ({ content: next, changed: [...CONTENT_KEYS], events: [] }));
    },

    /** Removes the given content keys from storage, so they read as their defaults again. */
    forget(label: CommitLabel, keys: readonly ContentKey[]): void {
      reload();
      const before = content;
      for (const key of keys) {
        storage.removeItem(key);
        // The published value this copy started from, and its clashes, go with it.
        removeBase(bases, key);
      }
      const open = readClashes(bases);
      if (open.some((clash) => keys.includes(clash.key))) writeClashes(bases, open.filter((clash) => !keys.includes(clash.key)));
      const defaults = seed();
      const after = { ...content };
      for (const key of keys) (after as unknown as Record<ContentKey, unknown>)[key] = readKey(storage, key, defaults).value;
      remember(keys);
      content = after;
      options.onCommit?.({ label, before, after, changed: [...keys] });
      notify();
    },

    /** Removes every stored key of this origin, then content is the seed again. */
    clearStorage(): void {
      // Captured before any key goes, so the change history can bring it all back.
      reload();
      const before = content;
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i += 1) keys.push(storage.key(i)!);
      for (const key of keys) storage.removeItem(key);
      const kept: string[] = [];
      for (let i = 0; i < bases.length; i += 1) kept.push(bases.key(i)!);
      for (const key of kept) bases.removeItem(key);
      const fresh = loadContent(storage, seed());
      content = fresh.content;
      repairPending = fresh.repaired;
      remember(CONTENT_KEYS);
      // The backups went with everything else: earlier load issues no longer apply.
      issues = fresh.issues;
      options.onCommit?.({ label: 'clear storage', before, after: content, changed: [...CONTENT_KEYS] });
      notify();
    },

    storageUsage: () => storageUsage(storage),
  };

  function topicChange(label: CommitLabel, change: (current: Content) => TopicResult): TopicResult {
    let result: TopicResult = { ok: false, error: '' };
    commit(label, (current) => {
      result = change(current);
      if (!result.ok) return { content: current, changed: [], events: [] };
      return { content: { ...current, topicColorRegistry: result.registry }, changed: ['topicColorRegistry'], events: [] };
    });
    return result;
  }
}
