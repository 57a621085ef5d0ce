/**
 * Every public page's first-load JavaScript stays at or under 100 KB gzip (docs/decisions/088):
 * the boot script, the entry's chunks and the route's page chunks, with what they import
 * statically, as the built page loads them, in English and in Norwegian (whose pages add their
 * catalogue). Read from a client build's output (scripts/first-load-js.ts): bytes, not a timing.
 */
import { describe, expect, it } from 'vitest';
import { firstLoadReport, routeModules, type FirstLoadReport } from '../../scripts/first-load-js';
import { PUBLIC_ROUTES } from '../../site/routes/route-list';

/** 100 KB, counted as 1 KB = 1,024 bytes: 102,400 bytes of gzip. */
const BUDGET = 100 * 1024;

describe("a public page's first-load JavaScript", () => {
  let report: FirstLoadReport;

  it('is measured for every public route, in each language', async () => {
    const routes = await routeModules(PUBLIC_ROUTES);
    // Every route of the list, found by its declaration module: a new route cannot slip past the budget.
    expect(routes.map((route) => route.path)).toEqual(PUBLIC_ROUTES.map((route) => route.path));
    report = await firstLoadReport(routes, ['nb']);
    expect(report.routes).toHaveLength(PUBLIC_ROUTES.length * 2);
    for (const route of report.routes) {
      // The boot script, the entry chunk and the page's own chunk at least.
      expect(route.files.length, route.path).toBeGreaterThanOrEqual(3);
      expect(route.files[0]!.file).toBe('boot.js');
    }
    // A Norwegian page loads what the English one does, and its catalogue.
    const home = report.routes.filter((route) => route.path === '/');
    expect(home.map((route) => route.lang)).toEqual([null, 'nb']);
    expect(home[1]!.gzip).toBeGreaterThan(home[0]!.gzip);
  }, 180_000);

  it('stays at or under 100 KB gzip on every public route', () => {
    expect(report, 'the measure above ran').toBeTruthy();
    const over = report.routes
      .filter((route) => route.gzip > BUDGET)
      .map((route) => `${route.path} (${route.lang ?? 'en'}): ${(route.gzip / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it("carries no collection's field declarations, labels or help texts", () => {
    expect(report, 'the measure above ran').toBeTruthy();
    for (const route of report.routes) {
      const modules = route.files.flatMap((file) =>
        file.modules.filter((module) => module.length > 0).map((module) => module.id),
      );
      const declarations = modules.filter((id) =>
        /shared\/content\/model\/(collections|fields|form-fields)\.ts$|shared\/content\/model\/declarations\//.test(id),
      );
      expect(declarations, `${route.path} (${route.lang ?? 'en'})`).toEqual([]);
    }
  });
});
