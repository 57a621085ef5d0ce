/**
 * The "Cite" panel: the reference in the lab's citation style, the BibTeX entry and the RIS
 * record of one publication. Its own module, so a list loads the BibTeX and RIS writers on the
 * first Cite click only (docs/decisions/030); a publication's page gets the texts with its data.
 * The reference comes made with the page data; only an editor's browser renders it here.
 */
import { citationKey, publicationToBibtex } from '../../shared/content/scholarly/bibtex';
import { referencePlainText, type ReferenceNode } from '../../shared/content/scholarly/reference-nodes';
import { publicationToRis } from '../../shared/content/scholarly/ris';
import type { Publication } from '../../shared/content/model/schemas';
import { CiteFigures, type CiteTexts } from './cite-figures';
import { useFullReference } from './use-reference';

/** The Cite block's texts of `pub`, with its reference's nodes. */
export function citeTexts(pub: Publication, nodes: ReferenceNode[]): CiteTexts {
  return {
    reference: referencePlainText(nodes),
    nodes,
    bibtex: publicationToBibtex(pub),
    ris: publicationToRis(pub),
    fileName: citationKey(pub),
  };
}

export default function CitePanel({ pub }: { pub: Publication }) {
  const reference = useFullReference(pub);
  if (!reference) return null;
  return <CiteFigures {...citeTexts(pub, reference)} />;
}
