/**
 * The change history in editors' words: what a change is called in the history list ("Saved
 * project “Atlas”", "Reordered projects"), and what an undo that met newer changes names.
 */
import { itemName as nameOfItem } from '../content/model/collections';
import type { Content, ContentKey } from '../content/model/model';
import { ENTITY_LABELS, isEntityKind } from '../content/model/model';
import type { HistorySummary } from './history';
import { parseLabel, type SettingChange } from './commit-label';
import { sameValue, type MergeConflict } from './merge';


type Named = { id?: string; title?: string; name?: string };

/** The display name of an item: its title or name, else its id. */
export function itemName(item: unknown): string {
  return nameOfItem(null, item, 'an item');
}

export function conflictNames(conflicts: readonly MergeConflict[], current: Content, steps: { base: Partial<Content>; mine: Partial<Content> }[]): string[] {
  const names = conflicts.map((conflict) => {
    const noun = isEntityKind(conflict.key) ? ENTITY_LABELS[conflict.key].singular : contentKeyText(conflict.key);
    if (conflict.what === 'order') return `the order of ${isEntityKind(conflict.key) ? ENTITY_LABELS[conflict.key].plural : conflict.key}`;
    if (!conflict.id || !isEntityKind(conflict.key)) return noun;
    const find = (value: unknown) => (Array.isArray(value) ? (value as Named[]).find((item) => item.id === conflict.id) : undefined);
    const item = find(current[conflict.key]) ?? steps.map((step) => find(step.mine[conflict.key]) ?? find(step.base[conflict.key])).find(Boolean);
    return `${noun} “${itemName(item ?? { id: conflict.id })}”`;
  });
  return [...new Set(names)];
}

const contentKeyText = (key: ContentKey) =>
  ({ topicColorRegistry: 'topic colours', featuredItems: 'featured items', teamImage: 'team image', teamImagePosition: 'team image position', labProfile: 'lab profile' })[
    key as string
  ] ?? key;

/** "Saved project “Atlas”", "Deleted news item “…”", "Reordered projects": names the items a change touched. */
export function titleOf(label: string, before: Partial<Content>, after: Partial<Content>): string | undefined {
  const parsed = parseLabel(label);
  if (parsed.type !== 'entity') return undefined;
  const { verb, kind } = parsed;
  const names = ENTITY_LABELS[kind];
  const was = (Array.isArray(before[kind]) ? before[kind] : []) as Named[];
  const now = (Array.isArray(after[kind]) ? after[kind] : []) as Named[];
  const wasById = new Map(was.map((item) => [item.id, item]));
  const nowById = new Map(now.map((item) => [item.id, item]));
  if (verb === 'save') {
    const touched = now.filter((item) => !sameValue(item, wasById.get(item.id!)));
    if (touched.length === 0) return undefined;
    const added = touched.every((item) => !wasById.has(item.id!));
    return `${added ? 'Added' : 'Saved'} ${names.singular} ${touched.map((item) => `“${itemName(item)}”`).join(', ')}`;
  }
  if (verb === 'delete') {
    const gone = was.filter((item) => !nowById.has(item.id!));
    if (gone.length === 0) return undefined;
    return `Deleted ${names.singular} ${gone.map((item) => `“${itemName(item)}”`).join(', ')}`;
  }
  return undefined;
}

/** The entry's description for editors: its item-naming title, else its label in plain words. */
export const describeEntry = (entry: Pick<HistorySummary, 'label' | 'title'>) => entry.title ?? describeChange(entry.label);

/** What each change that is not about one collection's items is called in the history list. */
const SETTING_WORDS: Record<SettingChange, string> = {
  featured: 'Changed the featured items',
  'team image': 'Changed the team image',
  'lab profile': 'Lab profile',
  topics: 'Added topics to the colour registry',
  'add topic': 'Added a topic colour',
  'edit topic': 'Edited a topic colour',
  'remove topic': 'Removed a topic colour',
  'reset to defaults': 'Reset all data to defaults',
  'clean up news': 'Cleaned up news items',
  'reset news': 'Reset news items',
  'repair links': 'Repaired team-project links',
  'replace all': 'Replaced all content',
  'clear storage': 'Cleared all storage',
  'start empty': 'Start empty',
  'restore backup': 'Restore backup',
  'published version chosen': 'Chose the published version',
  save: 'Save',
};

/** A change's label in plain words for editors ("save teamMembers" -> "Saved a team member"). */
export function describeChange(label: string): string {
  const parsed = parseLabel(label);
  switch (parsed.type) {
    case 'undo':
      return `Undid: ${describeChange(parsed.of)}`;
    case 'entity': {
      const names = ENTITY_LABELS[parsed.kind];
      if (parsed.verb === 'reorder') return `Reordered ${names.plural}`;
      return `${parsed.verb === 'save' ? 'Saved' : 'Deleted'} a ${names.singular}`;
    }
    case 'setting':
      return SETTING_WORDS[parsed.change];
    case 'words':
      return parsed.text.charAt(0).toUpperCase() + parsed.text.slice(1);
  }
}
