/** Team (SPEC §2): member cards linking to their pages, plus a Join Us card. */
import { Link } from 'react-router-dom';
import { useContent } from '../../shared/ui/content-context';
import { MemberAvatar } from '../components/member-avatar';
import { PageHeader } from '../components/page-header';
import { describe, type HeadFn } from '../head';

export default function Team() {
  const { teamMembers } = useContent();
  return (
    <main>
      <PageHeader title="Our Team" kicker="People">
        <p>Psychologists, neuroscientists, statisticians and computer scientists working on shared questions.</p>
      </PageHeader>
      <div className="container page">
        <ul className="member-grid">
          {teamMembers.map((member) => (
            <li key={member.id}>
              <article className="card member-card">
                <MemberAvatar member={member} size={112} />
                <h2 className="card__title">
                  <Link to={`/team/${member.id}`} className="card__link">
                    {member.name}
                  </Link>
                </h2>
                <p className="card__meta">{member.role}</p>
              </article>
            </li>
          ))}
          <li>
            <article className="card member-card member-card--join">
              <span className="avatar avatar--circle avatar--join" aria-hidden="true">
                +
              </span>
              <h2 className="card__title">
                <Link to="/join-us" className="card__link">
                  Join Us
                </Link>
              </h2>
              <p className="card__meta">See our open positions</p>
            </article>
          </li>
        </ul>
      </div>
    </main>
  );
}

export const head: HeadFn = (content) => ({
  title: 'Team',
  description: describe(
    `The people of the Discovery of Mind Lab: ${content.teamMembers.map((m) => m.name).join(', ')}.`,
  ),
});
