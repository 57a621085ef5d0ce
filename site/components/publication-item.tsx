/** One publication in a list: title (linked if it has a URL), authors, venue, DOI link. */
import { memo } from 'react';
import type { Publication } from '../../shared/content/schemas';
import { doiUrl } from '../../shared/content/urls';
import { SafeLink } from '../../shared/ui/safe-link';

function PublicationItemView({ pub, headingLevel = 3 }: { pub: Publication; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h3';
  const doi = doiUrl(pub.doi);
  return (
    <article className="publication">
      <Heading className="publication__title">
        <SafeLink href={pub.url}>{pub.title}</SafeLink>
      </Heading>
      {pub.authors.length > 0 && <p className="publication__authors">{pub.authors.join(', ')}</p>}
      <p className="publication__venue">
        {pub.journal && <em>{pub.journal}</em>}
        {pub.journal && ', '}
        {pub.year}
        {pub.type && <span className="publication__type">{pub.type}</span>}
      </p>
      {doi && (
        <p className="publication__doi">
          DOI:{' '}
          <a href={doi} target="_blank" rel="noopener noreferrer">
            {pub.doi!.trim().replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')}
          </a>
        </p>
      )}
    </article>
  );
}

/** Memoised: a filter change re-renders only the entries that appear or disappear. */
export const PublicationItem = memo(PublicationItemView);
