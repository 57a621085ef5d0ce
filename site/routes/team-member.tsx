/** Team member (docs/product.md §2): links, bio, research areas, software, talks and publications by year. */
import { itemPath } from '../../shared/content/model/collections';
import { useEffect, useState } from 'react';
import { orcidUrl } from '../../shared/content/scholarly/orcid-id';
import { useParams } from 'react-router-dom';
import { Link } from '../../shared/ui/site-link';
import { MEMBER_PROJECT_EXCERPT } from '../../shared/content/model/constants';
import { projectsOfMember, publicationsOfMember, softwareOfMember } from '../../shared/content/read/relations';
import { groupByYear, sortNewestFirst, yearKey, type PublicationYear } from '../../shared/content/scholarly/publication-year';
import type { Publication } from '../../shared/content/model/schemas';
import { Prose, ProseExcerpt } from '../../shared/ui/prose';
import { codeHostProfileUrl, mailtoUrl } from '../../shared/content/read/urls';
import { useContent } from '../../shared/ui/content-context';
import { SafeLink } from '../../shared/ui/safe-link';
import { safeUrl } from '../../shared/content/read/urls';
import { MemberAvatar } from '../components/member-avatar';
import { NotFoundMessage } from '../components/not-found-message';
import { PublicationItem } from '../components/publication-item';
import { downloadBibtex } from '../components/download';
import { editableField, editableItem } from '../../shared/ui/editable';
import { RelatedLinks } from '../components/related-links';
import { useFallbackLang, useMessages } from '../i18n/language';
import { member } from '../i18n/en/member';
import { publications } from '../i18n/en/publications';
import { talks as talkWords } from '../i18n/en/talks';
import { talksOfMember } from '../../shared/content/read/talks';
import { TalkLine } from '../components/talk-parts';
import { events as eventWords } from '../i18n/en/events';
import { eventsOfMember } from '../../shared/content/read/events';
import { EventLine } from '../components/event-parts';
import { useToday } from '../components/use-today';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { member, publications, talks: talkWords, events: eventWords };

/** How many of the newest papers show before "Show all". */
export const MEMBER_PUBLICATIONS_SHOWN = 10;

/** Publications grouped by year, newest year first, the undated ones last. */
function byYear(publications: readonly Publication[]): [PublicationYear, Publication[]][] {
  return groupByYear(publications);
}

/** Re-renders on the studio's project-updated and publication-updated window events (docs/product.md §2). */
function useContentEvents(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    window.addEventListener('project-updated', bump);
    window.addEventListener('publication-updated', bump);
    return () => {
      window.removeEventListener('project-updated', bump);
      window.removeEventListener('publication-updated', bump);
    };
  }, []);
  return version;
}

export default function TeamMember() {
  const t = useMessages(ENGLISH);
  const today = useToday();
  const fallback = useFallbackLang();
  const { id = '' } = useParams();
  const content = useContent();
  const version = useContentEvents();
  const [showAll, setShowAll] = useState(false);
  const member = content.teamMembers.find((m) => m.id === id);
  if (!member)
    return <NotFoundMessage message={t.notFound.member} back={{ to: '/team', label: t.member.back }} />;

  const mail = mailtoUrl(member.email);
  const profile = codeHostProfileUrl(member.github);
  const projects = projectsOfMember(content, member);
  const software = softwareOfMember(content, member);
  const talks = talksOfMember(content, member);
  const events = eventsOfMember(content, member, today);
  const memberPubs = publicationsOfMember(content.publications, member, content.teamMembers);
  // The member's selected papers come first, in a group of their own; the rest by year, newest first.
  const selected = sortNewestFirst(memberPubs.filter((pub) => pub.selected === true));
  const years = byYear(memberPubs.filter((pub) => pub.selected !== true));
  const groups: { key: string; heading: string; pubs: Publication[] }[] = [
    ...(selected.length ? [{ key: 'selected', heading: t.member.selected, pubs: selected }] : []),
    ...years.map(([year, pubs]) => ({ key: yearKey(year), heading: year === null ? t.publications.undated : String(year), pubs })),
  ];
  const newestFirst = groups.flatMap((group) => group.pubs);
  const hiddenFrom = showAll ? Infinity : MEMBER_PUBLICATIONS_SHOWN;
  const rank = new Map(newestFirst.map((pub, index) => [pub.id, index]));
  const scholar = safeUrl(member.scholarUrl);
  const website = safeUrl(member.website);
  const orcid = orcidUrl(member.orcid);

  return (
    <main key={version} {...editableItem('teamMembers', member.id)}>
      <header className="member-hero">
        <div className="container member-hero__inner">
          <MemberAvatar member={member} size={168} eager />
          <div>
            <Link to="/team" className="back-link">
              {t.member.all}
            </Link>
            <h1 className="member-hero__name" {...editableField('name')}>
              {member.name}
            </h1>
            <p className="member-hero__role" {...editableField('role')} {...fallback(member, 'role')}>
              {member.role}
            </p>
            <ul className="link-row">
              {mail && (
                <li>
                  <a href={mail} className="button button--small">
                    {t.member.mail}
                  </a>
                </li>
              )}
              {profile && (
                <li>
                  <a href={profile} className="button button--small" target="_blank" rel="noopener noreferrer">
                    GitHub
                  </a>
                </li>
              )}
              {orcid && (
                <li>
                  <a href={orcid} className="button button--small" target="_blank" rel="noopener noreferrer me">
                    ORCID
                  </a>
                </li>
              )}
              {scholar && /^https?:/i.test(scholar) && (
                <li>
                  <a href={scholar} className="button button--small" target="_blank" rel="noopener noreferrer me">
                    Google Scholar
                  </a>
                </li>
              )}
              {website && /^https?:/i.test(website) && (
                <li>
                  <a href={website} className="button button--small" target="_blank" rel="noopener noreferrer me">
                    {t.member.website}
                  </a>
                </li>
              )}
              {member.cvUrl && (
                <li>
                  <SafeLink href={member.cvUrl} className="button button--small" fallback={null}>
                    CV
                  </SafeLink>
                </li>
              )}
            </ul>
          </div>
        </div>
      </header>

      <div className="container page stack-lg">
        {member.bio && (
          <section className="prose" aria-label={t.member.biography} {...editableField('bio')} {...fallback(member, 'bio')}>
            <Prose text={member.bio} headingBase={2} />
          </section>
        )}

        {projects.length > 0 && (
          <section aria-labelledby="areas-title">
            <h2 id="areas-title">{t.member.researchAreas}</h2>
            <ul className="area-list">
              {projects.map((project) => (
                <li key={project.id}>
                  <h3>
                    <Link to={itemPath('projects', project.id)} {...fallback(project, 'title')}>{project.title}</Link>
                  </h3>
                  <p {...fallback(project, 'description')}><ProseExcerpt text={project.description} max={MEMBER_PROJECT_EXCERPT} /></p>
                </li>
              ))}
            </ul>
          </section>
        )}

        <RelatedLinks
          id="software-title"
          title={t.member.software}
          kind="software"
          items={software}
          name={(item) => item.name}
          detail={(item) => item.technologies.length > 0 && <span className="muted"> · {item.technologies.join(', ')}</span>}
        />

        <RelatedLinks id="talks-title" title={t.talks.memberTalks} kind="talks" items={talks} name={(item) => item.title} detail={(item) => <TalkLine talk={item} locale={t.locale} />} />

        <RelatedLinks id="events-title" title={t.events.memberEvents} kind="events" items={events} name={(item) => item.title} detail={(item) => <EventLine event={item} locale={t.locale} />} />

        {groups.length > 0 && (
          <section aria-labelledby="pubs-title">
            <div className="member-pubs__head">
              <h2 id="pubs-title">{t.member.publications}</h2>
              <button
                type="button"
                className="button button--small"
                onClick={() => void downloadBibtex(`${member.name.trim().replace(/\s+/g, '-').toLowerCase() || 'publications'}.bib`, newestFirst)}
              >
                {t.publications.download}
              </button>
            </div>
            {groups.map(({ key, heading, pubs }) => (
              <section
                key={key}
                className="year-group"
                aria-labelledby={`year-${key}`}
                hidden={pubs.every((pub) => (rank.get(pub.id) ?? 0) >= hiddenFrom)}
              >
                <h3 id={`year-${key}`} className="year-group__year">
                  {heading}
                </h3>
                <ul className="publication-list">
                  {pubs.map((pub) => (
                    // Older papers stay in the HTML (for search engines) but hidden until "Show all".
                    <li key={pub.id} hidden={(rank.get(pub.id) ?? 0) >= hiddenFrom}>
                      <PublicationItem pub={pub} headingLevel={4} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {newestFirst.length > MEMBER_PUBLICATIONS_SHOWN && (
              <button type="button" className="button button--small" aria-expanded={showAll} onClick={() => setShowAll((all) => !all)}>
                {showAll ? t.member.showFewer : t.member.showAll(newestFirst.length)}
              </button>
            )}
          </section>
        )}
      </div>
    </main>
  );
}
