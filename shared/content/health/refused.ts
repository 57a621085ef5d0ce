/**
 * Items the studio would refuse to save as they are: an import (new-site, a BibTeX or ORCID
 * file, a hand-edited data file) can bring a paper without a venue or a year. The rule and its
 * words are the forms' own (validateItem); this check only asks it. A missing alt text is the
 * alt-text check's, so it is not reported twice. Each problem names the form field to fix: the
 * first one the rule still refuses when the other fields are acceptable.
 *
 * A warning, not an error: the site shows such an item as it is (an undated paper in its own
 * group, a paper without a venue without one), so it never stops a build or a lab's CI; the
 * studio asks for the missing field as soon as an editor opens the item to change it.
 */
import { ALT_TEXT_MESSAGE } from '../alt-text';
import type { Content, EntityKind, EntityMap } from '../model';
import { ENTITY_KINDS } from '../model';
import { validateItem } from '../validation';
import { nameOf, type HealthOptions, type HealthProblem } from './types';

/** The fields a form requires or checks, in the form's order, with their labels. */
const FORM_FIELDS: Record<EntityKind, readonly (readonly [key: string, label: string])[]> = {
  projects: [
    ['title', 'Title'],
    ['description', 'Description'],
    ['category', 'Disciplines'],
  ],
  teamMembers: [
    ['name', 'Name'],
    ['role', 'Role'],
    ['bio', 'Bio'],
    ['orcid', 'ORCID iD'],
    ['scholarUrl', 'Google Scholar profile'],
    ['website', 'Personal website'],
  ],
  newsItems: [
    ['title', 'Title'],
    ['content', 'Content'],
    ['date', 'Date'],
    ['author', 'Author'],
  ],
  publications: [
    ['title', 'Title'],
    ['journal', 'Journal'],
    ['year', 'Year'],
    ['type', 'Type'],
    ['citation', 'Citation'],
    ['authors', 'Authors'],
  ],
  software: [
    ['name', 'Name'],
    ['description', 'Description'],
    ['repoUrl', 'Repository URL'],
    ['technologies', 'Technologies'],
    ['license', 'License'],
  ],
  collaborators: [
    ['name', 'Name'],
    ['url', 'Website URL'],
  ],
  fundingSources: [
    ['name', 'Name'],
    ['url', 'Website URL'],
  ],
  jobOpenings: [
    ['title', 'Title'],
    ['description', 'Description'],
    ['requirements', 'Requirements'],
    ['type', 'Type'],
    ['location', 'Location'],
    ['postedDate', 'Posted date'],
  ],
};

/** A value the form would accept in that field, to find which field the message is about. */
function sample(key: string, now: Date): unknown {
  if (key === 'year') return now.getFullYear();
  if (key === 'orcid') return '0000-0002-1825-0097';
  if (key === 'postedDate' || key === 'date') return now.toISOString().slice(0, 10);
  if (/url$/i.test(key) || key === 'website') return 'https://example.org/';
  if (['authors', 'requirements', 'technologies', 'category'].includes(key)) return ['x'];
  return 'x';
}

/**
 * The first form field the rule still refuses when every other checked field holds an
 * acceptable value: the one to fix (else the form's first field).
 */
function fieldOf<K extends EntityKind>(kind: K, item: EntityMap[K], now: Date): readonly [string, string] {
  const fields = FORM_FIELDS[kind];
  for (const [key, label] of fields) {
    const others = Object.fromEntries(fields.filter(([other]) => other !== key).map(([other]) => [other, sample(other, now)]));
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
      const message = validateItem(kind, item, now);
      if (!message || message === ALT_TEXT_MESSAGE) return [];
      const [field, fieldLabel] = fieldOf(kind, item, now);
      return [{ check: 'refused-item', severity: 'warning', target: { kind, id: item.id }, item: nameOf(item as never), field, fieldLabel, message }];
    }),
  );
}
