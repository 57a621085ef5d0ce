/**
 * The build's reference texts (docs/decisions/073): the papers' references in the lab's citation
 * style, rendered here with the citation processor and carried in the page data, so a visitor's
 * page shows them without loading it. A list's page carries each paper's entry (its reference
 * less the title and DOI it shows apart), a paper's page the whole reference of its Cite block.
 * The first page that needs one renders all the content's papers at once; the others look up.
 */
import { citationStyleOf } from '../../shared/content/citation-styles';
import { renderReferences, type ReferenceForm } from '../../shared/content/csl/render';
import type { Content } from '../../shared/content/model';
import type { ReferenceNode } from '../../shared/content/reference-nodes';
import type { Publication } from '../../shared/content/schemas';
import { memberIdOf } from '../components/use-reference';

type Known = Map<string, ReferenceNode[]>;
const rendered = new WeakMap<readonly Publication[], Map<string, Known>>();

type Source = Pick<Content, 'labProfile' | 'teamMembers' | 'publications'>;

function formsOf(content: Source, form: ReferenceForm): Known {
  const style = citationStyleOf(content.labProfile);
  const members = content.teamMembers.map((member) => `${member.id}=${member.name}`).join('\u0001');
  const key = `${form}\u0000${style}\u0000${members}`;
  let byKey = rendered.get(content.publications);
  if (!byKey) rendered.set(content.publications, (byKey = new Map()));
  let known = byKey.get(key);
  if (!known) {
    known = renderReferences(content.publications, style, form, { memberOf: memberIdOf(content.teamMembers) });
    byKey.set(key, known);
  }
  return known;
}

/** The whole reference of `pub` (a paper of `content`) in the lab's style. */
export function referenceOf(pub: Publication, content: Source): ReferenceNode[] {
  return formsOf(content, 'full').get(pub.id) ?? [];
}

/** The list entries of `publications` (papers of `content`), by id. */
export function referenceEntriesOf(publications: readonly Publication[], content: Source): Record<string, ReferenceNode[]> {
  const known = formsOf(content, 'entry');
  return Object.fromEntries(publications.map((pub) => [pub.id, known.get(pub.id) ?? []]));
}
