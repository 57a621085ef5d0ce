/**
 * A prerendered page paints before its script is fetched (docs/decisions/061). The bundler
 * writes the entry as a module script and its imports as modulepreload links, which a browser
 * fetches while it is still reading the page's head, so on a slow connection the page's text,
 * its main image and some 90 KB of script share the line. This plugin moves them onto the boot
 * script (public/boot.js) as attributes; the boot script starts them once the page has painted.
 * It also hands the boot script the base path and the store's keys (an editor's browser holding
 * unpublished content starts the script at once). The boot script is copied from public/ as it
 * is written (commented, for the development server) and minified in the build.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify, type Plugin } from 'vite';

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The built page with its entry and preloads moved onto the boot script's tag. */
export function moveEntryToBoot(html: string, { base, localKeys }: { base: string; localKeys: readonly string[] }): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('paint-first: the built page has no module script to move');
  const modules = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  const bootTag = `<script src="${base}boot.js"></script>`;
  if (!html.includes(bootTag)) throw new Error(`paint-first: the built page has no ${bootTag}`);
  const attributes = { 'data-entry': entry, 'data-modules': modules.join(' '), 'data-base': base, 'data-local': localKeys.join(' ') };
  const tag = `<script src="${base}boot.js" ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ')}></script>`;
  return html.replace(ENTRY, '').replace(PRELOAD, '').replace(bootTag, () => tag);
}

export function paintFirst(localKeys: readonly string[]): Plugin {
  let base = '/';
  let outDir = '';
  return {
    name: 'paint-first',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      outDir = config.build.outDir;
    },
    transformIndexHtml: { order: 'post', handler: (html) => moveEntryToBoot(html, { base, localKeys }) },
    async writeBundle() {
      const file = join(outDir, 'boot.js');
      const result = await minify('boot.js', await readFile(file, 'utf8'), { compress: true, mangle: true });
      if (result.errors.length) throw new Error(`paint-first: boot.js does not minify: ${result.errors.map((error) => error.message).join('; ')}`);
      await writeFile(file, result.code);
    },
  };
}
