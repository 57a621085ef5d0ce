/**
 * The studio as the site mounts it (loaded lazily by ./routes.tsx): the default site
 * session (password hash + localStorage flag) and host capabilities around each screen.
 */
import type { ReactNode } from 'react';
import { AuthProvider, loginRoute, StorageBlockedNotice, StudioHostProvider, studioRoutes } from '../../shared/editor';

const screens = new Map<string, ReactNode>(
  [...studioRoutes(), loginRoute()].map((route) => [route.path!, route.element]),
);

function SiteStudio({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <StudioHostProvider>
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
