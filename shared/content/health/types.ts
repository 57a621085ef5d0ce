/**
 * The shapes of the site-health checks (docs/decisions/048): each problem names the item, the
 * field (by its label in the item's form, so a "fix" link can focus it) and what is wrong.
 */
import { itemName } from '../model/collections';
import type { EntityKind } from '../model/model';

export type Severity = 'error' | 'warning';

export type CheckId =
  | 'refused-item'
  | 'alt-text'
  | 'job-expiry'
  | 'talk-slides'
  | 'course-description'
  | 'event-status'
  | 'broken-reference'
  | 'external-url'
  | 'duplicate-publication'
  | 'publication-details'
  | 'member-details'
  | 'project-members'
  | 'oversized-image';

/** Where a problem lives: an item of a data set, or one of the site settings screens. */
export type HealthTarget = { kind: EntityKind; id: string } | { kind: 'settings'; id: 'featuredItems' | 'teamImage' | 'labProfile' };

export interface HealthProblem {
  check: CheckId;
  severity: Severity;
  target: HealthTarget;
  /** The item's title or name as editors know it. */
  item: string;
  /** The field's key in the content ("imageAlt"). */
  field: string;
  /** The field's label in the item's form ("Image alt text"). */
  fieldLabel: string;
  message: string;
  /**
   * The words every problem of its kind shares, when the message names the item's own value
   * ("uses http:, not https:" for "http://x.example uses http:, not https:"): warnings of one
   * kind are counted on one line by these words (shared/content/health/index.ts).
   */
  summary?: string;
}

export interface HealthOptions {
  /** The day to judge dates by (YYYY-MM-DD). */
  today: string;
  /** Jobs closing within this many days are flagged as soon expiring (default 14). */
  soonDays?: number;
  /** Pixel sizes of images where they are known (uploaded assets, files of the repository), by URL. */
  imageSizes?: Readonly<Record<string, { width: number; height: number }>>;
}

export const CHECK_TITLES: Record<CheckId, string> = {
  'refused-item': 'Items the studio cannot save',
  'alt-text': 'Missing alt text',
  'job-expiry': 'Expired or soon-expiring jobs',
  'talk-slides': 'Talks without slides',
  'course-description': 'Courses without a description',
  'event-status': 'Events out of date or with unreadable times',
  'broken-reference': 'Broken internal links',
  'external-url': 'External links',
  'duplicate-publication': 'Duplicate publications',
  'publication-details': 'Papers without DOI, URL or abstract',
  'member-details': 'Members without photo or bio',
  'project-members': 'Projects without members',
  'oversized-image': 'Images far larger than displayed',
};

/** The name of an item for a problem list: its title or name, else its id. */
export function nameOf(item: { id: string; title?: unknown; name?: unknown }): string {
  return itemName(null, item, item.id);
}
