/**
 * Team (SPEC §2): member cards linking to their pages, grouped by role in academic order
 * (shared/content/team.ts), plus a Join Us card; former members in a compact Alumni list.
 */
import { itemPath } from '../../shared/content/collections';
import { Link } from '../../shared/ui/site-link';
import { teamSections } from '../../shared/content/team';
import { useContent } from '../../shared/ui/content-context';
import { MemberAvatar } from '../components/member-avatar';
import { ListPage } from '../components/page-header';
import { editableField, editableItem } from '../../shared/ui/editable';

export default function Team() {
  const { teamMembers } = useContent();
  const { groups, alumni } = teamSections(teamMembers);
  return (
    <ListPage title="Our Team" kicker="People" section="team" pageClassName="team-page">
        {groups.map((group) => (
          <section key={group.key} className="team-group" aria-labelledby={`team-${group.key}`}>
            <h2 id={`team-${group.key}`} className="team-group__title">
              {group.heading}
            </h2>
            <ul className="member-grid">
              {group.members.map((member) => (
                <li key={member.id}>
                  <article className="card member-card" {...editableItem('teamMembers', member.id, { anchor: true })}>
                    <MemberAvatar member={member} size={112} />
                    <div className="member-card__text">
                      <h3 className="card__title" {...editableField('name')}>
                        <Link to={itemPath('teamMembers', member.id)} className="card__link">
                          {member.name}
                        </Link>
                      </h3>
                      <p className="card__meta" {...editableField('role')}>
                        {member.role}
                      </p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="team-group" aria-labelledby="team-join">
          <ul className="member-grid">
            <li>
              <article className="card member-card member-card--join">
                <span className="avatar avatar--circle avatar--join" aria-hidden="true">
                  +
                </span>
                <div className="member-card__text">
                  <h2 id="team-join" className="card__title">
                    <Link to="/join-us" className="card__link">
                      Join Us
                    </Link>
                  </h2>
                  <p className="card__meta">See our open positions</p>
                </div>
              </article>
            </li>
          </ul>
        </section>
        {alumni.length > 0 ? (
          <section className="team-group alumni" aria-labelledby="team-alumni">
            <h2 id="team-alumni" className="team-group__title">
              Alumni
            </h2>
            <ul className="alumni-list">
              {alumni.map((member) => (
                <li key={member.id}>
                  <Link to={itemPath('teamMembers', member.id)}>{member.name}</Link>
                  <span className="alumni-list__detail">
                    {member.role}
                    {member.alumniYear ? ` · until ${member.alumniYear}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
    </ListPage>
  );
}
