/**
 * The events (docs/decisions/087): the upcoming ones, soonest first, then the past ones, newest
 * first; an event moves to Past by itself once its last day is over (the build's day while
 * prerendered, the browser's once hydrated). Links to the calendar feed. Each event has its own
 * page, `EventPage`.
 */
import type { LabEvent, TeamMember } from '../../shared/content/model/schemas';
import { itemPath } from '../../shared/content/model/collection-facts';
import { splitEvents, isUpcoming } from '../../shared/content/read/events';
import { useContent } from '../../shared/ui/content-context';
import { editableField, editableItem } from '../../shared/ui/editable';
import { Link } from '../../shared/ui/site-link';
import { PageHeader } from '../components/page-header';
import { EventOrganizers, EventStatus, EventWhen, EventWhere, useCalendarHref } from '../components/event-parts';
import { useToday } from '../components/use-today';
import { useFallbackLang, useMessages } from '../i18n/language';
import { events as eventWords } from '../i18n/en/events';
import { RelatedProject } from '../components/item-page-parts';
import { useParams } from 'react-router-dom';
import { Prose } from '../../shared/ui/prose';
import { SafeLink } from '../../shared/ui/safe-link';
import { NotFoundMessage } from '../components/not-found-message';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { events: eventWords };

function EventList({ events, members }: { events: readonly LabEvent[]; members: readonly TeamMember[] }) {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  return (
    <ul className="event-list">
      {events.map((event) => (
        <li key={event.id} className="event" {...editableItem('events', event.id)}>
          <h3 className="event__title" {...editableField('title')}>
            <Link to={itemPath('events', event.id)} {...fallback(event, 'title')}>
              {event.title}
            </Link>{' '}
            <EventStatus event={event} words={t.events} />
          </h3>
          <EventWhen event={event} words={t.events} locale={t.locale} />
          <EventWhere event={event} words={t.events} />
          <EventOrganizers event={event} members={members} words={t.events} />
        </li>
      ))}
    </ul>
  );
}

export default function EventsPage() {
  const t = useMessages(ENGLISH);
  const { events, teamMembers } = useContent();
  const today = useToday();
  const { upcoming, past } = splitEvents(events, today);
  const calendar = useCalendarHref();
  return (
    <main>
      <PageHeader title={t.events.title} kicker={t.events.kicker}>
        <p>{t.events.intro}</p>
      </PageHeader>
      <div className="container page events-page">
        {events.length === 0 ? (
          <p className="muted">{t.events.none}</p>
        ) : (
          <>
            <p className="events-page__subscribe">
              <a href={calendar} className="button button--small" type="text/calendar">
                {t.events.subscribe}
              </a>{' '}
              <span className="muted">{t.events.subscribeHint}</span>
            </p>
            <section className="event-group" aria-labelledby="events-upcoming">
              <h2 id="events-upcoming">{t.events.upcoming}</h2>
              {upcoming.length === 0 ? (
                <p className="muted">{t.events.noneUpcoming}</p>
              ) : (
                <EventList events={upcoming} members={teamMembers} />
              )}
            </section>
            {past.length > 0 && (
              <section className="event-group" aria-labelledby="events-past">
                <h2 id="events-past">{t.events.past}</h2>
                <EventList events={past} members={teamMembers} />
              </section>
            )}
          </>
        )}
      </div>
    </main>
  );
}

/** One event on its own page (/events/{id}, docs/decisions/087): when and where, who, the description and the links. */
export function EventPage() {
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
          <section
            className="prose"
            aria-label={t.events.description}
            {...editableField('description')}
            {...fallback(event, 'description')}
          >
            <Prose text={event.description} headingBase={2} />
          </section>
        )}
        <RelatedProject project={project} label={t.events.project} className="event__project" />
      </article>
    </main>
  );
}
