/**
 * Events the lab holds or takes part in (workshops, seminars, open days): /events lists the
 * upcoming ones, soonest first, then the past ones, newest first; each at /events/{id}; all of
 * them in the calendar feed /events.ics (docs/decisions/087).
 *
 * A start and an end are a day (YYYY-MM-DD) and, unless the event lasts whole days, a time of
 * day (HH:MM, 24-hour) on the wall clock of the event's time zone (an IANA name such as
 * Europe/Oslo).
 */
import { date, declareCollection, markdown, relation, special, text, url } from '../fields';

/**
 * What an editor says of the event: "upcoming" and "past" follow the calendar (the build's day
 * decides which list shows it; the health check warns when the word no longer fits), a
 * cancelled or postponed event says so on its pages and in its markup.
 */
export const EVENT_STATUSES = ['upcoming', 'past', 'cancelled', 'postponed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const declaration = declareCollection({
  singular: 'event',
  plural: 'events',
  type: 'LabEvent',
  idPrefix: 'event',
  list: { title: 'Manage Events', one: 'event', many: 'events' },
  card: { title: 'Events', caption: 'workshops, seminars and open days' },
  search: {
    kind: 'event',
    fields: [['title', 6], ['place', 2], ['organizerIds', 3], ['description', 1]],
    meta: ['startDate', 'place', 'organizerIds'],
    body: 'description',
  },
  fields: [
    special('id', 'ID'),
    text('title', 'Title', { required: true, translatable: true }),
    date('startDate', 'Start date', { required: true }),
    text('startTime', 'Start time', { help: 'HH:MM, 24-hour, in the event’s time zone; empty for an all-day event' }),
    date('endDate', 'End date', { help: 'Empty when the event ends on its start date' }),
    text('endTime', 'End time', { help: 'HH:MM, 24-hour; empty for an all-day event' }),
    text('timeZone', 'Time zone', { required: true, help: 'Where the times are read, as an IANA name such as Europe/Oslo' }),
    text('place', 'Place', { translatable: true, help: 'Room, building and city; empty for an online-only event' }),
    url('onlineUrl', 'Online link', { review: 'online link', help: 'Where to join online, if it can be followed online' }),
    markdown('description', 'Description', { translatable: true }),
    url('registrationUrl', 'Registration link', { review: 'registration link' }),
    text('status', 'Status', { required: true, choices: EVENT_STATUSES }),
    relation('organizerIds', 'Organisers and speakers', { target: 'teamMembers', many: true, review: 'organiser IDs' }),
    relation('projectId', 'Related project', { target: 'projects', many: false, optional: true, review: 'project ID' }),
  ],
});
