/**
 * A paper's own links (docs/decisions/071): each an optional field of the publication, shown as
 * a labelled button on the list and the paper's page in this order. No schema here: the
 * visitor's pages read it.
 */
import type { Publication } from '../model/schemas';

export const PUBLICATION_LINK_FIELDS = ['pdfUrl', 'codeUrl', 'dataUrl', 'slidesUrl', 'posterUrl', 'videoUrl', 'projectUrl'] as const;
export type PublicationLinkField = (typeof PUBLICATION_LINK_FIELDS)[number];

/** The label of each link field: the studio's, and the site's English buttons. */
export const PUBLICATION_LINK_LABELS: Record<PublicationLinkField, string> = {
  pdfUrl: 'PDF',
  codeUrl: 'Code',
  dataUrl: 'Data',
  slidesUrl: 'Slides',
  posterUrl: 'Poster',
  videoUrl: 'Video',
  projectUrl: 'Project page',
};

/** The paper's links that are set, in button order. */
export function publicationLinksOf(pub: Partial<Pick<Publication, PublicationLinkField>>): { field: PublicationLinkField; value: string }[] {
  return PUBLICATION_LINK_FIELDS.flatMap((field) => {
    const value = pub[field]?.trim();
    return value ? [{ field, value }] : [];
  });
}
