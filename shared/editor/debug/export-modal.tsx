/** "Export Current Data as Default" (docs/product.md §2): one ZIP laid out like the repository. */
import { useEffect, useRef, useState } from 'react';
import { assertReadableIds } from '../../content/model/content-rules';
import { buildExportZip } from '../../export/zip';
import { RouterLink as Link } from '../../ui/router-link';
import { useStore } from '../../ui/content-context';
import { today, useDebugHost } from './debug-host';

export function ExportModal({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const host = useDebugHost();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ text: string; notes: string[]; error?: boolean } | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const exportData = async () => {
    setBusy(true);
    try {
      assertReadableIds(store.getSnapshot());
      const zip = await buildExportZip(store.getSnapshot(), host.assets);
      const fileName = `lab-site-export-${today()}.zip`;
      host.download(zip.bytes, fileName, 'application/zip');
      setResult({
        text: `Downloaded ${fileName}: 8 data files and ${zip.plan.files.length} image or CV file${zip.plan.files.length === 1 ? '' : 's'}, plus the settings file.`,
        notes: zip.plan.notes,
      });
    } catch (error) {
      setResult({ text: `The export failed: ${error instanceof Error ? error.message : String(error)}`, notes: [], error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="studio-debug-dialog"
      aria-labelledby="export-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="export-dialog-title">Export Current Data as Default</h2>
      <p>
        Source files of the current data will be generated to replace the files in the project's data directory. The
        featured items, the team image and the topic colours are included, and so are uploaded and embedded images and CVs.
      </p>
      <p className="studio-muted">
        You get one ZIP for the site's maintainer; a short guide inside it says how to apply it. To see what will change
        first, or to open a pull request yourself, use <Link to="/admin/publish">Publish</Link>.
      </p>
      {result ? (
        <div className={`studio-banner ${result.error ? 'studio-banner-error' : 'studio-banner-success'}`} role={result.error ? 'alert' : 'status'}>
          <p>{result.text}</p>
          {result.notes.length ? (
            <>
              <p>Not included:</p>
              <ul>
                {result.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <div className="studio-actions">
        <button type="button" className="studio-button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="studio-button studio-primary" onClick={() => void exportData()} disabled={busy}>
          {busy ? 'Exporting…' : 'Export Data'}
        </button>
      </div>
    </dialog>
  );
}
