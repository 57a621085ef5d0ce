/**
 * The built-in seed content: what the build ships and what the studio calls "published".
 * The eight data-set files and settings.ts beside this one are generated source (see
 * shared/export/source.ts).
 */
import type { Content } from '../model';
import { collaborators } from './collaborators';
import { fundingSources } from './fundingSources';
import { jobOpenings } from './jobOpenings';
import { labProfile } from './labProfile';
import { newsItems } from './newsItems';
import { projects } from './projects';
import { publications } from './publications';
import { settings } from './settings';
import { software } from './software';
import { teamMembers } from './teamMembers';

/** A fresh copy of the seed content, with the featured items, team image and topic colours of settings.ts as they are. */
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
  const { featuredItems, teamImage, teamImagePosition, topicColorRegistry } = structuredClone(settings);
  return {
    ...lists,
    // The registry is what settings.ts holds, nothing derived: a topic it lacks keeps the colour its
    // project gives it (projects.ts), on the site and in the studio alike, so exporting unchanged
    // content writes settings.ts as it is (docs/decisions/064).
    topicColorRegistry,
    featuredItems,
    teamImage,
    teamImagePosition,
    labProfile: structuredClone(labProfile),
  };
}
