/**
 * A new item's starting values, from its schema: every field the schema requires at the value
 * it gives when nothing is stored (text '', lists [], flags their default, the year this year),
 * in the schema's order, which is the order of the exported files. Optional fields stay absent
 * unless the form asks for them, so a new item exports like one written by hand.
 */
import { entitySchemas, type EntityKind, type EntityMap } from './model';

export function blankItem<K extends EntityKind>(kind: K, defaults: Partial<EntityMap[K]> = {}): EntityMap[K] {
  const empty = entitySchemas[kind].parse({ id: 'new' }) as unknown as Record<string, unknown>;
  const wanted = defaults as Record<string, unknown>;
  const item: Record<string, unknown> = {};
  for (const key of Object.keys(entitySchemas[kind].shape)) {
    const value = key in wanted ? wanted[key] : empty[key];
    if (value !== undefined) item[key] = value;
  }
  return item as EntityMap[K];
}
