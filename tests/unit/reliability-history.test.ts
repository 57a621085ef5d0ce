import { testStore } from './store-fixtures';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import {
  createChangeHistory,
  describeChange,
  indexedDbHistoryBackend,
  type ChangeHistory,
  UndoConflictError,
} from '../../shared/store/history';
import { memoryStorage, type KeyValueStorage } from '../../shared/store/persistence';

/** A page: a store over `storage` whose commits go to a history in `factory` (a browser profile). */
function openPage(storage: KeyValueStorage, factory: IDBFactory, limits: { maxEntries?: number; maxBytes?: number } = {}) {
  const history: ChangeHistory = createChangeHistory({ backend: indexedDbHistoryBackend(factory), ...limits });
  let clock = 1_700_000_000_000;
  const store = testStore(storage, { now: () => (clock += 1000), onCommit: (record) => history.record(record) });
  return { store, history };
}

const collaborator = (id: string, name: string) => ({ id, name, url: 'https://example.org', logo: '' });

describe('change history', () => {
  it('records a save and undoes it, and the undo itself can be undone', async () => {
    const storage = memoryStorage();
    const { store, history } = openPage(storage, new IDBFactory());
    const before = store.getSnapshot().collaborators;
    store.save('collaborators', collaborator('collab-x', 'Example Partner'));
    await history.flush();
    expect(history.getEntries().map((e) => e.label)).toEqual(['save collaborators']);
    expect(history.getEntries()[0]!.keys).toEqual(['collaborators']);

    expect(await history.undoLatest(store)).toBe(true);
    expect(store.getSnapshot().collaborators).toEqual(before);
    expect(JSON.parse(storage.getItem('collaborators')!)).toEqual(before);
    // Entries name the items they touched; an undo names the change it undid.
    expect(history.getEntries().map((e) => e.label)).toEqual(['undo: Added collaborator “Example Partner”', 'save collaborators']);
    expect(history.getEntries()[1]!.title).toBe('Added collaborator “Example Partner”');

    await history.undoLatest(store);
    expect(store.getSnapshot().collaborators.some((c) => c.id === 'collab-x')).toBe(true);
  });

  it('survives a reload: a new page on the same browser profile still lists and undoes', async () => {
    const storage = memoryStorage();
    const factory = new IDBFactory();
    const first = openPage(storage, factory);
    const seedNames = first.store.getSnapshot().teamMembers.map((m) => m.name);
    const target = first.store.getSnapshot().teamMembers[0]!;
    first.store.remove('teamMembers', target.id);
    await first.history.flush();

    const second = openPage(storage, factory);
    await second.history.refresh();
    expect(second.history.getEntries().map((e) => e.label)).toEqual(['delete teamMembers']);
    await second.history.undoLatest(second.store);
    expect(second.store.getSnapshot().teamMembers.map((m) => m.name)).toEqual(seedNames);
    // The delete also removed the member's name from project teams: undo brings those back too.
    expect(second.store.getSnapshot().projects).toEqual(seedContent().projects.map((p) => second.store.getById('projects', p.id)));
  });

  it('keeps what "Reset to Default Data" removed recoverable', async () => {
    const storage = memoryStorage();
    const { store, history } = openPage(storage, new IDBFactory());
    store.save('collaborators', collaborator('collab-keep', 'Kept Partner'));
    store.setTeamImage('https://example.org/team.jpg', 'top');
    store.resetToDefaults();
    await history.flush();
    expect(store.getById('collaborators', 'collab-keep')).toBeUndefined();

    await history.undoLatest(store);
    expect(store.getById('collaborators', 'collab-keep')?.name).toBe('Kept Partner');
    expect(store.getSnapshot().teamImage).toBe('https://example.org/team.jpg');
    expect(store.getSnapshot().teamImagePosition).toBe('top');
  });

  it('keeps what "Clear All Storage" removed recoverable, and clearing storage keeps the history', async () => {
    const storage = memoryStorage();
    const factory = new IDBFactory();
    const first = openPage(storage, factory);
    first.store.save('collaborators', collaborator('collab-clear', 'Cleared Partner'));
    first.store.clearStorage();
    await first.history.flush();
    expect(storage.length).toBe(0);

    // The page reloads after clearing (docs/product.md §8); the history is still there.
    const second = openPage(storage, factory);
    await second.history.refresh();
    const labels = second.history.getEntries().map((e) => e.label);
    expect(labels).toEqual(['clear storage', 'save collaborators']);
    await second.history.undoLatest(second.store);
    expect(second.store.getById('collaborators', 'collab-clear')?.name).toBe('Cleared Partner');
    expect(JSON.parse(storage.getItem('collaborators')!).some((c: { id: string }) => c.id === 'collab-clear')).toBe(true);
  });

  it('restores to a point: undoes that change and every later one', async () => {
    const { store, history } = openPage(memoryStorage(), new IDBFactory());
    store.save('collaborators', collaborator('collab-t1', 'One'));
    store.save('collaborators', collaborator('collab-t2', 'Two'));
    store.save('collaborators', collaborator('collab-t3', 'Three'));
    await history.flush();
    const second = history.getEntries()[1]!;
    await history.restoreBefore(store, second.id);
    const ids = store.getSnapshot().collaborators.map((c) => c.id);
    expect(ids).toContain('collab-t1');
    expect(ids).not.toContain('collab-t2');
    expect(ids).not.toContain('collab-t3');
  });

  it('is bounded by entry count and by total size, dropping the oldest', async () => {
    const { store, history } = openPage(memoryStorage(), new IDBFactory(), { maxEntries: 5 });
    for (let i = 0; i < 8; i += 1) store.save('collaborators', collaborator(`collab-n${i}`, `Partner ${i}`));
    await history.flush();
    expect(history.getEntries()).toHaveLength(5);

    const small = openPage(memoryStorage(), new IDBFactory(), { maxBytes: 1 });
    small.store.save('collaborators', collaborator('collab-a', 'A'));
    small.store.save('collaborators', collaborator('collab-b', 'B'));
    await small.history.flush();
    // The newest entry always stays, even when it alone exceeds the bound.
    expect(small.history.getEntries()).toHaveLength(1);
    await small.history.undoLatest(small.store);
    expect(small.store.getById('collaborators', 'collab-b')).toBeUndefined();
    expect(small.store.getById('collaborators', 'collab-a')).toBeDefined();
  });

  it('empties on purpose only', async () => {
    const { store, history } = openPage(memoryStorage(), new IDBFactory());
    store.save('collaborators', collaborator('collab-e', 'E'));
    await history.flush();
    await history.clear();
    expect(history.getEntries()).toEqual([]);
    expect(await history.undoLatest(store)).toBe(false);
  });

  it('does not record a commit that changed nothing', async () => {
    const { store, history } = openPage(memoryStorage(), new IDBFactory());
    store.setFeatured({ ...store.getSnapshot().featuredItems });
    await history.flush();
    expect(history.getEntries()).toEqual([]);
  });

  it('checks kept values with the schemas before restoring them', async () => {
    const factory = new IDBFactory();
    const backend = indexedDbHistoryBackend(factory);
    await backend.add({ label: 'save projects', time: 1, keys: ['projects'], bytes: 10, before: { projects: 'not a list' } });
    const history = createChangeHistory({ backend });
    const { store } = openPage(memoryStorage(), new IDBFactory());
    const before = store.getSnapshot();
    await expect(history.undoLatest(store)).rejects.toThrow();
    expect(store.getSnapshot()).toBe(before);
  });

  it('describes changes in plain words', () => {
    expect(describeChange('save teamMembers')).toBe('Saved a team member');
    expect(describeChange('delete projects')).toBe('Deleted a project');
    expect(describeChange('reorder collaborators')).toBe('Reordered collaborators');
    expect(describeChange('clear storage')).toBe('Cleared all storage');
    expect(describeChange('undo: reset to defaults')).toBe('Undid: Reset all data to defaults');
  });

  it('undo restores only the items the change touched, never another editor\'s later save', async () => {
    const storage = memoryStorage();
    const factory = new IDBFactory();
    const panel = openPage(storage, factory);
    const admin = openPage(storage, factory);
    const [p3, p4] = panel.store.getSnapshot().projects.slice(2, 4);
    panel.store.save('projects', { ...p3!, title: 'Panel title' }, { base: p3 });
    await panel.history.flush();
    admin.store.save('projects', { ...p4!, title: 'Admin title' }, { base: p4 });
    await admin.history.flush();

    // One history for both: "Undo last change" in the panel undoes the newest change (the
    // admin's), and only its item; the panel's own save stays.
    await panel.history.refresh();
    expect(panel.history.getEntries().map((e) => e.title)).toEqual(['Saved project “Admin title”', 'Saved project “Panel title”']);
    await panel.history.undoLatest(panel.store);
    let projects = JSON.parse(storage.getItem('projects')!) as { id: string; title: string }[];
    expect(projects.find((p) => p.id === p3!.id)!.title).toBe('Panel title');
    expect(projects.find((p) => p.id === p4!.id)!.title).toBe(p4!.title);

    // Undoing one older entry alone touches only its item.
    admin.store.reload();
    admin.store.save('projects', { ...admin.store.getById('projects', p4!.id)!, title: 'Admin again' }, { base: admin.store.getById('projects', p4!.id)! });
    await admin.history.flush();
    const panelEntry = (await panel.history.refresh()).find((e) => e.title === 'Saved project “Panel title”')!;
    await panel.history.undo(panel.store, panelEntry.id);
    projects = JSON.parse(storage.getItem('projects')!) as { id: string; title: string }[];
    expect(projects.find((p) => p.id === p3!.id)!.title).toBe(p3!.title);
    expect(projects.find((p) => p.id === p4!.id)!.title).toBe('Admin again');
  });

  it('asks before reverting an item changed since the undone change, then does what the editor chose', async () => {
    const storage = memoryStorage();
    const factory = new IDBFactory();
    const one = openPage(storage, factory);
    const two = openPage(storage, factory);
    const p1 = one.store.getSnapshot().projects[0]!;
    const saved = one.store.save('projects', { ...p1, title: 'First edit' }, { base: p1 });
    await one.history.flush();
    two.store.save('projects', { ...saved, title: 'Second edit' }, { base: saved });
    await two.history.flush();
    const first = (await one.history.refresh()).find((e) => e.title === 'Saved project “First edit”')!;

    const error = await one.history.restoreBefore(one.store, first.id, 'ask').catch((e: unknown) => e);
    // restoreBefore also undoes the later entry, so no conflict: both go back in order.
    expect(error).toBeUndefined();
    expect(one.store.getSnapshot().projects[0]!.title).toBe(p1.title);

    // Now a change nobody recorded in this history's entries: another editor edits the same
    // project after a recorded save; undoing only the recorded save must ask.
    const again = one.store.save('projects', { ...one.store.getSnapshot().projects[0]!, title: 'Mine' }, { base: one.store.getSnapshot().projects[0]! });
    await one.history.flush();
    const mineEntry = (await one.history.refresh())[0]!;
    const otherStorage = storage; // same site storage, written outside the history (e.g. an older client)
    const list = JSON.parse(otherStorage.getItem('projects')!) as { id: string; title: string }[];
    list[0] = { ...list[0]!, title: 'Theirs' };
    otherStorage.setItem('projects', JSON.stringify(list));
    expect(again.title).toBe('Mine');

    const conflict = await one.history.restoreBefore(one.store, mineEntry.id).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(UndoConflictError);
    expect((conflict as UndoConflictError).names).toEqual(['project “Theirs”']);
    // Nothing was written.
    expect((JSON.parse(storage.getItem('projects')!) as { title: string }[])[0]!.title).toBe('Theirs');

    await one.history.restoreBefore(one.store, mineEntry.id, 'keep-newer');
    expect((JSON.parse(storage.getItem('projects')!) as { title: string }[])[0]!.title).toBe('Theirs');
    await one.history.restoreBefore(one.store, mineEntry.id, 'restore-anyway');
    expect((JSON.parse(storage.getItem('projects')!) as { title: string }[])[0]!.title).toBe(p1.title);
  });
});
