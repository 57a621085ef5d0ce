/**
 * The visitor runtime's rules (docs/decisions/074): the build's rewrite of React Router's code
 * stops the build when it no longer applies; one module says how a page starts, for the boot
 * script and the page's entry alike; and only missing code reloads a page, once per build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  markRouterComponentsPure,
  pureRouterComponents,
  routerRewriteMisses,
  UNUSED_ROUTER_COMPONENTS,
} from '../../scripts/vite-visitor-chunk';
import { bundleBoot } from '../../scripts/vite-paint-first';
import { isStudioPath, madeForPath, pageStart, startsAtOnce } from '../../site/boot/start-rules';
import { isMissingCode } from '../../site/boot/stale-build';

const require = createRequire(import.meta.url);
const routerDist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
/** React Router's installed code: the modules the site's client build reads. */
const routerModules = readdirSync(routerDist)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => ({ id: join(routerDist, name), code: readFileSync(join(routerDist, name), 'utf8') }));

/** Runs the plugin's transform over `modules` and then its end-of-build check, as the bundler does. */
function runRewrite(modules: { id: string; code: string }[]): { errors: string[] } {
  const plugin = pureRouterComponents() as Plugin & Record<string, (...args: unknown[]) => unknown>;
  const errors: string[] = [];
  const context = {
    error: (message: string) => {
      errors.push(message);
      throw new Error(message);
    },
  };
  (plugin.buildStart as (...args: unknown[]) => void).call(context);
  for (const { id, code } of modules) (plugin.transform as (...args: unknown[]) => unknown).call(context, code, id);
  try {
    (plugin.buildEnd as (...args: unknown[]) => void).call(context);
  } catch {
    // Recorded in `errors`.
  }
  return { errors };
}

describe("the rewrite of React Router's code", () => {
  it('applies to the installed React Router: its unused components are marked pure and lose their names', () => {
    expect(runRewrite(routerModules).errors).toEqual([]);
    const rewritten = routerModules.map(({ code }) => markRouterComponentsPure(code));
    const marked = new Set(rewritten.flatMap((result) => result.marked));
    for (const name of UNUSED_ROUTER_COMPONENTS) expect(marked.has(name)).toBe(true);
    expect(
      routerRewriteMisses(
        marked,
        rewritten.map((result) => result.code),
      ),
    ).toEqual([]);
  });

  it('stops the build, naming the components, when a changed React Router declares them otherwise', () => {
    // A release that imports forwardRef by name instead of calling React.forwardRef.
    const changed = routerModules.map(({ id, code }) => ({
      id,
      code: code.replace(/= React\d*\.forwardRef\(/g, '= forwardRef('),
    }));
    const { errors } = runRewrite(changed);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/React Router's code no longer declares Link, NavLink, Form/);
    expect(errors[0]).toMatch(/scripts\/vite-visitor-chunk\.ts/);
  });

  it('stops the build when the developer-tools names are written another way and would keep the components', () => {
    const changed = routerModules.map(({ id, code }) => ({
      id,
      code: code.replace(/^(\w+)\.displayName = "([^"]*)";$/gm, "$1.displayName = '$2';"),
    }));
    expect(runRewrite(changed).errors[0]).toMatch(/no longer declares Link, NavLink, Form/);
  });

  it("stops the build when React Router's code is not where the rewrite reads it", () => {
    expect(runRewrite([]).errors[0]).toMatch(/did not apply/);
  });
});

describe('how a page starts: one set of rules for the boot script and the entry', () => {
  const storage = (keys: string[]) => ({ getItem: (key: string) => (keys.includes(key) ? '[]' : null) });
  const facts = { path: '/team/', lang: 'en', made: '/team', storage: storage([]), keys: ['projects', 'teamMembers'] };

  it("a visitor's prerendered page paints first and hydrates", () => {
    const start = pageStart(facts);
    expect(start).toEqual({ editing: false, ownPage: true });
    expect(startsAtOnce(start, false)).toBe(false);
    expect(startsAtOnce(start, true)).toBe(true);
  });

  it('the studio and a browser holding unpublished content start at once, on the store', () => {
    expect(pageStart({ ...facts, path: '/admin/projects' }).editing).toBe(true);
    expect(isStudioPath('/nb/admin', 'nb')).toBe(true);
    expect(isStudioPath('/administration')).toBe(false);
    expect(pageStart({ ...facts, storage: storage(['teamMembers']) }).editing).toBe(true);
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(pageStart({ ...facts, storage: refusing }).editing).toBe(false);
  });

  it('a page made for another address, or for none, starts at once and renders afresh', () => {
    expect(madeForPath('/team', '/nb/team/', 'nb')).toBe(true);
    expect(madeForPath('/team/%C3%A6', '/team/æ/', 'en')).toBe(false);
    expect(madeForPath('/team/æ', '/team/%C3%A6', 'en')).toBe(true);
    expect(madeForPath('/404', '/no/such/page', 'en')).toBe(false);
    expect(startsAtOnce(pageStart({ ...facts, made: null }), false)).toBe(true);
  });

  it('the boot script carries these rules: one classic script, built from the same module', async () => {
    const code = await bundleBoot({ minify: false });
    expect(code).toContain('function pageStart(');
    expect(code).toContain('function madeForPath(');
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
  });
});

describe('a page whose code is gone', () => {
  it("is told from other failures by the browsers' own messages", () => {
    expect(
      isMissingCode(
        new TypeError('Failed to fetch dynamically imported module: https://lab.example/assets/software-x.js'),
      ),
    ).toBe(true);
    expect(
      isMissingCode(new TypeError('error loading dynamically imported module: https://lab.example/assets/a.js')),
    ).toBe(true);
    expect(isMissingCode(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingCode(new Error('Failed to fetch dynamically imported module'))).toBe(false);
    expect(isMissingCode(new TypeError('Cannot read properties of undefined'))).toBe(false);
  });
});
