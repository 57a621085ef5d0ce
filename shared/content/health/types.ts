/**
 * The shapes of the site-health checks (docs/decisions/048): each problem names the item, the
 * field (by its label in the item's form, so a "fix" link can focus it) and what is wrong.
 */
import { DECLARATIONS, itemName } from '../model/collections';
import type { CollectionDeclaration, DeclaredCheck } from '../model/fields';
import { ENTITY_KINDS, type EntityKind } from '../model/content-keys';

export type Severity = 'error' | 'warning';

/** The checks of the health code itself; a collection's declaration may add its own (DeclaredCheckId). */
export type BuiltInCheckId =
  | 'refused-item'
  | 'alt-text'
  | 'job-expiry'
  | 'talk-slides'
  | 'event-status'
  | 'broken-reference'
  | 'external-url'
  | 'duplicate-publication'
  | 'publication-details'
  | 'member-details'
  | 'project-members'
  | 'oversized-image';

/** The ids of the checks the collections' declarations add ("course-description"). */
export type DeclaredCheckId = {
  [K in EntityKind]: (typeof DECLARATIONS)[K] extends { checks?: infer C } ? (NonNullable<C> extends readonly DeclaredCheck[] ? NonNullable<C>[number]['id'] : never) : never;
}[EntityKind];

export type CheckId = BuiltInCheckId | DeclaredCheckId;

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

/** The checks the collections' declarations add, in the registry's order. */
export const DECLARED_CHECKS = ENTITY_KINDS.flatMap((kind) => (DECLARATIONS[kind] as CollectionDeclaration).checks?.map((check) => ({ kind, check })) ?? []);

/** Each check's heading, in the order the checks run and the site-health view shows them. */
export const CHECK_TITLES: Record<CheckId, string> = {
  'refused-item': 'Items the studio cannot save',
  'alt-text': 'Missing alt text',
  'job-expiry': 'Expired or soon-expiring jobs',
  'talk-slides': 'Talks without slides',
  ...(Object.fromEntries(DECLARED_CHECKS.map(({ check }) => [check.id, check.title])) as Record<DeclaredCheckId, string>),
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
