/**
 * The content studio: one editor for the in-site /admin and the extension's side panel.
 * A host supplies the content store (ContentProvider), the session (AuthProvider with an
 * AuthBackend) and its capabilities (StudioHostProvider), then mounts studioRoutes().
 */
export { studioRoutes, loginRoute, StudioFrame } from './routes';
export { LoginScreen } from './screens/login-screen';
export { AuthProvider, useAuth, RequireAuth, createSiteAuthBackend, type AuthBackend, type LoginState } from './auth';
export { StudioHostProvider, useStudioHost, siteStudioHost, type StudioHost } from './host';
export { planResize, resizeImage, type ResizePlan, type ImageFacts } from './image-resize';
export { shortcutOf } from './shortcuts';
export { ENTITY_SEGMENTS, listPath, newPath, editPath } from './paths';
export { StorageBlockedNotice } from './storage-blocked-notice';
