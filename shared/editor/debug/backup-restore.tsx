/**
 * Backup and restore of the whole editing session (all content keys and uploaded files) as
 * one JSON file. A restore validates the whole file first and changes nothing on a bad one.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { backupFileName, createBackup, parseBackup } from '../../export/backup';
import { useStore } from '../../ui/content-context';
import { useDebugHost } from './debug-host';

type Message = { kind: 'success' | 'error'; text: string };

export function BackupRestore() {
  const store = useStore();
  const host = useDebugHost();
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setMessage(null);
    try {
      const files = await host.assets.list();
      const text = createBackup(store.getSnapshot(), files);
      const fileName = backupFileName();
      host.download(text, fileName, 'application/json');
      setMessage({ kind: 'success', text: `Downloaded ${fileName} with all content and ${files.length} uploaded file${files.length === 1 ? '' : 's'}.` });
    } catch (error) {
      setMessage({ kind: 'error', text: `The backup failed: ${error instanceof Error ? error.message : String(error)}` });
    }
  };

  const restore = async (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    const file = field.files?.[0];
    field.value = '';
    if (!file) return;
    setMessage(null);
    setBusy(true);
    try {
      const parsed = parseBackup(await file.text());
      if (!parsed.ok) {
        setMessage({ kind: 'error', text: `${file.name} cannot be restored: ${parsed.error}. Nothing was changed.` });
        return;
      }
      const { content, assets, createdAt, skipped } = parsed.backup;
      const when = createdAt ? ` from ${new Date(createdAt).toLocaleString()}` : '';
      if (!(await host.confirm(`Replace all content and uploaded files in this browser with the backup${when}? This cannot be undone.`))) return;
      // Files first, so the restored content never points at a file that is not there yet;
      // if the content cannot be saved after all, the previous files are put back.
      const previous = await host.assets.list();
      const putAll = async (files: readonly { path: string; bytes: Uint8Array; type: string }[]) => {
        await host.assets.clear();
        for (const file of files) await host.assets.put(file.path, file.bytes, file.type);
      };
      await putAll(assets);
      try {
        store.replaceAll(content, 'restore backup');
      } catch (error) {
        await putAll(previous);
        throw error;
      }
      setMessage({
        kind: 'success',
        text: `Backup restored: ${content.projects.length} projects, ${content.teamMembers.length} team members, ${content.newsItems.length} news items, ${content.publications.length} publications and the rest, with ${assets.length} uploaded file${assets.length === 1 ? '' : 's'}.${
          skipped.length ? ` Left out, as they are not JPEG, PNG, GIF, WebP or PDF files: ${skipped.join(', ')}.` : ''
        }`,
      });
    } catch (error) {
      setMessage({ kind: 'error', text: `The restore failed: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="studio-debug-section" aria-labelledby="debug-backup-heading">
      <h3 id="debug-backup-heading">Backup and Restore</h3>
      <p className="studio-muted">
        One file with all content and every uploaded image and CV: for moving your work to another browser, or for getting it
        back after Clear All Storage.
      </p>
      <div className="studio-actions">
        <button type="button" className="studio-button" onClick={() => void download()}>
          Download Backup
        </button>
        <button type="button" className="studio-button" disabled={busy} onClick={() => input.current?.click()}>
          Restore from Backup…
        </button>
        <input ref={input} hidden type="file" aria-label="Backup file" accept="application/json,.json" onChange={(event) => void restore(event)} />
      </div>
      {message ? (
        <p className={`studio-banner ${message.kind === 'error' ? 'studio-banner-error' : 'studio-banner-success'}`} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
