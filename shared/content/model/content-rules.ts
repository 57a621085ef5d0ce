/**
 * The rules every way into the site applies to content (docs/decisions/066): the studio's
 * forms and profile screen, `apply-export`, `check:content` and the build call these same
 * functions (validation.ts, profile-rules.ts, safe-paths.ts), so a record refused in one
 * place is refused, with the same words, in every other.
 */
import { itemName } from './collections';
import { ENTITY_LABELS } from './kinds';
import type { Content, EntityKind } from './model';
import { ENTITY_KINDS } from './model';
import { validateLabProfile } from './profile-rules';
import { ID_MESSAGE, isContainedPath, PATH_MESSAGE } from './safe-paths';
import { itemRuleProblem } from './form-fields';
import { languagesOf } from './languages';
import { pageAddressProblem } from './page-rules';
import type { EntityMap } from './model';

/**
 * Every rule of an item, as its form applies them on save (the id and paths first), except that
 * a field the form requires and the item leaves empty is Site health's to ask for: an imported
 * paper without a year or a venue is shown as it is (shared/content/model/form-fields.ts).
 */
export function itemProblem(kind: EntityKind, item: object): string | null {
  return itemRuleProblem(kind, item as EntityMap[typeof kind]);
}

export interface RuleProblem {
  kind: EntityKind | 'settings';
  id: string;
  /** The item's title or name as editors know it, else its id. */
  item: string;
  message: string;
}

/** One line naming the item: 'News item "Lab retreat" (news-2): Image: this site path leaves its folder…'. */
export function ruleProblemLine(problem: RuleProblem): string {
  if (problem.kind === 'settings') return `${problem.item}: ${problem.message}`;
  const singular = ENTITY_LABELS[problem.kind].singular;
  return `${singular[0]!.toUpperCase()}${singular.slice(1)} "${problem.item}" (${JSON.stringify(problem.id).slice(1, -1)}): ${problem.message}`;
}

/** Every item, the profile and the team picture checked by the rules above. */
export function contentRuleProblems(content: Partial<Content>): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const kind of ENTITY_KINDS) {
    const items = content[kind];
    if (!Array.isArray(items)) continue;
    const seen = new Set<string>();
    for (const item of items as readonly { id: string }[]) {
      const name = itemName(kind, item, String(item.id));
      const message =
        itemProblem(kind, item) ??
        (seen.has(item.id) ? 'Another item has the same id' : null) ??
        (kind === 'pages' ? pageAddressProblem(item as EntityMap['pages'], content.pages ?? [], languagesOf(content.labProfile)) : null);
      seen.add(item.id);
      if (message) problems.push({ kind, id: String(item.id), item: name, message });
    }
  }
  if (content.labProfile) {
    const message = validateLabProfile(content.labProfile);
    if (message) problems.push({ kind: 'settings', id: 'labProfile', item: 'Lab profile', message });
  }
  if (typeof content.teamImage === 'string' && !isContainedPath(content.teamImage)) {
    problems.push({ kind: 'settings', id: 'teamImage', item: 'Team picture', message: PATH_MESSAGE('Team picture') });
  }
  return problems;
}

/**
 * Refuses content holding items whose ids the site cannot use (docs/decisions/068): the store
 * keeps such items from older browser data, but the studio's exports do not carry them. The
 * error names each item with the line the build and apply-export print.
 */
export function assertReadableIds(content: Partial<Content>): void {
  const unfit = contentRuleProblems({ ...Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, content[kind]])) }).filter(
    (problem) => problem.message === ID_MESSAGE,
  );
  if (unfit.length) throw new Error(`these items have ids the site cannot use; add each again in the studio: ${unfit.map(ruleProblemLine).join('; ')}`);
}
