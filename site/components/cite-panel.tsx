/**
 * The "Cite" panel: the formatted (APA-like) reference and the BibTeX entry of one publication,
 * each with a Copy button. Its own module, so a list loads the BibTeX code on the first Cite
 * click only (docs/decisions/030); a publication's page gets the texts with its data.
 */
import { publicationToBibtex } from '../../shared/content/bibtex';
import { formatReference } from '../../shared/content/citation';
import type { Publication } from '../../shared/content/schemas';
import { CiteFigures, type CiteTexts } from './cite-figures';

/** The Cite block's texts of `pub`. */
export function citeTexts(pub: Publication): CiteTexts {
  return { reference: formatReference(pub), bibtex: publicationToBibtex(pub) };
}

export default function CitePanel({ pub }: { pub: Publication }) {
  return <CiteFigures {...citeTexts(pub)} />;
}
