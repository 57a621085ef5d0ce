/** Storage Usage: every storage key's size, where uploads live and how much room is left. */
import { useEffect, useState } from 'react';
import { useContent, useStore } from '../../ui/content-context';
import { useDebugHost } from './debug-host';
import { formatBytes, kb, LOCAL_STORAGE_BUDGET_BYTES, summarizeStorage, type StorageSummary } from './storage-summary';

export function StorageUsage() {
  const store = useStore();
  const content = useContent();
  const { assets } = useDebugHost();
  const [summary, setSummary] = useState<StorageSummary>(() => summarizeStorage(store.storageUsage(), []));

  // Re-measured whenever content changes (a save, another tab, a restore).
  useEffect(() => {
    let cancelled = false;
    const measure = async () => {
      const files = await assets.list().catch(() => []);
      const estimate = await navigator.storage?.estimate?.().catch(() => null);
      if (!cancelled) setSummary(summarizeStorage(store.storageUsage(), files, estimate));
    };
    void measure();
    return () => {
      cancelled = true;
    };
  }, [assets, content, store]);

  const percent = Math.round(summary.localShare * 100);
  return (
    <section className="studio-debug-section" aria-labelledby="debug-storage-heading">
      <h3 id="debug-storage-heading">Storage Usage</h3>
      <table className="studio-debug-table">
        <caption className="studio-sr-only">localStorage keys and their sizes</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Size</th>
          </tr>
        </thead>
        <tbody>
          {summary.keys.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.key}</th>
              <td>{row.kb} KB</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{kb(summary.localBytes)} KB</td>
          </tr>
        </tfoot>
      </table>
      <p>
        localStorage: {kb(summary.localBytes)} KB of about {kb(LOCAL_STORAGE_BUDGET_BYTES)} KB ({percent}%).
      </p>
      {summary.warn ? (
        <p className="studio-banner studio-banner-error" role="alert">
          localStorage is {percent}% full. Saves will start to fail soon: export or back up your work, and use uploads
          (kept in IndexedDB) rather than pasted images.
        </p>
      ) : null}
      <p>
        Uploaded images and CVs are kept in this browser's IndexedDB (not in localStorage): {summary.assetCount} file
        {summary.assetCount === 1 ? '' : 's'}, {formatBytes(summary.assetBytes)}.
      </p>
      {summary.origin ? (
        <p>
          Browser estimate for this site: {formatBytes(summary.origin.usage)} used, {formatBytes(Math.max(0, summary.origin.quota - summary.origin.usage))}{' '}
          available.
        </p>
      ) : (
        <p className="studio-muted">This browser does not say how much room is left.</p>
      )}
    </section>
  );
}
