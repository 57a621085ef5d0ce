import type { RouteObject } from 'react-router-dom';

/** The studio's routes under /admin (wired to shared/editor). */
export const adminRoutes: RouteObject[] = [];
