/**
 * Where the files content refers to (photos, logos, CVs) live in the repository, and what a
 * maintainer would call them. Shared by the export ZIP, the image ZIP, the debug panel's
 * download links, the backup and the apply-export command, so all agree on one layout.
 */
import { ASSET_FOLDERS, COLLECTIONS, itemName, type AssetFolder, type FileFieldSpec } from '../content/model/collections';
import { ENTITY_KINDS } from '../content/model/kinds';
import type { Content, EntityKind } from '../content/model/model';
import { slugify } from '../store/assets';

/** Where the site's static files live in the repository. */
export const REPO_ASSET_ROOT = 'public/assets/';

export { ASSET_FOLDERS, type AssetFolder } from '../content/model/collections';

/** File types an export may carry, by extension. SVG is left out on purpose: it can hold script. */
export const FILE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

const EXTENSION_OF: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
};

/** The file extension for a media type an export may carry, or null. */
export function extensionForType(type: string): string | null {
  return EXTENSION_OF[type.toLowerCase().split(';')[0]!.trim()] ?? null;
}

/** The image extension a URL's path ends in (".../photo.PNG?x" -> "png"), or null. */
export function extensionOfUrl(url: string): string | null {
  const match = /\.([a-z0-9]{2,5})(?:[?#].*)?$/i.exec(url);
  const ext = match?.[1]?.toLowerCase();
  return ext && ext in FILE_TYPES ? ext : ext === 'svg' ? 'svg' : null;
}

const SEGMENT = /^[a-z0-9][a-z0-9._-]{0,119}$/i;

/**
 * True for a path below public/assets/ in an allowed folder with an allowed extension,
 * e.g. "team/member-3-ada-lovelace.jpg": no "..", no absolute path, no odd characters.
 */
export function isSafeAssetPath(path: string): boolean {
  const parts = path.split('/');
  const name = parts.pop() ?? '';
  const folder = parts.join('/');
  if (!(ASSET_FOLDERS as readonly string[]).includes(folder)) return false;
  if (!SEGMENT.test(name) || name.includes('..')) return false;
  const ext = name.split('.').pop()!.toLowerCase();
  return name.includes('.') && ext in FILE_TYPES;
}

/** How a stored URL reaches its bytes. */
export type UrlSource = 'asset' | 'data' | 'site' | 'external' | 'none';

export function urlSource(url: string | undefined | null): UrlSource {
  const value = url?.trim() ?? '';
  if (!value || /(?:undefined|null)$/.test(value)) return 'none';
  if (value.startsWith('asset:')) return 'asset';
  if (/^data:/i.test(value)) return 'data';
  if (value.startsWith('/') && !value.startsWith('//')) return 'site';
  if (/^https?:\/\//i.test(value)) return 'external';
  return 'none';
}

/** One URL field of one item that may point at a file. */
export interface FileField {
  kind: EntityKind;
  id: string;
  /** What staff call the item: the member's name, the project's title, ... */
  label: string;
  field: string;
  url: string;
  folder: AssetFolder;
  /** A photo or logo (true) or a document such as a CV (false). */
  image: boolean;
}

interface FieldSpec extends FileFieldSpec {
  kind: EntityKind;
}

/** Every URL field that may hold an uploaded or embedded file, with its target folder. */
export const FILE_FIELDS: readonly FieldSpec[] = ENTITY_KINDS.flatMap((kind) => COLLECTIONS[kind].files.map((spec) => ({ kind, ...spec })));

/** The image folders the debug panel lists (docs/product.md §2: team, projects, software). */
export const PANEL_IMAGE_FOLDERS: readonly AssetFolder[] = ['team', 'projects', 'software'];

/** Every non-empty file URL in the content, in data-set order. */
export function fileFields(content: Pick<Content, EntityKind>, folders?: readonly AssetFolder[]): FileField[] {
  const out: FileField[] = [];
  for (const spec of FILE_FIELDS) {
    if (folders && !folders.includes(spec.folder)) continue;
    for (const item of content[spec.kind] as unknown as Record<string, unknown>[]) {
      const url = item[spec.field];
      if (typeof url !== 'string' || urlSource(url) === 'none') continue;
      out.push({ ...spec, id: String(item.id), label: itemName(spec.kind, item), url: url.trim() });
    }
  }
  return out;
}

/** The file name a maintainer would keep: "<id>-<name-slug>.<ext>", e.g. "member-3-ada-lovelace.jpg". */
export function suggestedFileName(field: Pick<FileField, 'id' | 'label'>, ext: string): string {
  const id = slugify(field.id);
  const slug = slugify(field.label);
  return `${slug === id || slug === 'file' ? id : `${id}-${slug}`}.${ext}`;
}

/**
 * The path below public/assets/ a field's file is kept at: an upload's own path, a site
 * path's own location, or a suggested name in the field's folder.
 */
export function assetPathFor(field: FileField, ext: string): string {
  const source = urlSource(field.url);
  if (source === 'asset') {
    const own = field.url.slice('asset:'.length);
    if (isSafeAssetPath(own)) return own;
  }
  if (source === 'site' && field.url.startsWith('/assets/')) {
    return decodeURIComponent(field.url.slice('/assets/'.length).split(/[?#]/)[0]!);
  }
  return `${field.folder}/${suggestedFileName(field, ext)}`;
}

/** Reserves unique paths: a second file wanting a taken path gets "-2", "-3", ... */
export function pathReserver() {
  const taken = new Set<string>();
  return (path: string): string => {
    let candidate = path;
    for (let n = 2; taken.has(candidate); n += 1) candidate = path.replace(/(\.[^./]+)?$/, `-${n}$1`);
    taken.add(candidate);
    return candidate;
  };
}
