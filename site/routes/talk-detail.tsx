/** One talk on its own page (/talks/{id}, docs/decisions/085): where and when, who spoke, the abstract and the links. */
import { LinkButtons, RelatedProject } from '../components/item-page-parts';
import { useParams } from 'react-router-dom';
import { useContent } from '../../shared/ui/content-context';
import { editableField, editableItem } from '../../shared/ui/editable';
import { Prose } from '../../shared/ui/prose';
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
        <LinkButtons links={links} />
        <RelatedProject project={project} label={t.talks.project} className="talk__project" />
      </article>
    </main>
  );
}
