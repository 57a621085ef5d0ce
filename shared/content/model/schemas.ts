/**
 * One schema per entity (docs/product.md §3). These are the *storage* shapes: every read from
 * localStorage, the extension bridge and importers goes through them. They are lenient
 * by design — a missing or mistyped field becomes its empty default rather than losing
 * the whole record — while `id` stays mandatory, so repair can drop records without one.
 *
 * Each collection's schema derives from its declaration (./declarations/, docs/decisions/083):
 * an ordinary field by its kind, a field of its own shape by the schema given here. The
 * declaration's order is the order of keys in the exported source files, so normalising
 * unchanged seed content and exporting it reproduces the files byte for byte.
 */
import { z } from 'zod';
import { isColor, isPlainColor, topicColor } from '../read/colors';
import { DEFAULT_MEMBER_COLOR, DEFAULT_TOPIC_HUE } from './constants';
import { LANGUAGE_TAG, type Translations } from './languages';
import { ID_MESSAGE, isReadableId } from './safe-paths';
import { DECLARATIONS } from './collections';
import { byCollection } from './collection-facts';
import type { EntityKind } from './content-keys';
import { storedFields, translatableKeys, type CollectionDeclaration, type FieldSpec } from './fields';

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
 * A colour field (shared/content/read/colors.ts grammar). Empty means "none given"; any other text
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

const authorLinkSchema = z.object({
  author: z.string(),
  orcid: z.string().optional().catch(undefined),
  member: z.string().optional().catch(undefined),
});
export type AuthorLink = z.infer<typeof authorLinkSchema>;

// Volume, issue, pages and month (docs/decisions/035): absent unless set, so existing exports stay unchanged.
const optionalDetail = z.union([z.string(), z.number().finite().transform(String)]).optional().catch(undefined);

/** Where a lab's own page is linked from (docs/decisions/077): the header's navigation, the footer, or only by its address. */
export const PAGE_PLACEMENTS = ['nav', 'footer', 'link'] as const;
export const pagePlacementSchema = z.enum(PAGE_PLACEMENTS).catch('link');

const optionalFlag = z.boolean().optional().catch(undefined);

/** How each kind of field is stored: text '' when missing, lists [] (or absent when optional), flags their fallback. */
export type KindSchema<F> = F extends { kind: 'flag' }
  ? F extends { optional: true }
    ? typeof optionalFlag
    : ReturnType<typeof flag>
  : F extends { kind: 'list' } | { kind: 'relation'; many: true }
    ? F extends { optional: true }
      ? typeof optionalTextList
      : typeof textList
    : F extends { optional: true }
      ? typeof optionalText
      : typeof text;

function kindSchema(spec: FieldSpec): z.ZodType {
  const optional = spec.optional;
  switch (spec.kind) {
    case 'flag':
      return optional ? optionalFlag : flag(spec.fallback ?? false);
    case 'list':
      return optional ? optionalTextList : textList;
    case 'relation':
      if (spec.many) return optional ? optionalTextList : textList;
      return optional ? optionalText : text;
    case 'special':
      throw new Error(`The field "${spec.key}" is declared special: give its schema beside the declaration`);
    default:
      return optional ? optionalText : text;
  }
}

/** The key of an image's alt text field. */
type AltKey<F> = F extends { image: { alt: { key: infer A extends string } } } ? A : never;

export type EntityShape<Fields extends readonly FieldSpec[], Special> = {
  [F in Fields[number] as F['key']]: F['key'] extends keyof Special ? Special[F['key']] : KindSchema<F>;
} & { [F in Fields[number] as AltKey<F>]: typeof optionalText } & { translations: ReturnType<typeof translationsSchema> };

/**
 * A collection's storage schema, from its declaration: each field by its kind, or by `special`
 * (the fields whose shape is their own), in the declaration's order; alt texts absent unless
 * written; `translations` last when the collection has texts written per language.
 */
function entitySchema<const Fields extends readonly FieldSpec[], const Special extends Record<string, z.ZodType>>(
  declaration: CollectionDeclaration<Fields>,
  special: Special,
) {
  const shape: Record<string, z.ZodType> = {};
  for (const stored of storedFields(declaration.fields)) {
    if (stored.alt) shape[stored.key] = optionalText;
    else shape[stored.key] = Object.hasOwn(special, stored.key) ? special[stored.key]! : kindSchema(stored.spec);
  }
  const translatable = translatableKeys(declaration.fields);
  if (translatable.length > 0) shape.translations = translationsSchema(translatable);
  return z.object(shape as EntityShape<Fields, Special>);
}

export const projectSchema = entitySchema(DECLARATIONS.projects, {
  id,
  category: z.union([z.string(), z.array(z.string())]).catch([]),
  color: colorField(isColor, ''),
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
  _lastUpdated: z.number().optional().catch(undefined),
});

export const teamMemberSchema = entitySchema(DECLARATIONS.teamMembers, {
  id,
  color: colorField(isColor, DEFAULT_MEMBER_COLOR),
  projects: textList.transform((ids) => [...new Set(ids)]),
  alumniYear: z.number().int().min(1900).max(2200).optional().catch(undefined),
  orcid: optionalText,
});


export const publicationSchema = entitySchema(DECLARATIONS.publications, {
  id,
  volume: optionalDetail,
  issue: optionalDetail,
  pages: optionalDetail,
  year,
  month: z.number().int().min(1).max(12).optional().catch(undefined),
  citedBy: z
    .object({ count: z.number().int().min(0), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })
    .optional()
    .catch(undefined),
  // Links to members only where the source gave an ORCID iD or the editor chose a member.
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
});







/** A page of the lab's own ("Open science", "Facilities"), at /{slug}/ in every language (docs/decisions/077). */
export const pageSchema = entitySchema(DECLARATIONS.pages, { id, placement: pagePlacementSchema });

/** The collections whose fields include some of a shape of their own; every other is read from its declaration alone. */
const OWN_SCHEMAS = { projects: projectSchema, teamMembers: teamMemberSchema, publications: publicationSchema, pages: pageSchema } as const;
type Plain = Exclude<EntityKind, keyof typeof OWN_SCHEMAS>;
type PlainSchema<K extends Plain> = ReturnType<typeof entitySchema<(typeof DECLARATIONS)[K]['fields'], { id: typeof id }>>;

/**
 * Every collection's storage schema, by kind: a collection registered in ./collection-facts.ts
 * and declared in ./declarations/ has its schema here with no line of its own (docs/decisions/091).
 */
export const entitySchemas = byCollection(
  (kind): z.ZodType => (kind in OWN_SCHEMAS ? OWN_SCHEMAS[kind as keyof typeof OWN_SCHEMAS] : entitySchema(DECLARATIONS[kind] as CollectionDeclaration, { id })),
) as unknown as typeof OWN_SCHEMAS & { [K in Plain]: PlainSchema<K> };

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
export type NewsItem = z.infer<(typeof entitySchemas)['newsItems']>;
export type Publication = z.infer<typeof publicationSchema>;
export type Software = z.infer<(typeof entitySchemas)['software']>;
export type JobOpening = z.infer<(typeof entitySchemas)['jobOpenings']>;
export type Talk = z.infer<(typeof entitySchemas)['talks']>;
/** An event; named so, not "Event", so it never shadows the DOM's Event type. */
export type LabEvent = z.infer<(typeof entitySchemas)['events']>;
export type Collaborator = z.infer<(typeof entitySchemas)['collaborators']>;
export type FundingSource = z.infer<(typeof entitySchemas)['fundingSources']>;
export type PagePlacement = z.infer<typeof pagePlacementSchema>;
export type Page = z.infer<typeof pageSchema>;
export type TopicColorRegistry = Record<string, TopicColor>;
export type FeaturedItems = z.infer<typeof featuredItemsSchema>;
