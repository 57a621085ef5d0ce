import { expect, test } from './fixtures';

test.use({ signedIn: true });

test('the dashboard shows the fifteen cards with counts and captions', async ({ page }) => {
  // Open means open on the day (shared/content/expiry): the seed's open position closes on 2026-12-15.
  await page.clock.setFixedTime(new Date('2026-11-20T10:00:00'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Content' }).getByRole('listitem');
  await expect(cards).toHaveCount(15);
  const card = (title: string) => cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card('Projects')).toContainText('6');
  await expect(card('Projects')).toContainText('research projects');
  await expect(card('Team')).toContainText('15');
  await expect(card('Publications')).toContainText('scientific publications');
  await expect(card('Collaborators')).toContainText('academic and industry partners');
  await expect(card('Job Openings')).toContainText('open positions');
  // The count says how many openings there are and how many of them are open.
  await expect(card('Job Openings')).toContainText(/4\s*job openings, 1 open/);
  await expect(card('Pages')).toContainText(/2\s*pages of your own/);
  await expect(card('Team Image')).toContainText('Update the team image shown on the homepage');
  // Featured titles are cut to 20 characters plus an ellipsis.
  await expect(card('Featured Content')).toContainText('Project:');
  await expect(card('Featured Content')).toContainText('Automated Theory Dis...');
  await expect(card('Featured Content')).toContainText('Publication:');
});

test('a card click opens its list while its action link opens the new form', async ({ page }) => {
  await page.goto('/admin');
  const teamCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Team', exact: true }) });
  // Click the caption (not the title link): the whole card opens the list.
  const box = (await teamCard.getByText('team members').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/admin\/team$/);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Add new to Team' }).click();
  await expect(page).toHaveURL(/\/admin\/team\/new$/);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Update team image' }).click();
  await expect(page).toHaveURL(/\/admin\/team-image$/);
});

test('the debug toggle shows and hides the debug panel', async ({ page }) => {
  await page.goto('/admin');
  const toggle = page.getByRole('button', { name: 'Show Debug' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide Debug' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Hide Debug' }).click();
  await expect(page.getByRole('button', { name: 'Show Debug' })).toBeVisible();
});

test('with no featured items the card says so', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('featuredItems', JSON.stringify({ projectId: null, newsItemId: null, publicationId: null }));
  });
  await page.goto('/admin');
  await expect(page.getByText('No items currently featured')).toBeVisible();
});
