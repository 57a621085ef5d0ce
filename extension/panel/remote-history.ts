/**
 * The site's change history as the panel sees it: the entries live in the site origin's
 * IndexedDB (shared with its /admin) and every read or undo goes through the content script,
 * which runs the undo against the site's own storage. The panel records nothing itself: the
 * content script records each write it applies.
 */
import { UndoConflictError, type ChangeHistory, type HistorySummary } from '../../shared/store/history';
import type { ContentEntries } from '../messages';
import { askSite } from './site-link';

export function createRemoteHistory(tabId: number, onContent: (entries: ContentEntries) => void): ChangeHistory {
  const listeners = new Set<() => void>();
  let entries: readonly HistorySummary[] = [];
  const notify = () => listeners.forEach((listener) => listener());

  async function refresh() {
    const answer = await askSite(tabId, { type: 'history:list' });
    if (!answer.ok) throw new Error(answer.message);
    entries = [...answer.entries].sort((a, b) => b.id - a.id);
    notify();
    return entries;
  }

  async function undo(id: number, scope: 'only' | 'since', choice: 'ask' | 'restore-anyway' | 'keep-newer' = 'ask') {
    const answer = await askSite(tabId, { type: 'history:undo', id, scope, choice });
    if (answer.entries) onContent(answer.entries);
    await refresh().catch(() => undefined);
    if (!answer.ok) {
      if (answer.error === 'conflict') throw new UndoConflictError([], answer.names ?? []);
      throw new Error(answer.message);
    }
  }

  return {
    record: () => undefined,
    getEntries: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    flush: async () => {
      await refresh();
    },
    async undoLatest(_store, choice) {
      const latest = (await refresh())[0];
      if (!latest) return false;
      await undo(latest.id, 'only', choice);
      return true;
    },
    restoreBefore: (_store, id, choice) => undo(id, 'since', choice),
    undo: (_store, id, choice) => undo(id, 'only', choice),
    async clear() {
      const answer = await askSite(tabId, { type: 'history:clear' });
      if (!answer.ok) throw new Error(answer.message);
      await refresh();
    },
  };
}
