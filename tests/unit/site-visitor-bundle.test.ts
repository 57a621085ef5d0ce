/**
 * The visitor's code (docs/decisions/030): a client build's entry chunk, and every public
 * page's chunk, with everything they import statically, hold none of the studio's machinery:
 * not the store, its history, merge or persistence, not zod or the schemas, not the seed, not
 * BibTeX, not the Markdown parser. Read from the build's module graph, not from a timing.
 */
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

const STUDIO_ONLY = [
  /shared\/store\/(store|history|merge|persistence|browser|assets|idb|window-sync)(-[\w-]+)?\.ts$/,
  // The password check; a public page reads only the signed-in flag (shared/store/auth-flag.ts).
  /shared\/store\/auth\.ts$/,
  /node_modules\/zod\//,
  /shared\/content\/(schemas|model|normalize|validation|operations|bibtex(-parse|-entry|-encoding)?|outcome|list-and-settings-operations)\.ts$/,
  /shared\/content\/seed\//,
  /shared\/editor\//,
  /node_modules\/(jszip|fflate)\//,
  /shared\/export\//,
  // Loaded later or by an editor only (docs/decisions/056): heads after a navigation, the brand
  // colour's palette code in an editor's browser; the prerendered HTML has what they would make.
  /site\/heads\//,
  /site\/(head-tags|structured-data)\.ts$/,
  /shared\/content\/brand-color\.ts$/,
  // References come rendered in the page data (docs/decisions/073): no citation processor, no styles.
  /node_modules\/(citeproc|@citation-js)\//,
  /shared\/content\/csl\//,
  // Languages (docs/decisions/060): a page's data is in its language already, so neither the
  // translation code nor the head's words nor another language's catalogue comes with it.
  /shared\/content\/translations\.ts$/,
  /site\/i18n\/(heads|nb)\.ts$/,
  // The English words of a page come with its code (docs/decisions/061), never the whole catalogue.
  /site\/i18n\/en\.ts$/,
  // Prose (docs/decisions/076): a page's data carries its texts' Markdown trees; the parser is for
  // the studio and an editor's unpublished texts.
  /node_modules\/(markdown-it|mdurl|linkify-it|uc\.micro|punycode\.js|entities)\//,
  /shared\/content\/markdown\.ts$/,
];

async function clientBuild(): Promise<Rollup.OutputChunk[]> {
  process.env.ADMIN_PASSWORD ||= 'bundle-test-only';
  const result = await build({
    configFile: new URL('../../vite.config.ts', import.meta.url).pathname,
    mode: 'production',
    logLevel: 'silent',
    build: { write: false, emptyOutDir: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs.flatMap((output) => output.output).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
}

/** The modules of `chunk` and of every chunk it imports statically (loaded with it). */
function staticModules(chunk: Rollup.OutputChunk, byName: Map<string, Rollup.OutputChunk>): string[] {
  const seen = new Set<string>();
  const modules: string[] = [];
  const visit = (current: Rollup.OutputChunk) => {
    if (seen.has(current.fileName)) return;
    seen.add(current.fileName);
    modules.push(...Object.keys(current.modules));
    for (const name of current.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  visit(chunk);
  return modules;
}

describe('the visitor bundle', () => {
  it('loads none of the studio machinery on a public page', async () => {
    const chunks = await clientBuild();
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('site/index.html'));
    expect(entry, 'the site entry chunk').toBeTruthy();
    const pages = chunks.filter(
      (chunk) => chunk.facadeModuleId && /site\/routes\/[a-z-]+\.tsx$/.test(chunk.facadeModuleId),
    );
    expect(pages.map((chunk) => chunk.facadeModuleId!.replace(/.*site\//, '')).sort()).toEqual(
      expect.arrayContaining([
        'routes/home.tsx',
        'routes/projects.tsx',
        'routes/publications.tsx',
        'routes/team-member.tsx',
      ]),
    );
    for (const chunk of [entry!, ...pages]) {
      const modules = staticModules(chunk, byName);
      // A publication's page too: its BibTeX entry comes made with its data (docs/decisions/056).
      const studio = modules.filter((id) => STUDIO_ONLY.some((pattern) => pattern.test(id)));
      expect(studio, `${chunk.facadeModuleId ?? chunk.fileName} loads`).toEqual([]);
    }
    const all = chunks.flatMap((chunk) => Object.keys(chunk.modules));
    // A list's Cite panel, loaded on a click, shows the reference its page data brought: the
    // citation processor stays a chunk of its own that only an editor's browser asks for.
    const citePanel = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('site/components/cite-panel.tsx'));
    expect(citePanel, 'the Cite panel chunk').toBeTruthy();
    expect(staticModules(citePanel!, byName).filter((id) => /node_modules\/citeproc\/|shared\/content\/csl\//.test(id))).toEqual([]);
    expect(all.some((id) => /node_modules\/citeproc\//.test(id))).toBe(true);
    // The frame's words are shared; a page's own words are that page's.
    const shared = staticModules(entry!, byName);
    expect(shared.some((id) => id.endsWith('site/i18n/en/frame.ts'))).toBe(true);
    expect(shared.filter((id) => /site\/i18n\/en\/(home|contact|software)\.ts$/.test(id))).toEqual([]);
    // The studio's code is still built: as chunks loaded on demand.
    expect(all.some((id) => /shared\/store\/store\.ts$/.test(id))).toBe(true);
    expect(all.some((id) => /shared\/content\/seed\//.test(id))).toBe(true);
    expect(all.some((id) => /node_modules\/markdown-it\//.test(id))).toBe(true);
    // The pages that show prose render its trees (shared/ui/prose.tsx) without the parser.
    const prosePages = pages.filter((chunk) => /routes\/(news-item|home|team-member)\.tsx$/.test(chunk.facadeModuleId!));
    expect(prosePages).toHaveLength(3);
    for (const chunk of prosePages) expect(staticModules(chunk, byName).some((id) => id.endsWith('shared/ui/prose.tsx'))).toBe(true);
  }, 120_000);
});
