/** Small files with real signatures, for the export tests. */
import { bytesToBase64 } from '../../shared/export/bytes';
import type { AssetReader } from '../../shared/export/zip';

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2, 3]);
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 9, 9]);
export const PDF = new TextEncoder().encode('%PDF-1.4\n%test\n');

export const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${bytesToBase64(bytes)}`;

/** An asset reader over a plain map of path -> file. */
export function mapAssets(files: Record<string, { bytes: Uint8Array; type: string }>): AssetReader & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    async get(path) {
      reads.push(path);
      return files[path];
    },
  };
}
