/**
 * One publication in a list: a compact academic entry. The title links to the paper's own
 * page; under it the reference in the lab's citation style (docs/decisions/073), lab authors
 * linked to their profiles; DOI, paper link, abstract (on demand) and Cite.
 */
import { itemPath } from '../../shared/content/model/collection-facts';
import { memo } from 'react';
import { Link } from '../../shared/ui/site-link';
import { isDated } from '../../shared/content/scholarly/publication-year';
import type { Publication } from '../../shared/content/model/schemas';
import { bareDoi, doiUrl, safeUrl } from '../../shared/content/read/urls';
import { useContent } from '../../shared/ui/content-context';
import { editableField, editableItem } from '../../shared/ui/editable';
import { AuthorList } from './author-list';
import { CiteControl } from './cite-control';
import { ReferenceText } from './reference-text';
import { useReferenceEntry } from './use-reference';
import { CitedBy, PaperLinks, preprintLinks } from './publication-extras';
import { useMessages } from '../i18n/language';
import { publications } from '../i18n/en/publications';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { publications };

/** The paper's own link when it is more than the DOI link again. */
export function paperLink(pub: Pick<Publication, 'url' | 'doi'>): string | null {
  const url = safeUrl(pub.url);
  if (!url) return null;
  const doi = doiUrl(pub.doi);
  const sameAsDoi = doi && bareDoi(url).toLowerCase() === bareDoi(pub.doi ?? '').toLowerCase();
  return sameAsDoi ? null : url;
}

interface Props {
  pub: Publication;
  headingLevel?: 2 | 3 | 4;
  /** Give the entry the publication's id as DOM id (only where it is the main rendering). */
  anchor?: boolean;
}

function PublicationItemView({ pub, headingLevel = 3, anchor = false }: Props) {
  const t = useMessages(ENGLISH);
  const members = useContent().teamMembers;
  const Heading = `h${headingLevel}` as 'h3';
  const doi = doiUrl(pub.doi);
  const paper = paperLink(pub);
  const reference = useReferenceEntry(pub);
  return (
    <article className="publication" {...editableItem('publications', pub.id, { anchor })}>
      <Heading className="publication__title" {...editableField('title')}>
        <Link to={itemPath('publications', pub.id)}>{pub.title}</Link>
      </Heading>
      {reference ? (
        // The reference in the lab's citation style, less the title above it (docs/decisions/073).
        <p className="publication__venue publication__reference" {...editableField('journal')}>
          <ReferenceText nodes={reference} />
          {pub.type && <span className="publication__type">{pub.type}</span>}
          {pub.selected && <span className="publication__selected">{t.publications.selected}</span>}
        </p>
      ) : (
        <>
          {pub.authors.length > 0 && (
            <p className="publication__authors" {...editableField('authors')}>
              <AuthorList pub={pub} members={members} />
            </p>
          )}
          <p className="publication__venue" {...editableField('journal')}>
            {pub.journal && <em>{pub.journal}</em>}
            {pub.journal && isDated(pub.year) && ', '}
            {isDated(pub.year) && pub.year}
            {pub.type && <span className="publication__type">{pub.type}</span>}
            {pub.selected && <span className="publication__selected">{t.publications.selected}</span>}
          </p>
        </>
      )}
      <div className="publication__actions">
        {doi && (
          <span className="publication__doi">
            DOI:{' '}
            <a href={doi} target="_blank" rel="noopener noreferrer">
              {bareDoi(pub.doi!)}
            </a>
          </span>
        )}
        {paper && (
          <a href={paper} className="publication__paper" target="_blank" rel="noopener noreferrer">
            {t.publications.paper}
          </a>
        )}
        {preprintLinks(pub, t).map((link) => (
          <a key={link.href} href={link.href} className="publication__preprint" target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        ))}
        <PaperLinks pub={pub} className="publication__link" />
        <CitedBy pub={pub} />
        {pub.abstract && (
          <details className="publication__abstract">
            <summary>{t.publications.abstract}</summary>
            <p {...editableField('abstract')}>{pub.abstract}</p>
          </details>
        )}
        <CiteControl pub={pub} />
      </div>
    </article>
  );
}

/** Memoised: a filter change re-renders only the entries that appear or disappear. */
export const PublicationItem = memo(PublicationItemView);
