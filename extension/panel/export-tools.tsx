/**
 * The publish tools: each data set as its source file, the full export ZIP laid out like
 * the repository, and every image as a ZIP, saved through the browser's downloads.
 */
import { useState } from 'react';
import { assertReadableIds } from '../../shared/content/model/content-rules';
import { ENTITY_KINDS, type EntityKind } from '../../shared/content/model/model';
import { useStudioHost } from '../../shared/editor/host';
import { sniffType } from '../../shared/export/bytes';
import { generateSource, sourceFileName } from '../../shared/export/source';
import { buildExportZip, buildImagesZip, planExport, type Fetcher } from '../../shared/export/zip';
import { useContent } from '../../shared/ui/content-context';
import { dateStamp, saveDownload } from './downloads';

/** Reads images the content links to: site paths from the site's origin, others as they are. */
function siteFetcher(origin: string): Fetcher {
  return async (url) => {
    const response = await fetch(new URL(url, origin));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { bytes, type: sniffType(bytes) ?? response.headers.get('content-type') ?? 'application/octet-stream' };
  };
}

type Status = { tone: 'info' | 'error'; text: string } | null;

export function ExportTools({ origin }: { origin: string }) {
  const content = useContent();
  const { assets } = useStudioHost();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [notes, setNotes] = useState<string[]>([]);

  async function run(label: string, work: () => Promise<string>) {
    setBusy(true);
    setNotes([]);
    setStatus({ tone: 'info', text: `${label}…` });
    try {
      setStatus({ tone: 'info', text: await work() });
    } catch (error) {
      setStatus({ tone: 'error', text: `${label} failed: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  }

  const saveSource = (kind: EntityKind) =>
    run(`Saving ${sourceFileName(kind)}`, async () => {
      // As in the export ZIP: uploads referred to by the /assets/ path they are exported to.
      const { lists } = await planExport(content, assets);
      await saveDownload(generateSource(kind, lists[kind]), sourceFileName(kind), 'text/plain');
      return `Saved ${sourceFileName(kind)} to your downloads.`;
    });

  const saveExport = () =>
    run('Building the export ZIP', async () => {
      assertReadableIds(content);
      const zip = await buildExportZip(content, assets);
      const name = `lab-site-export-${dateStamp()}.zip`;
      await saveDownload(zip.bytes, name, 'application/zip');
      setNotes(zip.plan.notes);
      return `Saved ${name} (${zip.entries.length} files) to your downloads.`;
    });

  const saveImages = () =>
    run('Collecting the images', async () => {
      const zip = await buildImagesZip(content, assets, siteFetcher(origin));
      const name = `lab-site-images-${dateStamp()}.zip`;
      await saveDownload(zip.bytes, name, 'application/zip');
      setNotes(zip.skipped.map((s) => `${s.label}: ${s.reason}`));
      return `Saved ${name} (${zip.entries.length} files) to your downloads.`;
    });

  return (
    <section className="panel-section" aria-labelledby="export-heading">
      <h2 id="export-heading">Export {new URL(origin).host}</h2>
      <p className="panel-muted">
        Exports the content of <span className="panel-origin">{origin}</span>.
      </p>
      <p className="panel-muted">
        The export ZIP holds all content and uploads for the site's maintainer; to review your changes or open a pull
        request, use Publish.
      </p>
      <div className="panel-actions">
        <button type="button" className="panel-button panel-button-primary" disabled={busy} onClick={saveExport}>
          Download export ZIP
        </button>
        <button type="button" className="panel-button" disabled={busy} onClick={saveImages}>
          Download all images as ZIP
        </button>
      </div>
      <h3>Source files of the eight data sets</h3>
      <ul className="panel-list">
        {ENTITY_KINDS.map((kind) => (
          <li key={kind}>
            <button type="button" className="panel-button" disabled={busy} onClick={() => saveSource(kind)}>
              Download {sourceFileName(kind)}
            </button>
          </li>
        ))}
      </ul>
      <div role="status" className={status?.tone === 'error' ? 'panel-error' : 'panel-status'}>
        {status?.text}
      </div>
      {notes.length > 0 && (
        <ul className="panel-notes" aria-label="Export notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
