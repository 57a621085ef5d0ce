import { describe, expect, it } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import { createContentStore } from '../../shared/store/store';
import { createBridgeStorage, type PendingChange } from '../../extension/panel/bridge-storage';
import type { ContentEntries } from '../../extension/messages';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fake site: applies batches to its own entries, refusing stale ones like the content script. */
function fakeSite(initial: ContentEntries = {}) {
  const entries: ContentEntries = { ...initial };
  const batches: PendingChange[][] = [];
  const send = async (changes: PendingChange[]) => {
    batches.push(changes);
    if (changes.some((c) => (entries[c.key] ?? null) !== c.expected)) return { entries: { ...entries }, ack: { ok: false as const, reason: 'conflict' as const, message: 'refused' } };
    for (const c of changes) entries[c.key] = c.value;
    return { entries: { ...entries }, ack: { ok: true as const } };
  };
  return { entries, batches, send };
}

describe('bridge storage', () => {
  it('answers reads from the mirror at once', () => {
    const bridge = createBridgeStorage({ teamImagePosition: '"top"', newsItems: null }, { send: async () => ({ entries: null, ack: { ok: true } }) });
    expect(bridge.storage.getItem('teamImagePosition')).toBe('"top"');
    expect(bridge.storage.getItem('newsItems')).toBeNull();
    expect(bridge.storage.length).toBe(1);
  });

  it('forwards one store commit as one batch, with the text each key replaced', async () => {
    const site = fakeSite();
    const bridge = createBridgeStorage({}, { send: site.send });
    const store = createContentStore({ storage: bridge.storage, seed: seedContent });
    const project = store.getSnapshot().projects[0]!;
    store.save('projects', { ...project, title: 'Renamed' });
    await bridge.settled();
    expect(site.batches).toHaveLength(1);
    const keys = site.batches[0]!.map((c) => c.key).sort();
    // A project save writes the projects and the lists its cross-links live in (docs/product.md §4).
    expect(keys).toEqual(['projects', 'publications', 'teamMembers']);
    expect(site.batches[0]!.every((c) => c.expected === null)).toBe(true);
    expect(JSON.parse(site.entries.projects!)[0].title).toBe('Renamed');
  });

  it('keeps other keys (such as backups of unreadable text) in the panel', async () => {
    const site = fakeSite();
    const bridge = createBridgeStorage({}, { send: site.send });
    bridge.storage.setItem('backup:projects', 'broken');
    await bridge.settled();
    expect(site.batches).toHaveLength(0);
    expect(bridge.storage.getItem('backup:projects')).toBe('broken');
  });

  it('follows the site when it refuses a stale write, and tells the store', async () => {
    const site = fakeSite({ teamImagePosition: '"bottom"' });
    const reloaded: string[][] = [];
    // The panel believes "top"; the site holds "bottom" (someone changed it meanwhile).
    const bridge = createBridgeStorage({ teamImagePosition: '"top"' }, { send: site.send, onRemoteChange: (keys) => reloaded.push(keys) });
    bridge.storage.setItem('teamImagePosition', '"left"');
    await bridge.settled();
    expect(site.entries.teamImagePosition).toBe('"bottom"');
    expect(bridge.storage.getItem('teamImagePosition')).toBe('"bottom"');
    expect(reloaded).toEqual([['teamImagePosition']]);
  });

  it('applies site reports, but not over a write still on its way', async () => {
    let release: () => void = () => undefined;
    const bridge = createBridgeStorage(
      {},
      {
        send: (changes) =>
          new Promise((resolve) => {
            release = () => resolve({ entries: Object.fromEntries(changes.map((c) => [c.key, c.value])), ack: { ok: true } });
          }),
      },
    );
    bridge.storage.setItem('teamImage', '"/mine.jpg"');
    await flush();
    // A report sent by the site before it received the write must not undo it.
    expect(bridge.applyRemote({ teamImage: '"/old.jpg"', teamImagePosition: '"top"' })).toEqual(['teamImagePosition']);
    expect(bridge.storage.getItem('teamImage')).toBe('"/mine.jpg"');
    release();
    await bridge.settled();
    expect(bridge.applyRemote({ teamImage: '"/theirs.jpg"' })).toEqual(['teamImage']);
    expect(bridge.storage.getItem('teamImage')).toBe('"/theirs.jpg"');
  });

  it('refuses a write the site’s quota could not hold, before anything is sent', async () => {
    const site = fakeSite();
    const bridge = createBridgeStorage({}, { send: site.send, otherChars: 5_000_000 - 20 });
    expect(() => bridge.storage.setItem('teamImage', JSON.stringify('x'.repeat(100)))).toThrow();
    await bridge.settled();
    expect(site.batches).toHaveLength(0);
  });

  it('forwards removals', async () => {
    const site = fakeSite({ teamImagePosition: '"top"' });
    const bridge = createBridgeStorage({ teamImagePosition: '"top"' }, { send: site.send });
    bridge.storage.removeItem('teamImagePosition');
    bridge.storage.removeItem('newsItems');
    await bridge.settled();
    expect(site.batches).toEqual([[{ key: 'teamImagePosition', value: null, expected: '"top"' }]]);
  });
});
