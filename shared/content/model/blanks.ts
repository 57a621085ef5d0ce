/**
 * A new item's starting values, from its schema: every field the schema requires at the value
 * it gives when nothing is stored (text '', lists [], flags their default), in the schema's
 * order, which is the order of the exported files. Optional fields stay absent unless the form
 * asks for them, so a new item exports like one written by hand.
 *
 * A new publication starts in this year. That is the new form's starting value, which the editor
 * sees and can change; a stored paper without a year stays undated (docs/decisions/064).
 */
import { COLLECTIONS } from './collections';
import { entitySchemas, type EntityKind, type EntityMap } from './model';

/** Starting values of a new item that are not what the schema gives an empty record. */
const NEW_ITEM: { [K in EntityKind]?: () => Partial<EntityMap[K]> } = {
  publications: () => ({ year: new Date().getFullYear() }),
};

export function blankItem<K extends EntityKind>(kind: K, defaults: Partial<EntityMap[K]> = {}): EntityMap[K] {
  const empty = {
    ...(entitySchemas[kind].parse({ id: 'new' }) as unknown as Record<string, unknown>),
    // A field with choices starts at its first (a talk is a "talk").
    ...Object.fromEntries(COLLECTIONS[kind].fields.flatMap((spec) => (spec.choices?.length ? [[spec.key, spec.choices[0]]] : []))),
    ...(NEW_ITEM[kind]?.() as Record<string, unknown> | undefined),
  };
  const wanted = defaults as Record<string, unknown>;
  const item: Record<string, unknown> = {};
  for (const key of Object.keys(entitySchemas[kind].shape)) {
    const value = key in wanted ? wanted[key] : empty[key];
    if (value !== undefined) item[key] = value;
  }
  return item as EntityMap[K];
}
