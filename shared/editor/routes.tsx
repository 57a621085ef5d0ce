/**
 * The studio's protected screens as routes with the spec's /admin paths. The site mounts
 * them under its browser router; the extension's side panel under a memory router.
 */
import { Fragment, type ReactNode } from 'react';
import { useParams, type RouteObject } from 'react-router-dom';
import { RequireAuth } from './auth';
import { CollaboratorForm, FundingForm } from './forms/link-entity-forms';
import { JobForm } from './forms/job-form';
import { NewsForm } from './forms/news-form';
import { ProjectForm } from './forms/project-form';
import { PublicationForm } from './forms/publication-form';
import { SoftwareForm } from './forms/software-form';
import { TeamForm } from './forms/team-form';
import { CollaboratorsList, FundingList, JobsList, NewsList, ProjectsList, PublicationsList, SoftwareList, TeamList } from './lists/entity-lists';
import { BibtexImportScreen } from './screens/bibtex-import-screen';
import { OrcidImportScreen } from './screens/orcid-import-screen';
import { PublicationUpdatesScreen } from './screens/publication-updates-screen';
import { Dashboard } from './screens/dashboard';
import { FeaturedScreen } from './screens/featured-screen';
import { HealthScreen } from './health/health-screen';
import { LabProfileScreen } from './screens/lab-profile-screen';
import { LAB_PROFILE_PATH } from './paths';
import { PublishScreen } from './publish/publish-screen';
import { LoginScreen } from './screens/login-screen';
import { TeamImageScreen } from './screens/team-image-screen';
import { TopicColorsScreen } from './screens/topic-colors-screen';
import './studio.css';

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

/** List, new and edit routes of one entity, e.g. /admin/projects, /admin/projects/new, /admin/projects/edit/:id. */
function entityRoutes(segment: string, list: ReactNode, form: () => ReactNode): RouteObject[] {
  return [
    { path: `/admin/${segment}`, element: guarded(list) },
    { path: `/admin/${segment}/new`, element: guarded(<KeyedById>{form()}</KeyedById>) },
    { path: `/admin/${segment}/edit/:id`, element: guarded(<KeyedById>{form()}</KeyedById>) },
  ];
}

/** Every protected studio route (all of SPEC §2's admin routes except the login). */
export function studioRoutes(): RouteObject[] {
  return [
    { path: '/admin', element: guarded(<Dashboard />) },
    ...entityRoutes('projects', <ProjectsList />, () => <ProjectForm />),
    ...entityRoutes('team', <TeamList />, () => <TeamForm />),
    ...entityRoutes('news', <NewsList />, () => <NewsForm />),
    ...entityRoutes('collaborators', <CollaboratorsList />, () => <CollaboratorForm />),
    { path: '/admin/publications/import', element: guarded(<BibtexImportScreen />) },
    { path: '/admin/publications/orcid', element: guarded(<OrcidImportScreen />) },
    { path: '/admin/publications/updates', element: guarded(<PublicationUpdatesScreen />) },
    ...entityRoutes('publications', <PublicationsList />, () => <PublicationForm />),
    ...entityRoutes('software', <SoftwareList />, () => <SoftwareForm />),
    ...entityRoutes('jobs', <JobsList />, () => <JobForm />),
    ...entityRoutes('funding', <FundingList />, () => <FundingForm />),
    { path: '/admin/featured', element: guarded(<FeaturedScreen />) },
    { path: LAB_PROFILE_PATH, element: guarded(<LabProfileScreen />) },
    { path: '/admin/team-image', element: guarded(<TeamImageScreen />) },
    { path: '/admin/topic-colors', element: guarded(<TopicColorsScreen />) },
    { path: '/admin/publish', element: guarded(<PublishScreen />) },
    { path: '/admin/health', element: guarded(<HealthScreen />) },
  ];
}

/** The open login route (/admin/login). */
export function loginRoute(): RouteObject {
  return { path: '/admin/login', element: <LoginScreen /> };
}
