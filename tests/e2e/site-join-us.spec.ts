import { expect, test } from './fixtures';
import { makeJob, makeProject, openSeeded } from './site-helpers';

const jobs = [
  makeJob({
    id: 'j-url',
    title: 'Postdoc in Modelling',
    type: 'Postdoctoral Researcher',
    location: 'On-site',
    applicationUrl: 'https://jobs.example.org/apply/1',
    contactEmail: 'lab@example.org',
    projectId: 'p-1',
    description: 'Build models.',
    requirements: ['PhD in a relevant field', 'Python'],
    postedDate: '2026-10-01',
    closingDate: '2026-12-15',
  }),
  makeJob({ id: 'j-mail', title: 'Student Assistant & Helper', type: 'Student Research Assistant', location: 'On-site, hybrid', contactEmail: 'hr@example.org' }),
  makeJob({ id: 'j-contact', title: 'Open Call', type: 'phd', location: 'Remote' }),
  makeJob({ id: 'j-closed', title: 'Closed Internship', type: 'Intern', isOpen: false, contactEmail: 'x@example.org' }),
];

test.beforeEach(async ({ seed, page }) => {
  // A job past its closing date is closed (shared/content/expiry): judge these jobs on a day before 2026-12-15.
  await page.clock.setFixedTime(new Date('2026-11-20T10:00:00'));
  await seed({ jobOpenings: jobs, projects: [makeProject({ id: 'p-1', title: 'Project One' })] });
  await openSeeded(page, '/join-us');
});

test('headings, and only open jobs are shown', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Open Positions' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(['Postdoc in Modelling', 'Student Assistant & Helper', 'Open Call']);
  await expect(page.getByText('Closed Internship')).toHaveCount(0);
});

test('a card shows type label, location, project, description, requirements and dates', async ({ page }) => {
  const card = page.getByRole('article').filter({ hasText: 'Postdoc in Modelling' });
  await expect(card.getByText('Postdoctoral Researcher', { exact: true })).toBeVisible();
  await expect(card.getByText('On-site', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Project One' })).toHaveAttribute('href', '/projects/p-1/');
  await expect(card.getByText('Build models.')).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveText(['PhD in a relevant field', 'Python']);
  await expect(card.getByText('Posted: 1 October 2026')).toBeVisible();
  await expect(card.getByText('Apply by: 15 December 2026')).toBeVisible();
  const general = page.getByRole('article').filter({ hasText: 'Open Call' });
  await expect(general.getByText('Project: General')).toBeVisible();
  await expect(general.getByText('PhD Position', { exact: true })).toBeVisible();
});

test('apply button priority: application URL, then email with subject, then contact page', async ({ page }) => {
  const withUrl = page.getByRole('article').filter({ hasText: 'Postdoc in Modelling' });
  await expect(withUrl.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', 'https://jobs.example.org/apply/1');
  await expect(withUrl.getByRole('link', { name: 'Apply via Email' })).toHaveCount(0);

  const withMail = page.getByRole('article').filter({ hasText: 'Student Assistant & Helper' });
  const mail = withMail.getByRole('link', { name: 'Apply via Email' });
  const href = await mail.getAttribute('href');
  expect(href).toMatch(/^mailto:hr@example\.org\?subject=/);
  expect(decodeURIComponent(href!.split('subject=')[1]!)).toBe('Application for Student Assistant & Helper');

  const neither = page.getByRole('article').filter({ hasText: 'Open Call' });
  await neither.getByRole('link', { name: 'Contact Us to Apply' }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
});

test('the type filter has All Positions plus the distinct types', async ({ page }) => {
  const filter = page.getByRole('combobox', { name: 'Position type' });
  await expect(filter.getByRole('option')).toHaveText(['All Positions', 'Postdoctoral Researcher', 'Student Research Assistant', 'PhD Position']);
  await filter.selectOption({ label: 'Student Research Assistant' });
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(['Student Assistant & Helper']);
});

test('no open positions shows the empty state', async ({ page }) => {
  await page.evaluate(() => {
    localStorage.setItem('jobOpenings', JSON.stringify([]));
    window.dispatchEvent(new CustomEvent('lab-content-changed', { detail: { keys: ['jobOpenings'] } }));
  });
  await expect(page.getByText('There are no open positions matching your selection at the moment.')).toBeVisible();
  await expect(page.getByText(/check back later/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact/');
});

test('each open position has its own page with the whole posting and its JobPosting markup', async ({ page }) => {
  type Posting = Record<string, unknown> & { jobLocation: { address: Record<string, string> } };
  const postingOf = async () =>
    JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Posting;
  // The list page carries no JobPosting (one posting per page).
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);

  await page.getByRole('link', { name: 'Postdoc in Modelling' }).click();
  await expect(page).toHaveURL(/\/join-us\/j-url\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Postdoc in Modelling' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText(['PhD in a relevant field', 'Python']);
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', 'https://jobs.example.org/apply/1');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  const onSite = await postingOf();
  expect(onSite).toMatchObject({ '@type': 'JobPosting', title: 'Postdoc in Modelling', url: expect.stringMatching(/\/join-us\/j-url\/$/) });
  // A place, not the work arrangement; HTML description with the requirements as a list.
  expect(onSite.jobLocation.address).toMatchObject({ addressLocality: 'Halden', postalCode: '1783', addressCountry: 'NO' });
  expect(onSite.description).toBe('<p>Build models.</p><p>Work arrangement: On-site</p><h3>Requirements</h3><ul><li>PhD in a relevant field</li><li>Python</li></ul>');
  expect(onSite.jobLocationType).toBeUndefined();

  await page.getByRole('link', { name: 'All open positions' }).click();
  await page.getByRole('link', { name: 'Open Call' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open Call' })).toBeVisible();
  await expect.poll(async () => (await postingOf()).title).toBe('Open Call');
  expect(await postingOf()).toMatchObject({
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'Norway' },
  });
});

test('a closed position has no page of its own', async ({ page }) => {
  await openSeeded(page, '/join-us/j-closed/');
  await expect(page.getByRole('heading', { level: 1, name: 'Position not found' })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});
