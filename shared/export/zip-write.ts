/**
 * Writing the studio's ZIPs with fflate: entries in the order given, text deflated, images and
 * PDFs stored as they are (they are compressed already), every entry dated `date` (a fixed date
 * gives the same bytes every time) and marked as an ordinary Unix file (rw-rw-r--).
 */
import { strToU8, zipSync, type Zippable } from 'fflate';

export interface ZipEntry {
  path: string;
  data: Uint8Array | string;
  compress: boolean;
}

const UNIX = 3;
const REGULAR_FILE = (0o100664 << 16) >>> 0;

/** The ZIP's bytes and its paths, sorted; a later entry of the same path replaces an earlier one. */
export function writeZip(entries: readonly ZipEntry[], date: Date): { bytes: Uint8Array; entries: string[] } {
  const files: Zippable = Object.create(null) as Zippable;
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? strToU8(entry.data) : entry.data;
    files[entry.path] = [data, { level: entry.compress ? 6 : 0, mtime: date, os: UNIX, attrs: REGULAR_FILE }];
  }
  return { bytes: zipSync(files), entries: Object.keys(files).sort() };
}
