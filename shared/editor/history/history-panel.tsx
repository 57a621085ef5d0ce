/**
 * The change history (shared/store/history.ts): every change listed with its time, Undo for
 * the latest, restore to the moment before any listed change, and "Empty history".
 * Undoing is recorded too, so an undo can itself be undone.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { contentKeyLabel } from '../../content/model/model';
import {
  describeEntry,
  getBrowserHistory,
  UndoConflictError,
  type UndoChoice,
  HISTORY_MAX_BYTES,
  HISTORY_MAX_ENTRIES,
  type ChangeHistory,
  type HistorySummary,
} from '../../store/history';
import { pruneUnreferencedAssets } from '../../store/assets';
import { useStore } from '../../ui/content-context';
import { useStudioHost } from '../host';
import './history.css';

const EMPTY_CONFIRM = 'Empty the change history? The changes listed here can no longer be undone.';

const formatTime = (time: number) =>
  new Date(time).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function HistoryPanel({ history: given }: { history?: ChangeHistory }) {
  const store = useStore();
  const host = useStudioHost();
  const history = given ?? host.history ?? getBrowserHistory();
  const entries = useSyncExternalStore(history.subscribe, history.getEntries, history.getEntries);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  /** An undo stopped because items were changed since: the editor picks what happens. */
  const [pending, setPending] = useState<{ names: readonly string[]; retry: (choice: UndoChoice) => Promise<unknown>; done: string } | null>(null);

  useEffect(() => {
    // Another tab (or this page before a reload) may have recorded changes.
    const refresh = () => void history.refresh().catch(() => undefined);
    refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [history]);

  const run = async (task: (choice: UndoChoice) => Promise<unknown>, done: string, choice: UndoChoice = 'ask') => {
    setBusy(true);
    setStatus(null);
    setPending(null);
    try {
      await task(choice);
      setStatus({ ok: true, text: choice === 'keep-newer' ? `${done} Items changed since were kept.` : done });
    } catch (error) {
      if (error instanceof UndoConflictError) {
        // Never a silent revert: say what changed since and let the editor choose.
        setPending({ names: error.names, retry: task, done });
        return;
      }
      // A failed save has already shown the storage alert; say what happened here too.
      setStatus({ ok: false, text: `Could not undo: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  };

  const restore = (entry: HistorySummary) =>
    run((choice) => history.restoreBefore(store, entry.id, choice), `Restored the content as it was before “${describeEntry(entry)}”.`);
  const undoOne = (entry: HistorySummary) => run((choice) => history.undo(store, entry.id, choice), `Undid “${describeEntry(entry)}”.`);

  const empty = async () => {
    if (!(await host.confirm(EMPTY_CONFIRM))) return;
    await run(async () => {
      await history.clear();
      // No undo can bring back a reference to them now: drop uploads the content does not use.
      await pruneUnreferencedAssets(host.assets, store.getSnapshot());
    }, 'The change history is empty.');
  };

  const latest = entries[0];
  return (
    <section className="studio-history" aria-labelledby="studio-history-title">
      <div className="studio-history-head">
        <h2 id="studio-history-title">Change history</h2>
        <div className="studio-actions">
          <button
            type="button"
            className="studio-button"
            disabled={busy || !latest}
            onClick={() => latest && run((choice) => history.undo(store, latest.id, choice), `Undid “${describeEntry(latest)}”.`)}
          >
            Undo last change
          </button>
          <button type="button" className="studio-button studio-danger" disabled={busy || entries.length === 0} onClick={empty}>
            Empty history
          </button>
        </div>
      </div>
      <p className="studio-muted">
        Every change made in this browser is kept here, including resets and clearing storage, so it can be undone (uploaded files stay until the history is emptied). The
        history keeps the latest {HISTORY_MAX_ENTRIES} changes and at most {HISTORY_MAX_BYTES / (1024 * 1024)} MB; older
        changes are dropped first.
      </p>
      <p className="studio-note" role="status">
        {status ? <span className={status.ok ? 'studio-history-ok' : 'studio-history-error'}>{status.text}</span> : null}
      </p>
      {pending ? (
        <div className="studio-conflict" role="alertdialog" aria-labelledby="studio-undo-conflict">
          <p id="studio-undo-conflict">
            Changed since by someone else: {pending.names.join(', ') || 'an item this change touched'}. Nothing has been undone yet.
          </p>
          <div className="studio-actions">
            <button type="button" className="studio-button" disabled={busy} onClick={() => void run(pending.retry, pending.done, 'restore-anyway')}>
              Restore anyway
            </button>
            <button type="button" className="studio-button studio-primary" disabled={busy} onClick={() => void run(pending.retry, pending.done, 'keep-newer')}>
              Keep the newer version
            </button>
            <button type="button" className="studio-button" disabled={busy} onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      {entries.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <ol className="studio-list studio-history-list">
          {entries.map((entry) => (
            <li key={entry.id} className="studio-row">
              <div className="studio-history-what">
                <strong>{describeEntry(entry)}</strong>
                <span className="studio-muted">
                  <time dateTime={new Date(entry.time).toISOString()}>{formatTime(entry.time)}</time> · {entry.keys.map(contentKeyLabel).join(', ')}
                  {entry.by ? ` · by ${entry.by}` : ''}
                </span>
              </div>
              <span className="studio-actions">
                <button
                  type="button"
                  className="studio-button"
                  disabled={busy}
                  // The name starts with the visible words (WCAG 2.5.3, label in name), then says which change.
                  aria-label={`Undo this change: ${describeEntry(entry)}, ${formatTime(entry.time)}`}
                  onClick={() => undoOne(entry)}
                >
                  Undo this change
                </button>
                <button
                  type="button"
                  className="studio-button"
                  disabled={busy}
                  aria-label={`Restore to before this: ${describeEntry(entry)}, ${formatTime(entry.time)}`}
                  onClick={() => restore(entry)}
                >
                  Restore to before this
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
