/**
 * The build's reference texts (docs/decisions/073): every listed paper's reference in the lab's
 * citation style, rendered here with the citation processor and carried in the page data, so a
 * visitor's page shows them without loading it. A paper on many pages is rendered once.
 */
import { citationStyleOf } from '../../shared/content/citation-styles';
import { renderReference } from '../../shared/content/csl/render';
import type { Content } from '../../shared/content/model';
import type { RenderedReference } from '../../shared/content/reference-nodes';
import type { Publication } from '../../shared/content/schemas';
import { memberIdOf } from '../components/use-reference';

const rendered = new WeakMap<Publication, { key: string; reference: RenderedReference }>();

/** The reference of `pub` in `content`'s style, with its lab members marked. */
export function referenceOf(pub: Publication, content: Pick<Content, 'labProfile' | 'teamMembers'>): RenderedReference {
  const style = citationStyleOf(content.labProfile);
  const memberOf = memberIdOf(content.teamMembers);
  const key = `${style}\u0000${pub.authors.map((author) => memberOf(author) ?? '').join('\u0001')}`;
  const known = rendered.get(pub);
  if (known?.key === key) return known.reference;
  const reference = renderReference(pub, style, { memberOf });
  rendered.set(pub, { key, reference });
  return reference;
}

/** The references of `publications`, by id. */
export function referencesOf(publications: readonly Publication[], content: Pick<Content, 'labProfile' | 'teamMembers'>): Record<string, RenderedReference> {
  return Object.fromEntries(publications.map((pub) => [pub.id, referenceOf(pub, content)]));
}
