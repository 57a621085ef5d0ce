/** One talk on its own page (/talks/{id}, docs/decisions/085): where and when, who spoke, the abstract and the links. */
import { useParams } from 'react-router-dom';
import { itemPath } from '../../shared/content/model/collection-facts';
import { useContent } from '../../shared/ui/content-context';
import { editableField, editableItem } from '../../shared/ui/editable';
import { Prose } from '../../shared/ui/prose';
import { SafeLink } from '../../shared/ui/safe-link';
import { Link } from '../../shared/ui/site-link';
import { NotFoundMessage } from '../components/not-found-message';
import { talkKindLabel, TalkSpeakers, TalkWhere } from '../components/talk-parts';
import { useFallbackLang, useMessages } from '../i18n/language';
import { talks as talkWords } from '../i18n/en/talks';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { talks: talkWords };

export default function TalkDetail() {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  const { id = '' } = useParams();
  const { talks, teamMembers, projects } = useContent();
  const talk = talks.find((item) => item.id === id);
  if (!talk) return <NotFoundMessage message={t.notFound.talk} back={{ to: '/talks', label: t.talks.back }} />;
  const project = talk.projectId ? projects.find((p) => p.id === talk.projectId) : undefined;
  const links = [
    { label: t.talks.slides, href: talk.slidesUrl },
    { label: t.talks.video, href: talk.videoUrl },
    { label: t.talks.recording, href: talk.recordingUrl },
  ];

  return (
    <main>
      <article className="container page talk-page" {...editableItem('talks', talk.id)}>
        <Link to="/talks" className="back-link">
          {t.talks.back}
        </Link>
        <p className="eyebrow">{talkKindLabel(t.talks.kinds, talk.kind)}</p>
        <h1 {...editableField('title')} {...fallback(talk, 'title')}>
          {talk.title}
        </h1>
        <TalkWhere talk={talk} locale={t.locale} />
        <TalkSpeakers talk={talk} members={teamMembers} label={t.talks.speakers} />
        {talk.abstract.trim() && (
          <section className="prose" aria-label={t.talks.abstract} {...editableField('abstract')} {...fallback(talk, 'abstract')}>
            <Prose text={talk.abstract} headingBase={2} />
          </section>
        )}
        <ul className="link-row">
          {links.map((link) => (
            <li key={link.label}>
              <SafeLink href={link.href} className="button button--small" fallback={null}>
                {link.label}
              </SafeLink>
            </li>
          ))}
        </ul>
        {project && (
          <p className="talk__project">
            {t.talks.project}:{' '}
            <Link to={itemPath('projects', project.id)} {...fallback(project, 'title')}>
              {project.title}
            </Link>
          </p>
        )}
      </article>
    </main>
  );
}
