/**
 * Source-code export of the eight data sets. The seed files in shared/content/seed/ are
 * written by this very function, so exporting unchanged seed content reproduces them
 * byte for byte and a maintainer's diff shows exactly what staff changed.
 */
import type { EntityKind, EntityMap } from '../content/model';
import { ENTITY_LABELS } from '../content/model';

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
