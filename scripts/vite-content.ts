/**
 * Which content a build is made from (docs/decisions/053). By default the repository's own
 * (shared/content/seed/); with CONTENT_DIR another content set laid out the same way
 * (<dir>/seed/*.ts and <dir>/assets/**), e.g. the tests' fixture content, so the test suite
 * never depends on what a lab has published. Also fills index.html's lab placeholders.
 */
import { cpSync, existsSync, lstatSync, readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parseProfileSource } from '../shared/export/profile-source.ts';
import { pageTitle, siteDescription, type LabProfile } from '../shared/content/model/lab-profile.ts';
import { validateLabProfile } from '../shared/content/model/profile-rules.ts';

const root = resolve(import.meta.dirname, '..');
const SEED_INDEX = join(root, 'shared/content/seed/index.ts');

/** The content folder a build reads: CONTENT_DIR (relative to the repository) or null for the repository's own. */
export function contentDirectory(env: Record<string, string | undefined> = process.env): string | null {
  return env.CONTENT_DIR ? resolve(root, env.CONTENT_DIR) : null;
}

function profileOf(dir: string | null): LabProfile | null {
  const file = dir ? join(dir, 'seed/labProfile.ts') : join(root, 'shared/content/seed/labProfile.ts');
  if (!existsSync(file)) return null;
  const parsed = parseProfileSource(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error}`);
  // The studio's own checks (docs/decisions/066): a favicon on another host never reaches a page.
  const problem = validateLabProfile(parsed.profile);
  if (problem) throw new Error(`${file}: Lab profile: ${problem}`);
  return parsed.profile;
}

const inside = (folder: string, target: string) => {
  const rel = relative(folder, target);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/**
 * Copies a content set's assets into the built site. A symbolic link is copied as the file it
 * names only when that file is inside the assets folder; one that leads elsewhere stops the build.
 */
export function copyContentAssets(from: string, to: string): void {
  const real = realpathSync(from);
  cpSync(from, to, {
    recursive: true,
    dereference: true,
    filter: (source) => {
      if (!lstatSync(source).isSymbolicLink()) return true;
      if (!inside(real, realpathSync(source))) throw new Error(`${source} is a link to a file outside ${from}; it was not copied`);
      return true;
    },
  });
}

/**
 * The same choice as an alias, for builds that run without this file's plugins: the extension's
 * content script is bundled by a separate IIFE build that keeps only the parent's resolve
 * options. Matches the relative imports of the seed ("../shared/content/seed", "../content/seed").
 */
export function contentAlias(dir: string | null = contentDirectory()): { find: RegExp; replacement: string }[] {
  return dir ? [{ find: /^(?:\.\.?\/)+(?:shared\/)?(?:content\/)?seed$/, replacement: join(dir, 'seed/index.ts') }] : [];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function contentSource(dir: string | null = contentDirectory()): Plugin {
  let outDir = '';
  let base = '/';
  return {
    name: 'lab-content-source',
    enforce: 'pre',
    configResolved(config) {
      outDir = config.build.outDir;
      base = config.base;
    },
    async resolveId(source, importer, options) {
      if (!dir || !/\/seed(\/index(\.ts)?)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === SEED_INDEX ? join(dir, 'seed/index.ts') : null;
    },
    transformIndexHtml(html) {
      const profile = profileOf(dir);
      if (!profile) return html;
      // The favicon: the profile's own, else its logo, else the product's mark.
      const favicon = profile.favicon.trim() || profile.logo.trim() || '/favicon.svg';
      return html
        .replaceAll('%LAB_TITLE%', escapeHtml(pageTitle(profile, '')))
        .replaceAll('%LAB_DESCRIPTION%', escapeHtml(siteDescription(profile)))
        .replaceAll('%LAB_FAVICON%', escapeHtml(/^https?:\/\//i.test(favicon) ? favicon : `${base}${favicon.replace(/^\//, '')}`))
        // Rendered by the prerender from the lab's logo (site/share-image.ts).
        .replaceAll('%LAB_TOUCH_ICON%', escapeHtml(`${base}apple-touch-icon.png`));
    },
    writeBundle() {
      // The content set's own files (photos, logos) beside the repository's public/ files.
      if (dir && existsSync(join(dir, 'assets')) && outDir && !outDir.endsWith('ssr')) copyContentAssets(join(dir, 'assets'), join(outDir, 'assets'));
    },
  };
}
