/**
 * Source-code export of the eight data sets and of the settings file. The seed files in shared/content/seed/ are
 * written by this very function, so exporting unchanged seed content reproduces them
 * byte for byte and a maintainer's diff shows exactly what staff changed.
 */
import type { EntityKind, EntityMap, SettingsKey, SiteSettings } from '../content/model/model';
import { ENTITY_LABELS, entitySchemas, SETTINGS_KEYS, valueSchemas } from '../content/model/model';
import { countRejectedColors, repairList } from '../content/model/normalize';

/**
 * Characters that change how text is shown without being seen: C1 controls, the soft hyphen,
 * bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), marks,
 * zero-width characters, line/paragraph separators and the byte-order mark. In a data file
 * they could make a diff show something other than what the file holds ("Trojan Source").
 */
const HIDDEN_CHARACTERS = /[\u0080-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]/g;

/** Writes every hidden character as a JSON escape (\u202E), so a reviewer sees it. */
export function escapeHiddenCharacters(text: string): string {
  return text.replace(HIDDEN_CHARACTERS, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}

/** The first raw hidden character in a text, as "U+202E", or null. */
export function findHiddenCharacter(text: string): string | null {
  const match = text.match(new RegExp(HIDDEN_CHARACTERS.source));
  return match ? `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null;
}

/** Repository path of each data set's source file. */
export function sourcePath(kind: EntityKind): string {
  return `shared/content/seed/${kind}.ts`;
}

/** File name shown to staff ("{type}.ts copied to clipboard"). */
export function sourceFileName(kind: EntityKind): string {
  return `${kind}.ts`;
}

/** An item with its fields in the schema's order (the files' order), however it was put together. */
function inSchemaOrder<K extends EntityKind>(kind: K, item: EntityMap[K]): EntityMap[K] {
  const order = Object.keys(entitySchemas[kind].shape);
  const record = item as Record<string, unknown>;
  const keys = [...order.filter((key) => key in record), ...Object.keys(record).filter((key) => !order.includes(key))];
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as EntityMap[K];
}

export function generateSource<K extends EntityKind>(kind: K, items: readonly EntityMap[K][]): string {
  const type = ENTITY_LABELS[kind].type;
  // Only inside JSON strings can such characters appear, where \uXXXX reads back the same.
  const body = escapeHiddenCharacters(JSON.stringify(items.map((item) => inSchemaOrder(kind, item)), null, 2));
  return [
    `// Content of the lab site: ${ENTITY_LABELS[kind].plural}.`,
    '// Written by the studio\'s "Export Current Data as Default"; edit in the studio or by hand.',
    `import type { ${type} } from '../schemas';`,
    '',
    `export const ${kind}: ${type}[] = ${body};`,
    '',
  ].join('\n');
}

export type ParsedSource<K extends EntityKind> = { ok: true; items: EntityMap[K][] } | { ok: false; error: string };

/**
 * Reads a data file written by generateSource back into items. Only the canonical form is
 * accepted: the items must pass the entity schema unchanged and regenerate to the very same
 * text, so nothing a maintainer applies can carry more (or other) than the exporter wrote.
 */
export function parseSource<K extends EntityKind>(kind: K, text: string): ParsedSource<K> {
  const marker = `export const ${kind}: ${ENTITY_LABELS[kind].type}[] = `;
  const hidden = findHiddenCharacter(text);
  if (hidden) return { ok: false, error: `holds a raw invisible or bidirectional control character (${hidden}); the exporter writes it as an escape` };
  const start = text.indexOf(marker);
  if (start < 0) return { ok: false, error: `missing "${marker.trim()}"` };
  const body = text.slice(start + marker.length).replace(/;\n$/, '');
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    return { ok: false, error: `the data is not a JSON list (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!Array.isArray(data)) return { ok: false, error: 'the data is not a list' };
  const colors = countRejectedColors(kind, data);
  if (colors > 0) return { ok: false, error: `holds ${colors} colour${colors === 1 ? '' : 's'} outside the allowed forms (hex, rgb(), hsl(), named colours, the studio's gradients)` };
  const seen = new Set<string>();
  const items: EntityMap[K][] = [];
  for (const [index, entry] of data.entries()) {
    // An id outside the grammar is read as it is, so that the content rules name the item with
    // the one message (apply-export, the sync; docs/decisions/068).
    const [parsed] = repairList(kind, [entry], { unfitIds: 'keep' }).items;
    if (!parsed) return { ok: false, error: `item ${index + 1} has no usable id` };
    const item = parsed as EntityMap[K];
    if (seen.has(item.id)) return { ok: false, error: `item ${index + 1} repeats the id "${item.id}"` };
    seen.add(item.id);
    items.push(item);
  }
  if (generateSource(kind, items) !== text) {
    return { ok: false, error: 'the file is not in the exporter\'s canonical form (unknown or mistyped fields, or edited layout)' };
  }
  return { ok: true, items };
}

/** Repository path of the settings file (featured selection, team image, topic colours). */
export const SETTINGS_PATH = 'shared/content/seed/settings.ts';
export const SETTINGS_FILE_NAME = 'settings.ts';

/** The settings in canonical shape: fixed key order, featured ids null when unset. */
export function canonicalSettings(settings: SiteSettings): SiteSettings {
  const featured = settings.featuredItems ?? {};
  return {
    featuredItems: {
      projectId: featured.projectId ?? null,
      newsItemId: featured.newsItemId ?? null,
      publicationId: featured.publicationId ?? null,
    },
    teamImage: settings.teamImage,
    teamImagePosition: settings.teamImagePosition,
    topicColorRegistry: Object.fromEntries(
      Object.entries(settings.topicColorRegistry).map(([key, topic]) => [key, { name: topic.name, color: topic.color, hue: topic.hue }]),
    ),
  };
}

/** The settings file, in the same generated-source style as the data sets. */
export function generateSettingsSource(settings: SiteSettings): string {
  const body = escapeHiddenCharacters(JSON.stringify(canonicalSettings(settings), null, 2));
  return [
    '// Content of the lab site: home page featured items, team image and topic colours.',
    '// Written by the studio\'s "Export Current Data as Default"; edit in the studio or by hand.',
    "import type { SiteSettings } from '../model';",
    '',
    `export const settings: SiteSettings = ${body};`,
    '',
  ].join('\n');
}

export type ParsedSettings = { ok: true; settings: SiteSettings } | { ok: false; error: string };

/** Reads the settings file back; like parseSource, only the canonical form is accepted. */
export function parseSettingsSource(text: string): ParsedSettings {
  const marker = 'export const settings: SiteSettings = ';
  const hidden = findHiddenCharacter(text);
  if (hidden) return { ok: false, error: `holds a raw invisible or bidirectional control character (${hidden}); the exporter writes it as an escape` };
  const start = text.indexOf(marker);
  if (start < 0) return { ok: false, error: `missing "${marker.trim()}"` };
  let data: unknown;
  try {
    data = JSON.parse(text.slice(start + marker.length).replace(/;\n$/, ''));
  } catch (error) {
    return { ok: false, error: `the settings are not a JSON object (${error instanceof Error ? error.message : String(error)})` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, error: 'the settings are not an object' };
  const record = data as Record<string, unknown>;
  const colors = countRejectedColors('topicColorRegistry', record.topicColorRegistry);
  if (colors > 0) return { ok: false, error: `holds ${colors} topic colour${colors === 1 ? '' : 's'} outside the allowed forms (hex, rgb(), hsl(), named colours)` };
  const parsed = {} as Record<SettingsKey, unknown>;
  for (const key of SETTINGS_KEYS) {
    const result = valueSchemas[key].safeParse(record[key]);
    if (!result.success) return { ok: false, error: `"${key}" is missing or not valid` };
    parsed[key] = result.data;
  }
  const settings = parsed as SiteSettings;
  if (generateSettingsSource(settings) !== text) {
    return { ok: false, error: 'the file is not in the exporter\'s canonical form (unknown or mistyped fields, or edited layout)' };
  }
  return { ok: true, settings: canonicalSettings(settings) };
}
