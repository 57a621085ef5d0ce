/**
 * The studio attached to one site tab: the same editor as the site's /admin (its routes,
 * under a memory router), over the bridged store, plus the panel's export and sites screens.
 */
import { splitLanguagePath } from '../../shared/content/model/languages';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createMemoryRouter, Navigate, RouterProvider, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { AuthProvider, loginRoute, RequireAuth, StudioFrame, StudioHostProvider, studioRoutes, type StudioHost } from '../../shared/editor';
import { editPath, LAB_PROFILE_PATH } from '../../shared/editor/paths';
import { ContentProvider } from '../../shared/ui/content-context';
import type { DebugHost } from '../../shared/editor/debug/debug-host';
import { attachToTab, type Attachment } from './attachment';
import { saveDownload } from './downloads';
import { useDialogs } from './dialogs';
import { ExportTools } from './export-tools';
import { panelGitHubSignIn } from './github-account';
import { panelPublishSettings } from './publish-settings';
import { panelAuthBackend } from './session';
import { SiteBar } from './site-bar';
import { SitesSettings } from './sites-settings';

type PanelDebugHost = Pick<DebugHost, 'reload' | 'download'>;

const PANEL_NAV = [
  { to: '/admin', label: 'Studio' },
  { to: '/admin/health', label: 'Health' },
  { to: '/admin/publish', label: 'Publish' },
  { to: '/admin/export', label: 'Export' },
  { to: '/panel/sites', label: 'Sites' },
] as const;

/** The studio's own screens are under /admin; Export and Sites are the panel's. */
const currentNav = (path: string) =>
  PANEL_NAV.find((item) => item.to !== '/admin' && path.startsWith(item.to))?.to ?? '/admin';

function PanelNav() {
  const navigate = useNavigate();
  const current = currentNav(useLocation().pathname);
  return (
    <nav className="panel-nav" aria-label="Panel">
      {PANEL_NAV.map((item) => (
        <button
          key={item.to}
          type="button"
          className="panel-tab"
          aria-current={current === item.to ? 'page' : undefined}
          onClick={() => navigate(item.to)}
        >
          {item.label}
        </button>
      ))}
    </nav>
  );
}

const withNav = (screen: ReactNode) => (
  <>
    <PanelNav />
    {screen}
  </>
);

function panelRoutes(origin: string): RouteObject[] {
  const studio = [loginRoute(), ...studioRoutes()].map((route) => ({ ...route, element: withNav(route.element) }));
  return [
    ...studio,
    {
      path: '/admin/export',
      element: withNav(
        <RequireAuth>
          <StudioFrame>
            <ExportTools origin={origin} />
          </StudioFrame>
        </RequireAuth>,
      ),
    },
    { path: '/panel/sites', element: withNav(<SitesSettings />) },
    // The dashboard's Logout goes to the site's home page: in the panel that is the studio's start.
    { path: '*', element: <Navigate to="/admin" replace /> },
  ];
}

function Attached({ attachment }: { attachment: Attachment }) {
  const dialogs = useDialogs();
  const router = useMemo(() => createMemoryRouter(panelRoutes(attachment.origin), { initialEntries: ['/admin'] }), [attachment]);
  const host = useMemo<Partial<StudioHost> & PanelDebugHost>(
    () => ({
      assets: attachment.assets,
      history: attachment.history,
      publishSettings: panelPublishSettings(attachment.origin),
      githubSignIn: panelGitHubSignIn(),
      openPublicPage: (path) => void attachment.navigate(path).catch((error: unknown) => dialogs.alert(String(error))),
      confirm: dialogs.confirm,
      alert: dialogs.alert,
      // The debug tools' "Reload Page" and the reloads after a reset mean the site's page.
      reload: () => void chrome.tabs.reload(attachment.tabId),
      download: (bytes, fileName, type) => void saveDownload(bytes, fileName, type).catch((error: unknown) => dialogs.alert(String(error))),
      preview: (item) => attachment.preview(item),
      // Forms edit the language of the page in the site tab first (docs/decisions/060).
      pageLanguage: () => splitLanguagePath(attachment.location().path, attachment.store.getSnapshot().labProfile).lang,
    }),
    [attachment, dialogs],
  );
  const auth = useMemo(() => panelAuthBackend(attachment.origin), [attachment.origin]);
  useEffect(
    () =>
      // Click-to-edit on the page: open that item's form (or screen), the clicked field focused.
      attachment.onEdit((request) => {
        const to =
          request.kind === 'featuredItems'
            ? '/admin/featured'
            : request.kind === 'teamImage'
              ? '/admin/team-image'
              : request.kind === 'labProfile'
                ? LAB_PROFILE_PATH
                : editPath(request.kind, request.id);
        const state = request.kind === 'labProfile' ? { focusField: request.field, focusItem: request.id } : request.field ? { focusField: request.field } : null;
        void router.navigate(to, { state });
      }),
    [attachment, router],
  );
  useEffect(() => {
    // Content refers to site files by path ("/assets/team/a.jpg", "/openmoji/1F9E0.svg"): resolve
    // them against the attached site, not the extension. Nothing in the panel loads code after
    // start-up, so the base affects only content URLs.
    const base = document.createElement('base');
    base.href = `${attachment.origin}/`;
    document.head.prepend(base);
    return () => base.remove();
  }, [attachment.origin]);
  return (
    <ContentProvider store={attachment.store}>
      <StudioHostProvider host={host}>
        <AuthProvider backend={auth}>
          <SiteBar attachment={attachment} onOpen={(to) => void router.navigate(to)} />
          <RouterProvider router={router} />
        </AuthProvider>
      </StudioHostProvider>
    </ContentProvider>
  );
}

export function AttachedStudio({ tabId }: { tabId: number }) {
  const dialogs = useDialogs();
  const [state, setState] = useState<{ attachment: Attachment } | { error: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const failed = state !== null && 'error' in state;
  useEffect(() => {
    if (!failed) return;
    // A tab that was open before the extension was installed answers once it has reloaded.
    const onUpdated = (id: number, change: chrome.tabs.OnUpdatedInfo) => {
      if (id === tabId && change.status === 'complete') setAttempt((n) => n + 1);
    };
    chrome.tabs.onUpdated.addListener(onUpdated);
    return () => chrome.tabs.onUpdated.removeListener(onUpdated);
  }, [tabId, failed]);
  useEffect(() => {
    let current: Attachment | null = null;
    let cancelled = false;
    attachToTab(tabId, { alert: (message) => void dialogs.alert(message) }).then(
      (attachment) => {
        if (cancelled) attachment.close();
        else setState({ attachment: (current = attachment) });
      },
      () => !cancelled && setState({ error: 'The studio cannot reach this site tab yet. Reload the site tab, then try again.' }),
    );
    return () => {
      cancelled = true;
      current?.close();
    };
  }, [tabId, dialogs, attempt]);

  if (!state) return <p className="panel-status">Connecting to the site…</p>;
  if ('error' in state) {
    return (
      <div className="panel-notice-page">
        <p role="alert" className="panel-callout">
          {state.error}
        </p>
        <button type="button" className="panel-button" onClick={() => void chrome.tabs.reload(tabId)}>
          Reload the site tab
        </button>
      </div>
    );
  }
  return <Attached attachment={state.attachment} />;
}
