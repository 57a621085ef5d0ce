/**
 * The whole content of a lab site, keyed exactly like the localStorage keys of docs/product.md §7.
 */
import {
  collaboratorSchema,
  featuredItemsSchema,
  fundingSourceSchema,
  jobOpeningSchema,
  newsItemSchema,
  pageSchema,
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
  type Page,
  type Project,
  type Publication,
  type Software,
  type TeamMember,
  type TopicColorRegistry,
} from './schemas';
import type { LabProfile } from './lab-profile';
import { labProfileSchema } from './lab-profile-schema';
import type { ContentKey, EntityKind, SettingsKey } from './content-keys';

export interface Content {
  projects: Project[];
  teamMembers: TeamMember[];
  newsItems: NewsItem[];
  collaborators: Collaborator[];
  publications: Publication[];
  software: Software[];
  jobOpenings: JobOpening[];
  fundingSources: FundingSource[];
  /** The lab's own pages (docs/decisions/077). */
  pages: Page[];
  topicColorRegistry: TopicColorRegistry;
  featuredItems: FeaturedItems;
  teamImage: string;
  teamImagePosition: string;
  /** The lab's profile: names, brand colour, page texts, links (docs/decisions/050). */
  labProfile: LabProfile;
}

/** The keys of Content are exactly the content keys of ./kinds.ts. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const contentKeysMatch: Same<keyof Content, ContentKey> = true;
void contentKeysMatch;

/** The list-shaped content: the nine exportable data sets. */
export interface EntityMap {
  teamMembers: TeamMember;
  projects: Project;
  newsItems: NewsItem;
  publications: Publication;
  software: Software;
  collaborators: Collaborator;
  fundingSources: FundingSource;
  jobOpenings: JobOpening;
  pages: Page;
}
const entityKindsMatch: Same<keyof EntityMap, EntityKind> = true;
void entityKindsMatch;
export type Entity = EntityMap[EntityKind];

export type SiteSettings = Pick<Content, SettingsKey>;

export * from './kinds';
/** The readable id of a new item (./ids.ts, docs/decisions/068). */
export { newId } from './ids';

export const entitySchemas = {
  teamMembers: teamMemberSchema,
  projects: projectSchema,
  newsItems: newsItemSchema,
  publications: publicationSchema,
  software: softwareSchema,
  collaborators: collaboratorSchema,
  fundingSources: fundingSourceSchema,
  jobOpenings: jobOpeningSchema,
  pages: pageSchema,
} as const;

export const valueSchemas = {
  topicColorRegistry: topicColorRegistrySchema,
  featuredItems: featuredItemsSchema,
  teamImage: teamImageSchema,
  teamImagePosition: teamImagePositionSchema,
  labProfile: labProfileSchema,
} as const;
