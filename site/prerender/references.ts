/**
 * The build's reference texts (docs/decisions/073): the papers' references in the lab's citation
 * style, rendered here with the citation processor and carried in the page data, so a visitor's
 * page shows them without loading it. A list's page carries each paper's entry (its reference
 * less the title and DOI it shows apart), a paper's page the whole reference of its Cite block.
 *
 * The first page that needs a form (entry or whole) has every paper of the content rendered in
 * that form in one batch, by the one processor the build makes for the style; every later page,
 * in any language, looks its papers up. The cache is keyed by the paper's data and the style
 * (and the members whose names it links), so an equal paper is never rendered twice.
 */
import { citationStyleOf } from '../../shared/content/scholarly/citation-styles';
import { renderReferences, type ReferenceForm } from '../../shared/content/scholarly/csl/render';
import type { Content } from '../../shared/content/model/model';
import type { ReferenceNode } from '../../shared/content/scholarly/reference-nodes';
import type { Publication, TeamMember } from '../../shared/content/model/schemas';
import { memberIdOf } from '../components/use-reference';

type Source = Pick<Content, 'labProfile' | 'teamMembers' | 'publications'>;

/** Rendered references: by style, form and members, then by the paper's data. */
const rendered = new Map<string, Map<string, ReferenceNode[]>>();

/** A paper's data as a cache key (made once per paper object). */
const paperKeys = new WeakMap<Publication, string>();
function paperKey(pub: Publication): string {
  let key = paperKeys.get(pub);
  if (key === undefined) paperKeys.set(pub, (key = JSON.stringify(pub)));
  return key;
}

/** The members whose names a reference links, as a cache key (made once per member list). */
const memberKeys = new WeakMap<readonly TeamMember[], string>();
function membersKey(members: readonly TeamMember[]): string {
  let key = memberKeys.get(members);
  if (key === undefined) memberKeys.set(members, (key = members.map((member) => `${member.id}=${member.name}`).join('\u0001')));
  return key;
}

/** The references of `publications` in one form; on a miss, every paper not made yet is rendered in one batch. */
function formsOf(publications: readonly Publication[], content: Source, form: ReferenceForm): Map<string, ReferenceNode[]> {
  const style = citationStyleOf(content.labProfile);
  const key = `${form}\u0000${style}\u0000${membersKey(content.teamMembers)}`;
  let made = rendered.get(key);
  if (!made) rendered.set(key, (made = new Map()));
  const known = made;
  if (publications.some((pub) => !known.has(paperKey(pub)))) {
    // One paper per id in a batch (the processor's results come back by id).
    const batch = new Map<string, Publication>();
    const ids = new Set<string>();
    // A list's entries: every paper's at once (the build lists them all); a whole reference: the paper's own page's.
    for (const pub of form === 'entry' ? [...publications, ...content.publications] : publications) {
      const paper = paperKey(pub);
      if (known.has(paper) || batch.has(paper) || ids.has(pub.id)) continue;
      batch.set(paper, pub);
      ids.add(pub.id);
    }
    const byId = renderReferences([...batch.values()], style, form, { memberOf: memberIdOf(content.teamMembers) });
    for (const [paper, pub] of batch) known.set(paper, byId.get(pub.id) ?? []);
  }
  // A paper left out for sharing its id with another of the batch is rendered on its own.
  const left = publications.filter((pub) => !known.has(paperKey(pub)));
  if (left.length) formsOf(left, { ...content, publications: [] }, form);
  return new Map(publications.map((pub) => [pub.id, known.get(paperKey(pub))!]));
}

/** The whole reference of `pub` in the lab's style. */
export function referenceOf(pub: Publication, content: Source): ReferenceNode[] {
  return formsOf([pub], content, 'full').get(pub.id) ?? [];
}

/** The list entries of `publications`, by id. */
export function referenceEntriesOf(publications: readonly Publication[], content: Source): Record<string, ReferenceNode[]> {
  return Object.fromEntries(formsOf(publications, content, 'entry'));
}
