/**
 * Source-code export of the eight data sets. The seed files in shared/content/seed/ are
 * written by this very function, so exporting unchanged seed content reproduces them
 * byte for byte and a maintainer's diff shows exactly what staff changed.
 */
import type { EntityKind, EntityMap } from '../content/model';
import { ENTITY_LABELS, entitySchemas } from '../content/model';

/** Repository path of each data set's source file. */
export function sourcePath(kind: EntityKind): string {
  return `shared/content/seed/${kind}.ts`;
}

/** File name shown to staff ("{type}.ts copied to clipboard"). */
export function sourceFileName(kind: EntityKind): string {
  return `${kind}.ts`;
}

export function generateSource<K extends EntityKind>(kind: K, items: readonly EntityMap[K][]): string {
  const type = ENTITY_LABELS[kind].type;
  const body = JSON.stringify(items, null, 2);
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
  const schema = entitySchemas[kind];
  const seen = new Set<string>();
  const items: EntityMap[K][] = [];
  for (const [index, entry] of data.entries()) {
    const parsed = schema.safeParse(entry);
    if (!parsed.success) return { ok: false, error: `item ${index + 1} has no usable id` };
    const item = parsed.data as EntityMap[K];
    if (seen.has(item.id)) return { ok: false, error: `item ${index + 1} repeats the id "${item.id}"` };
    seen.add(item.id);
    items.push(item);
  }
  if (generateSource(kind, items) !== text) {
    return { ok: false, error: 'the file is not in the exporter\'s canonical form (unknown or mistyped fields, or edited layout)' };
  }
  return { ok: true, items };
}
