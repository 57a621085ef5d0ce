/**
 * The change review: what publishing the editor's content would change compared with the
 * published content (what the build shipped), per data set and setting, item by item and
 * field by field, in words staff read. Pure: the Publish screen renders it, a pull request
 * carries it as its description, and the dashboard counts it.
 */
import { CITATION_STYLE_LABELS, isCitationStyle } from '../scholarly/citation-styles';
import { COLLECTIONS, itemName } from '../model/collections';
import { reviewLabelOf } from '../model/fields';
import { ENTITY_KINDS, type Content, type EntityKind, type SettingsKey } from '../model/model';
import type { LabProfile } from '../model/lab-profile';
import type { TopicColor } from '../model/schemas';
import { languageName } from '../model/languages';
import type { ContentReview, FieldChange, ItemChange, SectionReview, TextPart } from './review-types';

export type ReviewedContent = Pick<Content, EntityKind | SettingsKey> & { labProfile?: LabProfile };

export type { ContentReview, FieldChange, ItemChange, SectionReview, TextPart } from './review-types';

const LONG_TEXT = 80;

/** The lab profile's keys that read poorly as words (the profile has no field declarations). */
const PROFILE_LABELS: Record<string, string> = {
  publicationDisplay: 'publication list (grouping and filters)',
};

/**
 * A key no declaration names (the lab profile's, a topic colour's, a hand-edited item's) in
 * words: "groupBy" -> "group by", "heroUrl" -> "hero URL".
 */
export function undeclaredLabel(field: string): string {
  if (Object.hasOwn(PROFILE_LABELS, field)) return PROFILE_LABELS[field]!;
  // Words first ("repoUrl" -> "repo url"), then the abbreviations in capitals.
  return field
    .replace(/^_/, '')
    .replace(/([a-z])([A-Z])/g, (_m, a: string, b: string) => `${a} ${b.toLowerCase()}`)
    .replace(/ url$/, ' URL')
    .replace(/ urls$/, ' URLs')
    .replace(/ id$/, ' ID')
    .replace(/ ids$/, ' IDs')
    .trim();
}

/** A field of a collection in the review's words, as its declaration gives them ("repoUrl" -> "repo URL"). */
export function collectionFieldLabel(kind: EntityKind, field: string): string {
  return reviewLabelOf(COLLECTIONS[kind].fields, field) ?? undeclaredLabel(field);
}

/** A field in the review's words, as the first collection declaring that key gives them ("pdfUrl" -> "PDF link"). */
export function fieldLabel(field: string): string {
  for (const kind of ENTITY_KINDS) {
    const label = reviewLabelOf(COLLECTIONS[kind].fields, field);
    if (label !== undefined) return label;
  }
  return undeclaredLabel(field);
}

/** A value in the words the review shows. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) {
    if (value.length === 0) return '(empty)';
    return value
      .map((entry) => (typeof entry === 'object' && entry !== null ? topicOrJson(entry) : String(entry)))
      .join(', ');
  }
  if (typeof value === 'object') return topicOrJson(value);
  return String(value);
}

function topicOrJson(value: object): string {
  const topic = value as Partial<TopicColor>;
  if (typeof topic.name === 'string' && typeof topic.hue === 'number') return `${topic.name} (hue ${topic.hue})`;
  // A publication's citedBy (docs/decisions/041): "12 (read 2026-11-24)".
  const cited = value as { count?: unknown; date?: unknown };
  if (typeof cited.count === 'number' && typeof cited.date === 'string' && Object.keys(value).length === 2) return `${cited.count} (read ${cited.date})`;
  // An author's link (docs/decisions/071): "Asante, Kofi: member kofi-asante" or "…: ORCID 0000-…".
  const link = value as { author?: unknown; orcid?: unknown; member?: unknown };
  if (typeof link.author === 'string' && (link.orcid !== undefined || link.member !== undefined)) {
    const whom = [
      typeof link.member === 'string' ? (link.member ? `member ${link.member}` : 'no member') : '',
      typeof link.orcid === 'string' && link.orcid ? `ORCID ${link.orcid}` : '',
    ].filter(Boolean);
    return `${link.author}: ${whom.join(', ')}`;
  }
  // The profile's publication list choices (docs/decisions/079).
  const display = value as { groupBy?: unknown; typeOrder?: unknown; filters?: unknown };
  if (Object.keys(value).every((key) => key === 'groupBy' || key === 'typeOrder' || key === 'filters')) {
    const parts = [`grouped by ${display.groupBy === 'type' ? 'type' : 'year'}`];
    if (Array.isArray(display.typeOrder) && display.typeOrder.length) parts.push(`types first: ${display.typeOrder.join(', ')}`);
    if (Array.isArray(display.filters)) parts.push(display.filters.length ? `filters: ${display.filters.join(', ')}` : 'no filters');
    return parts.join('; ');
  }
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const isLong = (text: string) => text.length > LONG_TEXT || text.includes('\n');

/** Splits text into words and the spaces between them, so a diff keeps the layout. */
function tokens(text: string): string[] {
  return text.split(/(\s+)/).filter((token) => token !== '');
}

/** Largest token matrix the word diff computes exactly; beyond it the middle is shown as replaced. */
const MAX_CELLS = 2_000_000;

/** A word-level diff of two texts (longest common subsequence over words and spaces). */
export function diffText(before: string, after: string): TextPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const parts: TextPart[] = [];
  const push = (op: TextPart['op'], text: string) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.op === op) last.text += text;
    else parts.push({ op, text });
  };
  push('same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    push('remove', midA.join(''));
    push('add', midB.join(''));
  } else {
    // lengths[i][j]: LCS length of midA[i..] and midB[j..], in one flat array.
    const width = midB.length + 1;
    const lengths = new Uint32Array((midA.length + 1) * width);
    for (let i = midA.length - 1; i >= 0; i -= 1) {
      for (let j = midB.length - 1; j >= 0; j -= 1) {
        lengths[i * width + j] =
          midA[i] === midB[j]
            ? lengths[(i + 1) * width + j + 1]! + 1
            : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < midA.length && j < midB.length) {
      if (midA[i] === midB[j]) {
        push('same', midA[i]!);
        i += 1;
        j += 1;
      } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
        push('remove', midA[i]!);
        i += 1;
      } else {
        push('add', midB[j]!);
        j += 1;
      }
    }
    push('remove', midA.slice(i).join(''));
    push('add', midB.slice(j).join(''));
  }
  push('same', a.slice(endA).join(''));
  return parts;
}

/** An item's translations as fields of their own: "translations.nb.title". */
function expandTranslations(item: Record<string, unknown>): Record<string, unknown> {
  const { translations, ...rest } = item as Record<string, unknown> & { translations?: Record<string, Record<string, unknown>> };
  if (!translations || typeof translations !== 'object') return rest;
  for (const [lang, texts] of Object.entries(translations))
    for (const [field, value] of Object.entries(texts ?? {})) rest[`translations.${lang}.${field}`] = value;
  return rest;
}

/** "translations.nb.home.lead" -> the language and the field path ("nb", "home.lead"). */
export function translatedField(key: string): { lang: string; field: string } | null {
  const match = /^translations\.([^.]+)\.(.+)$/.exec(key);
  return match ? { lang: match[1]!, field: match[2]! } : null;
}

/** Field-by-field changes of one item (the last-updated stamp is bookkeeping, not content); each translation is a field of its own. */
export function diffFields(
  rawBefore: Record<string, unknown>,
  rawAfter: Record<string, unknown>,
  label: (field: string) => string = undeclaredLabel,
): FieldChange[] {
  const before = expandTranslations(rawBefore);
  const after = expandTranslations(rawAfter);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => key !== '_lastUpdated');
  const out: FieldChange[] = [];
  for (const key of keys) {
    if (same(before[key], after[key])) continue;
    const old = showValue(before[key]);
    const next = showValue(after[key]);
    const translated = translatedField(key);
    const change: FieldChange = translated
      ? { field: key, label: `${translated.field.split('.').map(label).join(' › ')} (${languageName(translated.lang, 'en')})`, before: old, after: next, lang: translated.lang }
      : { field: key, label: label(key), before: old, after: next };
    if (typeof before[key] === 'string' && typeof after[key] === 'string' && (isLong(old) || isLong(next))) {
      change.diff = diffText(before[key], after[key]);
    }
    out.push(change);
  }
  return out;
}

function reviewList(kind: EntityKind, before: readonly object[], after: readonly object[]): SectionReview {
  const oldItems = before as Record<string, unknown>[];
  const newItems = after as Record<string, unknown>[];
  const oldById = new Map(oldItems.map((item) => [String(item.id), item]));
  const newIds = new Set(newItems.map((item) => String(item.id)));
  const changes: ItemChange[] = [];
  for (const item of newItems) {
    const id = String(item.id);
    const old = oldById.get(id);
    if (!old) {
      changes.push({ type: 'added', id, title: itemName(kind, item), fields: [] });
      continue;
    }
    if (same(old, item)) continue;
    const fields = diffFields(old, item, (field) => collectionFieldLabel(kind, field));
    changes.push({ type: 'changed', id, title: itemName(kind, item), fields });
  }
  for (const item of oldItems) {
    const id = String(item.id);
    if (!newIds.has(id)) changes.push({ type: 'removed', id, title: itemName(kind, item), fields: [] });
  }
  // Reordered: the items both sides hold appear in another order.
  const keptOld = oldItems.map((item) => String(item.id)).filter((id) => newIds.has(id));
  const keptNew = newItems.map((item) => String(item.id)).filter((id) => oldById.has(id));
  return { key: kind, label: COLLECTIONS[kind].section, changes, reordered: !same(keptOld, keptNew) };
}

const FEATURED_SLOTS = [
  { field: 'projectId', label: 'Featured project', list: 'projects' },
  { field: 'newsItemId', label: 'Featured news item', list: 'newsItems' },
  { field: 'publicationId', label: 'Featured publication', list: 'publications' },
] as const;

function reviewFeatured(before: ReviewedContent, after: ReviewedContent): SectionReview {
  const changes: ItemChange[] = [];
  for (const slot of FEATURED_SLOTS) {
    const oldId = before.featuredItems[slot.field] ?? null;
    const newId = after.featuredItems[slot.field] ?? null;
    if (oldId === newId) continue;
    const name = (content: ReviewedContent, id: string | null) => {
      if (!id) return '(first in the list)';
      const item = (content[slot.list] as { id: string }[]).find((entry) => entry.id === id);
      return item ? itemName(null, item) : `${id} (not found)`;
    };
    changes.push({
      type: 'changed',
      id: slot.field,
      title: slot.label,
      fields: [
        { field: slot.field, label: slot.label.toLowerCase(), before: name(before, oldId), after: name(after, newId) },
      ],
    });
  }
  return { key: 'featuredItems', label: 'Featured items', changes, reordered: false };
}

function reviewTeamImage(before: ReviewedContent, after: ReviewedContent): SectionReview {
  const fields = diffFields(
    { image: before.teamImage, position: before.teamImagePosition },
    { image: after.teamImage, position: after.teamImagePosition },
  ).map((field) => ({
    ...field,
    label: field.field === 'image' ? 'image' : 'position',
    // An embedded image is a long data URL: say what it is instead.
    before: field.before.startsWith('data:') ? 'an embedded image' : field.before,
    after: field.after.startsWith('data:') ? 'an embedded image' : field.after,
    diff: undefined,
  }));
  const changes: ItemChange[] = fields.length
    ? [{ type: 'changed', id: 'teamImage', title: 'Homepage team image', fields }]
    : [];
  return { key: 'teamImage', label: 'Team image', changes, reordered: false };
}

function reviewTopics(before: ReviewedContent, after: ReviewedContent): SectionReview {
  const old = before.topicColorRegistry;
  const next = after.topicColorRegistry;
  const changes: ItemChange[] = [];
  for (const [name, topic] of Object.entries(next)) {
    if (!Object.hasOwn(old, name)) changes.push({ type: 'added', id: name, title: name, fields: [] });
    else if (!same(old[name], topic)) {
      changes.push({ type: 'changed', id: name, title: name, fields: diffFields({ ...old[name]! }, { ...topic }) });
    }
  }
  for (const name of Object.keys(old))
    if (!Object.hasOwn(next, name)) changes.push({ type: 'removed', id: name, title: name, fields: [] });
  return { key: 'topicColorRegistry', label: 'Topic colours', changes, reordered: false };
}

/** Nested profile fields as "home.lead", "contact.press.text". */
function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else out[prefix] = value;
  return out;
}

function reviewProfile(before: ReviewedContent, after: ReviewedContent): SectionReview {
  if (!before.labProfile || !after.labProfile) return { key: 'labProfile', label: 'Lab profile', changes: [], reordered: false };
  const flat = (profile: LabProfile) => {
    const { translations, ...rest } = profile;
    const fields = flatten(rest);
    // The citation style by the name the studio offers it ("IEEE"), not its stored key ("ieee").
    if (isCitationStyle(fields.citationStyle)) fields.citationStyle = CITATION_STYLE_LABELS[fields.citationStyle];
    return { ...fields, translations };
  };
  const fields = diffFields(flat(before.labProfile), flat(after.labProfile)).map((field) =>
    field.lang ? field : { ...field, label: field.field.split('.').map(undeclaredLabel).join(' › ') },
  );
  const changes: ItemChange[] = fields.length ? [{ type: 'changed', id: 'labProfile', title: 'Lab profile', fields }] : [];
  return { key: 'labProfile', label: 'Lab profile', changes, reordered: false };
}

/** Everything that differs between the published content and the editor's content. */
export function reviewChanges(published: ReviewedContent, current: ReviewedContent): ContentReview {
  const sections = [
    ...ENTITY_KINDS.map((kind) => reviewList(kind, published[kind], current[kind])),
    reviewFeatured(published, current),
    reviewTeamImage(published, current),
    reviewTopics(published, current),
    reviewProfile(published, current),
  ].filter((section) => section.changes.length > 0 || section.reordered);
  const count = sections.reduce((sum, section) => sum + section.changes.length + (section.reordered ? 1 : 0), 0);
  return { sections, count };
}

/** "1 unpublished change", "3 unpublished changes". */
export function changeCountText(count: number): string {
  return `${count} unpublished change${count === 1 ? '' : 's'}`;
}

export { reviewMarkdown } from './review-markdown';
