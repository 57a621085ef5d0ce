/** The English words of the site's events section (docs/decisions/060, 061, 087); see ../en.ts. */
export const events = {
  title: 'Events',
  kicker: 'Workshops, seminars and open days',
  intro: 'Events the lab holds or takes part in: the coming ones first, soonest first, then the past ones.',
  none: 'No events yet.',
  upcoming: 'Upcoming',
  past: 'Past',
  noneUpcoming: 'No upcoming events at the moment.',
  back: 'All events',
  subscribe: 'Subscribe to the calendar',
  subscribeHint: 'iCalendar feed of all events, for your calendar app',
  allDay: 'all day',
  timeIn: (zone: string) => `${zone} time`,
  online: 'Online',
  join: 'Join online',
  register: 'Register',
  place: 'Place',
  when: 'When',
  organizers: 'Organisers and speakers',
  description: 'About the event',
  project: 'Related research area',
  statuses: { cancelled: 'Cancelled', postponed: 'Postponed' } as Record<string, string>,
};

// This section's words in the catalogue's type (../en.ts).
declare module '../en' {
  interface SectionWords {
    events: typeof events;
  }
}
