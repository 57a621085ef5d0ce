/**
 * The names the store records its commits under. They are kept in the change history as text
 * ("save projects", "undo: Saved project “Atlas”"), so entries written by older versions read
 * the same; in code they are typed, and this module is the one place that reads them back.
 */
import { isEntityKind } from '../content/model/kinds';
import type { EntityKind } from '../content/model/model';

export type EntityVerb = 'save' | 'delete' | 'reorder';

/** Changes that are not about one collection's items (their words are in history-wording.ts). */
export const SETTING_CHANGES = [
  'featured',
  'team image',
  'lab profile',
  'topics',
  'add topic',
  'edit topic',
  'remove topic',
  'reset to defaults',
  'clean up news',
  'reset news',
  'repair links',
  'replace all',
  'clear storage',
  'start empty',
  'restore backup',
  /** The editor chose the published site's version of a field both had changed (docs/decisions/069). */
  'published version chosen',
  /** A change from a side panel that did not name it. */
  'save',
] as const;
export type SettingChange = (typeof SETTING_CHANGES)[number];

/** The label an undo or restore is recorded under: this prefix and the undone change's words. */
export const UNDO_LABEL_PREFIX = 'undo: ';

export type CommitLabel =
  | `${EntityVerb} ${EntityKind}`
  | SettingChange
  | `import ${number} publications`
  | `updated ${number} citation counts`
  | `merged the preprint “${string}” into its published version`
  | `${typeof UNDO_LABEL_PREFIX}${string}`;

export type ParsedLabel =
  | { type: 'entity'; verb: EntityVerb; kind: EntityKind }
  | { type: 'undo'; of: string }
  | { type: 'setting'; change: SettingChange }
  /** A label that names its change in full ("import 3 publications"), or one this version does not know. */
  | { type: 'words'; text: string };

export const entityLabel = (verb: EntityVerb, kind: EntityKind): CommitLabel => `${verb} ${kind}`;

const isVerb = (value: string): value is EntityVerb => value === 'save' || value === 'delete' || value === 'reorder';
const isSetting = (value: string): value is SettingChange =>
  (SETTING_CHANGES as readonly string[]).includes(value);

export function parseLabel(label: string): ParsedLabel {
  if (label.startsWith(UNDO_LABEL_PREFIX)) return { type: 'undo', of: label.slice(UNDO_LABEL_PREFIX.length) };
  const [verb = '', kind, ...rest] = label.split(' ');
  if (rest.length === 0 && isVerb(verb) && isEntityKind(kind)) return { type: 'entity', verb, kind };
  if (isSetting(label)) return { type: 'setting', change: label };
  return { type: 'words', text: label };
}

const WORDED = [
  /^import \d+ publications$/,
  /^updated \d+ citation counts$/,
  /^merged the preprint “[^]*” into its published version$/,
];

/** True for text that is one of the labels above (checked where a label arrives as data, from the side panel). */
export function isCommitLabel(label: string): label is CommitLabel {
  const parsed = parseLabel(label);
  return parsed.type !== 'words' || WORDED.some((pattern) => pattern.test(label));
}
