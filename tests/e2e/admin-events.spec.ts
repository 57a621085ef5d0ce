/**
 * Events in the studio (docs/decisions/087): the default list and form its declaration gives,
 * an organiser chosen from the team, the new event on /events and on the member's page in the
 * editor's browser, and the events' file in the export.
 */
import { expect, test } from './fixtures';
import { stored } from './admin-helpers';
import { downloadOf, openDebugPanel, zipOf } from './debug-helpers';
import { openSeeded } from './site-helpers';
import { sourcePath } from '../../shared/export/source';

test.use({ signedIn: true });

test('adding an event: required fields, statuses, then on the studio list, /events and the organiser\'s page', async ({ page }) => {
  // A long walk through the studio and two public pages: more time on a busy machine.
  test.slow();
  await page.clock.setFixedTime(new Date('2027-01-15T12:00:00'));
  await page.goto('/admin');
  const card = page.getByRole('list', { name: 'Content' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Events', exact: true }) });
  await expect(card).toContainText('3');
  await card.getByRole('link', { name: 'Add new to Events' }).click();
  await expect(page).toHaveURL(/\/admin\/events\/new$/);

  const save = page.getByRole('button', { name: 'Add Event' });
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('upcoming');
  expect(await page.getByLabel('Status', { exact: true }).locator('option').allTextContents()).toEqual(['Upcoming', 'Past', 'Cancelled', 'Postponed']);
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');

  await page.getByLabel('Title', { exact: true }).fill('Summer school on cognitive modelling');
  await page.getByLabel('Start date', { exact: true }).fill('2027-06-14');
  await page.getByLabel('Start time', { exact: true }).fill('09:30');
  await page.getByLabel('End date', { exact: true }).fill('2027-06-18');
  await page.getByLabel('End time', { exact: true }).fill('16:00');
  await page.getByLabel('Time zone', { exact: true }).fill('Europe/Oslo');
  await page.getByLabel('Place', { exact: true }).fill('Blindern, Oslo');
  await page.getByLabel('Registration link', { exact: true }).fill('not a web address');
  await page.getByRole('group', { name: /^Organisers and speakers/ }).getByLabel('Petra Novak').check();
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Registration link: Please enter a valid URL (include http:// or https://)');
  await page.getByLabel('Registration link', { exact: true }).fill('https://example.org/summer-school/register');
  await save.click();
  await expect(page.getByText('Event saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Summer school on cognitive modelling' })).toBeVisible();
  const event = (await stored<{ id: string; organizerIds: string[]; status: string; timeZone: string }[]>(page, 'events')).find((e) => e.id === 'summer-school-on-cognitive-modelling')!;
  expect(event).toMatchObject({ organizerIds: ['member-2'], status: 'upcoming', timeZone: 'Europe/Oslo' });

  // The editor's browser shows the working copy: the event is on /events, after the sooner ones, and on the organiser's page.
  await openSeeded(page, '/events');
  await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('heading', { level: 3 })).toHaveText([
    'Workshop on automated theory discovery',
    'Online seminar: language models as hypothesis generators',
    'Summer school on cognitive modelling',
  ]);
  await expect(page.getByRole('listitem').filter({ hasText: 'Summer school' })).toContainText('14 June 2027, 09:30 – 18 June 2027, 16:00 (Europe/Oslo time)');
  await page.goto('/team/member-2');
  await expect(page.getByRole('region', { name: 'Events' }).getByRole('link', { name: 'Summer school on cognitive modelling' })).toHaveAttribute('href', /^\/events\/summer-school-on-cognitive-modelling\/?$/);
});

test('editing an event from its list, and the export carries the events file with the change', async ({ page }) => {
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Open lab day 2026' }).click();
  await page.getByLabel('Place', { exact: true }).fill('Forskningsparken, Oslo');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Event saved successfully!')).toBeVisible();

  await openDebugPanel(page);
  await page.getByRole('button', { name: 'Export Current Data as Default' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Current Data as Default' });
  const download = await downloadOf(page, () => dialog.getByRole('button', { name: 'Export Data' }).click());
  const zip = await zipOf(download);
  const file = await zip.file(sourcePath('events'))!.async('string');
  expect(file).toContain("import type { LabEvent } from '../schemas';");
  expect(file).toContain('export const events: LabEvent[] = [');
  expect(file).toContain('"place": "Forskningsparken, Oslo"');
  expect(file).toContain('"title": "Workshop on automated theory discovery"');
});
