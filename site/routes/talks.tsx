/** The talks (docs/decisions/085): grouped by year, newest first; each links to its own page, `TalkPage`. */
import { itemPath } from '../../shared/content/model/collection-facts';
import { talksByYear } from '../../shared/content/read/talks';
import { useContent } from '../../shared/ui/content-context';
import { editableField, editableItem } from '../../shared/ui/editable';
import { Link } from '../../shared/ui/site-link';
import { PageHeader } from '../components/page-header';
import { talkKindLabel, TalkSpeakers, TalkWhere } from '../components/talk-parts';
import { useFallbackLang, useMessages } from '../i18n/language';
import { talks as talkWords } from '../i18n/en/talks';
import { LinkButtons, RelatedProject } from '../components/item-page-parts';
import { useParams } from 'react-router-dom';
import { Prose } from '../../shared/ui/prose';
import { NotFoundMessage } from '../components/not-found-message';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { talks: talkWords };

export default function TalksPage() {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  const { talks, teamMembers } = useContent();
  const years = talksByYear(talks);
  return (
    <main>
      <PageHeader title={t.talks.title} kicker={t.talks.kicker}>
        <p>{t.talks.intro}</p>
      </PageHeader>
      <div className="container page talks-page">
        {years.length === 0 && <p className="muted">{t.talks.none}</p>}
        {years.map(([year, group]) => {
          const key = `talks-${year ?? 'undated'}`;
          return (
            <section key={key} className="year-group" aria-labelledby={key}>
              <h2 id={key} className="year-group__year">
                {year ?? t.talks.undated}
              </h2>
              <ul className="talk-list">
                {group.map((talk) => (
                  <li key={talk.id} className="talk" {...editableItem('talks', talk.id)}>
                    <p className="talk__kind">
                      <span className="badge">{talkKindLabel(t.talks.kinds, talk.kind)}</span>
                    </p>
                    <h3 className="talk__title" {...editableField('title')}>
                      <Link to={itemPath('talks', talk.id)} {...fallback(talk, 'title')}>
                        {talk.title}
                      </Link>
                    </h3>
                    <TalkWhere talk={talk} locale={t.locale} />
                    <TalkSpeakers talk={talk} members={teamMembers} label={t.talks.speakers} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </main>
  );
}

/** One talk on its own page (/talks/{id}, docs/decisions/085): where and when, who spoke, the abstract and the links. */
export function TalkPage() {
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
          <section
            className="prose"
            aria-label={t.talks.abstract}
            {...editableField('abstract')}
            {...fallback(talk, 'abstract')}
          >
            <Prose text={talk.abstract} headingBase={2} />
          </section>
        )}
        <LinkButtons links={links} />
        <RelatedProject project={project} label={t.talks.project} className="talk__project" />
      </article>
    </main>
  );
}
