/**
 * One schema per entity (docs/product.md §3). These are the *storage* shapes: every read from
 * localStorage, the extension bridge and importers goes through them. They are lenient
 * by design — a missing or mistyped field becomes its empty default rather than losing
 * the whole record — while `id` stays mandatory, so repair can drop records without one.
 *
 * Field order in each schema is the order of keys in the exported source files, so
 * normalising unchanged seed content and exporting it reproduces the files byte for byte.
 */
import { z } from 'zod';
import { isColor, isPlainColor, topicColor } from './colors';
import { DEFAULT_MEMBER_COLOR, DEFAULT_TOPIC_HUE } from './constants';
import { LANGUAGE_TAG, type Translations } from './languages';
import { ID_MESSAGE, isReadableId } from './safe-paths';
import { TRANSLATABLE } from './translations';

// No code generation: the site's CSP forbids eval, and zod's probe for it would be reported.
z.config({ jitless: true });

const text = z.string().catch('');
const optionalText = z.string().optional().catch(undefined);
const textList = z
  .array(z.unknown())
  .catch([])
  .transform((items) => items.filter((item): item is string => typeof item === 'string'));
const optionalTextList = z
  .array(z.unknown())
  .transform((items) => items.filter((item): item is string => typeof item === 'string'))
  .optional()
  .catch(undefined);
const flag = (fallback: boolean) => z.boolean().catch(fallback);
// A numeric id (hand-edited or older content) is still an id: keep the record rather than drop it.
/** Any non-empty id, as older stored data may hold it: for reading such data in order to set it aside (normalize.ts). */
export const storedIdSchema = z.union([z.string(), z.number().finite().transform(String)]).pipe(z.string().trim().min(1));
/**
 * The id of every collection: a readable slug (safe-paths.ts, docs/decisions/068). An item with
 * any other id is refused with the one message, whichever way it comes in.
 */
export const idSchema = storedIdSchema.refine(isReadableId, ID_MESSAGE);
const id = idSchema;
// A year may arrive as text ("2019"). `null` is an undated paper (a BibTeX entry without a year):
// a state of its own, kept through every load and export. A missing or unreadable year is no
// year either; it is never replaced by a guessed one (docs/decisions/064).
const year = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,4}$/)
      .transform(Number),
  ])
  .pipe(z.number().int())
  .nullable()
  .catch(null);

/**
 * A colour field (shared/content/colors.ts grammar). Empty means "none given"; any other text
 * outside the grammar becomes `fallback`, so it can never reach an inline style. The store
 * reports such a replacement as a load issue (normalize.ts, countRejectedColors).
 */
const colorField = (accepts: (value: string) => boolean, fallback: string) =>
  z
    .string()
    .catch(fallback)
    .transform((value) => (value === '' || accepts(value) ? value : fallback));

/**
 * An item's texts in other languages (docs/decisions/060): `{ nb: { title: "…" } }`, only for
 * `fields`; unknown languages, fields and empty texts are dropped. Absent unless some text is
 * translated, so content without translations exports unchanged.
 */
export function translationsSchema(fields: readonly string[]) {
  return z
    .record(z.string(), z.unknown())
    .catch({})
    .transform((record): Translations | undefined => {
      const out: Translations = {};
      for (const [lang, texts] of Object.entries(record)) {
        if (!LANGUAGE_TAG.test(lang) || !texts || typeof texts !== 'object') continue;
        const kept: Record<string, string | string[]> = {};
        for (const field of fields) {
          const value = (texts as Record<string, unknown>)[field];
          if (typeof value === 'string' && value.trim()) kept[field] = value;
          else if (Array.isArray(value) && value.some((line) => typeof line === 'string' && line.trim()))
            kept[field] = value.filter((line): line is string => typeof line === 'string');
        }
        if (Object.keys(kept).length) out[lang] = kept;
      }
      return Object.keys(out).length ? out : undefined;
    })
    .optional();
}

export const topicColorSchema = z
  .object({
    name: z.string(),
    color: z.string().catch(''),
    hue: z.number().finite().catch(DEFAULT_TOPIC_HUE),
  })
  // A topic colour outside the grammar falls back to the colour of its own hue.
  .transform((topic) => (topic.color === '' || isPlainColor(topic.color) ? topic : { ...topic, color: topicColor(topic.hue) }));

export const projectStatusSchema = z.enum(['ongoing', 'completed']).catch('ongoing');

export const projectSchema = z.object({
  id,
  title: text,
  description: text,
  category: z.union([z.string(), z.array(z.string())]).catch([]),
  team: textList,
  color: colorField(isColor, ''),
  topics: textList,
  topicsWithColors: z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = topicColorSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  status: projectStatusSchema,
  publications: textList,
  emojiHexcodes: textList,
  image: optionalText,
  // Alt text (docs/decisions/046): absent = not written yet, '' = decorative; absent keys keep exports unchanged.
  imageAlt: optionalText,
  // The picture link previews show instead of the image (docs/decisions/078); absent unless set.
  shareImage: optionalText,
  shareImageAlt: optionalText,
  startDate: optionalText,
  endDate: optionalText,
  _lastUpdated: z.number().optional().catch(undefined),
  translations: translationsSchema(TRANSLATABLE.projects),
});

export const teamMemberSchema = z.object({
  id,
  name: text,
  role: text,
  bio: text,
  imageUrl: text,
  imageAlt: optionalText,
  color: colorField(isColor, DEFAULT_MEMBER_COLOR),
  projects: textList.transform((ids) => [...new Set(ids)]),
  email: text,
  github: optionalText,
  cvUrl: optionalText,
  publications: optionalTextList,
  // Former members (docs/decisions/020): absent unless set, so existing exports stay unchanged.
  alumni: z.boolean().optional().catch(undefined),
  alumniYear: z.number().int().min(1900).max(2200).optional().catch(undefined),
  orcid: optionalText,
  scholarUrl: optionalText,
  website: optionalText,
  /** Other spellings of the member's name on papers ("Calero Valdez, André"): absent unless set (docs/decisions/071). */
  nameVariants: optionalTextList,
  translations: translationsSchema(TRANSLATABLE.teamMembers),
});

export const newsItemSchema = z.object({
  id,
  title: text,
  content: text,
  date: text,
  author: text,
  featured: flag(false),
  tags: textList,
  imageUrl: optionalText,
  imageAlt: optionalText,
  shareImage: optionalText,
  shareImageAlt: optionalText,
  emojiHexcodes: optionalTextList,
  // Hidden from the public lists after this day (YYYY-MM-DD); absent = never expires.
  expiryDate: optionalText,
  translations: translationsSchema(TRANSLATABLE.newsItems),
});

const authorLinkSchema = z.object({
  author: z.string(),
  orcid: z.string().optional().catch(undefined),
  member: z.string().optional().catch(undefined),
});
export type AuthorLink = z.infer<typeof authorLinkSchema>;

// Volume, issue, pages and month (docs/decisions/035): absent unless set, so existing exports stay unchanged.
const optionalDetail = z.union([z.string(), z.number().finite().transform(String)]).optional().catch(undefined);

export const publicationSchema = z.object({
  id,
  title: text,
  journal: text,
  volume: optionalDetail,
  issue: optionalDetail,
  pages: optionalDetail,
  year,
  month: z.number().int().min(1).max(12).optional().catch(undefined),
  type: text,
  authors: textList,
  citation: text,
  doi: optionalText,
  url: text,
  abstract: optionalText,
  keywords: textList,
  projectId: optionalText,
  projectIds: textList,
  softwareIds: textList,
  // Added by docs/decisions/039-040: absent unless set, so content without them exports unchanged.
  /** Links to earlier versions (preprints) of this paper, kept when a preprint is merged into it. */
  preprintUrls: optionalTextList,
  /** The citation count read from OpenAlex and the day it was read (YYYY-MM-DD). */
  citedBy: z
    .object({ count: z.number().int().min(0), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })
    .optional()
    .catch(undefined),
  // Added by docs/decisions/071: absent unless set, so content without them exports unchanged.
  /** Which author is whom: an author's ORCID iD as the source gives it, or the editor's choice of member ('' = none). */
  authorLinks: z
    .array(z.unknown())
    .transform((items) => {
      const links = items.flatMap((item) => {
        const parsed = authorLinkSchema.safeParse(item);
        return parsed.success && parsed.data.author.trim() && (parsed.data.orcid !== undefined || parsed.data.member !== undefined) ? [parsed.data] : [];
      });
      return links.length ? links : undefined;
    })
    .optional()
    .catch(undefined),
  /** The paper's own links, each a button on the site: the PDF (a link or an uploaded file), code, data, slides, poster, video, project page. */
  pdfUrl: optionalText,
  codeUrl: optionalText,
  dataUrl: optionalText,
  slidesUrl: optionalText,
  posterUrl: optionalText,
  videoUrl: optionalText,
  projectUrl: optionalText,
  /** One of the lab's selected papers: on the home page and first on its members' pages. */
  selected: z.boolean().optional().catch(undefined),
  /** The Zotero item this paper came from (docs/decisions/073), so a sync knows it again. */
  zoteroKey: optionalText,
  // Added by docs/decisions/079: absent unless set, so content without them exports unchanged.
  /** The publisher of the book a chapter (or a proceedings paper) appears in; a book's own publisher is its venue. */
  publisher: optionalText,
  /** The editors of that book or proceedings volume, names as written ("Family, Given"). */
  editors: optionalTextList,
});

export const softwareSchema = z.object({
  id,
  name: text,
  description: text,
  repoUrl: text,
  technologies: textList,
  developers: textList,
  license: text,
  imageUrl: optionalText,
  imageAlt: optionalText,
  demoUrl: text,
  documentationUrl: text,
  projectIds: textList,
  projectId: optionalText,
  publicationIds: textList,
  featured: flag(false),
  releaseDate: text,
  lastUpdate: text,
  translations: translationsSchema(TRANSLATABLE.software),
});

export const jobOpeningSchema = z.object({
  id,
  title: text,
  description: text,
  requirements: textList,
  type: text,
  location: text,
  postedDate: text,
  isOpen: flag(true),
  contactEmail: text,
  applicationUrl: text,
  closingDate: optionalText,
  projectId: optionalText,
  translations: translationsSchema(TRANSLATABLE.jobOpenings),
});

export const collaboratorSchema = z.object({
  id,
  name: text,
  url: text,
  logo: optionalText,
  logoAlt: optionalText,
  translations: translationsSchema(TRANSLATABLE.collaborators),
});

export const fundingSourceSchema = z.object({
  id,
  name: text,
  url: text,
  logo: optionalText,
  logoAlt: optionalText,
  grantNumber: text,
  amount: text,
  duration: text,
  translations: translationsSchema(TRANSLATABLE.fundingSources),
});

/** Where a lab's own page is linked from (docs/decisions/077): the header's navigation, the footer, or only by its address. */
export const PAGE_PLACEMENTS = ['nav', 'footer', 'link'] as const;
export const pagePlacementSchema = z.enum(PAGE_PLACEMENTS).catch('link');

/** A page of the lab's own ("Open science", "Facilities"), at /{slug}/ in every language (docs/decisions/077). */
export const pageSchema = z.object({
  id,
  title: text,
  slug: text,
  body: text,
  imageUrl: optionalText,
  imageAlt: optionalText,
  placement: pagePlacementSchema,
  translations: translationsSchema(TRANSLATABLE.pages),
});

export const topicColorRegistrySchema = z.record(z.string(), z.unknown()).transform((record) => {
  // Rebuild into a null-prototype-free plain object from own keys only: a stored
  // "__proto__" key must never reach Object.prototype.
  const out: Record<string, TopicColor> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const parsed = topicColorSchema.safeParse(value);
    if (parsed.success)
      Object.defineProperty(out, key, { value: parsed.data, enumerable: true, writable: true, configurable: true });
  }
  return out;
});

export const featuredItemsSchema = z.object({
  projectId: z.string().nullable().optional().catch(null),
  newsItemId: z.string().nullable().optional().catch(null),
  publicationId: z.string().nullable().optional().catch(null),
});

export const teamImageSchema = z.string();
export const teamImagePositionSchema = z.string();

export type TopicColor = z.infer<typeof topicColorSchema>;
export type ProjectStatus = z.infer<typeof projectStatusSchema>;
export type Project = z.infer<typeof projectSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;
export type Publication = z.infer<typeof publicationSchema>;
export type Software = z.infer<typeof softwareSchema>;
export type JobOpening = z.infer<typeof jobOpeningSchema>;
export type Collaborator = z.infer<typeof collaboratorSchema>;
export type FundingSource = z.infer<typeof fundingSourceSchema>;
export type PagePlacement = z.infer<typeof pagePlacementSchema>;
export type Page = z.infer<typeof pageSchema>;
export type TopicColorRegistry = Record<string, TopicColor>;
export type FeaturedItems = z.infer<typeof featuredItemsSchema>;
