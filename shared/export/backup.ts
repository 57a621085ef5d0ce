/**
 * Backup and restore of a whole editing session: every content key plus every uploaded file,
 * as one JSON file. For moving work between browsers or recovering after "Clear All Storage".
 * Reading a backup validates everything first; the caller replaces nothing unless it is ok.
 */
import type { Content, ContentKey } from '../content/model/model';
import { CONTENT_KEYS, entitySchemas, isEntityKind, valueSchemas } from '../content/model/model';
import { ruleProblemLine } from '../content/model/content-rules';
import { repairList } from '../content/model/normalize';
import { ID_MESSAGE } from '../content/model/safe-paths';
import { servableType } from '../content/model/file-types';
import { base64ToBytes, bytesToBase64 } from './bytes';
import { FILE_TYPES, isSafeAssetPath } from './files';

export const BACKUP_FORMAT = 'lab-site-backup';
export const BACKUP_VERSION = 1;
/** Largest single file a backup may carry (the CV limit is 5 MB; photos are smaller). */
export const BACKUP_MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface BackupAsset {
  path: string;
  type: string;
  bytes: Uint8Array;
}

export interface Backup {
  createdAt: string;
  content: Content;
  assets: BackupAsset[];
  /** Files left out because they are not a JPEG, PNG, GIF, WebP or PDF file (e.g. an old SVG upload), with why. */
  skipped: string[];
}

/** The backup file's text. */
export function createBackup(content: Content, assets: readonly BackupAsset[], now: Date = new Date()): string {
  const data: Record<string, unknown> = {};
  for (const key of CONTENT_KEYS) data[key] = content[key];
  return `${JSON.stringify(
    {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      content: data,
      assets: [...assets]
        .sort((a, b) => a.path.localeCompare(b.path))
        .map((asset) => ({ path: asset.path, type: asset.type, base64: bytesToBase64(asset.bytes) })),
    },
    null,
    2,
  )}\n`;
}

/** A backup's file name, e.g. "lab-site-backup-2026-11-21.json". */
export function backupFileName(now: Date = new Date()): string {
  return `${BACKUP_FORMAT}-${now.toISOString().slice(0, 10)}.json`;
}

export type BackupResult = { ok: true; backup: Backup } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseKey(key: ContentKey, value: unknown): { value?: unknown; error?: string } {
  if (isEntityKind(key)) {
    if (!Array.isArray(value)) return { error: `"${key}" is not a list` };
    const seen = new Set<string>();
    const items: unknown[] = [];
    for (const [index, entry] of value.entries()) {
      const parsed = entitySchemas[key].safeParse(entry);
      if (!parsed.success) {
        // An item with an id the site refuses is named, with the one message (docs/decisions/068).
        const unfit = repairList(key, [entry]).report.unfit?.[0];
        if (unfit) return { error: `${key} item ${index + 1}: ${ruleProblemLine({ kind: key, id: unfit.id, item: unfit.name, message: ID_MESSAGE })}` };
        return { error: `${key} item ${index + 1} has no usable id` };
      }
      if (seen.has(parsed.data.id)) return { error: `${key} item ${index + 1} repeats the id "${parsed.data.id}"` };
      seen.add(parsed.data.id);
      items.push(parsed.data);
    }
    return { value: items };
  }
  const parsed = valueSchemas[key as keyof typeof valueSchemas].safeParse(value);
  return parsed.success ? { value: parsed.data } : { error: `"${key}" has the wrong shape` };
}

/** Reads and validates a backup file's text; nothing is returned unless all of it is usable. */
export function parseBackup(text: string): BackupResult {
  const fail = (error: string): BackupResult => ({ ok: false, error });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('the file is not JSON');
  }
  if (!isRecord(data) || data.format !== BACKUP_FORMAT) return fail('the file is not a backup of this site');
  if (data.version !== BACKUP_VERSION) return fail(`backup version ${String(data.version)} is not supported`);
  if (!isRecord(data.content)) return fail('the backup holds no content');

  const content = {} as Record<ContentKey, unknown>;
  for (const key of CONTENT_KEYS) {
    if (!(key in data.content)) return fail(`"${key}" is missing`);
    const result = parseKey(key, data.content[key]);
    if (result.error) return fail(result.error);
    content[key] = result.value;
  }

  if (!Array.isArray(data.assets)) return fail('the backup holds no file list');
  const assets: BackupAsset[] = [];
  const skipped: string[] = [];
  const paths = new Set<string>();
  for (const [index, entry] of data.assets.entries()) {
    if (!isRecord(entry) || typeof entry.path !== 'string' || typeof entry.type !== 'string' || typeof entry.base64 !== 'string') {
      return fail(`file ${index + 1} is incomplete`);
    }
    // A path that is fine but for its file type (an SVG from an older version) is left out below;
    // any other odd path means the file was not written by this site, and nothing is restored.
    const onlyTypeIsWrong = !isSafeAssetPath(entry.path) && isSafeAssetPath(entry.path.replace(/\.[a-z0-9]{1,8}$/i, '.png'));
    if (!isSafeAssetPath(entry.path) && !onlyTypeIsWrong) return fail(`file ${index + 1} has a path that is not allowed ("${entry.path.slice(0, 80)}")`);
    if (paths.has(entry.path)) return fail(`the file "${entry.path}" appears twice`);
    paths.add(entry.path);
    if (entry.base64.length > Math.ceil(BACKUP_MAX_FILE_BYTES / 3) * 4 + 4) return fail(`"${entry.path}" is larger than 10 MB`);
    let bytes: Uint8Array;
    try {
      bytes = base64ToBytes(entry.base64);
    } catch {
      return fail(`"${entry.path}" is damaged`);
    }
    // The bytes decide what a file is; it is kept only as a JPEG, PNG, GIF, WebP or PDF.
    const type = servableType(bytes);
    if (onlyTypeIsWrong || !type || !Object.values(FILE_TYPES).includes(entry.type)) {
      skipped.push(`"${entry.path.slice(0, 80)}" (${entry.type.slice(0, 40) || 'no type'}${type ? '' : ', not a JPEG, PNG, GIF, WebP or PDF file'})`);
      continue;
    }
    assets.push({ path: entry.path, type, bytes });
  }
  const createdAt = typeof data.createdAt === 'string' ? data.createdAt : '';
  return { ok: true, backup: { createdAt, content: content as unknown as Content, assets, skipped } };
}
