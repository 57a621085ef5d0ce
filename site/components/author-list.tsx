/** Author names with lab members highlighted and linked to their page (matched by surname, SPEC §2). */
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { findMemberForAuthor } from '../../shared/content/operations';
import type { TeamMember } from '../../shared/content/schemas';

export function AuthorList({ authors, members }: { authors: readonly string[]; members: readonly TeamMember[] }) {
  const names = authors.map((a) => a.trim()).filter(Boolean);
  return (
    <>
      {names.map((author, index) => {
        const member = findMemberForAuthor(author, members);
        return (
          <Fragment key={`${index}-${author}`}>
            {index > 0 && ', '}
            {member ? (
              <Link to={`/team/${encodeURIComponent(member.id)}`} className="author author--lab" title={member.name}>
                {author}
              </Link>
            ) : (
              <span className="author">{author}</span>
            )}
          </Fragment>
        );
      })}
    </>
  );
}
