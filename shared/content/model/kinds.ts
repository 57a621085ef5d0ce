/**
 * The names of the content: its keys (exactly the localStorage keys of docs/product.md §7), the
 * nine data sets and their labels. No schema lives here, so the visitor's page code can name the
 * content without loading zod (docs/decisions/030). The bare names are ./content-keys.ts (which
 * imports nothing); the labels come from the collections' declarations (./collections.ts).
 */
export {
  AUTH_FLAG_KEY,
  CONTENT_KEYS,
  ENTITY_KINDS,
  isContentKey,
  isEntityKind,
  SETTINGS_KEYS,
  type ContentKey,
  type EntityKind,
  type SettingsKey,
} from './content-keys';
export { contentKeyLabel, ENTITY_LABELS } from './collections';
