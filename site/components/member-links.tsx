/**
 * Members of the team named on an item (a talk's speakers, a course's instructors, an event's
 * organisers), each linked to their page, in the item's order; nothing when there are none.
 */
import { itemPath } from '../../shared/content/model/collection-facts';
import type { TeamMember } from '../../shared/content/model/schemas';
import { Link } from '../../shared/ui/site-link';

export function MemberLinks({ members, label, className, labelShown = false }: { members: readonly TeamMember[]; label: string; className: string; labelShown?: boolean }) {
  if (members.length === 0) return null;
  return (
    <p className={className}>
      {labelShown ? `${label}: ` : <span className="visually-hidden">{label}: </span>}
      {members.map((member, index) => (
        <span key={member.id}>
          {index > 0 && ', '}
          <Link to={itemPath('teamMembers', member.id)}>{member.name}</Link>
        </span>
      ))}
    </p>
  );
}
