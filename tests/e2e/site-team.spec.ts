import { expect, test } from './fixtures';
import { longText, makeMember, makeProject, makePublication, makeSoftware, openSeeded } from './site-helpers';

test('the team page lists member cards linking to their pages and a Join Us card', async ({ seed, page }) => {
  await seed({
    teamMembers: [
      makeMember({ id: 'm-1', name: 'Ada Lovelace', role: 'Principal Investigator' }),
      makeMember({ id: 'm-2', name: 'Alan Turing' }),
    ],
  });
  await openSeeded(page, '/team');
  const main = page.getByRole('main');
  // Members sit under role headings (level 2), their names one level below.
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Principal Investigator',
    'Doctoral Researchers',
    'Join Us',
  ]);
  await expect(main.getByRole('heading', { level: 3 })).toHaveText(['Ada Lovelace', 'Alan Turing']);
  await expect(main.getByRole('region', { name: 'Principal Investigator' }).getByRole('paragraph')).toHaveText(
    'Principal Investigator',
  );
  await main.getByRole('link', { name: 'Join Us' }).click();
  await expect(page).toHaveURL(/\/join-us\/$/);
  await page.goBack();
  await main.getByRole('link', { name: 'Alan Turing' }).click();
  await expect(page).toHaveURL(/\/team\/m-2\/$/);
});

test('the team page groups members by role in academic order, keeping the manual order within a group', async ({
  seed,
  page,
}) => {
  await seed({
    teamMembers: [
      makeMember({ id: 'm-1', name: 'Mara Student', role: 'Master Student' }),
      makeMember({ id: 'm-2', name: 'Otto Office', role: 'Administration' }),
      makeMember({ id: 'm-3', name: 'Dora Second', role: 'Doctoral Researcher' }),
      makeMember({ id: 'm-4', name: 'Pia Lead', role: 'Principal Investigator' }),
      makeMember({ id: 'm-5', name: 'Dana First', role: 'Doctoral Researcher' }),
      makeMember({ id: 'm-6', name: 'Vic Guest', role: 'Visiting Doctoral Researcher' }),
      makeMember({ id: 'm-7', name: 'Paul Post', role: 'Postdoctoral Researcher' }),
    ],
  });
  await openSeeded(page, '/team');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Principal Investigator',
    'Postdoctoral Researchers',
    'Doctoral Researchers',
    'Visiting Researchers',
    'Students and Research Assistants',
    'Administration',
    'Join Us',
  ]);
  // Within a group the stored (manual) order holds: Dora was placed before Dana.
  await expect(
    main.getByRole('region', { name: 'Doctoral Researchers', exact: true }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Dora Second', 'Dana First']);
  await expect(main.getByRole('region', { name: 'Alumni' })).toHaveCount(0);
});

test('alumni are listed in a compact Alumni section with their end year, not in the role groups', async ({ seed, page }) => {
  await seed({
    teamMembers: [
      makeMember({ id: 'm-1', name: 'Current Person', role: 'Doctoral Researcher' }),
      makeMember({ id: 'm-2', name: 'Former Person', role: 'Doctoral Researcher', alumni: true, alumniYear: 2023 }),
      makeMember({ id: 'm-3', name: 'Older Alumna', role: 'Postdoctoral Researcher', alumni: true, alumniYear: 2019 }),
    ],
  });
  await openSeeded(page, '/team');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Doctoral Researchers', 'Join Us', 'Alumni']);
  await expect(
    main.getByRole('region', { name: 'Doctoral Researchers', exact: true }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Current Person']);
  const alumni = main.getByRole('region', { name: 'Alumni' });
  await expect(alumni.getByRole('listitem')).toHaveText([
    'Former PersonDoctoral Researcher · until 2023',
    'Older AlumnaPostdoctoral Researcher · until 2019',
  ]);
  await alumni.getByRole('link', { name: 'Former Person' }).click();
  await expect(page).toHaveURL(/\/team\/m-2\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Former Person' })).toBeVisible();
});

test('a member without a photo gets initials on a readable colour derived from the name', async ({ seed, page }) => {
  // #00AAFF (the form's colour) is too light for white initials, so the name decides the colour.
  await seed({ teamMembers: [makeMember({ id: 'm-1', name: 'Ada Lovelace', color: '#00AAFF' })] });
  await openSeeded(page, '/team');
  const avatar = page.getByRole('main').locator('.member-card:not(.member-card--join) .avatar--circle');
  await expect(avatar).toHaveText('AL');
  await expect(avatar).not.toHaveCSS('background-color', 'rgb(0, 170, 255)');
});

test.describe('team member page', () => {
  const longDescription = longText(400, 'Member project description');
  const member = makeMember({
    id: 'm-1',
    name: 'Ada Lovelace',
    role: 'Postdoctoral Researcher',
    bio: 'Bio paragraph one.\n\nBio paragraph two.',
    email: 'ada@example.org',
    github: 'adalovelace',
    cvUrl: 'https://example.org/ada-cv.pdf',
    projects: ['p-1'],
  });

  test('shows links, bio paragraphs, research areas cut at 150, and developed software', async ({ seed, page }) => {
    await seed({
      teamMembers: [member],
      projects: [
        makeProject({ id: 'p-1', title: 'Engines', description: longDescription }),
        makeProject({ id: 'p-2', title: 'Not hers' }),
      ],
      software: [
        makeSoftware({ id: 's-1', name: 'Analytical', developers: ['Ada Lovelace'] }),
        makeSoftware({ id: 's-2', name: 'Other', developers: ['Someone'] }),
      ],
    });
    await openSeeded(page, '/team/m-1');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(main.getByText('Postdoctoral Researcher')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:ada@example.org');
    await expect(main.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/adalovelace');
    await expect(main.getByRole('link', { name: 'CV' })).toHaveAttribute('href', 'https://example.org/ada-cv.pdf');
    await expect(main.getByRole('region', { name: 'Biography' }).locator('p')).toHaveText([
      'Bio paragraph one.',
      'Bio paragraph two.',
    ]);
    const areas = main.getByRole('region', { name: 'Research Areas' });
    await expect(areas.getByRole('link')).toHaveText(['Engines']);
    await expect(areas.getByText(`${longDescription.slice(0, 150)}...`, { exact: true })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Software' }).getByRole('link')).toHaveText(['Analytical']);
    // No image: a circle in the member's colour.
    await expect(main.locator('.avatar--circle')).toHaveCSS('background-color', 'rgb(0, 116, 159)');
  });

  test('publications are matched by surname and grouped by year, newest first', async ({ seed, page }) => {
    await seed({
      teamMembers: [member],
      publications: [
        makePublication({ id: 'a', title: 'Old paper', year: 2019, authors: ['Lovelace, A.', 'Babbage, C.'] }),
        makePublication({ id: 'b', title: 'New paper', year: 2025, authors: ['Babbage, C.', 'Lovelace, A.'] }),
        makePublication({ id: 'c', title: 'Another new paper', year: 2025, authors: ['Lovelace, A.'] }),
        makePublication({ id: 'd', title: 'Middle paper', year: 2022, authors: ['Ada Lovelace'] }),
        makePublication({ id: 'e', title: 'Not hers', year: 2024, authors: ['Babbage, C.'] }),
      ],
    });
    await openSeeded(page, '/team/m-1');
    const pubs = page.getByRole('region', { name: 'Publications', exact: true });
    await expect(pubs.getByRole('heading', { level: 3 })).toHaveText(['2025', '2022', '2019']);
    await expect(pubs.getByRole('region', { name: '2025' }).getByRole('heading', { level: 4 })).toHaveText([
      'New paper',
      'Another new paper',
    ]);
    await expect(pubs.getByRole('region', { name: '2019' }).getByRole('heading', { level: 4 })).toHaveText([
      'Old paper',
    ]);
    await expect(pubs.getByText('Not hers')).toHaveCount(0);
  });

  test('the page refreshes on publication-updated and project-updated', async ({ seed, page }) => {
    await seed({
      teamMembers: [member],
      publications: [makePublication({ id: 'a', title: 'Original title', authors: ['Lovelace, A.'] })],
    });
    await openSeeded(page, '/team/m-1');
    await expect(page.getByText('Original title')).toBeVisible();
    await page.evaluate(() => document.querySelector('main')?.setAttribute('data-refresh-marker', ''));
    expect(await page.evaluate(() => document.querySelector('main')!.hasAttribute('data-refresh-marker'))).toBe(true);
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('publication-updated', { detail: { publicationId: 'a', teamMemberIds: ['m-1'] } }),
      ),
    );
    // The page re-mounts its content, so the marker set on the old element is gone.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('main')!.hasAttribute('data-refresh-marker')))
      .toBe(false);
    await page.evaluate(() => document.querySelector('main')?.setAttribute('data-refresh-marker', ''));
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('project-updated', { detail: { projectId: 'p-1', timestamp: 1 } })),
    );
    await expect
      .poll(() => page.evaluate(() => document.querySelector('main')!.hasAttribute('data-refresh-marker')))
      .toBe(false);
  });

  test('a change from another tab shows without a reload', async ({ seed, page, context }) => {
    await seed({
      teamMembers: [member],
      publications: [makePublication({ id: 'a', title: 'Original title', authors: ['Lovelace, A.'] })],
    });
    await openSeeded(page, '/team/m-1');
    await expect(page.getByText('Original title')).toBeVisible();
    const other = await context.newPage();
    await other.goto('/contact');
    await other.evaluate(() => {
      const pubs = JSON.parse(localStorage.getItem('publications')!);
      pubs[0].title = 'Renamed elsewhere';
      localStorage.setItem('publications', JSON.stringify(pubs));
    });
    await expect(page.getByText('Renamed elsewhere')).toBeVisible();
  });

  test('an unknown id shows Team member not found', async ({ page }) => {
    await page.goto('/team/member-does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Team member not found' })).toBeVisible();
  });
});
