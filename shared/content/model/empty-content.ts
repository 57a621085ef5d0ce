/** A content set with no items (the studio's "Start Empty" and `npm run new-site`): only the lab profile stays. */
import { byCollection } from './collection-facts';
import type { LabProfile } from './lab-profile';
import type { Content } from './model';

export function emptyContent(labProfile: LabProfile): Content {
  return {
    ...byCollection(() => []),
    topicColorRegistry: {},
    featuredItems: { projectId: null, newsItemId: null, publicationId: null },
    teamImage: '',
    teamImagePosition: 'center',
    labProfile,
  };
}

export const START_EMPTY_CONFIRM =
  "Start with an empty site? Every project, person, news item, publication, software entry, job, partner and funder is removed from this browser's working copy; the lab profile stays. Undo in the change history brings everything back.";
export const START_EMPTY_DONE = 'The working copy is empty. Publish to make the live site empty too, or undo to bring the content back.';
