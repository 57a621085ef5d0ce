/**
 * Checks an export ZIP before anything is written to a repository (apply-export). A ZIP
 * passes only if every entry is a data file or an asset at an allowed path, within size
 * limits, of the type its name says, and every data file is in the exporter's canonical form.
 */
import type { EntityKind } from '../content/model/model';
import { ENTITY_KINDS } from '../content/model/model';
import { sniffType } from './bytes';
import { ASSET_FOLDERS, FILE_TYPES, isSafeAssetPath, REPO_ASSET_ROOT } from './files';
import { parseSettingsSource, parseSource, SETTINGS_PATH, sourcePath } from './source';
import { EXPORT_README_PATH } from './zip';
import { parseProfileSource, PROFILE_PATH } from './profile-source';
import { readZip, ZipChecksumError, type ZipRecord } from './zip-read';

export { centralDirectoryNames } from './zip-read';

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
  let records: ZipRecord[];
  try {
    const zip = await readZip(bytes, limits.entries);
    if (zip.entryCount > limits.entries) return { ok: false, errors: [`the ZIP holds more than ${limits.entries} entries`] };
    records = zip.records;
  } catch (error) {
    return { ok: false, errors: [`not a readable ZIP file (${error instanceof Error ? error.message : String(error)})`] };
  }
  // Every record of the central directory, so a second entry of the same name cannot hide.
  const repeated = duplicateEntryNames(records.map((record) => record.name));
  if (repeated.length > 0) {
    return { ok: false, errors: repeated.map((name) => `${JSON.stringify(name.slice(0, 120))} appears more than once`) };
  }

  const files: CheckedFile[] = [];
  let total = 0;
  for (const entry of records) {
    const path = entry.name;
    const shown = JSON.stringify(path.slice(0, 120));
    const problem = pathProblem(entry.dir && !path.endsWith('/') ? `${path}/` : path);
    if (problem) {
      errors.push(`${shown} ${problem}`);
      continue;
    }
    if ((entry.mode & S_IFMT) === S_IFLNK) {
      errors.push(`${shown} is a symbolic link`);
      continue;
    }
    if (entry.dir) continue;

    const kind = DATA_PATHS.get(path);
    const isText = Boolean(kind) || path === SETTINGS_PATH || path === EXPORT_README_PATH;
    const limit = isText ? limits.dataFileBytes : limits.assetBytes;
    if (entry.declaredSize > limit) {
      errors.push(`${shown} is larger than ${limit} bytes`);
      continue;
    }
    let data: Uint8Array | null;
    try {
      data = await entry.read(limit);
    } catch (error) {
      if (error instanceof ZipChecksumError) errors.push(`${shown} is damaged (checksum mismatch)`);
      else errors.push(`${shown} cannot be read (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    if (!data) {
      errors.push(`${shown} is larger than ${limit} bytes`);
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
