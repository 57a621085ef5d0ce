/**
 * The lab profile's schema (docs/decisions/050): lenient like the others (a missing field becomes
 * its empty default). Kept apart from lab-profile.ts so the visitor's pages, which only read the
 * profile, never load zod (docs/decisions/030).
 */
import { z } from 'zod';
import { LANGUAGE_TAG } from './languages';
import { CITATION_STYLES } from '../scholarly/citation-styles';
import { PUBLICATION_FILTERS, PUBLICATION_GROUPINGS, type PublicationFilter } from '../scholarly/publication-display';
import { DEFAULT_BRAND_COLOR, PUBLICATION_TYPES } from './constants';
import { translationsSchema } from './schemas';
import { HERO_FIGURES, INTRO_KEYS, PROFILE_TRANSLATABLE, SECTION_KEYS, SECTION_VISIBILITY, SOCIAL_KEYS, STORED_SECTION_KEYS, type HeroFigure, type SectionKey, type StoredSectionKey, type LabProfile } from './lab-profile';

const text = z.string().catch('');
// Alt text (docs/decisions/046): absent means not written yet; absent keys keep exports unchanged.
const optionalText = z.string().optional().catch(undefined);

const buttonSchema = z.object({ label: text, target: text }).catch({ label: '', target: '' });
const contactSectionSchema = z.object({ heading: text, text }).catch({ heading: '', text: '' });
const mapSchema = z
  .object({
    latitude: z.number().finite().min(-90).max(90),
    longitude: z.number().finite().min(-180).max(180),
    zoom: z.number().int().min(1).max(19),
  })
  .nullable()
  .catch(null);

type KnownType = (typeof PUBLICATION_TYPES)[number];

const visibility = z.enum(SECTION_VISIBILITY).catch('automatic');
const laterVisibility = z.enum(SECTION_VISIBILITY).optional().catch(undefined);
const record = <K extends string, V extends z.ZodType>(keys: readonly K[], value: V) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);

export const labProfileSchema = z.object({
  name: text,
  shortName: text,
  institution: text,
  department: text,
  institutionUrl: text,
  description: text,
  logo: text,
  logoAlt: optionalText,
  favicon: text,
  brandColor: z.string().catch(DEFAULT_BRAND_COLOR),
  // The site's languages, default first (docs/decisions/060); absent = English only.
  languages: z
    .array(z.unknown())
    .catch([])
    .transform((tags) => {
      const kept = [...new Set(tags.filter((tag): tag is string => typeof tag === 'string' && LANGUAGE_TAG.test(tag)))];
      return kept.length ? kept : undefined;
    })
    .optional(),
  // The reference texts' citation style (docs/decisions/073); absent or unknown = the default.
  citationStyle: z.enum(CITATION_STYLES).optional().catch(undefined),
  // The Zotero library the sync reads and the version it read last (docs/decisions/073).
  zotero: z
    .object({ library: z.string().max(200), version: z.number().int().min(0).optional().catch(undefined) })
    .optional()
    .catch(undefined),
  // The publication list's grouping, type order and filters (docs/decisions/079); absent = the defaults.
  publicationDisplay: z
    .object({
      groupBy: z.enum(PUBLICATION_GROUPINGS).optional().catch(undefined),
      typeOrder: z
        .array(z.unknown())
        .transform((types) => [...new Set(types.filter((type): type is KnownType => (PUBLICATION_TYPES as readonly unknown[]).includes(type)))])
        .optional()
        .catch(undefined),
      filters: z
        .array(z.unknown())
        .transform((names) => PUBLICATION_FILTERS.filter((name): name is PublicationFilter => names.includes(name)))
        .optional()
        .catch(undefined),
    })
    .optional()
    .catch(undefined),
  home: z.object({
    kicker: text,
    title: text,
    lead: text,
    primaryButton: buttonSchema,
    secondaryButton: buttonSchema,
    figures: z
      .array(z.unknown())
      .catch([])
      .transform((items) => items.filter((item): item is HeroFigure => (HERO_FIGURES as readonly unknown[]).includes(item))),
    missionHeading: text,
    mission: text,
    peopleText: text,
    workWithUs: text,
    teamImageAlt: optionalText,
  }),
  intros: record(INTRO_KEYS, text),
  contact: z.object({
    collaborations: contactSectionSchema,
    jobs: contactSectionSchema,
    press: contactSectionSchema,
    address: text,
    email: text,
    pressEmail: text,
    phone: text,
    map: mapSchema,
  }),
  links: record(SOCIAL_KEYS, text),
  footerText: text,
  shareImage: text,
  shareImageAlt: optionalText,
  sections: z.object({
    ...record(STORED_SECTION_KEYS, visibility).shape,
    ...Object.fromEntries(SECTION_KEYS.filter((key) => !(STORED_SECTION_KEYS as readonly string[]).includes(key)).map((key) => [key, laterVisibility])),
  } as { [K in StoredSectionKey]: typeof visibility } & { [K in Exclude<SectionKey, StoredSectionKey>]: typeof laterVisibility }),
  translations: translationsSchema(PROFILE_TRANSLATABLE),
});

// The schema's result is exactly the profile type of lab-profile.ts (a compile-time check).
type Parsed = z.infer<typeof labProfileSchema>;
export const sameShape: [Parsed] extends [LabProfile] ? ([LabProfile] extends [Parsed] ? true : false) : false = true;
