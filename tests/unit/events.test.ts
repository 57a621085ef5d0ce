/**
 * Events (docs/decisions/087): what derives from the declaration, the upcoming/past split on a
 * fixed day, times in the event's own zone, the health check of an event over but still marked
 * upcoming, the Event markup, and the iCalendar feed, checked by an RFC 5545 reader of its own.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../shared/content/model/collections';
import { blankItem } from '../../shared/content/model/blanks';
import { emptyContent } from '../../shared/content/model/empty-content';
import { ID_REFERENCES, renameReferences } from '../../shared/content/model/ids';
import { emptyLabProfile } from '../../shared/content/model/lab-profile';
import { labProfileSchema } from '../../shared/content/model/lab-profile-schema';
import { entitySchemas } from '../../shared/content/model/model';
import { validateItem } from '../../shared/content/model/validation';
import { BUILT_IN_SEGMENTS } from '../../shared/content/read/pages';
import { SECTION_LABELS, SECTION_PATHS, shownSections } from '../../shared/content/read/sections';
import { eventSpan, eventsOfMember, isUpcoming, splitEvents, zonedInstant } from '../../shared/content/read/events';
import { checkContent } from '../../shared/content/health';
import { eventLd } from '../../site/heads/event-heads';
import { escapeText, eventsCalendar, foldLine } from '../../site/prerender/calendar';
import { seedContent } from '../fixtures/content/seed';
import { content, labEvent, member, project } from './content-fixtures';

const site = { origin: 'https://lab.example', basePath: '/' } as Parameters<typeof eventLd>[0];

describe('the events declaration', () => {
  it('gives the stored fields in export order, the translatable and Markdown fields', () => {
    expect(Object.keys(entitySchemas.events.shape)).toEqual([
      'id', 'title', 'startDate', 'startTime', 'endDate', 'endTime', 'timeZone', 'place', 'onlineUrl', 'description', 'registrationUrl', 'status', 'organizerIds', 'projectId', 'translations',
    ]);
    expect(COLLECTIONS.events.translatable).toEqual(['title', 'place', 'description']);
    expect(COLLECTIONS.events.markdown).toEqual(['description']);
  });

  it('starts a new event as upcoming, with no organisers and no project', () => {
    const blank = blankItem('events');
    expect(blank.status).toBe('upcoming');
    expect(blank.organizerIds).toEqual([]);
    expect('projectId' in blank).toBe(false);
  });

  it('refuses an event without a start day or time zone, with another status, or a registration link that is no web address', () => {
    expect(validateItem('events', labEvent())).toBeNull();
    expect(validateItem('events', labEvent({ startDate: '' }))).toBe('Please fill in all required fields');
    expect(validateItem('events', labEvent({ timeZone: ' ' }))).toBe('Please fill in all required fields');
    expect(validateItem('events', labEvent({ status: 'soon' }))).toBe('Status must be one of: upcoming, past, cancelled, postponed');
    expect(validateItem('events', labEvent({ registrationUrl: 'ftp://example.org/register' }))).toMatch(/^Registration link: /);
  });

  it('is linked from the team and the projects: a renamed member or project is followed into its events', () => {
    expect(ID_REFERENCES.teamMembers).toContainEqual(['events', 'organizerIds']);
    expect(ID_REFERENCES.projects).toContainEqual(['events', 'projectId']);
    const after = renameReferences(content({ events: [labEvent({ organizerIds: ['member-1', 'member-2'], projectId: 'project-1' })] }), [
      { key: 'teamMembers', from: 'member-1', to: 'ada-lovelace' },
      { key: 'projects', from: 'project-1', to: 'curious-machines' },
    ]);
    expect(after.events[0]).toMatchObject({ organizerIds: ['ada-lovelace', 'member-2'], projectId: 'curious-machines' });
  });

  it('is empty in an empty site; its section is /events, shown while it has events, and absent from older profiles', () => {
    expect(emptyContent(emptyLabProfile('Lab', 'University')).events).toEqual([]);
    expect(SECTION_PATHS.events).toBe('/events');
    expect(SECTION_LABELS.events).toBe('Events');
    expect(BUILT_IN_SEGMENTS).toContain('events');
    const profile = emptyLabProfile('Lab', 'University');
    expect(shownSections(profile, content({ events: [labEvent()] })).has('events')).toBe(true);
    expect(shownSections(profile, content()).has('events')).toBe(false);
    const { events: _events, ...sections } = profile.sections;
    expect(Object.keys(labProfileSchema.parse({ ...profile, sections }).sections)).not.toContain('events');
  });

  it('ships three seed events, one past and two upcoming on 2027-01-15, each with a Norwegian title and description', () => {
    const { upcoming, past } = splitEvents(seedContent().events, '2027-01-15');
    expect(past.map((e) => e.id)).toEqual(['event-1']);
    expect(upcoming.map((e) => e.id)).toEqual(['event-2', 'event-3']);
    for (const event of seedContent().events) expect(event.translations?.nb).toMatchObject({ title: expect.any(String), description: expect.any(String) });
  });
});

describe('upcoming and past', () => {
  const events = [
    labEvent({ id: 'long-ago', title: 'Long ago', startDate: '2026-01-10' }),
    labEvent({ id: 'yesterday', title: 'Yesterday', startDate: '2026-11-19' }),
    labEvent({ id: 'multi', title: 'Started before, ends today', startDate: '2026-11-18', endDate: '2026-11-20' }),
    labEvent({ id: 'later', title: 'Later', startDate: '2027-02-01', startTime: '09:00' }),
    labEvent({ id: 'today-late', title: 'Today late', startDate: '2026-11-20', startTime: '18:00' }),
    labEvent({ id: 'today-early', title: 'Today early', startDate: '2026-11-20', startTime: '08:00' }),
  ];

  it('splits on the given day: upcoming soonest first (an event on its last day still upcoming), past newest first', () => {
    const { upcoming, past } = splitEvents(events, '2026-11-20');
    expect(upcoming.map((e) => e.id)).toEqual(['multi', 'today-early', 'today-late', 'later']);
    expect(past.map((e) => e.id)).toEqual(['yesterday', 'long-ago']);
  });

  it('moves an event to past the day after its last day, with no edit', () => {
    expect(isUpcoming(labEvent({ startDate: '2026-11-18', endDate: '2026-11-20' }), '2026-11-20')).toBe(true);
    expect(isUpcoming(labEvent({ startDate: '2026-11-18', endDate: '2026-11-20' }), '2026-11-21')).toBe(false);
    const { past } = splitEvents(events, '2027-02-02');
    expect(past.map((e) => e.id)).toEqual(['later', 'today-late', 'today-early', 'yesterday', 'multi', 'long-ago']);
  });

  it("gives a member's events upcoming first", () => {
    const c = content({ events: [labEvent({ id: 'old', startDate: '2020-01-01' }), labEvent({ id: 'new', startDate: '2030-01-01' }), labEvent({ id: 'other', organizerIds: ['member-9'] })] });
    expect(eventsOfMember(c, { id: 'member-1' }, '2026-11-20').map((e) => e.id)).toEqual(['new', 'old']);
  });
});

describe("times in the event's own zone", () => {
  it('reads a wall-clock time in its zone, summer and winter', () => {
    expect(new Date(zonedInstant('2027-03-15', '09:00', 'Europe/Oslo')!).toISOString()).toBe('2027-03-15T08:00:00.000Z');
    expect(new Date(zonedInstant('2027-07-15', '09:00', 'Europe/Oslo')!).toISOString()).toBe('2027-07-15T07:00:00.000Z');
    expect(new Date(zonedInstant('2027-05-20', '16:00', 'America/New_York')!).toISOString()).toBe('2027-05-20T20:00:00.000Z');
    expect(zonedInstant('2027-05-20', '16:00', 'Mars/Olympus')).toBeNull();
    expect(zonedInstant('2027-05-20', '25:00', 'UTC')).toBeNull();
  });

  it('gives start and end with their offset, and bare days for an all-day event', () => {
    expect(eventSpan(labEvent({ startDate: '2026-10-08', startTime: '10:00', endTime: '15:00', timeZone: 'Europe/Oslo' }))).toEqual({ start: '2026-10-08T10:00:00+02:00', end: '2026-10-08T15:00:00+02:00' });
    expect(eventSpan(labEvent({ startDate: '2027-03-15', startTime: '', endDate: '2027-03-16', endTime: '' }))).toEqual({ start: '2027-03-15', end: '2027-03-16' });
  });
});

describe('site health of events', () => {
  const today = '2026-11-20';

  it('warns of an event over but still marked upcoming, one to come marked past, and unreadable zones and times', () => {
    const c = content({
      teamMembers: [member({ id: 'member-1' })],
      events: [
        labEvent({ id: 'over', title: 'Over', startDate: '2026-11-19', status: 'upcoming' }),
        labEvent({ id: 'running', title: 'Running', startDate: '2026-11-18', endDate: '2026-11-20', status: 'upcoming' }),
        labEvent({ id: 'done', title: 'Done', startDate: '2026-10-01', status: 'past' }),
        labEvent({ id: 'cancelled', title: 'Cancelled', startDate: '2026-10-01', status: 'cancelled' }),
        labEvent({ id: 'early', title: 'Early', startDate: '2026-12-01', status: 'past' }),
        labEvent({ id: 'zone', title: 'Zone', startDate: '2026-12-01', timeZone: 'Oslo', startTime: '9.30' }),
      ],
    });
    const problems = checkContent(c, { today }).filter((p) => p.check === 'event-status');
    expect(problems.map((p) => [p.target.id, p.severity, p.field, p.fieldLabel, p.message])).toEqual([
      ['over', 'warning', 'status', 'Status', 'Ended on 2026-11-19, but still marked upcoming: the site lists it as past. Mark it past'],
      ['early', 'warning', 'status', 'Status', 'Marked past, but it takes place on 2026-12-01: the site lists it as upcoming'],
      ['zone', 'warning', 'timeZone', 'Time zone', '“Oslo” is no time zone the calendar knows; write one such as Europe/Oslo'],
      ['zone', 'warning', 'startTime', 'Start time', '“9.30” is no time of day; write it as HH:MM, such as 09:30'],
    ]);
  });

  it('reports an organiser or project that does not exist as a broken link', () => {
    const c = content({ teamMembers: [member({ id: 'member-1' })], projects: [project({ id: 'project-1' })], events: [labEvent({ organizerIds: ['member-1', 'member-gone'], projectId: 'project-gone', status: 'past' })] });
    expect(checkContent(c, { today }).filter((p) => p.check === 'broken-reference').map((p) => [p.field, p.message])).toEqual([
      ['organizerIds', 'Links to team member "member-gone", which does not exist'],
      ['projectId', 'Links to project "project-gone", which does not exist'],
    ]);
  });
});

describe("an event's Event markup", () => {
  const members = [member({ id: 'member-1', name: 'Ada Lovelace' })];
  const profile = emptyLabProfile('Curious Lab', 'University');

  it('gives start and end with offset, a Place, the lab as organiser, the registration as an offer and a scheduled status', () => {
    const ld = eventLd(site, labEvent({ id: 'event-1', title: 'Open lab day', place: 'Oslo', registrationUrl: 'https://example.org/register', startDate: '2026-10-08', startTime: '10:00', endTime: '15:00' }), members, profile);
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Open lab day',
      startDate: '2026-10-08T10:00:00+02:00',
      endDate: '2026-10-08T15:00:00+02:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Oslo' },
      organizer: { '@type': 'ResearchOrganization', name: 'Curious Lab' },
      performer: [{ '@type': 'Person', name: 'Ada Lovelace', url: 'https://lab.example/team/member-1/' }],
      offers: { '@type': 'Offer', url: 'https://example.org/register' },
      url: 'https://lab.example/events/event-1/',
    });
  });

  it('is online with a VirtualLocation, mixed with both, and says when it is cancelled', () => {
    const online = eventLd(site, labEvent({ place: '', onlineUrl: 'https://example.org/join' }), members, profile);
    expect(online).toMatchObject({ eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode', location: { '@type': 'VirtualLocation', url: 'https://example.org/join' } });
    const mixed = eventLd(site, labEvent({ place: 'Oslo', onlineUrl: 'https://example.org/join', status: 'cancelled' }), members, profile);
    expect(mixed).toMatchObject({ eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode', eventStatus: 'https://schema.org/EventCancelled' });
    expect(mixed.location).toEqual([expect.objectContaining({ '@type': 'Place' }), { '@type': 'VirtualLocation', url: 'https://example.org/join' }]);
    expect('offers' in online).toBe(false);
  });
});

/**
 * An RFC 5545 reader written for this test, independent of the writer: it checks CRLF line
 * ends, the 75-octet limit, unfolds, parses each content line (name, parameters, value), checks
 * BEGIN/END nesting and each component's required properties, and unescapes TEXT values.
 */
function readCalendar(text: string) {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  physical.forEach((line, index) => {
    if (/[\r\n]/.test(line)) problems.push(`line ${index + 1} holds a bare CR or LF`);
    if (Buffer.byteLength(line, 'utf8') > 75) problems.push(`line ${index + 1} is longer than 75 octets`);
    if (line.includes('\uFFFD')) problems.push(`line ${index + 1} holds a broken character`);
  });
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  type Component = { name: string; props: { name: string; params: Record<string, string>; value: string }[]; children: Component[] };
  const root: Component = { name: '', props: [], children: [] };
  const stack = [root];
  for (const line of logical) {
    const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/.exec(line);
    if (!match) {
      problems.push(`not a content line: ${line}`);
      continue;
    }
    const [, name, paramText, value] = match as unknown as [string, string, string, string];
    const params = Object.fromEntries([...paramText.matchAll(/;([A-Za-z0-9-]+)=("[^"]*"|[^";:,]*)/g)].map((m) => [m[1]!, m[2]!]));
    const top = stack[stack.length - 1]!;
    if (name === 'BEGIN') {
      const child: Component = { name: value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      if (top.name !== value) problems.push(`END:${value} closes ${top.name || 'nothing'}`);
      stack.pop();
    } else top.props.push({ name, params, value });
  }
  if (stack.length !== 1) problems.push('unclosed component');
  const unescape = (value: string) => {
    if (/\\[^\\;,nN]/.test(value.replace(/\\\\/g, ''))) problems.push(`bad escape in ${value}`);
    if (/(^|[^\\])(\\\\)*[;,]/.test(value)) problems.push(`unescaped ; or , in ${value}`);
    return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
  };
  const calendar = root.children[0];
  if (root.children.length !== 1 || calendar?.name !== 'VCALENDAR') problems.push('not one VCALENDAR');
  const one = (c: Component, name: string) => c.props.filter((p) => p.name === name);
  for (const required of ['VERSION', 'PRODID']) if (one(calendar!, required).length !== 1) problems.push(`VCALENDAR needs one ${required}`);
  const events = (calendar?.children ?? []).filter((c) => c.name === 'VEVENT');
  for (const event of events) {
    for (const required of ['UID', 'DTSTAMP', 'DTSTART']) if (one(event, required).length !== 1) problems.push(`VEVENT needs one ${required}`);
    for (const p of event.props) {
      if (['DTSTAMP', 'DTSTART', 'DTEND'].includes(p.name)) {
        const dateOnly = p.params.VALUE === 'DATE';
        if (!(dateOnly ? /^\d{8}$/ : /^\d{8}T\d{6}Z$/).test(p.value)) problems.push(`${p.name} is not a ${dateOnly ? 'DATE' : 'UTC DATE-TIME'}: ${p.value}`);
        if (p.params.TZID) problems.push('TZID without a VTIMEZONE');
      }
      if (['SUMMARY', 'DESCRIPTION', 'LOCATION'].includes(p.name)) p.value = unescape(p.value);
    }
  }
  const byName = (event: Component) => Object.fromEntries(event.props.map((p) => [p.name, p.params.VALUE ? `${p.params.VALUE}:${p.value}` : p.value]));
  return { problems, events: events.map(byName), calendar: calendar ? byName(calendar) : {} };
}

describe('the iCalendar feed', () => {
  it('escapes TEXT values and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
    const line = `SUMMARY:${'ø'.repeat(60)}😀${'x'.repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes one VEVENT per event, valid by an independent RFC 5545 reading, times in UTC and all-day events as days', () => {
    const events = [
      labEvent({ id: 'event-1', title: 'Open lab day, 2026; all welcome', startDate: '2026-10-08', startTime: '10:00', endTime: '15:00', timeZone: 'Europe/Oslo', place: 'Georg Sverdrups hus, Blindern\\Oslo', description: 'Try **our experiments**.\n\nNo registration needed; come when it suits you.\n\n- Day one\n- Day two' }),
      labEvent({ id: 'event-2', title: 'Workshop', startDate: '2027-03-15', startTime: '', endDate: '2027-03-16', endTime: '', registrationUrl: 'https://example.org/register' }),
      labEvent({ id: 'event-3', title: `Seminar ${'på nett '.repeat(12)}`, startDate: '2027-05-20', startTime: '16:00', endTime: '17:30', timeZone: 'America/New_York', place: '', onlineUrl: 'https://example.org/join', status: 'cancelled' }),
      labEvent({ id: 'event-bad', title: 'No zone', startDate: '2027-05-20', startTime: '16:00', timeZone: 'Nowhere/Land' }),
    ];
    const ics = eventsCalendar(site, content({ events, labProfile: emptyLabProfile('Curious Lab', 'University') }), new Date('2026-11-20T12:34:56Z'), '2026-11-20');
    const { problems, events: read, calendar } = readCalendar(ics);
    expect(problems).toEqual([]);
    expect(calendar).toMatchObject({ VERSION: '2.0', METHOD: 'PUBLISH' });
    // Upcoming first (soonest first), then past; an event whose zone cannot be read is left out.
    expect(read.map((e) => e.UID)).toEqual(['event-2@lab.example', 'event-3@lab.example', 'event-1@lab.example']);
    expect(read[2]).toMatchObject({
      DTSTAMP: '20261120T123456Z',
      DTSTART: '20261008T080000Z',
      DTEND: '20261008T130000Z',
      SUMMARY: 'Open lab day, 2026; all welcome',
      LOCATION: 'Georg Sverdrups hus, Blindern\\Oslo',
      DESCRIPTION: 'Try our experiments.\n\nNo registration needed; come when it suits you.\n\n- Day one\n- Day two',
      URL: 'https://lab.example/events/event-1/',
    });
    expect(read[0]).toMatchObject({ DTSTART: 'DATE:20270315', DTEND: 'DATE:20270317' });
    expect(read[0]!.DESCRIPTION).toContain('Registration: https://example.org/register');
    expect(read[1]).toMatchObject({ DTSTART: '20270520T200000Z', DTEND: '20270520T213000Z', LOCATION: 'https://example.org/join', STATUS: 'CANCELLED', SUMMARY: `Seminar ${'på nett '.repeat(12)}` });
    expect(ics.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is the same events with the same UIDs on every build', () => {
    const c = content({ events: [labEvent({ id: 'event-1' })] });
    const a = readCalendar(eventsCalendar(site, c, new Date('2026-01-01T00:00:00Z'), '2026-01-01')).events;
    const b = readCalendar(eventsCalendar(site, c, new Date('2026-06-01T00:00:00Z'), '2026-06-01')).events;
    expect(a.map((e) => e.UID)).toEqual(b.map((e) => e.UID));
  });
});
