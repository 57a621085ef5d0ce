/**
 * The build's reference texts (docs/decisions/073): the papers' references in the lab's citation
 * style, rendered here with the citation processor and carried in the page data, so a visitor's
 * page shows them without loading it. A list's page carries each paper's entry (its reference
 * less the title and DOI it shows apart), a paper's page the whole reference of its Cite block.
 * Each is rendered once (a list's papers in one batch); the other pages look it up.
 */
import { citationStyleOf } from '../../shared/content/citation-styles';
import { renderReferences, type ReferenceForm } from '../../shared/content/csl/render';
import type { Content } from '../../shared/content/model';
import type { ReferenceNode } from '../../shared/content/reference-nodes';
import type { Publication } from '../../shared/content/schemas';
import { memberIdOf } from '../components/use-reference';

const rendered = new WeakMap<Publication, Map<string, ReferenceNode[]>>();

type Source = Pick<Content, 'labProfile' | 'teamMembers'>;

/** The references of `publications` in one form, rendering those not made yet in one batch. */
function formsOf(publications: readonly Publication[], content: Source, form: ReferenceForm): Map<string, ReferenceNode[]> {
  const style = citationStyleOf(content.labProfile);
  const members = content.teamMembers.map((member) => `${member.id}=${member.name}`).join('\u0001');
  const key = `${form}\u0000${style}\u0000${members}`;
  const missing = publications.filter((pub) => !rendered.get(pub)?.has(key));
  if (missing.length) {
    const made = renderReferences(missing, style, form, { memberOf: memberIdOf(content.teamMembers) });
    for (const pub of missing) {
      let forms = rendered.get(pub);
      if (!forms) rendered.set(pub, (forms = new Map()));
      forms.set(key, made.get(pub.id) ?? []);
    }
  }
  return new Map(publications.map((pub) => [pub.id, rendered.get(pub)!.get(key)!]));
}

/** The whole reference of `pub` in the lab's style. */
export function referenceOf(pub: Publication, content: Source): ReferenceNode[] {
  return formsOf([pub], content, 'full').get(pub.id) ?? [];
}

/** The list entries of `publications`, by id. */
export function referenceEntriesOf(publications: readonly Publication[], content: Source): Record<string, ReferenceNode[]> {
  return Object.fromEntries(formsOf(publications, content, 'entry'));
}
