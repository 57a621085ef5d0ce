/**
 * What each public page's first load costs in JavaScript, read from a client build (gzip bytes,
 * as a host sends them). A visitor's page loads the boot script (public/boot.js, built from
 * site/boot/boot.ts), then the entry chunk with the chunks it imports statically (the build writes
 * them as the boot script's data-modules, scripts/vite-paint-first.ts), then the route's page chunk
 * with its static imports (site/router/pages.ts), and on a page in another language than English
 * that language's catalogue (site/i18n/catalogues.ts). Nothing here times anything: the figures
 * follow from the build alone. `npm run bench:js` prints them; a unit test holds them to a budget.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rollup } from 'vite';
import { bundleBoot } from './vite-paint-first.ts';

const ROUTES_FOLDER = fileURLToPath(new URL('../site/routes/', import.meta.url));

/** A chunk's file and its gzip size. */
export interface LoadedFile {
  file: string;
  gzip: number;
  /** The chunk's largest modules (source path and minified length), largest first. */
  modules: { id: string; length: number }[];
}

export interface RouteFirstLoad {
  /** The route's pattern ("/team/:id"). */
  path: string;
  /** The language catalogue loaded with it; null for English. */
  lang: string | null;
  /** Every file the page loads before it is interactive, the boot script first. */
  files: LoadedFile[];
  /** Their gzip bytes together. */
  gzip: number;
}

export interface FirstLoadReport {
  routes: RouteFirstLoad[];
  /** The boot script's gzip bytes. */
  boot: number;
}

const gzipSize = (code: string) => gzipSync(Buffer.from(code)).length;

/** Route declaration modules (site/routes/<name>.route.ts) and the page module each loads lazily. */
function routePageModules(): { plugin: Plugin; pages: Map<string, string> } {
  const pages = new Map<string, string>();
  const plugin: Plugin = {
    name: 'first-load-route-pages',
    apply: 'build',
    buildEnd() {
      pages.clear();
      for (const id of this.getModuleIds()) {
        if (!/[\\/]site[\\/]routes[\\/][a-z-]+\.route\.ts$/.test(id)) continue;
        const lazy = this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
        if (lazy.length !== 1)
          throw new Error(`first-load: ${id} should load exactly one page module lazily, not ${lazy.length}`);
        pages.set(id, lazy[0]!);
      }
    },
  };
  return { plugin, pages };
}

/** The chunk and every chunk it imports statically, each once. */
function staticChunks(
  start: Rollup.OutputChunk,
  byName: Map<string, Rollup.OutputChunk>,
  into: Map<string, Rollup.OutputChunk>,
): void {
  if (into.has(start.fileName)) return;
  into.set(start.fileName, start);
  for (const name of start.imports) {
    const next = byName.get(name);
    if (next) staticChunks(next, byName, into);
  }
}

/**
 * The first-load JavaScript of every public route (`routes`: pattern and declaration module
 * file, site/routes/route-list.ts's), in English and in each of `languages` whose catalogue is a
 * chunk of its own.
 */
export async function firstLoadReport(
  routes: readonly { path: string; module: string }[],
  languages: readonly string[] = ['nb'],
): Promise<FirstLoadReport> {
  process.env.ADMIN_PASSWORD ||= 'first-load-measure-only';
  const { plugin, pages } = routePageModules();
  // The build a host serves: React's production code, whatever NODE_ENV the caller runs under (a test runner sets "test").
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build({
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      mode: 'production',
      logLevel: 'silent',
      plugins: [plugin],
      build: { write: false, emptyOutDir: false },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs
    .flatMap((output) => output.output)
    .filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byFacade = new Map(
    chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!, chunk]),
  );
  const entry = chunks.find((chunk) => chunk.isEntry && /[\\/]site[\\/]index\.html$/.test(chunk.facadeModuleId ?? ''));
  if (!entry) throw new Error('first-load: the client build has no site entry chunk');
  const bootGzip = gzipSize(await bundleBoot({ minify: true }));
  const describe = (chunk: Rollup.OutputChunk): LoadedFile => ({
    file: chunk.fileName,
    gzip: gzipSize(chunk.code),
    modules: Object.entries(chunk.modules)
      .map(([id, info]) => ({ id, length: info.renderedLength }))
      .sort((a, b) => b.length - a.length),
  });
  const report: RouteFirstLoad[] = [];
  for (const route of routes) {
    const page = pages.get(route.module);
    const pageChunk = page ? byFacade.get(page) : undefined;
    if (!pageChunk) throw new Error(`first-load: no page chunk for ${route.path} (${route.module})`);
    for (const lang of [null, ...languages]) {
      const loaded = new Map<string, Rollup.OutputChunk>();
      staticChunks(entry, byName, loaded);
      staticChunks(pageChunk, byName, loaded);
      if (lang) {
        const catalogue = [...byFacade].find(([id]) => id.replace(/\\/g, '/').endsWith(`/site/i18n/${lang}.ts`))?.[1];
        if (!catalogue) throw new Error(`first-load: no catalogue chunk for ${lang}`);
        staticChunks(catalogue, byName, loaded);
      }
      const files = [{ file: 'boot.js', gzip: bootGzip, modules: [] }, ...[...loaded.values()].map(describe)];
      report.push({ path: route.path, lang, files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) });
    }
  }
  return { routes: report, boot: bootGzip };
}

/** The declaration module file of each route in `list`, found by the route object it exports. */
export async function routeModules(list: readonly { path: string }[]): Promise<{ path: string; module: string }[]> {
  const found: { path: string; module: string }[] = [];
  for (const name of readdirSync(ROUTES_FOLDER)
    .filter((file) => file.endsWith('.route.ts'))
    .sort()) {
    const file = `${ROUTES_FOLDER}${name}`;
    const route = ((await import(file)) as { default?: { path: string; item?: { path: string } } }).default;
    // A collection's list page declares its item page too (its `item`): both load from this module.
    for (const declared of [route, route?.item])
      if (declared && list.includes(declared)) found.push({ path: declared.path, module: file });
  }
  const order = (path: string) => list.findIndex((route) => route.path === path);
  return found.sort((a, b) => order(a.path) - order(b.path));
}

/**
 * The declaration module file of each public route, in rank order: what site/routes/route-list.ts
 * finds with the bundler's file search, found here with the file system (for `npm run bench:js`,
 * which runs outside the bundler).
 */
export async function publicRouteModules(): Promise<{ path: string; module: string }[]> {
  const { FALLBACK_RANK } = (await import(`${ROUTES_FOLDER}route.ts`)) as { FALLBACK_RANK: number };
  const found: { path: string; module: string; rank: number }[] = [];
  for (const name of readdirSync(ROUTES_FOLDER).filter((file) => file.endsWith('.route.ts'))) {
    const file = `${ROUTES_FOLDER}${name}`;
    const route = (
      (await import(file)) as { default: { path: string; rank: number; item?: { path: string; rank: number } } }
    ).default;
    for (const declared of [route, route.item])
      if (declared && declared.rank < FALLBACK_RANK)
        found.push({ path: declared.path, module: file, rank: declared.rank });
  }
  return found.sort((a, b) => a.rank - b.rank).map(({ path, module }) => ({ path, module }));
}
