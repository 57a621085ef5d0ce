/**
 * Tells editors, in plain words, when saved content could not be read (it was kept aside
 * under a backup key) and when the browser's storage for the site is nearly full.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { servableType } from '../../content/model/file-types';
import { contentKeyLabel } from '../../content/model/model';
import { useStore } from '../../ui/content-context';
import { useStudioHost } from '../host';

/**
 * Stored uploads that are not a JPEG, PNG, GIF, WebP or PDF file (an SVG stored by an older
 * version): refused at load, listed here, kept aside and never rendered.
 */
function useRefusedUploads(): string[] {
  const { assets } = useStudioHost();
  const [refused, setRefused] = useState<string[]>([]);
  useEffect(() => {
    let cancelled = false;
    assets
      .list()
      .then((all) => {
        if (!cancelled) setRefused(all.filter((asset) => !servableType(asset.bytes)).map((asset) => asset.path));
      })
      .catch((error: unknown) => console.warn('Stored uploads could not be listed', error));
    return () => {
      cancelled = true;
    };
  }, [assets]);
  return refused;
}

/** Chromium, Firefox and Safari allow about 5 million characters of localStorage per site. */
export const STORAGE_QUOTA_CHARS = 5 * 1024 * 1024;
/** Warn from this share of the quota on. */
export const STORAGE_WARN_RATIO = 0.8;

export function StorageNotice() {
  const store = useStore();
  // Re-render with every content change: usage and issues follow the store.
  useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const all = store.getLoadIssues();
  const issues = all.filter((issue) => !issue.rejectedColors && !issue.unfitIds);
  const unfitIssues = all.filter((issue) => issue.unfitIds);
  const refusedUploads = useRefusedUploads();
  const colorIssues = all.filter((issue) => issue.rejectedColors);
  // storageUsage counts two bytes per character (docs/product.md §7); the quota is counted in characters.
  const chars = store.storageUsage().reduce((sum, row) => sum + row.bytes / 2, 0);
  const share = chars / STORAGE_QUOTA_CHARS;
  if (all.length === 0 && refusedUploads.length === 0 && share < STORAGE_WARN_RATIO) return null;
  return (
    <div className="studio-storage-notice">
      {issues.length > 0 ? (
        <div className="studio-banner studio-banner-error" role="alert">
          <p>
            <strong>Some saved content could not be read.</strong> The default content is shown instead, and nothing was
            thrown away:
          </p>
          <ul>
            {issues.map((issue) => (
              <li key={issue.key}>
                Saved {contentKeyLabel(issue.key)}:{' '}
                {issue.backupKey
                  ? `the unreadable text is kept in this browser's storage under “${issue.backupKey}”.`
                  : 'the text could not be read or kept; it is still in storage until the next save of this data.'}
              </li>
            ))}
          </ul>
          <p>Saving changes to this data replaces it with what you see; the kept copy stays for recovery.</p>
        </div>
      ) : null}
      {unfitIssues.length > 0 ? (
        <div className="studio-banner studio-banner-error" role="alert">
          <p>
            <strong>Some saved items had ids the site cannot use</strong> (an id is lower-case letters, digits and single
            hyphens, and becomes the item's address). Each was given a readable id from its name, and nothing was
            thrown away:
          </p>
          <ul>
            {unfitIssues.map((issue) => (
              <li key={issue.key}>
                Saved {contentKeyLabel(issue.key)}: {issue.unfitIds!.map((item) => `“${item.name}” (${item.id} → ${item.to})`).join(', ')}
                {issue.backupKey ? `; the original text is kept under “${issue.backupKey}”.` : '.'}
              </li>
            ))}
          </ul>
          <p>Links from other items follow the new ids.</p>
        </div>
      ) : null}
      {colorIssues.length > 0 ? (
        <div className="studio-banner studio-banner-error" role="alert">
          <p>
            <strong>Some saved colours were not allowed</strong> (only hex, rgb(), hsl(), named colours and the studio's
            own gradients are). The default colour is shown instead:
          </p>
          <ul>
            {colorIssues.map((issue) => (
              <li key={issue.key}>
                Saved {contentKeyLabel(issue.key)}: {issue.rejectedColors} colour{issue.rejectedColors === 1 ? '' : 's'}
                {issue.backupKey ? `; the original text is kept under “${issue.backupKey}”.` : '.'}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {refusedUploads.length > 0 ? (
        <div className="studio-banner studio-banner-error" role="alert">
          <strong>Some stored uploads are not shown:</strong> they are not JPEG, PNG, GIF, WebP or PDF files (for example an
          SVG saved by an older version), so the site never displays or exports them. They are kept in this browser; upload
          those photos again: {refusedUploads.join(', ')}.
        </div>
      ) : null}
      {share >= STORAGE_WARN_RATIO ? (
        <div className="studio-banner studio-banner-error" role="alert">
          <strong>Storage is almost full:</strong> {Math.round(share * 100)}% of the about 5 MB this browser allows the
          site is used. Saving may soon fail. Export your content, then remove large items or images you no longer need.
        </div>
      ) : null}
    </div>
  );
}
