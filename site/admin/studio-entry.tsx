/**
 * The studio as the site mounts it (loaded lazily by ./routes.tsx): the default site
 * session (password hash + localStorage flag) and host capabilities around each screen.
 */
import type { ReactNode } from 'react';
import { AuthProvider, loginRoute, StorageBlockedNotice, StudioHostProvider, studioRoutes, type StudioHost } from '../../shared/editor';
import { useSiteBlocker } from '../router/site-router';

const screens = new Map<string, ReactNode>(
  [...studioRoutes(), loginRoute()].map((route) => [route.path!, route.element]),
);

/** The site runs without a data router: its own navigator holds a navigation for an unsaved form. */
const SITE_HOST: Partial<StudioHost> = { useLeaveGuard: useSiteBlocker };

function SiteStudio({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <StudioHostProvider host={SITE_HOST}>
        <StorageBlockedNotice />
        {children}
      </StudioHostProvider>
    </AuthProvider>
  );
}

/** The component of one /admin route. */
export function screenFor(path: string) {
  const element = screens.get(path);
  if (element === undefined) throw new Error(`No studio screen for ${path}`);
  return function AdminScreen() {
    return <SiteStudio>{element}</SiteStudio>;
  };
}
