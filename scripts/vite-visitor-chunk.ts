/**
 * One chunk for the code every visitor's page shares (docs/decisions/056). Left alone, the
 * bundler splits the site's shared modules into some thirty small files; each is compressed
 * on its own and fetched on its own, which costs a visitor about a fifth more bytes and a
 * longer request chain. This plugin records, once the module graph is known, which modules
 * the entry loads and which five or more public pages share (statically, so never the
 * studio's), and the `group` below gathers exactly those into one `site` chunk.
 */
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

/**
 * React Router ships as one module whose components are declared at its top level with
 * `React.forwardRef(…)`. A bundler must keep a call it cannot prove pure, so `<Link>`, `<Form>`,
 * `<ScrollRestoration>` and what they use (route discovery, prefetch links) would travel in
 * every visitor's download although the site renders none of them. `forwardRef` and `memo` only
 * wrap a function: marked pure, and without the `displayName` each gets for the developer tools,
 * the unused ones drop out.
 */
export function pureRouterComponents(): Plugin {
  return {
    name: 'pure-router-components',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/.test(id)) return null;
      const marked = code
        .replace(/=\s*(React\d*\.(?:forwardRef|memo)\()/g, '= /* @__PURE__ */ $1')
        // Names for the React developer tools; an assignment would keep an unused component alive.
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '');
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
