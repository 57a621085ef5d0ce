/**
 * Property-based tests of two /admin tabs and the side panel editing one site at once, in random
 * interleavings: no acknowledged save is lost and an undo never silently reverts a later change.
 * Prints the figures it ran for the README.
 */
import { canonical, testStore } from './store-fixtures';
import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import type { EntityKind } from '../../shared/content/model/model';
import { ENTITY_KINDS } from '../../shared/content/model/model';
import { seedContent } from '../fixtures/content/seed';
import { memoryStorage, type KeyValueStorage } from '../../shared/store/persistence';
import { ConflictError } from '../../shared/store/store';
import { createChangeHistory, memoryHistoryBackend, UndoConflictError, type ChangeHistory } from '../../shared/store/history';
import { createAssetStore } from '../../shared/store/assets';
import { createSiteBridge, readEntries, type SiteWindow } from '../../extension/site-bridge';
import { createBridgeStorage } from '../../extension/panel/bridge-storage';
import type { ContentEntries } from '../../extension/messages';
/* ------------------------------------------------- interleaved editors */

const INTERLEAVED_RUNS = Number(process.env.PROPERTY_INTERLEAVED_RUNS ?? 120);
const interleavedFigures = { cases: 0, operations: 0, acknowledged: 0, refused: 0, undos: 0, undoConflicts: 0 };
afterAll(() => {
  console.log(`[reliability-store.property interleaved] ${JSON.stringify(interleavedFigures)}`);
});

const PANEL_ID = 'abcdefghijklmnopabcdefghijklmnop';
const PANEL_BASE = `chrome-extension://${PANEL_ID}/`;
const editorName = fc.constantFrom('a' as const, 'b' as const, 'panel' as const);
const listKind = fc.constantFrom('projects' as const, 'newsItems' as const, 'software' as const);
const editorOperation = fc.oneof(
  { weight: 6, arbitrary: fc.record({ type: fc.constant('save' as const), editor: editorName, kind: listKind, index: fc.nat(50), wait: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('delete' as const), editor: editorName, kind: listKind, index: fc.nat(50), wait: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('reorder' as const), editor: editorName, index: fc.nat(50), wait: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('undo' as const), editor: editorName, back: fc.nat(4), choice: fc.constantFrom('ask' as const, 'keep-newer' as const) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('panel hears' as const) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('settle' as const) }) },
);
type EditorOperation = typeof editorOperation extends fc.Arbitrary<infer T> ? T : never;

type Named = { id: string; title?: string; name?: string };
const nameOf = (item: Named | undefined) => (item ? (item.title ?? item.name ?? '') : undefined);

/** Two /admin tabs (two stores on one storage) and the side panel (a store over the bridged mirror). */
function openEditors() {
  const raw = memoryStorage();
  /** Every write to the site's storage gets a number, so acknowledgements can be put in storage order. */
  const clock = { seq: 0, panelWrite: 0, panelAck: 0 };
  const counted = (onWrite?: () => void): KeyValueStorage => ({
    get length() {
      return raw.length;
    },
    key: (index) => raw.key(index),
    getItem: (key) => raw.getItem(key),
    setItem(key, value) {
      raw.setItem(key, value);
      clock.seq += 1;
      onWrite?.();
    },
    removeItem(key) {
      raw.removeItem(key);
      clock.seq += 1;
      onWrite?.();
    },
  });
  const storage = counted();
  const backend = memoryHistoryBackend();
  const site = { storage, backend };
  const page = (history: ChangeHistory) => testStore(storage, { onCommit: (record) => history.record(record) });
  const historyA = createChangeHistory({ backend, log: () => {} });
  const historyB = createChangeHistory({ backend, log: () => {} });
  const historySite = createChangeHistory({ backend, log: () => {} });
  const win: SiteWindow = {
    location: { origin: 'http://127.0.0.1:5173', pathname: '/', search: '', hash: '' },
    document: { title: 'Lab' },
    history: { pushState: () => undefined },
    dispatchEvent: () => true,
  };
  const siteBridge = createSiteBridge({
    storage: counted(() => (clock.panelWrite = clock.seq)),
    assets: () => createAssetStore(indexedDB),
    window: win,
    runtimeId: PANEL_ID,
    extensionBase: PANEL_BASE,
    history: () => historySite,
    seed: seedContent,
  });
  const sender = { id: PANEL_ID, url: `${PANEL_BASE}sidepanel.html` };
  const mirror = createBridgeStorage(readEntries(storage), {
    async send(changes, label) {
      const answer = (await siteBridge.receive({ type: 'content:write', changes, ...(label ? { label } : {}) }, sender)) as {
        ok: boolean;
        error?: string;
        message?: string;
        entries?: ContentEntries;
      };
      // Batches go one at a time: the latest panel write is this batch's.
      if (answer.ok) clock.panelAck = clock.panelWrite;
      return {
        entries: answer.entries ?? null,
        ack: answer.ok ? { ok: true } : { ok: false, reason: answer.error === 'conflict' ? 'conflict' : 'failed', message: answer.message ?? '' },
      };
    },
    onRemoteChange: (keys) => panel.reload(keys),
    onRefused: () => undefined,
  });
  const panel = testStore(mirror.storage, { onCommit: (record) => mirror.label(record.label), acknowledge: () => mirror.whenWritten() });
  const a = page(historyA);
  const b = page(historyB);
  return { site, clock, a, b, panel, mirror, histories: { a: historyA, b: historyB, panel: historySite } };
}

describe('interleaved editors: two /admin tabs and the side panel on one site (property-based)', () => {
  it('never loses an acknowledged save, and an undo never silently reverts a later change', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(editorOperation, { minLength: 4, maxLength: 18 }), async (operations) => {
        interleavedFigures.cases += 1;
        const editors = openEditors();
        const { storage } = editors.site;
        const stored = (kind: EntityKind): Named[] => {
          const raw = storage.getItem(kind);
          return raw === null ? (seedContent()[kind] as Named[]) : (JSON.parse(raw) as Named[]);
        };
        /** What each item's name must be: the acknowledged change to it written last (null: deleted). */
        const expected = new Map<string, { value: string | null; seq: number }>();
        const keyOf = (kind: EntityKind, id: string) => `${kind}/${id}`;
        const acknowledge = (kind: EntityKind, id: string, value: string | null, seq: number) => {
          const known = expected.get(keyOf(kind, id));
          if (!known || known.seq <= seq) expected.set(keyOf(kind, id), { value, seq });
          interleavedFigures.acknowledged += 1;
        };
        const pending: Promise<void>[] = [];
        let counter = 0;

        const check = () => {
          // Writes still on their way may be in storage already: compare once they are answered.
          if (pending.length) return;
          for (const [key, { value }] of expected) {
            const [kind, id] = key.split('/') as [EntityKind, string];
            const now = nameOf(stored(kind).find((item) => item.id === id));
            if ((now ?? null) !== value) throw new Error(`${key}: expected ${String(value)}, storage holds ${String(now)}`);
          }
        };

        for (const operation of operations as EditorOperation[]) {
          interleavedFigures.operations += 1;
          if (operation.type === 'panel hears') {
            const keys = editors.mirror.applyRemote(readEntries(storage));
            if (keys.length) editors.panel.reload(keys);
            continue;
          }
          if (operation.type === 'settle') {
            await Promise.all(pending.splice(0));
            continue;
          }
          const store = editors[operation.editor];
          const isPanel = operation.editor === 'panel';
          /** Runs a change; marks it acknowledged once its storage has it (the panel: when the site answers). */
          const run = async (change: () => void, onAck: (seq: number) => void, wait: boolean) => {
            try {
              change();
            } catch (error) {
              if (error instanceof ConflictError) {
                interleavedFigures.refused += 1;
                return;
              }
              throw error;
            }
            if (!isPanel) {
              onAck(editors.clock.seq);
              return;
            }
            const done = store.acknowledged().then((ack) => {
              if (ack.ok) onAck(editors.clock.panelAck);
              else interleavedFigures.refused += 1;
            });
            if (wait) await done;
            else pending.push(done);
          };

          if (operation.type === 'save') {
            const list = store.getSnapshot()[operation.kind] as Named[];
            if (list.length === 0) continue;
            const item = list[operation.index % list.length]!;
            const field = operation.kind === 'software' ? 'name' : 'title';
            const value = `${operation.editor} edit ${(counter += 1)}`;
            await run(
              () => store.save(operation.kind, { ...item, [field]: value } as never, { base: item as never }),
              (seq) => acknowledge(operation.kind, item.id, value, seq),
              operation.wait,
            );
          } else if (operation.type === 'delete') {
            const list = store.getSnapshot()[operation.kind] as Named[];
            if (list.length <= 1) continue;
            const item = list[operation.index % list.length]!;
            // A delete is acknowledged only if the site still had the item as this editor saw it.
            await run(
              () => {
                store.reload();
                const current = (store.getSnapshot()[operation.kind] as Named[]).find((entry) => entry.id === item.id);
                if (!current || canonical(current) !== canonical(item)) throw new ConflictError(operation.kind, item.id, current);
                store.remove(operation.kind, item.id);
              },
              (seq) => acknowledge(operation.kind, item.id, null, seq),
              operation.wait,
            );
          } else if (operation.type === 'reorder') {
            const ids = store.getSnapshot().projects.map((p) => p.id);
            if (ids.length < 2) continue;
            const at = operation.index % ids.length;
            const next = [...ids.slice(at), ...ids.slice(0, at)];
            await run(() => store.reorder('projects', next), () => undefined, operation.wait);
          } else {
            // Undo: settle first, so the history holds every acknowledged change.
            await Promise.all(pending.splice(0));
            await editors.mirror.settled();
            const history = editors.histories[operation.editor];
            await history.flush();
            const entries = await history.refresh();
            const entry = entries[Math.min(operation.back, entries.length - 1)];
            if (!entry) continue;
            interleavedFigures.undos += 1;
            const values = await editors.site.backend.values(entry.id);
            const before = new Map(ENTITY_KINDS.map((kind) => [kind, stored(kind)]));
            // The panel undoes through the site (the bridge); the tabs run it on their own store.
            const target = isPanel ? testStore(storage, { onCommit: (r) => history.record(r) }) : store;
            try {
              await history.undo(target, entry.id, operation.choice);
            } catch (error) {
              if (!(error instanceof UndoConflictError)) throw error;
              interleavedFigures.undoConflicts += 1;
              // Refused: nothing at all was written.
              for (const kind of ENTITY_KINDS) {
                if (canonical(stored(kind)) !== canonical(before.get(kind))) throw new Error(`a refused undo changed ${kind}`, { cause: error });
              }
              continue;
            }
            await history.flush();
            for (const kind of ENTITY_KINDS) {
              const was = new Map(before.get(kind)!.map((item) => [item.id, item]));
              const now = new Map(stored(kind).map((item) => [item.id, item]));
              const after = new Map(((values?.after?.[kind] ?? []) as Named[]).map((item) => [item.id, item]));
              const touched = new Set([...after.keys(), ...((values?.before?.[kind] ?? []) as Named[]).map((item) => item.id)]);
              for (const id of new Set([...was.keys(), ...now.keys()])) {
                if (nameOf(was.get(id)) === nameOf(now.get(id)) && (was.has(id) === now.has(id))) continue;
                // Only items the undone change touched may change...
                if (!touched.has(id) || !values?.after || !(kind in values.after)) throw new Error(`undo changed ${kind}/${id}, which the change did not touch`);
                // ...and, asked first, only those still as that change left them.
                if (operation.choice === 'ask' && canonical(was.get(id) ?? null) !== canonical(after.get(id) ?? null)) {
                  throw new Error(`undo reverted ${kind}/${id}, changed since, without asking`);
                }
                // The undo is itself an acknowledged change to that item.
                expected.set(keyOf(kind, id), { value: now.has(id) ? (nameOf(now.get(id)) ?? null) : null, seq: editors.clock.seq });
              }
            }
            const keys = editors.mirror.applyRemote(readEntries(storage));
            if (keys.length) editors.panel.reload(keys);
          }
          check();
        }
        await Promise.all(pending.splice(0));
        await editors.mirror.settled();
        check();
      }),
      { numRuns: INTERLEAVED_RUNS },
    );
  }, 120_000);
});
