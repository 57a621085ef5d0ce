/** What the build needs of a project's page (site/routes/route.ts). */
import { itemPath } from '../../shared/content/model/collections';
import { membersOfProject, publicationsOfProject, softwareOfProject } from '../../shared/content/read/relations';
import { projectHead } from '../heads/item-heads';
import { talksOfProject } from '../../shared/content/read/talks';
import { isoDate } from '../prerender/dates';
import { authorsOf, unionMembers } from '../prerender/slice-kit';
import type { RouteDate, RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';

export { default as route } from './project-detail.route';

export const paths: RoutePaths = (content) => content.projects.map((item) => itemPath('projects', item.id));

export const slice: RouteSlice = (content, params, tools) => {
  const project = content.projects.find((p) => p.id === params.id);
  if (!project) return { content: {} };
  const publications = publicationsOfProject(content, project);
  return {
    content: {
      projects: [project],
      topicColorRegistry: content.topicColorRegistry,
      teamMembers: unionMembers(
        content.teamMembers,
        membersOfProject(content, project),
        authorsOf(publications, content.teamMembers),
      ),
      software: softwareOfProject(content, project),
      talks: talksOfProject(content, project),
      events: content.events.filter((event) => event.projectId === project.id),
      publications,
    },
    references: tools.references(publications),
  };
};

export const head: HeadFn = projectHead;

export const lastModified: RouteDate = (content, params) => isoDate(content.projects.find((p) => p.id === params.id)?._lastUpdated);

