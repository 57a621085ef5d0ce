/** "asset:" references from content to files in the IndexedDB asset store (docs/decisions/003). */
export const ASSET_SCHEME = 'asset:';

export function isAssetRef(value: string | undefined | null): value is string {
  return typeof value === 'string' && value.startsWith(ASSET_SCHEME);
}

export function assetRef(path: string): string {
  return `${ASSET_SCHEME}${path}`;
}

export function assetPathOf(ref: string): string {
  return ref.slice(ASSET_SCHEME.length);
}

/** A PDF embedded in content as a data URL (a CV uploaded before export); its base64 is group 1. */
export const EMBEDDED_PDF = /^data:application\/pdf;base64,([a-z0-9+/=\s]+)$/i;
