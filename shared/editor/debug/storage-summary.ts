/**
 * Storage figures for the debug panel: localStorage keys at two bytes per character
 * (docs/product.md §7), uploads in IndexedDB, and the browser's own estimate when it gives one.
 */

/** Browsers allow about 5 MB of localStorage an origin; the panel warns well before. */
export const LOCAL_STORAGE_BUDGET_BYTES = 5 * 1024 * 1024;
export const WARN_RATIO = 0.8;

export interface KeyUsage {
  key: string;
  bytes: number;
  kb: string;
}

export interface StorageSummary {
  keys: KeyUsage[];
  localBytes: number;
  /** Share of the ~5 MB budget in use, 0..1 (may exceed 1 in generous browsers). */
  localShare: number;
  warn: boolean;
  assetCount: number;
  assetBytes: number;
  /** From navigator.storage.estimate(), when available. */
  origin?: { usage: number; quota: number };
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(2);

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${kb(bytes)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

export function summarizeStorage(
  keys: readonly KeyUsage[],
  assets: readonly { bytes: { length: number } }[],
  estimate?: { usage?: number; quota?: number } | null,
): StorageSummary {
  const localBytes = keys.reduce((sum, row) => sum + row.bytes, 0);
  const localShare = localBytes / LOCAL_STORAGE_BUDGET_BYTES;
  const summary: StorageSummary = {
    keys: [...keys],
    localBytes,
    localShare,
    warn: localShare > WARN_RATIO,
    assetCount: assets.length,
    assetBytes: assets.reduce((sum, asset) => sum + asset.bytes.length, 0),
  };
  if (estimate && typeof estimate.usage === 'number' && typeof estimate.quota === 'number' && estimate.quota > 0) {
    summary.origin = { usage: estimate.usage, quota: estimate.quota };
  }
  return summary;
}
