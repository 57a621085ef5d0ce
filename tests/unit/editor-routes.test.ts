import { describe, expect, it } from 'vitest';
import { STUDIO_PATHS } from '../../shared/editor/paths';
import { loginRoute, studioRoutes } from '../../shared/editor/routes';
import { adminRoutes, adminShellPaths } from '../../site/admin/routes';

describe('the studio paths exist once', () => {
  it('the studio has a screen for every path the site mounts, and no other', () => {
    const screens = [...studioRoutes(), loginRoute()].map((route) => route.path);
    expect(new Set(screens).size).toBe(screens.length);
    expect([...screens].sort()).toEqual([...STUDIO_PATHS].sort());
    expect(adminRoutes.map((route) => route.path).sort()).toEqual([...STUDIO_PATHS].sort());
  });

  it('includes the spec\'s admin routes, and app shells only for paths without parameters', () => {
    for (const path of ['/admin', '/admin/login', '/admin/projects', '/admin/team/new', '/admin/jobs/edit/:id', '/admin/funding', '/admin/health'])
      expect(STUDIO_PATHS).toContain(path);
    expect(adminShellPaths).toContain('/admin/publications/import');
    expect(adminShellPaths.some((path) => path.includes(':'))).toBe(false);
  });
});
