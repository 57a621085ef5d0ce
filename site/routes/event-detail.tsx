/** One event on its own page (/events/{id}, docs/decisions/087): when and where, who, the description and the links. */
import { RelatedProject } from '../components/item-page-parts';
import { useParams } from 'react-router-dom';
import { isUpcoming } from '../../shared/content/read/events';
import { useContent } from '../../shared/ui/content-context';
import { editableField, editableItem } from '../../shared/ui/editable';
import { Prose } from '../../shared/ui/prose';
import { SafeLink } from '../../shared/ui/safe-link';
import { Link } from '../../shared/ui/site-link';
import { NotFoundMessage } from '../components/not-found-message';
import { EventOrganizers, EventStatus, EventWhen, EventWhere, useCalendarHref } from '../components/event-parts';
import { useToday } from '../components/use-today';
import { useFallbackLang, useMessages } from '../i18n/language';
import { events as eventWords } from '../i18n/en/events';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { events: eventWords };

export default function EventDetail() {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  const today = useToday();
  const calendar = useCalendarHref();
  const { id = '' } = useParams();
  const { events, teamMembers, projects } = useContent();
  const event = events.find((item) => item.id === id);
  if (!event) return <NotFoundMessage message={t.notFound.event} back={{ to: '/events', label: t.events.back }} />;
  const project = event.projectId ? projects.find((p) => p.id === event.projectId) : undefined;
  const upcoming = isUpcoming(event, today);

  return (
    <main>
      <article className="container page event-page" {...editableItem('events', event.id)}>
        <Link to="/events" className="back-link">
          {t.events.back}
        </Link>
        <p className="eyebrow">
          {upcoming ? t.events.upcoming : t.events.past} <EventStatus event={event} words={t.events} />
        </p>
        <h1 {...editableField('title')} {...fallback(event, 'title')}>
          {event.title}
        </h1>
        <EventWhen event={event} words={t.events} locale={t.locale} />
        <EventWhere event={event} words={t.events} />
        <EventOrganizers event={event} members={teamMembers} words={t.events} />
        {upcoming && (
          <ul className="link-row">
            <li>
              <SafeLink href={event.registrationUrl} className="button button--small" fallback={null}>
                {t.events.register}
              </SafeLink>
            </li>
            <li>
              <SafeLink href={event.onlineUrl} className="button button--small" fallback={null}>
                {t.events.join}
              </SafeLink>
            </li>
            <li>
              <a href={calendar} className="button button--small" type="text/calendar">
                {t.events.subscribe}
              </a>
            </li>
          </ul>
        )}
        {event.description.trim() && (
          <section className="prose" aria-label={t.events.description} {...editableField('description')} {...fallback(event, 'description')}>
            <Prose text={event.description} headingBase={2} />
          </section>
        )}
        <RelatedProject project={project} label={t.events.project} className="event__project" />
      </article>
    </main>
  );
}
