/**
 * The studio's protected screens as routes with the spec's /admin paths. The site mounts
 * them under its browser router; the extension's side panel under a memory router.
 */
import { Fragment, type ReactNode } from 'react';
import { useParams, type RouteObject } from 'react-router-dom';
import { RequireAuth } from './auth';
import { CollaboratorForm, FundingForm } from './forms/link-entity-forms';
import { DeclaredForm } from './forms/declared-form';
import { JobForm } from './forms/job-form';
import { NewsForm } from './forms/news-form';
import { ProjectForm } from './forms/project-form';
import { PublicationForm } from './forms/publication-form';
import { SoftwareForm } from './forms/software-form';
import { PageForm } from './forms/page-form';
import { TeamForm } from './forms/team-form';
import { DeclaredList } from './lists/declared-list';
import { CollaboratorsList, FundingList, JobsList, NewsList, PagesList, ProjectsList, PublicationsList, SoftwareList, TeamList } from './lists/entity-lists';
import { BibtexImportScreen } from './screens/bibtex-import-screen';
import { OrcidImportScreen } from './screens/orcid-import-screen';
import { ZoteroImportScreen } from './screens/zotero-import-screen';
import { PublicationUpdatesScreen } from './screens/publication-updates-screen';
import { Dashboard } from './screens/dashboard';
import { FeaturedScreen } from './screens/featured-screen';
import { HealthScreen } from './health/health-screen';
import { LabProfileScreen } from './screens/lab-profile-screen';
import { ENTITY_KINDS } from '../content/model/kinds';
import type { EntityKind } from '../content/model/model';
import { entityRoutePaths, SCREEN_PATHS, type StudioScreen } from './paths';
import { PublishScreen } from './publish/publish-screen';
import { LoginScreen } from './screens/login-screen';
import { TeamImageScreen } from './screens/team-image-screen';
import { TopicColorsScreen } from './screens/topic-colors-screen';
import './studio.css';
import './studio-lists-forms.css';
import './studio-uploads-narrow.css';
import './studio-scholarly.css';
import './studio-translations.css';
import './studio-markdown.css';

/** The studio's visual frame (scopes its styles). */
export function StudioFrame({ children }: { children: ReactNode }) {
  return <main className="studio">{children}</main>;
}

const guarded = (screen: ReactNode) => (
  <RequireAuth>
    <StudioFrame>{screen}</StudioFrame>
  </RequireAuth>
);

/** A form starts afresh when its id changes (edit/a -> edit/b reuses the same route). */
function KeyedById({ children }: { children: ReactNode }) {
  const { id } = useParams();
  return <Fragment key={id ?? 'new'}>{children}</Fragment>;
}

/**
 * The data sets with a list or form of their own; any other collection gets the default list
 * and form its declaration gives (./lists/declared-list.tsx, ./forms/declared-form.tsx).
 */
const ENTITY_SCREENS: { [K in EntityKind]?: { list: () => ReactNode; form: () => ReactNode } } = {
  projects: { list: () => <ProjectsList />, form: () => <ProjectForm /> },
  teamMembers: { list: () => <TeamList />, form: () => <TeamForm /> },
  newsItems: { list: () => <NewsList />, form: () => <NewsForm /> },
  collaborators: { list: () => <CollaboratorsList />, form: () => <CollaboratorForm /> },
  publications: { list: () => <PublicationsList />, form: () => <PublicationForm /> },
  software: { list: () => <SoftwareList />, form: () => <SoftwareForm /> },
  jobOpenings: { list: () => <JobsList />, form: () => <JobForm /> },
  fundingSources: { list: () => <FundingList />, form: () => <FundingForm /> },
  pages: { list: () => <PagesList />, form: () => <PageForm /> },
};

/** The other protected screens (the login is open: loginRoute). */
const SCREENS: Record<Exclude<StudioScreen, 'login'>, () => ReactNode> = {
  dashboard: () => <Dashboard />,
  bibtexImport: () => <BibtexImportScreen />,
  orcidImport: () => <OrcidImportScreen />,
  zoteroImport: () => <ZoteroImportScreen />,
  publicationUpdates: () => <PublicationUpdatesScreen />,
  featured: () => <FeaturedScreen />,
  labProfile: () => <LabProfileScreen />,
  teamImage: () => <TeamImageScreen />,
  topicColors: () => <TopicColorsScreen />,
  publish: () => <PublishScreen />,
  health: () => <HealthScreen />,
};

/** Every protected studio route (all of docs/product.md §2's admin routes except the login), at the paths of paths.ts. */
export function studioRoutes(): RouteObject[] {
  const screens = (Object.keys(SCREENS) as (keyof typeof SCREENS)[]).map((name) => ({ path: SCREEN_PATHS[name], element: guarded(SCREENS[name]()) }));
  const entities = ENTITY_KINDS.flatMap((kind) => {
    const [list, create, edit] = entityRoutePaths(kind);
    const { list: listScreen, form } = ENTITY_SCREENS[kind] ?? { list: () => <DeclaredList kind={kind} />, form: () => <DeclaredForm kind={kind} /> };
    return [
      { path: list, element: guarded(listScreen()) },
      { path: create, element: guarded(<KeyedById>{form()}</KeyedById>) },
      { path: edit, element: guarded(<KeyedById>{form()}</KeyedById>) },
    ];
  });
  return [...screens, ...entities];
}

/** The open login route (/admin/login). */
export function loginRoute(): RouteObject {
  return { path: SCREEN_PATHS.login, element: <LoginScreen /> };
}
