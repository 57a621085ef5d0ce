/** Publish channel 1: the export ZIP for the site's maintainer, with a short guide inside. */
import { useState } from 'react';
import type { Content } from '../../content/model/model';
import { assertReadableIds } from '../../content/model/content-rules';
import { buildExportZip } from '../../export/zip';
import { today, useDebugHost } from '../debug/debug-host';

export function DownloadChannel({ content }: { content: Content }) {
  const host = useDebugHost();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ text: string; error?: boolean } | null>(null);
  const download = async () => {
    setBusy(true);
    try {
      assertReadableIds(content);
      const zip = await buildExportZip(content, host.assets);
      const fileName = `lab-site-export-${today()}.zip`;
      host.download(zip.bytes, fileName, 'application/zip');
      setResult({
        text: `Downloaded ${fileName}. Send it to the site's maintainer; the guide inside says how to apply it.`,
      });
    } catch (error) {
      setResult({
        text: `The download failed: ${error instanceof Error ? error.message : String(error)}`,
        error: true,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="studio-publish-channel" aria-labelledby="publish-download-heading">
      <h2 id="publish-download-heading">Download for a maintainer</h2>
      <p>
        One ZIP with all the content and uploads. The site's maintainer applies it to the site's repository and
        publishes it.
      </p>
      <div className="studio-actions">
        <button type="button" className="studio-button" disabled={busy} onClick={() => void download()}>
          {busy ? 'Preparing…' : 'Download export ZIP'}
        </button>
      </div>
      {result ? (
        <p
          className={`studio-banner ${result.error ? 'studio-banner-error' : 'studio-banner-success'}`}
          role={result.error ? 'alert' : 'status'}
        >
          {result.text}
        </p>
      ) : null}
    </section>
  );
}
