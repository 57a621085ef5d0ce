/** Saves bytes made in the panel to the browser's downloads folder (the downloads permission). */

/** How long an object URL stays valid for the browser to fetch it into the download. */
const URL_LIFETIME_MS = 60_000;

export async function saveDownload(bytes: Uint8Array | string, filename: string, type: string): Promise<void> {
  const blob = new Blob([bytes as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  try {
    await chrome.downloads.download({ url, filename, conflictAction: 'uniquify', saveAs: false });
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
  }
}

/** "2026-11-21", for file names that sort by date. */
export function dateStamp(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
