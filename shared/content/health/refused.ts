/**
 * Items the studio would refuse to save as they are because a field the form requires is empty:
 * an import (new-site, a BibTeX or ORCID file, a hand-edited data file) can bring a paper without
 * a venue or a year. The rule and its words are the forms' own (validateItem, read through
 * shared/content/model/form-fields.ts); every other rule of the form refuses the item on every way in
 * (shared/content/model/content-rules.ts), so it is not reported here. Each problem names the form
 * field to fix: the first one the rule still refuses when the other fields are acceptable.
 *
 * A warning, not an error: the site shows such an item as it is (an undated paper in its own
 * group, a paper without a venue without one), so it never stops a build or a lab's CI; the
 * studio asks for the missing field as soon as an editor opens the item to change it.
 */
import type { Content, EntityKind, EntityMap } from '../model/model';
import { ENTITY_KINDS } from '../model/model';
import { validateItem } from '../model/validation';
import { acceptableValue, formFieldsOf, incompleteMessage } from '../model/form-fields';
import { nameOf, type HealthOptions, type HealthProblem } from './types';

/**
 * The first form field the rule still refuses when every other checked field holds an
 * acceptable value: the one to fix (else the form's first field).
 */
function fieldOf<K extends EntityKind>(kind: K, item: EntityMap[K], now: Date): readonly [string, string] {
  const fields = formFieldsOf(kind, item);
  // A publication keeps its own type: the type decides which fields it needs (a preprint no venue).
  const own = kind === 'publications' && String((item as EntityMap['publications']).type ?? '').trim() ? 'type' : '';
  for (const [key, label] of fields) {
    const others = Object.fromEntries(fields.filter(([other]) => other !== key && other !== own).map(([other]) => [other, acceptableValue(kind, other, now)]));
    if (validateItem(kind, { ...item, ...others }, now) !== null) return [key, label];
  }
  return fields[0]!;
}

/** The day of the check as a date (noon UTC, so the year is the day's in every time zone). */
const dayOf = (today: string) => new Date(`${today}T12:00:00Z`);

export function checkRefusedItems(content: Pick<Content, EntityKind>, options: Pick<HealthOptions, 'today'>): HealthProblem[] {
  const now = dayOf(options.today);
  return ENTITY_KINDS.flatMap((kind) =>
    (content[kind] as readonly EntityMap[typeof kind][]).flatMap((item): HealthProblem[] => {
      const message = incompleteMessage(kind, item, now);
      if (!message) return [];
      const [field, fieldLabel] = fieldOf(kind, item, now);
      return [{ check: 'refused-item', severity: 'warning', target: { kind, id: item.id }, item: nameOf(item as never), field, fieldLabel, message }];
    }),
  );
}
