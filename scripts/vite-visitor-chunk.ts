/**
 * One chunk for the code every visitor's page shares (docs/decisions/056). Left alone, the
 * bundler splits the site's shared modules into some thirty small files; each is compressed
 * on its own and fetched on its own, which costs a visitor about a fifth more bytes and a
 * longer request chain. This plugin records, once the module graph is known, which modules
 * the entry loads and which five or more public pages share (statically, so never the
 * studio's), and the `group` below gathers exactly those into one `site` chunk.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
}

/**
 * Modules this many public pages import go into the shared chunk too. Each file a page loads
 * is compressed on its own, so a page loading fifteen files of a few hundred bytes pays more
 * than the code it does not use; grouping what any two pages share was worse (each page then
 * downloads others' code, 2–4 KB more a page). Five is where the eight measured pages load
 * least (docs/decisions/061).
 */
const SHARED_BY = 5;
const PUBLIC_PAGE = /\/site\/routes\/[a-z-]+\.tsx$/;
const ENTRY = /\/site\/(index\.html|main\.tsx)$/;

/** The modules `start` loads with it: itself and its static imports, transitively. */
function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export function visitorChunk(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'visitor-chunk',
    apply: 'build',
    buildEnd() {
      shared.clear();
      const ids = [...this.getModuleIds()];
      const counts = new Map<string, number>();
      for (const id of ids.filter((candidate) => PUBLIC_PAGE.test(candidate)))
        for (const module of staticClosure(this, id))
          if (!PUBLIC_PAGE.test(module) && !/\.css$/.test(module)) counts.set(module, (counts.get(module) ?? 0) + 1);
      for (const [id, count] of counts) if (count >= SHARED_BY) shared.add(id);
      for (const id of ids.filter((candidate) => ENTRY.test(candidate)))
        for (const module of staticClosure(this, id)) if (!ENTRY.test(module) && !/\.(html|css)$/.test(module)) shared.add(module);
    },
  };
  // The bundler's own runtime helpers, which every chunk uses, travel with the rest.
  return { plugin, group: { name: 'site', test: (id) => shared.has(id) || /rolldown[\\/]runtime/.test(id) } };
}

/** Where a module of React Router's own code is read from. */
const ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/;

/**
 * The components of React Router the site never renders, which the rewrite below must find
 * declared as `var Name = React.forwardRef(…)` (or `memo`) in React Router's code.
 */
export const UNUSED_ROUTER_COMPONENTS = ['Link', 'NavLink', 'Form'] as const;

/**
 * The rewrite of one React Router module: `forwardRef` and `memo` declarations marked pure, the
 * developer-tools names removed. Returns the code and the names of the components it marked.
 */
export function markRouterComponentsPure(code: string): { code: string; marked: string[] } {
  const marked: string[] = [];
  const rewritten = code
    .replace(/^(var|let|const) ([A-Za-z_$][\w$]*) = (React\d*\.(?:forwardRef|memo)\()/gm, (_all, keyword: string, name: string, call: string) => {
      marked.push(name);
      return `${keyword} ${name} = /* @__PURE__ */ ${call}`;
    })
    // Names for the React developer tools; an assignment would keep an unused component alive.
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '');
  return { code: rewritten, marked };
}

/**
 * What the rewrite missed: the components of `UNUSED_ROUTER_COMPONENTS` it did not mark pure,
 * or whose developer-tools name is still assigned. Empty when it applied.
 */
export function routerRewriteMisses(marked: ReadonlySet<string>, rewritten: readonly string[]): string[] {
  return UNUSED_ROUTER_COMPONENTS.filter(
    (name) => !marked.has(name) || rewritten.some((code) => new RegExp(`^${name}\\.displayName = `, 'm').test(code)),
  );
}

/**
 * React Router ships as one module whose components are declared at its top level with
 * `React.forwardRef(…)`. A bundler must keep a call it cannot prove pure, so `<Link>`, `<Form>`,
 * `<ScrollRestoration>` and what they use (route discovery, prefetch links) would travel in
 * every visitor's download although the site renders none of them. `forwardRef` and `memo` only
 * wrap a function: marked pure, and without the `displayName` each gets for the developer tools,
 * the unused ones drop out.
 *
 * The rewrite reads React Router's code as it is written today. When a new version writes it
 * otherwise, the build stops and says so (docs/decisions/074), rather than ship the unused code
 * to every visitor without a word.
 */
export function pureRouterComponents(): Plugin {
  const marked = new Set<string>();
  const rewritten: string[] = [];
  return {
    name: 'pure-router-components',
    apply: 'build',
    buildStart() {
      marked.clear();
      rewritten.length = 0;
    },
    transform(code, id) {
      if (!ROUTER_MODULE.test(id)) return null;
      const result = markRouterComponentsPure(code);
      for (const name of result.marked) marked.add(name);
      rewritten.push(result.code);
      return result.code === code ? null : { code: result.code, map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missed = routerRewriteMisses(marked, rewritten);
      if (missed.length)
        this.error(
          `pure-router-components: React Router's code no longer declares ${missed.join(', ')} as \`var Name = React.forwardRef(…)\` ` +
            `with a \`Name.displayName = "…"\` line (node_modules/react-router/dist/). The rewrite in scripts/vite-visitor-chunk.ts ` +
            'that drops these unused components from every visitor\'s download did not apply: update it for this version of React Router.',
        );
    },
  };
}

/**
 * React Router's production build for the site's client bundle. The package's exports name its
 * development build for every bundler (warnings and their texts included); the production build
 * beside it is the same code without them. A build stops, naming the file, if that build is not
 * where it was.
 */
export function productionRouter(): Plugin {
  const require = createRequire(import.meta.url);
  const files = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' } as const;
  let folder = '';
  return {
    name: 'production-router',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      folder = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
      for (const file of Object.values(files))
        if (!existsSync(join(folder, file)))
          this.error(`production-router: React Router has no production build at ${join(folder, file)}; update scripts/vite-visitor-chunk.ts for this version.`);
    },
    resolveId(source) {
      return Object.hasOwn(files, source) ? join(folder, files[source as keyof typeof files]) : null;
    },
  };
}
