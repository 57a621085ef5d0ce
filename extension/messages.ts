/**
 * Every message that crosses an extension boundary, as zod schemas. Each receiver parses
 * what it is sent (schema) and checks who sent it (sender) before acting: a type alone
 * proves nothing at run time. The content script in particular trusts nothing it is sent.
 */
import { z } from 'zod';
import { CONTENT_KEYS, ENTITY_KINDS, entitySchemas, isEntityKind, valueSchemas, type ContentKey } from '../shared/content/model/model';
import { repairList } from '../shared/content/model/normalize';
import { EXTENSION_BY_TYPE } from '../shared/store/assets';
import { isCommitLabel, type CommitLabel } from '../shared/store/commit-label';
import { baseKey, CLASHES_KEY } from '../shared/store/rebase';

// Extension pages and content scripts forbid eval; without this zod would probe for it.
z.config({ jitless: true });

/** The largest stored value accepted: localStorage itself holds about 5 M characters an origin. */
export const MAX_VALUE_CHARS = 5_000_000;
/** The largest asset accepted (the spec's 5 MB CV, with room for an unresized image). */
export const MAX_ASSET_BYTES = 10 * 1024 * 1024;

export const contentKeySchema = z.enum(CONTENT_KEYS);

/**
 * True when `text` is a value the store itself could have written under `key`: JSON that
 * the shared schemas accept whole. For lists nothing may need dropping (an entry without
 * an id, a duplicate id): repair is for old data on load, never for a new write.
 */
export function isValidContentValue(key: ContentKey, text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  try {
    if (isEntityKind(key)) {
      const { report } = repairList(key, value);
      return report.withoutId === 0 && report.duplicates === 0;
    }
    return valueSchemas[key as keyof typeof valueSchemas].safeParse(value).success;
  } catch {
    return false;
  }
}

/** One key's new text (null removes the key) and the text the writer based it on. */
export const contentChangeSchema = z
  .object({
    key: contentKeySchema,
    value: z.string().max(MAX_VALUE_CHARS).nullable(),
    expected: z.string().max(MAX_VALUE_CHARS).nullable(),
  })
  .strict()
  .refine((change) => change.value === null || isValidContentValue(change.key, change.value), {
    message: 'The value does not match the content schema of its key.',
  });

/**
 * The keys of the site's bases storage (docs/decisions/069): each content key's base
 * (`base:projects`) and the clashes waiting for the editor's choice. Nothing else crosses.
 */
export const BASES_KEYS: [string, ...string[]] = [CLASHES_KEY, ...CONTENT_KEYS.map(baseKey)];
export const basesKeySchema = z.enum(BASES_KEYS);

const fingerprintSchema = z.string().max(40).regex(/^[0-9a-z]+-[0-9a-z]+$/);

/** A clash as the store keeps it: a content key, the place in it, the three values. */
const clashSchema = z
  .object({
    key: contentKeySchema,
    id: z.string().max(500).optional(),
    field: z.string().max(100).optional(),
    what: z.literal('order').optional(),
    name: z.string().max(1000),
    base: z.unknown(),
    mine: z.unknown(),
    theirs: z.unknown(),
  })
  .strict();

/**
 * True when `text` is what the store itself writes under a bases key: a base is the published
 * value of its content key (valid content of that key) with a build fingerprint; the clashes
 * are a list of clashes.
 */
export function isValidBasesValue(key: string, text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  if (key === CLASHES_KEY) return z.array(clashSchema).min(1).max(10_000).safeParse(value).success;
  const contentKey = CONTENT_KEYS.find((candidate) => baseKey(candidate) === key);
  if (!contentKey) return false;
  const entry = z.object({ value: z.unknown(), build: fingerprintSchema }).strict().safeParse(value);
  if (!entry.success || entry.data.value === undefined) return false;
  return isValidContentValue(contentKey, JSON.stringify(entry.data.value));
}

/** One bases key's new text (null removes it). */
export const basesChangeSchema = z
  .object({ key: basesKeySchema, value: z.string().max(MAX_VALUE_CHARS).nullable() })
  .strict()
  .refine((change) => change.value === null || isValidBasesValue(change.key, change.value), {
    message: 'The value is not a base or a list of clashes.',
  });

/** "team/ada-lovelace.jpg": a folder and a file name under public/assets/, nothing else. */
export const assetPathSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/)
  .refine((path) => !path.split('/').some((part) => part === '.' || part === '..'));

export const assetTypeSchema = z.string().refine((type) => type in EXTENSION_BY_TYPE, 'Unsupported file type.');

const base64Schema = z
  .string()
  .max(Math.ceil(MAX_ASSET_BYTES / 3) * 4)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/);

/** A site-relative path such as /projects/project-1 (never another origin). */
export const sitePathSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?!\/)[^\s\\]*$/);

export const entityKindSchema = z.enum(ENTITY_KINDS);

/** One unsaved item to show in the site tab (live preview): it must be a valid item of its kind. */
export const previewSchema = z
  .object({ kind: z.union([entityKindSchema, z.literal('labProfile')]), item: z.record(z.string(), z.unknown()) })
  .strict()
  .refine((preview) => JSON.stringify(preview.item).length <= MAX_VALUE_CHARS && (preview.kind === 'labProfile' ? valueSchemas.labProfile : entitySchemas[preview.kind]).safeParse(preview.item).success, {
    message: 'The preview is not a valid item of its kind.',
  });

/** What an undo does with items changed since (see shared/store/history.ts). */
export const undoChoiceSchema = z.enum(['ask', 'restore-anyway', 'keep-newer']);

/**
 * The label of a change as the store names it ("save projects"), recorded in the site's history:
 * only the store's own labels (a preprint's merge names its title, hence the length).
 */
const labelSchema = z.custom<CommitLabel>((value) => typeof value === 'string' && value.length <= 1000 && isCommitLabel(value), 'Not a change label.');

/** Requests from an extension page (the side panel) to the content script of a site tab. */
export const bridgeRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bridge:hello') }).strict(),
  z.object({ type: z.literal('content:read') }).strict(),
  z
    .object({
      type: z.literal('content:write'),
      changes: z.array(contentChangeSchema).min(1).max(CONTENT_KEYS.length),
      label: labelSchema.optional(),
      /** The person signed in to GitHub in the panel, named in the site's change history. */
      by: z.string().min(1).max(200).optional(),
    })
    .strict(),
  z.object({ type: z.literal('bases:read') }).strict(),
  z
    .object({ type: z.literal('bases:write'), changes: z.array(basesChangeSchema).min(1).max(BASES_KEYS.length) })
    .strict()
    .refine((request) => new Set(request.changes.map((change) => change.key)).size === request.changes.length, {
      message: 'A key may change once a request.',
    }),
  z.object({ type: z.literal('preview:set'), preview: previewSchema }).strict(),
  z.object({ type: z.literal('preview:clear') }).strict(),
  z.object({ type: z.literal('history:list') }).strict(),
  z
    .object({ type: z.literal('history:undo'), id: z.number().int().nonnegative(), scope: z.enum(['only', 'since']), choice: undoChoiceSchema })
    .strict(),
  z.object({ type: z.literal('history:clear') }).strict(),
  z.object({ type: z.literal('page:navigate'), path: sitePathSchema }).strict(),
  z.object({ type: z.literal('assets:get'), path: assetPathSchema }).strict(),
  z.object({ type: z.literal('assets:list') }).strict(),
  z.object({ type: z.literal('assets:put'), path: assetPathSchema, mime: assetTypeSchema, data: base64Schema }).strict(),
  z.object({ type: z.literal('assets:remove'), path: assetPathSchema }).strict(),
  z.object({ type: z.literal('assets:clear') }).strict(),
]);
export type BridgeRequest = z.infer<typeof bridgeRequestSchema>;

export const pageLocationSchema = z.object({
  origin: z.string(),
  path: z.string(),
  hash: z.string(),
  title: z.string(),
});
export type PageLocation = z.infer<typeof pageLocationSchema>;

const entriesSchema = z.partialRecord(contentKeySchema, z.string().nullable());
export type ContentEntries = z.infer<typeof entriesSchema>;

/** The site's bases storage: every key it holds, with its text. */
const basesEntriesSchema = z.partialRecord(basesKeySchema, z.string());
export type BasesEntries = z.infer<typeof basesEntriesSchema>;

export const wireAssetSchema = z.object({
  path: assetPathSchema,
  type: assetTypeSchema,
  data: base64Schema,
  updatedAt: z.number(),
});
export type WireAsset = z.infer<typeof wireAssetSchema>;

const failureSchema = z.object({
  ok: z.literal(false),
  error: z.enum(['invalid', 'sender', 'conflict', 'storage', 'assets', 'history', 'bases']),
  key: contentKeySchema.optional(),
  message: z.string(),
  /** For conflicts: the items changed by someone else ("project “Atlas”"). */
  names: z.array(z.string()).optional(),
});

export const historySummarySchema = z.object({
  id: z.number(),
  label: z.string(),
  time: z.number(),
  keys: z.array(contentKeySchema),
  bytes: z.number(),
  title: z.string().optional(),
  /** Who made the change, when signed in to GitHub. */
  by: z.string().max(200).optional(),
});
export type BridgeFailure = z.infer<typeof failureSchema>;

/** What the content script answers, per request type. */
export const bridgeResponseSchemas = {
  'bridge:hello': z.union([z.object({ ok: z.literal(true), location: pageLocationSchema }), failureSchema]),
  'content:read': z.union([
    z.object({
      ok: z.literal(true),
      location: pageLocationSchema,
      entries: entriesSchema,
      /** Characters the origin's other keys take, so the panel can mirror the quota. */
      otherChars: z.number(),
    }),
    failureSchema,
  ]),
  // Both answers carry the site's content after the request, so the panel's mirror follows it.
  'content:write': z.union([z.object({ ok: z.literal(true), entries: entriesSchema }), failureSchema.extend({ entries: entriesSchema.optional() })]),
  'bases:read': z.union([z.object({ ok: z.literal(true), bases: basesEntriesSchema }), failureSchema]),
  // The site's bases after the write, so the panel's mirror follows them.
  'bases:write': z.union([z.object({ ok: z.literal(true), bases: basesEntriesSchema }), failureSchema]),
  'page:navigate': z.union([z.object({ ok: z.literal(true) }), failureSchema]),
  'preview:set': z.union([z.object({ ok: z.literal(true) }), failureSchema]),
  'preview:clear': z.union([z.object({ ok: z.literal(true) }), failureSchema]),
  'history:list': z.union([z.object({ ok: z.literal(true), entries: z.array(historySummarySchema) }), failureSchema]),
  'history:undo': z.union([z.object({ ok: z.literal(true), entries: entriesSchema }), failureSchema.extend({ entries: entriesSchema.optional() })]),
  'history:clear': z.union([z.object({ ok: z.literal(true) }), failureSchema]),
  'assets:get': z.union([z.object({ ok: z.literal(true), asset: wireAssetSchema.nullable() }), failureSchema]),
  'assets:list': z.union([z.object({ ok: z.literal(true), assets: z.array(wireAssetSchema) }), failureSchema]),
  'assets:put': z.union([z.object({ ok: z.literal(true), ref: z.string() }), failureSchema]),
  'assets:remove': z.union([z.object({ ok: z.literal(true) }), failureSchema]),
  'assets:clear': z.union([z.object({ ok: z.literal(true) }), failureSchema]),
} satisfies Record<BridgeRequest['type'], z.ZodType>;
export type BridgeResponse<T extends BridgeRequest['type']> = z.infer<(typeof bridgeResponseSchemas)[T]>;

/** Name of the long-lived port a panel opens to a site tab to hear about changes there. */
export const WATCH_PORT_NAME = 'lab-studio-watch';

/** Pushed by the content script over the watch port when the site's content or page changes. */
export const siteEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('site:changed'), entries: entriesSchema }).strict(),
  z.object({ type: z.literal('site:location'), location: pageLocationSchema }).strict(),
  /** The site's change history has new entries. */
  z.object({ type: z.literal('site:history') }).strict(),
  /** Click-to-edit: the editor picked an item (and the field shown where they clicked) on the page. */
  z
    .object({
      type: z.literal('site:edit'),
      kind: z.union([entityKindSchema, z.literal('featuredItems'), z.literal('teamImage'), z.literal('labProfile')]),
      id: z.string().max(500),
      field: z.string().max(100).regex(/^[A-Za-z0-9_-]*$/).optional(),
    })
    .strict(),
]);
export type SiteEvent = z.infer<typeof siteEventSchema>;

/** The parts of a runtime MessageSender (or Port.sender) the checks below read. */
export interface SenderLike {
  id?: string;
  url?: string;
  origin?: string;
  tab?: unknown;
}

/**
 * True for this extension's own pages (side panel, popup): not a content script (those have
 * a tab), not another extension, not a web page (those cannot reach runtime messaging at all
 * without externally_connectable, which the manifest does not declare).
 */
export function isFromOwnExtensionPage(sender: SenderLike | undefined, runtimeId: string, extensionBase: string): boolean {
  if (!sender || sender.id !== runtimeId || sender.tab) return false;
  return typeof sender.url === 'string' && sender.url.startsWith(extensionBase);
}

/** True for this extension's content script in the given tab (a site's answer or push). */
export function isFromOwnContentScript(sender: SenderLike | undefined, runtimeId: string, tabId: number): boolean {
  if (!sender || sender.id !== runtimeId) return false;
  const tab = sender.tab as { id?: number } | undefined;
  return tab?.id === tabId;
}
