/** Author names with lab members highlighted and linked to their page (matched by surname, SPEC §2). */
import { itemPath } from '../../shared/content/collections';
import { Fragment } from 'react';
import { Link } from '../../shared/ui/site-link';
import { findMemberForAuthor } from '../../shared/content/queries';
import type { TeamMember } from '../../shared/content/schemas';

export function AuthorList({ authors, members }: { authors: readonly string[]; members: readonly TeamMember[] }) {
  const names = authors.map((a) => a.trim()).filter(Boolean);
  // Other authors stay plain text (long lists render many entries: keep the DOM small).
  return (
    <>
      {names.map((author, index) => {
        const member = findMemberForAuthor(author, members);
        const separator = index > 0 ? ', ' : '';
        return member ? (
          <Fragment key={`${index}-${author}`}>
            {separator}
            <Link to={itemPath('teamMembers', member.id)} className="author--lab" title={member.name}>
              {author}
            </Link>
          </Fragment>
        ) : (
          <Fragment key={`${index}-${author}`}>{`${separator}${author}`}</Fragment>
        );
      })}
    </>
  );
}
