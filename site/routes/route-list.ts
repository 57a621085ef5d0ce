/**
 * The site's routes, in one place (docs/decisions/082): the app mounts them, the prerenderer
 * writes their pages, the sitemap and the search page list what they prerender, and the side
 * panel reads what each offers. Each route is its own module (site/routes/route.ts); this list
 * only orders them: the public pages, then (in site/app.tsx) the studio's, then the lab's own
 * pages and the not-found page, which claim what the others leave.
 */
import home from './home.route';
import projects from './projects.route';
import projectDetail from './project-detail.route';
import team from './team.route';
import teamMember from './team-member.route';
import feed from './feed.route';
import newsItem from './news-item.route';
import publications from './publications.route';
import publicationsPage from './publications-page.route';
import publicationDetail from './publication-detail.route';
import software from './software.route';
import talks from './talks.route';
import talkDetail from './talk-detail.route';
import teaching from './teaching.route';
import courseDetail from './course-detail.route';
import events from './events.route';
import eventDetail from './event-detail.route';
import joinUs from './join-us.route';
import jobDetail from './job-detail.route';
import contact from './contact.route';
import search from './search.route';
import labPage from './lab-page.route';
import notFound from './not-found.route';
import type { RouteDeclaration } from './route';

/** The site's own pages, in the order the build writes them and the sitemap lists them. */
export const PUBLIC_ROUTES: readonly RouteDeclaration[] = [
  home,
  projects,
  projectDetail,
  team,
  teamMember,
  feed,
  newsItem,
  publications,
  publicationsPage,
  publicationDetail,
  software,
  talks,
  talkDetail,
  teaching,
  courseDetail,
  events,
  eventDetail,
  joinUs,
  jobDetail,
  contact,
  search,
];

/** After the studio's routes: a lab's own pages (/{slug}), then any other path. */
export const FALLBACK_ROUTES: readonly RouteDeclaration[] = [labPage, notFound];
