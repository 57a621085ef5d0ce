/**
 * A paper's authors, lab members marked and linked to their page (shared/content/scholarly/author-match.ts
 * decides who is whom). Each author is one text or one link, separated by ", ", in author order;
 * `form` shows given names in full (as stored) or as initials.
 */
import { itemPath } from '../../shared/content/model/collection-facts';
import { Fragment } from 'react';
import { Link } from '../../shared/ui/site-link';
import { formatAuthorName, type AuthorNameForm } from '../../shared/content/scholarly/author-names';
import { authorMembers } from '../../shared/content/read/queries';
import type { Publication, TeamMember } from '../../shared/content/model/schemas';

interface Props {
  pub: Pick<Publication, 'authors' | 'authorLinks'>;
  members: readonly TeamMember[];
  form?: AuthorNameForm;
}

export function AuthorList({ pub, members, form = 'full' }: Props) {
  const matches = authorMembers(pub, members);
  // Other authors stay plain text (long lists render many entries: keep the DOM small).
  const names = pub.authors.flatMap((author, index) => (author.trim() ? [{ author: author.trim(), member: matches[index]?.member }] : []));
  return (
    <>
      {names.map(({ author, member }, index) => {
        const separator = index > 0 ? ', ' : '';
        const shown = formatAuthorName(author, form);
        return member ? (
          <Fragment key={`${index}-${author}`}>
            {separator}
            <Link to={itemPath('teamMembers', member.id)} className="author--lab" title={member.name}>
              {shown}
            </Link>
          </Fragment>
        ) : (
          <Fragment key={`${index}-${author}`}>{`${separator}${shown}`}</Fragment>
        );
      })}
    </>
  );
}
