/**
 * One declaration per collection: how each of the eight data sets is named, where the studio
 * edits it, where the public site shows it and its items, which field names an item, and which
 * fields hold files and images. Lists, messages, review, export, health checks and links read
 * it here instead of keeping their own tables. No schema lives here, so the visitor's page code
 * may import it without loading zod (docs/decisions/030, 059).
 */
import type { EntityKind } from './model';

/** Folders below public/assets/ that exports may write, by what they hold. */
export const ASSET_FOLDERS = ['team', 'team/cv', 'projects', 'software', 'news', 'collaborators', 'funding', 'profile', 'publications', 'pages'] as const;
export type AssetFolder = (typeof ASSET_FOLDERS)[number];

export interface FileFieldSpec {
  /** The URL field that may hold an uploaded or embedded file. */
  field: string;
  /** Where the export writes that file. */
  folder: AssetFolder;
  image: boolean;
}

export interface ImageSpec {
  /** The field with the image URL and the field with its alt text (docs/decisions/046). */
  field: string;
  alt: string;
  /** The widest the site displays it, in CSS pixels (share cards excluded). */
  displayWidth: number;
}

/** An item's own share image for link previews, and its alt text: shown on no page, only in the page's head. */
export interface ShareImageSpec {
  field: string;
  alt: string;
}

export interface Collection {
  /** "Could not find {singular} …", "saving the {singular}". */
  singular: string;
  plural: string;
  /** The heading of its section in the publish review ("Team members"). */
  section: string;
  /** The TypeScript type of an item, as the exported source files name it. */
  type: string;
  /** The word a new id starts from when its name gives none (docs/decisions/068). */
  idPrefix: string;
  /** The studio's path segment: /admin/{admin}, /admin/{admin}/new, /admin/{admin}/edit/{id}. */
  admin: string;
  /** The public page that lists the collection, if any. */
  listPage: string | null;
  /** The public address of one item: its own page, or its place on the list page. */
  item: ((id: string) => string) | null;
  /** The field that names an item. */
  nameField: 'title' | 'name';
  files: readonly FileFieldSpec[];
  image: ImageSpec | null;
  shareImage: ShareImageSpec | null;
  /** The studio's list: its heading, and the nouns of its count, search, empty state and Add button. */
  list: { title: string; one: string; many: string };
  /** Its card on the studio's dashboard: title and the words after the count. */
  card: { title: string; caption: string };
}

const page = (base: string) => (id: string) => `${base}/${encodeURIComponent(id)}`;
const anchor = (base: string) => (id: string) => `${base}#${encodeURIComponent(id)}`;

export const COLLECTIONS: Record<EntityKind, Collection> = {
  teamMembers: {
    singular: 'team member',
    plural: 'team members',
    section: 'Team members',
    type: 'TeamMember',
    idPrefix: 'member',
    admin: 'team',
    listPage: '/team',
    item: page('/team'),
    nameField: 'name',
    files: [
      { field: 'imageUrl', folder: 'team', image: true },
      { field: 'cvUrl', folder: 'team/cv', image: false },
    ],
    image: { field: 'imageUrl', alt: 'imageAlt', displayWidth: 400 },
    shareImage: null,
    list: { title: 'Manage Team Members', one: 'team member', many: 'team members' },
    card: { title: 'Team', caption: 'team members' },
  },
  projects: {
    singular: 'project',
    plural: 'projects',
    section: 'Projects',
    type: 'Project',
    idPrefix: 'project',
    admin: 'projects',
    listPage: '/projects',
    item: page('/projects'),
    nameField: 'title',
    files: [
      { field: 'image', folder: 'projects', image: true },
      { field: 'shareImage', folder: 'projects', image: true },
    ],
    image: { field: 'image', alt: 'imageAlt', displayWidth: 1200 },
    shareImage: { field: 'shareImage', alt: 'shareImageAlt' },
    list: { title: 'Manage Projects', one: 'project', many: 'projects' },
    card: { title: 'Projects', caption: 'research projects' },
  },
  newsItems: {
    singular: 'news item',
    plural: 'news',
    section: 'News',
    type: 'NewsItem',
    idPrefix: 'news',
    admin: 'news',
    listPage: '/feed',
    item: page('/news'),
    nameField: 'title',
    files: [
      { field: 'imageUrl', folder: 'news', image: true },
      { field: 'shareImage', folder: 'news', image: true },
    ],
    image: { field: 'imageUrl', alt: 'imageAlt', displayWidth: 1200 },
    shareImage: { field: 'shareImage', alt: 'shareImageAlt' },
    list: { title: 'Manage News', one: 'news item', many: 'news items' },
    card: { title: 'News', caption: 'news items' },
  },
  publications: {
    singular: 'publication',
    plural: 'publications',
    section: 'Publications',
    type: 'Publication',
    idPrefix: 'pub',
    admin: 'publications',
    listPage: '/publications',
    item: page('/publications'),
    nameField: 'title',
    files: [{ field: 'pdfUrl', folder: 'publications', image: false }],
    image: null,
    shareImage: null,
    list: { title: 'Manage Publications', one: 'publication', many: 'publications' },
    card: { title: 'Publications', caption: 'scientific publications' },
  },
  software: {
    singular: 'software',
    plural: 'software',
    section: 'Software',
    type: 'Software',
    idPrefix: 'software',
    admin: 'software',
    listPage: '/software',
    item: anchor('/software'),
    nameField: 'name',
    files: [{ field: 'imageUrl', folder: 'software', image: true }],
    image: { field: 'imageUrl', alt: 'imageAlt', displayWidth: 600 },
    shareImage: null,
    list: { title: 'Manage Software', one: 'software project', many: 'software projects' },
    card: { title: 'Software', caption: 'software projects' },
  },
  collaborators: {
    singular: 'collaborator',
    plural: 'collaborators',
    section: 'Collaborators',
    type: 'Collaborator',
    idPrefix: 'collab',
    admin: 'collaborators',
    listPage: null,
    item: null,
    nameField: 'name',
    files: [{ field: 'logo', folder: 'collaborators', image: true }],
    image: { field: 'logo', alt: 'logoAlt', displayWidth: 100 },
    shareImage: null,
    list: { title: 'Manage Collaborators', one: 'collaborator', many: 'collaborators' },
    card: { title: 'Collaborators', caption: 'academic and industry partners' },
  },
  fundingSources: {
    singular: 'funding source',
    plural: 'funding sources',
    section: 'Funding sources',
    type: 'FundingSource',
    idPrefix: 'funding',
    admin: 'funding',
    listPage: null,
    item: null,
    nameField: 'name',
    files: [{ field: 'logo', folder: 'funding', image: true }],
    image: { field: 'logo', alt: 'logoAlt', displayWidth: 100 },
    shareImage: null,
    list: { title: 'Manage Funding Sources', one: 'funding source', many: 'funding sources' },
    card: { title: 'Funding', caption: 'funding sources' },
  },
  jobOpenings: {
    singular: 'job opening',
    plural: 'job openings',
    section: 'Job openings',
    type: 'JobOpening',
    idPrefix: 'job',
    admin: 'jobs',
    listPage: '/join-us',
    item: page('/join-us'),
    nameField: 'title',
    files: [],
    image: null,
    shareImage: null,
    list: { title: 'Manage Job Openings', one: 'job opening', many: 'job openings' },
    card: { title: 'Job Openings', caption: '' },
  },
  pages: {
    singular: 'page',
    plural: 'pages',
    section: 'Pages',
    type: 'Page',
    idPrefix: 'page',
    admin: 'pages',
    listPage: null,
    // A page's address is its slug, not its id (shared/content/pages.ts, pagePath).
    item: null,
    nameField: 'title',
    files: [{ field: 'imageUrl', folder: 'pages', image: true }],
    image: { field: 'imageUrl', alt: 'imageAlt', displayWidth: 1200 },
    // A page shares its image (itemShareImage falls back to it); it has no share image of its own.
    shareImage: null,
    list: { title: 'Manage Pages', one: 'page', many: 'pages' },
    card: { title: 'Pages', caption: 'pages of your own' },
  },
};

/**
 * The public address of an item (ids always encoded), or null for a collection without one.
 * A position's page exists while it is open; a closed one answers "Position not found".
 */
export function itemPath(kind: EntityKind, id: string): string {
  const build = COLLECTIONS[kind].item;
  return build ? build(id) : (COLLECTIONS[kind].listPage ?? '/');
}

/** The name of an item: its name field, else the other one (older data), else its id. */
export function itemName(kind: EntityKind | null, item: unknown, fallback?: string): string {
  const record = (item ?? {}) as Record<string, unknown>;
  const fields = kind === null ? ['title', 'name'] : [COLLECTIONS[kind].nameField, COLLECTIONS[kind].nameField === 'title' ? 'name' : 'title'];
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return typeof record.id === 'string' && record.id ? record.id : (fallback ?? '');
}
