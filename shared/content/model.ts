/**
 * The whole content of a lab site, keyed exactly like the localStorage keys of SPEC §7.
 */
import {
  collaboratorSchema,
  featuredItemsSchema,
  fundingSourceSchema,
  jobOpeningSchema,
  newsItemSchema,
  projectSchema,
  publicationSchema,
  softwareSchema,
  teamImagePositionSchema,
  teamImageSchema,
  teamMemberSchema,
  topicColorRegistrySchema,
  type Collaborator,
  type FeaturedItems,
  type FundingSource,
  type JobOpening,
  type NewsItem,
  type Project,
  type Publication,
  type Software,
  type TeamMember,
  type TopicColorRegistry,
} from './schemas';
import { labProfileSchema, type LabProfile } from './lab-profile';

export interface Content {
  projects: Project[];
  teamMembers: TeamMember[];
  newsItems: NewsItem[];
  collaborators: Collaborator[];
  publications: Publication[];
  software: Software[];
  jobOpenings: JobOpening[];
  fundingSources: FundingSource[];
  topicColorRegistry: TopicColorRegistry;
  featuredItems: FeaturedItems;
  teamImage: string;
  teamImagePosition: string;
  /** The lab's profile: names, brand colour, page texts, links (docs/decisions/050). */
  labProfile: LabProfile;
}

export type ContentKey = keyof Content;

/** Every content key, in the order of SPEC §7. */
export const CONTENT_KEYS = [
  'projects',
  'teamMembers',
  'newsItems',
  'collaborators',
  'publications',
  'software',
  'jobOpenings',
  'fundingSources',
  'topicColorRegistry',
  'featuredItems',
  'teamImage',
  'teamImagePosition',
  'labProfile',
] as const satisfies readonly ContentKey[];

/**
 * The site-wide settings staff can change besides the eight data sets: published together as
 * one source file beside the seed data (shared/content/seed/settings.ts).
 */
export const SETTINGS_KEYS = ['featuredItems', 'teamImage', 'teamImagePosition', 'topicColorRegistry'] as const satisfies readonly ContentKey[];
export type SettingsKey = (typeof SETTINGS_KEYS)[number];
export type SiteSettings = Pick<Content, SettingsKey>;

/** The localStorage key of the (convenience) admin session flag. */
export const AUTH_FLAG_KEY = 'isAuthenticated';

/** The list-shaped content: the eight exportable data sets. */
export interface EntityMap {
  teamMembers: TeamMember;
  projects: Project;
  newsItems: NewsItem;
  publications: Publication;
  software: Software;
  collaborators: Collaborator;
  fundingSources: FundingSource;
  jobOpenings: JobOpening;
}
export type EntityKind = keyof EntityMap;
export type Entity = EntityMap[EntityKind];

/** The eight data sets in the order the debug panel lists them (SPEC §2). */
export const ENTITY_KINDS = [
  'teamMembers',
  'projects',
  'newsItems',
  'publications',
  'software',
  'collaborators',
  'fundingSources',
  'jobOpenings',
] as const satisfies readonly EntityKind[];

export const entitySchemas = {
  teamMembers: teamMemberSchema,
  projects: projectSchema,
  newsItems: newsItemSchema,
  publications: publicationSchema,
  software: softwareSchema,
  collaborators: collaboratorSchema,
  fundingSources: fundingSourceSchema,
  jobOpenings: jobOpeningSchema,
} as const;

export const valueSchemas = {
  topicColorRegistry: topicColorRegistrySchema,
  featuredItems: featuredItemsSchema,
  teamImage: teamImageSchema,
  teamImagePosition: teamImagePositionSchema,
  labProfile: labProfileSchema,
} as const;

/** How each entity is named in messages ("Could not find {entity} ...", "saving the {entity}"). */
export const ENTITY_LABELS: Record<EntityKind, { singular: string; plural: string; idPrefix: string; type: string }> = {
  projects: { singular: 'project', plural: 'projects', idPrefix: 'project', type: 'Project' },
  teamMembers: { singular: 'team member', plural: 'team members', idPrefix: 'member', type: 'TeamMember' },
  newsItems: { singular: 'news item', plural: 'news', idPrefix: 'news', type: 'NewsItem' },
  publications: { singular: 'publication', plural: 'publications', idPrefix: 'pub', type: 'Publication' },
  software: { singular: 'software', plural: 'software', idPrefix: 'software', type: 'Software' },
  collaborators: { singular: 'collaborator', plural: 'collaborators', idPrefix: 'collab', type: 'Collaborator' },
  fundingSources: { singular: 'funding source', plural: 'funding sources', idPrefix: 'funding', type: 'FundingSource' },
  jobOpenings: { singular: 'job opening', plural: 'job openings', idPrefix: 'job', type: 'JobOpening' },
};

/** A content key in plain words for editors ("fundingSources" -> "funding sources"). */
export function contentKeyLabel(key: ContentKey): string {
  return isEntityKind(key) ? ENTITY_LABELS[key].plural : key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
}

export function isEntityKind(value: unknown): value is EntityKind {
  return typeof value === 'string' && (ENTITY_KINDS as readonly string[]).includes(value);
}

export function isContentKey(value: unknown): value is ContentKey {
  return typeof value === 'string' && (CONTENT_KEYS as readonly string[]).includes(value);
}

/** A new id in the spec's pattern, e.g. project-1732212345678. Never reuses an existing id. */
export function newId(kind: EntityKind, existing: readonly { id: string }[], now: number = Date.now()): string {
  const prefix = ENTITY_LABELS[kind].idPrefix;
  const taken = new Set(existing.map((item) => item.id));
  let stamp = now;
  while (taken.has(`${prefix}-${stamp}`)) stamp += 1;
  return `${prefix}-${stamp}`;
}
