/**
 * Where the build may read and write (docs/decisions/066). Every path made from content (an
 * item's id becomes a folder, an image's site path a file to read) is resolved here and
 * confirmed inside its folder; anything else throws, naming the path, before a byte is read or
 * written. The content rules refuse such ids and paths earlier (shared/content/model/safe-paths.ts);
 * this is the build's own last check.
 */
import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';

export class OutsideFolderError extends Error {
  constructor(path, folder) {
    super(`${JSON.stringify(path)} leads outside ${folder}; nothing was read or written there`);
    this.name = 'OutsideFolderError';
  }
}

const isInside = (folder, target) => {
  const rel = relative(folder, target);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/** The site path's parts, decoded; throws on a part that is ".", "..", or holds a separator. */
function partsOf(sitePath, folder) {
  const parts = [];
  for (const raw of sitePath.split(/[?#]/)[0].split('/')) {
    if (!raw) continue;
    let part;
    try {
      part = decodeURIComponent(raw);
    } catch {
      throw new OutsideFolderError(sitePath, folder);
    }
    // eslint-disable-next-line no-control-regex
    if (part === '.' || part === '..' || /[/\\\u0000]/.test(part) || raw.includes('\\')) throw new OutsideFolderError(sitePath, folder);
    parts.push(part);
  }
  return parts;
}

/**
 * The file or folder of a site path inside `folder` ("/team/jane" -> <folder>/team/jane),
 * confirmed inside it, also through symbolic links of the folders on the way that exist.
 */
export function insideFolder(folder, sitePath) {
  const base = resolve(folder);
  const target = resolve(base, ...partsOf(sitePath, folder));
  if (!isInside(base, target)) throw new OutsideFolderError(sitePath, folder);
  // A folder on the way may be a symbolic link: the nearest existing one must really be inside.
  let existing = target;
  while (!existsSync(existing) && existing !== base) existing = dirname(existing);
  if (existsSync(existing) && existsSync(base) && !isInside(realpathSync(base), realpathSync(existing))) throw new OutsideFolderError(sitePath, folder);
  return target;
}

/** The folder of a route path in a language ("/team" in "/nb" -> <siteDir>/nb/team). */
export function folderOf(siteDir, path, prefix = '') {
  return insideFolder(siteDir, `${prefix}${path}`);
}

/** The file of a site path in the built site ("/assets/team/x.svg" -> <siteDir>/assets/team/x.svg). */
export function fileOf(siteDir, sitePath) {
  return insideFolder(siteDir, sitePath);
}
