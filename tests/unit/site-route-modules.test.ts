/**
 * A route is one module (docs/decisions/082): each route's declaration and its build side agree,
 * the app mounts the route list as it is, and the side panel reads each route's own panel.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../site/app';
import { adminRoutes } from '../../site/admin/routes';
import { FALLBACK_ROUTES, PUBLIC_ROUTES } from '../../site/routes/route-list';
import { buildOf, ROUTE_BUILDS } from '../../site/routes/builds';
import type { PanelContext, RouteDeclaration } from '../../site/routes/route';
import { contextActions } from '../../extension/panel/page-context';
import { seedContent } from '../fixtures/content/seed';

const declarations = import.meta.glob<{ default: RouteDeclaration; pattern: string; panel: PanelContext | undefined }>(
  '../../site/routes/*.route.ts',
  { eager: true },
);

describe('the route modules', () => {
  it('each declares its pattern once: the declaration carries it, and no two routes share one', () => {
    for (const [file, module] of Object.entries(declarations)) expect(module.default.path, file).toBe(module.pattern);
    const patterns = Object.values(declarations).map((module) => module.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("a list page's declaration carries its item page at the list's pattern followed by /:id, ranked right after it", () => {
    const items = Object.values(declarations).flatMap((module) =>
      module.default.item ? [[module.pattern, module.default] as const] : [],
    );
    expect(items.map(([pattern]) => pattern)).toContain('/teaching');
    for (const [pattern, route] of items) {
      expect(route.item!.path).toBe(`${pattern}/:id`);
      expect(route.item!.rank).toBeGreaterThan(route.rank);
      expect(route.item!.item).toBeUndefined();
    }
  });

  it('the route list holds every declaration, and each has its build side with a head', () => {
    const listed = [...PUBLIC_ROUTES, ...FALLBACK_ROUTES];
    const declared = Object.values(declarations).flatMap((m) => [
      m.pattern,
      ...(m.default.item ? [m.default.item.path] : []),
    ]);
    expect(listed.map((route) => route.path).sort()).toEqual(declared.sort());
    for (const route of listed) {
      expect(buildOf(route.path)?.route, route.path).toBe(route);
      expect(typeof buildOf(route.path)?.head, route.path).toBe('function');
    }
    expect([...ROUTE_BUILDS.keys()].sort()).toEqual(listed.map((route) => route.path).sort());
  });

  it('the app mounts the public routes, then the studio, then the lab pages and "*"', () => {
    expect(routes).toEqual([...PUBLIC_ROUTES, ...adminRoutes, ...FALLBACK_ROUTES]);
    expect(routes.at(-1)?.path).toBe('*');
  });

  it("the side panel offers on a route's pages what that route's panel declares", () => {
    const content = seedContent();
    for (const module of Object.values(declarations)) {
      const panel = module.panel;
      if (!panel || !('kind' in panel)) continue;
      const [first, second] = module.pattern.split('/').filter(Boolean);
      if (module.default.item) {
        // Its item page offers what the list declares for one item.
        const item = (content[panel.kind] as { id: string }[])[0]!;
        expect(contextActions({ path: `/${first}/${item.id}` }, content)[0]?.label, module.default.item.path).toBe(
          panel.edit,
        );
      }
      if (second?.startsWith(':')) {
        const item = (content[panel.kind] as { id: string }[])[0]!;
        expect(contextActions({ path: `/${first}/${item.id}` }, content)[0]?.label, module.pattern).toBe(panel.edit);
      } else if (!second) {
        expect(contextActions({ path: `/${first}` }, content).at(-1), module.pattern).toEqual({
          label: panel.manage,
          to: expect.stringMatching(/^\/admin\//),
        });
      }
    }
  });
});
