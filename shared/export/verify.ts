/**
 * Checks an export ZIP before anything is written to a repository (apply-export). A ZIP
 * passes only if every entry is a data file or an asset at an allowed path, within size
 * limits, of the type its name says, and every data file is in the exporter's canonical form.
 */
import JSZip from 'jszip';
import type { EntityKind } from '../content/model';
import { ENTITY_KINDS } from '../content/model';
import { sniffType } from './bytes';
import { ASSET_FOLDERS, FILE_TYPES, isSafeAssetPath, REPO_ASSET_ROOT } from './files';
import { parseSettingsSource, parseSource, SETTINGS_PATH, sourcePath } from './source';
import { EXPORT_README_PATH } from './zip';
import { parseProfileSource, PROFILE_PATH } from './profile-source';

export const LIMITS = {
  zipBytes: 200 * 1024 * 1024,
  entries: 2000,
  dataFileBytes: 20 * 1024 * 1024,
  assetBytes: 10 * 1024 * 1024,
  totalBytes: 200 * 1024 * 1024,
};
export type Limits = typeof LIMITS;

export interface CheckedFile {
  path: string;
  bytes: Uint8Array;
  /** Set for data files: the data set and how many items it holds. */
  kind?: EntityKind;
  count?: number;
  /** Set for the settings file (featured items, team image, topic colours). */
  settings?: true;
}

export type CheckResult = { ok: true; files: CheckedFile[] } | { ok: false; errors: string[] };

const DATA_PATHS = new Map<string, EntityKind>(ENTITY_KINDS.map((kind) => [sourcePath(kind), kind]));
/** Folder entries a ZIP tool may add on the way to the allowed files. */
const ALLOWED_FOLDERS = new Set([
  'shared/',
  'shared/content/',
  'shared/content/seed/',
  'public/',
  REPO_ASSET_ROOT,
  ...ASSET_FOLDERS.map((folder) => `${REPO_ASSET_ROOT}${folder}/`),
]);
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Why a path may not be in an export ZIP, or null when it may. */
export function pathProblem(path: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return 'contains a backslash or a control character';
  if (path.startsWith('/') || /^[a-z]:/i.test(path)) return 'is an absolute path';
  const parts = path.replace(/\/$/, '').split('/');
  if (parts.some((part) => part === '..' || part === '.' || part === '')) return 'leaves its folder (".." or empty parts)';
  if (path.endsWith('/')) return ALLOWED_FOLDERS.has(path) ? null : 'is a folder outside the data and asset folders';
  if (DATA_PATHS.has(path) || path === SETTINGS_PATH || path === PROFILE_PATH || path === EXPORT_README_PATH) return null;
  if (path.startsWith(REPO_ASSET_ROOT) && isSafeAssetPath(path.slice(REPO_ASSET_ROOT.length))) return null;
  return `is not one of the data files (shared/content/seed/<data set>.ts, ${SETTINGS_PATH}, ${PROFILE_PATH}), the export's ${EXPORT_README_PATH}, or an image or PDF in public/assets/{team,projects,software,news,collaborators,funding}/`;
}

interface StreamHelper {
  on(event: 'data', cb: (chunk: Uint8Array) => void): StreamHelper;
  on(event: 'error', cb: (error: Error) => void): StreamHelper;
  on(event: 'end', cb: () => void): StreamHelper;
  resume(): StreamHelper;
  pause(): StreamHelper;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The ZIP format's CRC-32 of some bytes. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Inflates an entry but stops as soon as it grows past `limit` (a ZIP bomb stays small). */
function readLimited(file: JSZip.JSZipObject, limit: number): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    let over = false;
    const stream = (file as unknown as { internalStream(type: 'uint8array'): StreamHelper }).internalStream('uint8array');
    stream
      .on('data', (chunk) => {
        if (over) return;
        size += chunk.length;
        if (size > limit) {
          over = true;
          stream.pause();
          resolve(null);
          return;
        }
        chunks.push(chunk);
      })
      .on('error', (error) => reject(error))
      .on('end', () => {
        if (over) return;
        const out = new Uint8Array(size);
        let offset = 0;
        for (const chunk of chunks) {
          out.set(chunk, offset);
          offset += chunk.length;
        }
        resolve(out);
      })
      .resume();
  });
}

const textOf = (bytes: Uint8Array, utf8: boolean) =>
  utf8 ? new TextDecoder('utf-8').decode(bytes) : String.fromCharCode(...bytes);

/**
 * The entry names of a ZIP as its central directory lists them, every one, in order; null
 * when there is no readable central directory. Read by hand because JSZip keeps only one of
 * two entries with the same name, so a duplicate would otherwise pass unseen. A name from an
 * Info-ZIP Unicode Path field (0x7075) wins over the raw name, as it does in JSZip.
 */
export function centralDirectoryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65,535 bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (u32(at) === 0x06054b50 && at + 22 + u16(at + 20) <= bytes.length) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  let count = u16(end + 10);
  let offset = u32(end + 16);
  if ((count === 0xffff || offset === 0xffffffff) && end >= 20 && u32(end - 20) === 0x07064b50) {
    const record = u64(end - 20 + 8);
    if (record + 56 > bytes.length || u32(record) !== 0x06064b50) return null;
    count = u64(record + 32);
    offset = u64(record + 48);
  }
  const names: string[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || u32(at) !== 0x02014b50) return null;
    const utf8 = (u16(at + 8) & 0x0800) !== 0;
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const nameStart = at + 46;
    if (nameStart + nameLength + extraLength > bytes.length) return null;
    let name = textOf(bytes.subarray(nameStart, nameStart + nameLength), utf8);
    // Extra fields: 2-byte id, 2-byte size, data.
    for (let x = nameStart + nameLength; x + 4 <= nameStart + nameLength + extraLength; ) {
      const id = u16(x);
      const size = u16(x + 2);
      if (id === 0x7075 && size >= 5 && x + 4 + size <= bytes.length) name = textOf(bytes.subarray(x + 9, x + 4 + size), true);
      x += 4 + size;
    }
    names.push(name);
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Names that occur more than once (ignoring case and a folder's trailing slash), as first written. */
export function duplicateEntryNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const name of names) {
    const folded = name.replace(/\/$/, '').toLowerCase();
    if (seen.has(folded) && !repeated.includes(name)) repeated.push(name);
    seen.add(folded);
  }
  return repeated;
}

/** The bytes as UTF-8 text, or null when they are not UTF-8. */
function utf8Text(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Validates a whole export ZIP; either every file is fine or the errors say what is not. */
export async function checkExportZip(bytes: Uint8Array, limits: Limits = LIMITS): Promise<CheckResult> {
  const errors: string[] = [];
  if (bytes.length > limits.zipBytes) return { ok: false, errors: [`the ZIP is larger than ${limits.zipBytes} bytes`] };
  let zip: JSZip;
  try {
    // No checkCRC32 here: it would inflate every entry in full before any size limit applies.
    // Each entry's checksum is checked below, after its limited read.
    zip = await JSZip.loadAsync(bytes);
  } catch (error) {
    return { ok: false, errors: [`not a readable ZIP file (${error instanceof Error ? error.message : String(error)})`] };
  }
  // JSZip keeps one of two same-named entries: the central directory shows them all.
  const listed = centralDirectoryNames(bytes);
  if (!listed) return { ok: false, errors: ['not a readable ZIP file (no readable central directory)'] };
  const repeated = duplicateEntryNames(listed);
  if (repeated.length > 0) {
    return { ok: false, errors: repeated.map((name) => `${JSON.stringify(name.slice(0, 120))} appears more than once`) };
  }
  const entries = Object.values(zip.files);
  if (Math.max(entries.length, listed.length) > limits.entries) return { ok: false, errors: [`the ZIP holds more than ${limits.entries} entries`] };

  const files: CheckedFile[] = [];
  const seen = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    const path = (entry as JSZip.JSZipObject & { unsafeOriginalName?: string }).unsafeOriginalName ?? entry.name;
    const shown = JSON.stringify(path.slice(0, 120));
    const problem = pathProblem(entry.dir && !path.endsWith('/') ? `${path}/` : path);
    if (problem) {
      errors.push(`${shown} ${problem}`);
      continue;
    }
    const mode = typeof entry.unixPermissions === 'number' ? entry.unixPermissions : 0;
    if ((mode & S_IFMT) === S_IFLNK) {
      errors.push(`${shown} is a symbolic link`);
      continue;
    }
    if (entry.dir) continue;
    if (seen.has(path.toLowerCase())) {
      errors.push(`${shown} appears more than once`);
      continue;
    }
    seen.add(path.toLowerCase());

    const kind = DATA_PATHS.get(path);
    const isText = Boolean(kind) || path === SETTINGS_PATH || path === EXPORT_README_PATH;
    const limit = isText ? limits.dataFileBytes : limits.assetBytes;
    const declared = (entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
    if (declared > limit) {
      errors.push(`${shown} is larger than ${limit} bytes`);
      continue;
    }
    let data: Uint8Array | null;
    try {
      data = await readLimited(entry, limit);
    } catch (error) {
      errors.push(`${shown} cannot be read (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    if (!data) {
      errors.push(`${shown} is larger than ${limit} bytes`);
      continue;
    }
    const expectedCrc = (entry as unknown as { _data?: { crc32?: number } })._data?.crc32;
    if (typeof expectedCrc === 'number' && crc32(data) !== expectedCrc >>> 0) {
      errors.push(`${shown} is damaged (checksum mismatch)`);
      continue;
    }
    total += data.length;
    if (total > limits.totalBytes) return { ok: false, errors: [...errors, `the files add up to more than ${limits.totalBytes} bytes`] };

    // The guide for the maintainer is read (size and checksum) but never applied.
    if (path === EXPORT_README_PATH) continue;
    if (path === PROFILE_PATH || path === SETTINGS_PATH || kind) {
      const text = utf8Text(data);
      if (text === null) {
        errors.push(`${shown} is not UTF-8 text`);
        continue;
      }
      if (kind) {
        const parsed = parseSource(kind, text);
        if (!parsed.ok) errors.push(`${shown}: ${parsed.error}`);
        else files.push({ path, bytes: data, kind, count: parsed.items.length });
        continue;
      }
      const parsed = path === PROFILE_PATH ? parseProfileSource(text) : parseSettingsSource(text);
      if (!parsed.ok) errors.push(`${shown}: ${parsed.error}`);
      else files.push({ path, bytes: data, settings: true });
      continue;
    }
    const ext = path.split('.').pop()!.toLowerCase();
    const expected = FILE_TYPES[ext];
    const actual = sniffType(data);
    if (actual !== expected) {
      errors.push(`${shown} is not a ${ext.toUpperCase()} file${actual ? ` (it holds ${actual})` : ''}`);
      continue;
    }
    files.push({ path, bytes: data });
  }
  if (errors.length === 0 && files.length === 0) errors.push('the ZIP holds no data files and no assets');
  return errors.length ? { ok: false, errors } : { ok: true, files: files.sort((a, b) => a.path.localeCompare(b.path)) };
}
