/**
 * The built-in seed content: what the build ships and what the studio calls "published".
 * The data-set files, settings.ts and labProfile.ts beside this one are generated source
 * (see shared/export/source.ts), read as they are (shared/content/seed-files.ts).
 */
import type { Content } from '../model';
import { contentFromSeedFiles } from '../seed-files';
import { collaborators } from './collaborators';
import { events } from './events';
import { fundingSources } from './fundingSources';
import { jobOpenings } from './jobOpenings';
import { labProfile } from './labProfile';
import { newsItems } from './newsItems';
import { pages } from './pages';
import { projects } from './projects';
import { publications } from './publications';
import { settings } from './settings';
import { software } from './software';
import { talks } from './talks';
import { teaching } from './teaching';
import { teamMembers } from './teamMembers';

/** A fresh copy of the seed content, with the featured items, team image and topic colours of settings.ts as they are. */
export function seedContent(): Content {
  return contentFromSeedFiles({
    lists: { projects, teamMembers, newsItems, collaborators, publications, software, jobOpenings, fundingSources, pages, talks, teaching, events },
    settings,
    labProfile,
  });
}
