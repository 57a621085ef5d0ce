/**
 * A prerendered page paints before its script is fetched (docs/decisions/061). The bundler
 * writes the entry as a module script and its imports as modulepreload links, which a browser
 * fetches while it is still reading the page's head, so on a slow connection the page's text,
 * its main image and some 90 KB of script share the line. This plugin moves them onto the boot
 * script (public/boot.js) as attributes; the boot script starts them once the page has painted.
 * It also hands the boot script the base path and the store's keys (an editor's browser holding
 * unpublished content starts the script at once).
 *
 * The boot script is written as a module (site/boot/boot.ts) that shares its rules with the
 * page's entry (site/boot/start-rules.ts, docs/decisions/074); this plugin bundles it into one
 * classic script, `boot.js`: minified in the build, as written on the development server.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';

/** The boot script's source. */
export const BOOT_SOURCE = fileURLToPath(new URL('../site/boot/boot.ts', import.meta.url));

/**
 * The boot script as one classic script (an IIFE: it runs from the head before the page's
 * modules, and reads `document.currentScript`), with the modules it imports inlined.
 */
export async function bundleBoot({ minify }: { minify: boolean }): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify,
      sourcemap: false,
      lib: { entry: BOOT_SOURCE, formats: ['iife'], name: 'siteBoot', fileName: () => 'boot.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`paint-first: the boot script must build into one file, not ${chunks.length}`);
  const code = chunks[0]!.code;
  if (/\bimport\s*\(|\bimport\.meta\b|^\s*(import|export)\s/m.test(code)) throw new Error('paint-first: the boot script must be a classic script, without import or export');
  return code;
}

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
  const moved = html.replace(ENTRY, '').replace(PRELOAD, '').replace(bootTag, () => tag);
  // A second module script would be fetched while the page is read, before its first paint.
  if (/<script type="module"/.test(moved)) throw new Error('paint-first: the built page has more than one module script; the boot script starts one entry');
  return moved;
}

export function paintFirst(localKeys: readonly string[]): Plugin {
  let base = '/';
  let outDir = '';
  let building = false;
  return {
    name: 'paint-first',
    configResolved(config) {
      base = config.base;
      outDir = config.build.outDir;
      building = config.command === 'build';
    },
    // The development server: boot.js at the same address, bundled afresh on each request (its
    // module script is in the page, so the boot script only applies the theme and answers the
    // header's buttons there).
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if ((request.url ?? '').split('?')[0] !== `${base}boot.js`) return next();
        bundleBoot({ minify: false }).then(
          (code) => {
            response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(code);
          },
          (error: unknown) => next(error),
        );
      });
    },
    transformIndexHtml: { order: 'post', handler: (html) => (building ? moveEntryToBoot(html, { base, localKeys }) : html) },
    async writeBundle() {
      await writeFile(join(outDir, 'boot.js'), await bundleBoot({ minify: true }));
    },
  };
}
