/**
 * The events' public pages (docs/decisions/087): /events with the upcoming events first, soonest
 * first, then the past ones, split by the day (the browser's own date is fixed here, so the
 * split does not depend on when the tests run); an event's page with its Event markup; the
 * Norwegian pages; the calendar feed /events.ics, served and readable; member and project
 * links; the site search; and an Events section that leaves the navigation when there are none.
 */
import { Axe } from './axe-helpers';
import { expect, test, type Page } from '@playwright/test';
import { openSeeded, seedStorage } from './site-helpers';

async function expectAxeClean(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new Axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const eventLd = async (page: Page) => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((ld) => ld['@type'] === 'Event');
};

test.beforeEach(async ({ page }) => {
  // A day between the open lab day (8 October 2026) and the workshop (15–16 March 2027).
  await page.clock.setFixedTime(new Date('2027-01-15T12:00:00'));
});

test('/events lists the upcoming events soonest first, then the past ones, with when, where and who, and links the calendar', async ({ page }) => {
  await page.goto('/events');
  await expect(page).toHaveTitle(/^Events · /);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Upcoming', 'Past']);
  const upcoming = main.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText(['Workshop on automated theory discovery', 'Online seminar: language models as hypothesis generators']);
  await expect(main.getByRole('region', { name: 'Past' }).getByRole('heading', { level: 3 })).toHaveText(['Open lab day 2026']);
  const workshop = upcoming.getByRole('listitem').filter({ hasText: 'Workshop on automated theory discovery' });
  await expect(workshop).toContainText('15 March 2027 – 16 March 2027, all day');
  await expect(workshop).toContainText('Oslo Science Park, Gaustadalléen 21, Oslo · Online');
  await expect(workshop.getByRole('link', { name: 'Ingrid Halvorsen' })).toHaveAttribute('href', '/team/member-1/');
  // Shown on the wall clock of the event's own zone, which is named.
  await expect(upcoming.getByRole('listitem').filter({ hasText: 'Online seminar' })).toContainText('20 May 2027, 16:00–17:30 (America/New York time)');
  await expect(main.getByRole('link', { name: 'Subscribe to the calendar' })).toHaveAttribute('href', '/events.ics');
  await expect(page.locator('link[rel="alternate"][type="text/calendar"]')).toHaveAttribute('href', /\/events\.ics$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' })).toBeVisible();
  await expectAxeClean(page);
});

test('an event moves to Past by itself the day after its last day', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2027-03-17T09:00:00'));
  await page.goto('/events');
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Upcoming' }).getByRole('heading', { level: 3 })).toHaveText(['Online seminar: language models as hypothesis generators']);
  await expect(main.getByRole('region', { name: 'Past' }).getByRole('heading', { level: 3 })).toHaveText(['Workshop on automated theory discovery', 'Open lab day 2026']);
});

test("an event's page: when in its zone, where, who, the description as rendered Markdown, registration, and an Event with offset times", async ({ page }) => {
  await page.goto('/events/event-2');
  await expect(page).toHaveTitle(/^Workshop on automated theory discovery · /);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'Workshop on automated theory discovery' })).toBeVisible();
  await expect(article.getByText('Upcoming', { exact: true })).toBeVisible();
  await expect(article.getByRole('region', { name: 'About the event' }).locator('strong')).toHaveText('equation discovery');
  await expect(article).not.toContainText('**');
  await expect(article.getByRole('link', { name: 'Register' })).toHaveAttribute('href', 'https://example.org/events/theory-discovery-2027/register');
  await expect(article.getByRole('link', { name: 'Join online' })).toHaveAttribute('href', 'https://example.org/events/theory-discovery-2027/stream');
  await expect(article.getByRole('link', { name: 'Automated Theory Discovery for Human Decision Making' })).toHaveAttribute('href', '/projects/project-1/');
  expect(await eventLd(page)).toMatchObject({
    '@type': 'Event',
    name: 'Workshop on automated theory discovery',
    startDate: '2027-03-15',
    endDate: '2027-03-16',
    eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: [{ '@type': 'Place', name: 'Oslo Science Park, Gaustadalléen 21, Oslo' }, { '@type': 'VirtualLocation', url: 'https://example.org/events/theory-discovery-2027/stream' }],
    organizer: { '@type': 'ResearchOrganization' },
    offers: { '@type': 'Offer', url: 'https://example.org/events/theory-discovery-2027/register' },
  });
  await expectAxeClean(page);
  await page.goto('/events/event-1');
  expect(await eventLd(page)).toMatchObject({ startDate: '2026-10-08T10:00:00+02:00', endDate: '2026-10-08T15:00:00+02:00', eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode', location: { '@type': 'Place' } });
  await expect(page.getByRole('article').getByText('Past', { exact: true })).toBeVisible();
  await page.goto('/events/event-3');
  expect(await eventLd(page)).toMatchObject({ startDate: '2027-05-20T16:00:00-04:00', eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode', location: { '@type': 'VirtualLocation' } });
  await page.goto('/events/no-such-event');
  await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
});

test('in Norwegian: /nb/events and an event\'s page in the nb words, with the translated title and description', async ({ page }) => {
  await page.goto('/nb/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Arrangementer' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Arrangementer' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Kommende', 'Tidligere']);
  await expect(main.getByRole('link', { name: 'Abonner på kalenderen' })).toHaveAttribute('href', '/nb/events.ics');
  await main.getByRole('link', { name: 'Workshop om automatisert teorioppdagelse' }).click();
  await expect(page).toHaveURL(/\/nb\/events\/event-2\/?$/);
  const article = page.getByRole('article');
  await expect(article.getByRole('region', { name: 'Om arrangementet' }).locator('strong')).toHaveText('oppdagelse av likninger');
  await expect(article.getByRole('link', { name: 'Meld deg på' })).toBeVisible();
  expect(await eventLd(page)).toMatchObject({ name: 'Workshop om automatisert teorioppdagelse', inLanguage: 'nb' });
  await expectAxeClean(page);
});

test('/events.ics is served as text/calendar: CRLF lines of at most 75 octets, one VEVENT per event with its UID, UTC times and escaped text', async ({ page }) => {
  for (const [path, summary] of [
    ['/events.ics', 'SUMMARY:Open lab day 2026'],
    ['/nb/events.ics', 'SUMMARY:Åpen lab-dag 2026'],
  ] as const) {
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    const body = (await response.body()).toString('utf8');
    expect(body.endsWith('\r\n')).toBe(true);
    const lines = body.slice(0, -2).split('\r\n');
    expect(lines.filter((line) => /[\r\n]/.test(line) || Buffer.byteLength(line, 'utf8') > 75)).toEqual([]);
    const unfolded = body.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
    expect(unfolded.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(unfolded.filter((line) => line === 'END:VEVENT')).toHaveLength(3);
    expect(unfolded.filter((line) => /^UID:event-\d@/.test(line))).toHaveLength(3);
    expect(unfolded).toContain(summary);
    expect(unfolded).toContain('DTSTART:20261008T080000Z');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20270315');
    expect(unfolded).toContain('DTSTART:20270520T200000Z');
    expect(unfolded.find((line) => line.startsWith('LOCATION:Georg'))).toBe('LOCATION:Georg Sverdrups hus\\, Blindern\\, Oslo');
  }
});

test("a member's and a project's page link to their events", async ({ page }) => {
  await page.goto('/team/member-3');
  await expect(page.getByRole('region', { name: 'Events' }).getByRole('link', { name: 'Workshop on automated theory discovery' })).toHaveAttribute('href', '/events/event-2/');
  await page.goto('/projects/project-2');
  await expect(page.getByRole('region', { name: 'Events' }).getByRole('link', { name: 'Open lab day 2026' })).toHaveAttribute('href', '/events/event-1/');
});

test('events are searchable; with no events the section leaves the navigation', async ({ page }) => {
  await page.goto('/search?q=open%20lab%20day');
  await expect(page.getByRole('link', { name: 'Open lab day 2026' })).toBeVisible();
  await seedStorage(page, { events: [] });
  await openSeeded(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Software' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Events' })).toHaveCount(0);
});
