/** The talks (docs/decisions/085): grouped by year, newest first; each links to its own page. */
import { itemPath } from '../../shared/content/model/collection-facts';
import { talksByYear } from '../../shared/content/read/talks';
import { useContent } from '../../shared/ui/content-context';
import { editableField, editableItem } from '../../shared/ui/editable';
import { Link } from '../../shared/ui/site-link';
import { PageHeader } from '../components/page-header';
import { talkKindLabel, TalkSpeakers, TalkWhere } from '../components/talk-parts';
import { useFallbackLang, useMessages } from '../i18n/language';
import { talks as talkWords } from '../i18n/en/talks';

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
