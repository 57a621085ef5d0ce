/**
 * The built-in seed content. The eight data-set files beside this one are generated
 * source (see shared/export/source.ts); the rest of the defaults are derived here.
 */
import type { Content } from '../model';
import { defaultContent } from '../operations';
import { syncTopicRegistry } from '../topics';
import { collaborators } from './collaborators';
import { fundingSources } from './fundingSources';
import { jobOpenings } from './jobOpenings';
import { newsItems } from './newsItems';
import { projects } from './projects';
import { publications } from './publications';
import { software } from './software';
import { teamMembers } from './teamMembers';

/** A fresh copy of the seed content, first items featured and the default team image. */
export function seedContent(): Content {
  const lists = structuredClone({
    projects,
    teamMembers,
    newsItems,
    collaborators,
    publications,
    software,
    jobOpenings,
    fundingSources,
  });
  return defaultContent({ ...lists, topicColorRegistry: syncTopicRegistry({}, lists.projects).registry });
}
