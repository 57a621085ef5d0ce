/**
 * Team (docs/product.md §2): member cards linking to their pages, grouped by role in academic order
 * (shared/content/read/team.ts), plus a Join Us card; former members in a compact Alumni list.
 */
import { itemPath } from '../../shared/content/model/collection-facts';
import { Link } from '../../shared/ui/site-link';
import { teamSections } from '../../shared/content/read/team';
import { useContent } from '../../shared/ui/content-context';
import { MemberAvatar } from '../components/member-avatar';
import { ListPage } from '../components/page-header';
import { editableField, editableItem } from '../../shared/ui/editable';
import { useFallbackLang, useMessages } from '../i18n/language';
import { team } from '../i18n/en/team';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { team };

export default function Team() {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  const { teamMembers } = useContent();
  const { groups, alumni } = teamSections(teamMembers);
  return (
    <ListPage title={t.team.title} kicker={t.team.kicker} section="team" pageClassName="team-page">
        {groups.map((group) => (
          <section key={group.key} className="team-group" aria-labelledby={`team-${group.key}`}>
            <h2 id={`team-${group.key}`} className="team-group__title">
              {t.team.groups[group.key] ?? group.heading}
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
                      <p className="card__meta" {...editableField('role')} {...fallback(member, 'role')}>
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
                      {t.team.joinUs}
                    </Link>
                  </h2>
                  <p className="card__meta">{t.team.openPositions}</p>
                </div>
              </article>
            </li>
          </ul>
        </section>
        {alumni.length > 0 ? (
          <section className="team-group alumni" aria-labelledby="team-alumni">
            <h2 id="team-alumni" className="team-group__title">
              {t.team.alumni}
            </h2>
            <ul className="alumni-list">
              {alumni.map((member) => (
                <li key={member.id}>
                  <Link to={itemPath('teamMembers', member.id)}>{member.name}</Link>
                  <span className="alumni-list__detail">
                    {member.role}
                    {member.alumniYear ? t.team.until(member.alumniYear) : ''}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
    </ListPage>
  );
}
