/**
 * The collections, one entry each, and what the public site needs to know of each
 * (docs/decisions/088, 091, 093): the studio's path segment, the page that lists it, an item's
 * address, the field that names an item, its section. This table is where a collection is
 * registered: the data sets' names and order (./content-keys.ts), the lab profile's sections
 * (./lab-profile.ts) and the navigation's sections (../read/sections.ts) derive from it, and
 * ./collections.ts joins each collection's declaration (./declarations/) to its entry. A visitor's
 * page code imports this module, never ./collections.ts, so its download carries no field list
 * and no studio words. It imports nothing but a type: a module that named the declarations would bring them
 * into the visitor's first script, as a bundle keeps a module whole.
 */
import type { CollectionFacts } from './fields';

export type { CollectionFacts, Listed } from './fields';

/** An item's own page below `base`, or its place on the list page at `base`. */
export const itemPage = (base: string) => (id: string) => `${base}/${encodeURIComponent(id)}`;
export const itemAnchor = (base: string) => (id: string) => `${base}#${encodeURIComponent(id)}`;

export const COLLECTION_FACTS = {
  teamMembers: {
    admin: 'team',
    listPage: '/team',
    item: itemPage('/team'),
    nameField: 'name',
    sectionKey: 'team',
    section: 'Team members',
  },
  projects: {
    admin: 'projects',
    listPage: '/projects',
    item: itemPage('/projects'),
    nameField: 'title',
    sectionKey: 'research',
    section: 'Projects',
  },
  newsItems: { admin: 'news', listPage: '/feed', item: itemPage('/news'), nameField: 'title', sectionKey: 'news', section: 'News' },
  publications: {
    admin: 'publications',
    listPage: '/publications',
    item: itemPage('/publications'),
    nameField: 'title',
    sectionKey: 'publications',
    section: 'Publications',
  },
  software: {
    admin: 'software',
    listPage: '/software',
    item: itemAnchor('/software'),
    nameField: 'name',
    sectionKey: 'software',
    section: 'Software',
  },
  collaborators: { admin: 'collaborators', listPage: null, item: null, nameField: 'name', section: 'Collaborators' },
  fundingSources: { admin: 'funding', listPage: null, item: null, nameField: 'name', section: 'Funding sources' },
  jobOpenings: {
    admin: 'jobs',
    listPage: '/join-us',
    item: itemPage('/join-us'),
    nameField: 'title',
    sectionKey: 'joinUs',
    section: 'Job openings',
  },
  pages: { admin: 'pages', listPage: null, item: null, nameField: 'title', section: 'Pages' },
  talks: {
    admin: 'talks',
    listPage: '/talks',
    item: itemPage('/talks'),
    nameField: 'title',
    sectionKey: 'talks',
    section: 'Talks',
    listedOn: { by: { teamMembers: ['speakerIds'], projects: ['projectId'] }, order: 'date', line: ['event', 'date'], days: ['date'] },
  },
  teaching: {
    admin: 'teaching',
    listPage: '/teaching',
    item: itemPage('/teaching'),
    nameField: 'title',
    sectionKey: 'teaching',
    section: 'Teaching',
    navWord: 'Teaching',
    listedOn: { by: { teamMembers: ['instructorIds'], projects: ['projectId'] }, order: 'starts', line: ['code', 'starts'], days: ['starts'] },
  },
  events: {
    admin: 'events',
    listPage: '/events',
    item: itemPage('/events'),
    nameField: 'title',
    sectionKey: 'events',
    section: 'Events',
    listedOn: { by: { teamMembers: ['organizerIds'], projects: ['projectId'] }, order: 'startDate', line: ['place', 'startDate'], days: ['startDate'] },
  },
} as const satisfies Record<string, CollectionFacts>;


/** A collection's name: a key of the table above. ./content-keys.ts exports it as EntityKind. */
type EntityKind = keyof typeof COLLECTION_FACTS;

/** The collections in the table's order (the studio's debug panel lists them so). */
export const REGISTERED_KINDS = Object.keys(COLLECTION_FACTS) as EntityKind[];

/** A table with one entry per collection, computed from its kind. */
export function byCollection<T>(entry: (kind: EntityKind) => T): Record<EntityKind, T> {
  return Object.fromEntries(REGISTERED_KINDS.map((kind) => [kind, entry(kind)])) as Record<EntityKind, T>;
}

/**
 * The public address of an item (ids always encoded); for a collection without item pages, its
 * list page or the home page. A position's page exists while it is open; a closed one answers
 * "Position not found".
 */
export function itemPath(kind: EntityKind, id: string): string {
  const facts: CollectionFacts = COLLECTION_FACTS[kind];
  return facts.item ? facts.item(id) : (facts.listPage ?? '/');
}

/** The name of an item: its name field, else the other one (older data), else its id. */
export function itemName(kind: EntityKind | null, item: unknown, fallback?: string): string {
  const record = (item ?? {}) as Record<string, unknown>;
  const fields =
    kind === null
      ? ['title', 'name']
      : [COLLECTION_FACTS[kind].nameField, COLLECTION_FACTS[kind].nameField === 'title' ? 'name' : 'title'];
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return typeof record.id === 'string' && record.id ? record.id : (fallback ?? '');
}
