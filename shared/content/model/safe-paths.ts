/**
 * Where an item's id and its site paths may lead (docs/decisions/066). An id becomes a folder
 * of the built site (/news/<id>/) and a site path to an image or a file becomes a file the
 * build reads, so neither may lead out of its folder, whichever way the content came in.
 */
import type { EntityKind } from './content-keys';

/** The longest id an item may have. */
export const ID_MAX_LENGTH = 64;
const ID_GRAMMAR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ID_MESSAGE = `The id must be lower-case letters, digits and single hyphens (at most ${ID_MAX_LENGTH} characters), such as jane-doe`;
export const PATH_MESSAGE = (field: string) =>
  `${field}: this site path leaves its folder; a path may not contain ".." or "." parts, a backslash or an encoded slash`;

/** True for an id the site can use as a folder and an address: "jane-doe", "pub-060". */
export function isReadableId(id: string): boolean {
  return id.length <= ID_MAX_LENGTH && ID_GRAMMAR.test(id);
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * True when a site path ("/assets/team/jane.svg") or a stored asset ("asset:team/jane.png")
 * stays inside its folder once a server or the build decodes it: no "." or ".." part (plain
 * or percent-encoded), no backslash, no encoded slash or backslash, no control character.
 * Web addresses and empty values are not site paths and pass.
 */
export function isContainedPath(value: string): boolean {
  const trimmed = value.trim();
  let path: string;
  if (trimmed.startsWith('asset:')) path = trimmed.slice('asset:'.length);
  else if (trimmed.startsWith('/') && !trimmed.startsWith('//')) path = trimmed;
  else if (trimmed.includes('\\') && !/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return false;
  else return true;
  path = path.split(/[?#]/)[0]!;
  if (path.includes('\\') || CONTROL.test(path) || /%(?:2f|5c|00)/i.test(path)) return false;
  for (const part of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return false;
    }
    if (decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\') || CONTROL.test(decoded)) return false;
  }
  return true;
}

/**
 * The fields of each kind that name a file the site serves (and the build may read), with the
 * words its message uses; a collection with no such field needs no entry.
 */
export const FILE_FIELDS: { [K in EntityKind]?: readonly (readonly [string, string])[] } = {
  projects: [
    ['image', 'Image'],
    ['shareImage', 'Share image'],
  ],
  teamMembers: [
    ['imageUrl', 'Photo'],
    ['cvUrl', 'CV'],
  ],
  newsItems: [
    ['imageUrl', 'Image'],
    ['shareImage', 'Share image'],
  ],
  software: [['imageUrl', 'Image']],
  collaborators: [['logo', 'Logo']],
  fundingSources: [['logo', 'Logo']],
  pages: [['imageUrl', 'Image']],
};

/** The id and path rules of an item: the first problem, or null. */
export function itemSafetyProblem(kind: EntityKind, item: object): string | null {
  const record = item as Record<string, unknown>;
  // A draft not saved yet has no id (or "new"); it gets a readable one on save.
  if (typeof record.id !== 'string' || (record.id.trim() !== '' && !isReadableId(record.id))) return ID_MESSAGE;
  for (const [field, label] of FILE_FIELDS[kind] ?? []) {
    const value = record[field];
    if (typeof value === 'string' && !isContainedPath(value)) return PATH_MESSAGE(label);
  }
  return null;
}

