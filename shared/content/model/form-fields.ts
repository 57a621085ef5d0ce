/**
 * The fields each collection's form requires or checks, in the form's order, with their labels,
 * and what "complete" means for an item read from a file (docs/decisions/063, 066).
 *
 * An item can come from somewhere other than its form: a BibTeX or ORCID import, a hand-edited
 * data file. It may then lack a field the form asks for (a Scholar export's undated paper, a
 * paper without a venue). The site shows such an item as it is, and Site health asks for the
 * missing field; every other rule of the form (ids, site paths, addresses, ORCID iDs, year range,
 * alt text) still refuses it on every way in.
 */
import { byCollection, COLLECTIONS, fieldOf } from './collections';
import type { EntityKind } from './content-keys';
import type { FieldSpec } from './fields';
import type { EntityMap } from './model';
import { isDated } from '../scholarly/publication-year';
import { MIN_PUBLICATION_YEAR, maxPublicationYear } from './constants';
import { COMPLETENESS_MESSAGES, validateItem, yearRangeMessage } from './validation';
import { venueLabel } from '../scholarly/publication-types';

/** The declared fields a collection's form requires or checks, in the form's order. */
function formFields(kind: EntityKind): readonly FieldSpec[] {
  const { fields, formOrder } = COLLECTIONS[kind];
  const checked = fields.filter((spec) => spec.required || spec.checked);
  if (!formOrder) return checked;
  return [...checked].sort((a, b) => formOrder.indexOf(a.key) - formOrder.indexOf(b.key));
}

export const FORM_FIELDS: Record<EntityKind, readonly (readonly [key: string, label: string])[]> = byCollection(
  (kind) => formFields(kind).map((spec) => [spec.key, spec.label] as const),
);

/**
 * The form fields of one item, labelled as its form shows them: a publication's venue field is
 * its type's ("Publisher" for a book, "University" for a thesis; docs/decisions/072), and the type
 * decides whether it is required (validatePublication).
 */
export function formFieldsOf<K extends EntityKind>(
  kind: K,
  item: EntityMap[K],
): readonly (readonly [key: string, label: string])[] {
  if (kind !== 'publications') return FORM_FIELDS[kind];
  const type = (item as EntityMap['publications']).type ?? '';
  return FORM_FIELDS.publications.map(([key, label]) => [key, key === 'journal' ? venueLabel(type) : label] as const);
}

/** A value the form would accept in a field of that collection: what its kind takes. */
export function acceptableValue(kind: EntityKind, key: string, now: Date): unknown {
  const spec = fieldOf(kind, key);
  const today = now.toISOString().slice(0, 10);
  if (spec?.choices?.length) return spec.choices[0];
  switch (spec?.kind) {
    case 'date':
      return today;
    case 'url':
    case 'image':
      return 'https://example.org/';
    case 'list':
      return ['x'];
    case 'relation':
      return spec.many ? ['x'] : 'x';
    case 'special':
      return SPECIAL_VALUES[key]?.(now) ?? 'x';
    default:
      return 'x';
  }
}

/** Values the form accepts in fields whose shape is their own. */
const SPECIAL_VALUES: Readonly<Record<string, (now: Date) => unknown>> = {
  year: (now) => now.getFullYear(),
  orcid: () => '0000-0002-1825-0097',
  category: () => ['x'],
};

/**
 * True when a form field holds nothing the form takes: no text, an empty list, no year (or a year
 * outside the form's range: the paper is real, the form's range is for typing).
 */
function isEmpty(key: string, value: unknown, now: Date): boolean {
  if (key === 'year') {
    const year = value as number | null;
    return !isDated(year) || !Number.isInteger(year) || year! < MIN_PUBLICATION_YEAR || year! > maxPublicationYear(now);
  }
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((entry) => typeof entry !== 'string' || entry.trim() === '');
  return false;
}

/** The item with every empty form field given an acceptable value: what its other fields must pass. */
export function completedItem<K extends EntityKind>(kind: K, item: EntityMap[K], now: Date): EntityMap[K] {
  const record = item as unknown as Record<string, unknown>;
  const filled = Object.fromEntries(
    FORM_FIELDS[kind]
      .filter(([key]) => isEmpty(key, record[key], now))
      .map(([key]) => [key, acceptableValue(kind, key, now)]),
  );
  return { ...item, ...filled };
}

/**
 * The rule every way in applies to an item read from a file: the form's rule, except that a
 * missing field the form requires is Site health's to ask for (incompleteMessage), not a refusal.
 */
export function itemRuleProblem<K extends EntityKind>(
  kind: K,
  item: EntityMap[K],
  now: Date = new Date(),
): string | null {
  const message = validateItem(kind, item, now);
  if (message === null || !isFormOnly(message, now)) return message;
  const rest = validateItem(kind, completedItem(kind, item, now), now);
  return rest !== null && isFormOnly(rest, now) ? null : rest;
}

/** A message about a field left empty, or a year outside the form's range. */
const isFormOnly = (message: string, now: Date) =>
  COMPLETENESS_MESSAGES.has(message) || message === yearRangeMessage(now);

/** What the form would ask to complete (or correct, for a year) before saving the item as it is, or null. */
export function incompleteMessage<K extends EntityKind>(
  kind: K,
  item: EntityMap[K],
  now: Date = new Date(),
): string | null {
  const message = validateItem(kind, item, now);
  return message !== null && isFormOnly(message, now) ? message : null;
}
