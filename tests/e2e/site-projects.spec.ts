/* eslint-disable no-script-url -- script URLs are fed in on purpose, to prove they never reach the page */
import { expect, test } from './fixtures';
import { seedContent } from '../fixtures/content/seed';
import { longText, makeMember, openSeeded, makeProject, makePublication, makeSoftware } from './site-helpers';

const projects = [
  makeProject({ id: 'p-1', title: 'Alpha Minds', description: 'Studying memory with robots.', category: ['Psychology'], topics: ['EEG', 'Modelling'] }),
  makeProject({ id: 'p-2', title: 'Beta Brains', description: 'Neural signals of choice.', category: ['Neuroscience', 'Psychology'], topics: ['fMRI'] }),
  makeProject({ id: 'p-3', title: 'Gamma Models', description: 'Automated theory search.', category: 'Machine Learning', topics: ['Modelling'] }),
];

const cardTitles = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('heading', { level: 2 });

test.describe('research areas list', () => {
  test.beforeEach(async ({ seed, page }) => {
    await seed({ projects });
    await openSeeded(page, '/projects');
  });

  test('filters default to All and show every project', async ({ page }) => {
    await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Method' })).toHaveValue('');
    await expect(cardTitles(page)).toHaveText(['Alpha Minds', 'Beta Brains', 'Gamma Models']);
  });

  test('the topic filter uses the categories (list or single string)', async ({ page }) => {
    await page.getByRole('combobox', { name: 'Topic' }).selectOption('Psychology');
    await expect(cardTitles(page)).toHaveText(['Alpha Minds', 'Beta Brains']);
    await page.getByRole('combobox', { name: 'Topic' }).selectOption('Machine Learning');
    await expect(cardTitles(page)).toHaveText(['Gamma Models']);
  });

  test('the method filter uses the topics', async ({ page }) => {
    await page.getByRole('combobox', { name: 'Method' }).selectOption('Modelling');
    await expect(cardTitles(page)).toHaveText(['Alpha Minds', 'Gamma Models']);
  });

  test('search matches any word, case-insensitively, over title and description', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Search' }).fill('ROBOTS gamma');
    await expect(cardTitles(page)).toHaveText(['Alpha Minds', 'Gamma Models']);
    await page.getByRole('searchbox', { name: 'Search' }).fill('signals');
    await expect(cardTitles(page)).toHaveText(['Beta Brains']);
  });

  test('filters combine, and no match shows the empty message', async ({ page }) => {
    await page.getByRole('combobox', { name: 'Topic' }).selectOption('Neuroscience');
    await page.getByRole('combobox', { name: 'Method' }).selectOption('Modelling');
    await expect(cardTitles(page)).toHaveCount(0);
    await expect(page.getByText('No projects found with the selected filters')).toBeVisible();
    await page.getByRole('combobox', { name: 'Method' }).selectOption('');
    await expect(cardTitles(page)).toHaveText(['Beta Brains']);
    await page.getByRole('searchbox', { name: 'Search' }).fill('nothing-matches-this');
    await expect(page.getByText('No projects found with the selected filters')).toBeVisible();
  });
});

test.describe('project card', () => {
  test('shows a 120-character excerpt, the categories joined by commas and coloured topic tags', async ({ seed, page }) => {
    const description = longText(400, 'Card description');
    await seed({
      projects: [makeProject({ id: 'p', title: 'Long one', description, category: ['Psychology', 'Neuroscience'], topics: ['EEG', 'fMRI'] })],
      topicColorRegistry: { EEG: { name: 'EEG', color: 'hsl(120, 70%, 80%)', hue: 120 } },
    });
    await openSeeded(page, '/projects');
    const card = page.getByRole('article');
    await expect(card.getByText(`${description.slice(0, 120)}...`, { exact: true })).toBeVisible();
    await expect(card.getByText('Psychology, Neuroscience', { exact: true })).toBeVisible();
    const dots = card.getByRole('list', { name: 'Methods' }).locator('.topic-tag__dot');
    // The registry colour wins; an unregistered topic gets a generated hue.
    await expect(dots.nth(0)).toHaveCSS('background-color', 'rgb(168, 240, 168)');
    await expect(dots.nth(1)).not.toHaveCSS('background-color', 'rgb(168, 240, 168)');
  });

  test('an emoji project shows the overlay and the 135-degree topic gradient on hover', async ({ seed, page }) => {
    await seed({
      projects: [makeProject({ id: 'p', title: 'Emoji one', emojiHexcodes: ['1F9E0', '1F52C'], topics: ['A', 'B'] })],
      topicColorRegistry: {
        A: { name: 'A', color: 'hsl(0, 70%, 80%)', hue: 0 },
        B: { name: 'B', color: 'hsl(180, 70%, 80%)', hue: 180 },
      },
    });
    const emojiRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('openmoji')) emojiRequests.push(request.url());
    });
    await openSeeded(page, '/projects');
    const media = page.locator('.project-card__media');
    await expect(media).toHaveAttribute('data-background', 'gradient');
    const emojis = media.locator('img.emoji');
    await expect(emojis).toHaveCount(2);
    await expect(emojis.first()).toHaveAttribute('src', '/openmoji/1F9E0.svg');
    await expect.poll(() => emojis.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(emojiRequests.every((url) => url.startsWith('http://127.0.0.1'))).toBe(true);
    await expect(media).not.toHaveCSS('background-image', /rgb\(240, 168, 168\)/);
    await page.getByRole('article').hover();
    await expect(media).toHaveCSS('background-image', 'linear-gradient(135deg, rgb(240, 168, 168), rgb(168, 240, 240))');
  });

  test('a valid image covers the block', async ({ seed, page }) => {
    await seed({ projects: [makeProject({ id: 'p', image: '/assets/lab/team.svg', emojiHexcodes: ['1F9E0'] })] });
    await openSeeded(page, '/projects');
    const media = page.locator('.project-card__media');
    await expect(media).toHaveAttribute('data-background', 'image');
    await expect(media.locator('img:not(.emoji)')).toHaveAttribute('src', '/assets/lab/team.svg');
  });

  test('an image that fails to load falls back to the gradient or the default background', async ({ seed, page }) => {
    await page.route('**/broken-image.png', (route) => route.fulfill({ status: 404, body: '' }));
    await seed({
      projects: [
        makeProject({ id: 'p-1', title: 'With emojis', image: '/broken-image.png', emojiHexcodes: ['1F9E0'] }),
        makeProject({ id: 'p-2', title: 'Without emojis', image: '/broken-image.png' }),
      ],
    });
    await openSeeded(page, '/projects');
    const withEmojis = page.getByRole('article').filter({ hasText: 'With emojis' }).locator('.project-card__media');
    const without = page.getByRole('article').filter({ hasText: 'Without emojis' }).locator('.project-card__media');
    await expect(withEmojis).toHaveAttribute('data-background', 'gradient');
    await expect(without).toHaveAttribute('data-background', 'default');
    await expect(without.locator('img')).toHaveCount(0);
    await expect(without).toHaveCSS('background-image', 'linear-gradient(135deg, rgb(0, 170, 255), rgb(0, 85, 128))');
  });

  test('image values ending in undefined or null, empty or script URLs are not valid images', async ({ seed, page }) => {
    await seed({
      projects: [
        makeProject({ id: 'p-1', image: '/assets/projects/undefined' }),
        makeProject({ id: 'p-2', image: 'https://example.org/null' }),
        makeProject({ id: 'p-3', image: '   ' }),
        makeProject({ id: 'p-4', image: 'javascript:alert(1)' }),
      ],
    });
    await openSeeded(page, '/projects');
    const media = page.locator('.project-card__media');
    await expect(media).toHaveCount(4);
    for (let i = 0; i < 4; i += 1) await expect(media.nth(i)).toHaveAttribute('data-background', 'default');
    await expect(page.locator('.project-card__media img')).toHaveCount(0);
  });
});

test.describe('project detail', () => {
  const members = [
    makeMember({ id: 'm-1', name: 'Ada Lovelace', projects: ['p-1'] }),
    makeMember({ id: 'm-2', name: 'Alan Turing', projects: [] }),
  ];
  const project = makeProject({
    id: 'p-1',
    title: 'Detail Project',
    description: 'First paragraph here.\n\nSecond paragraph here.\n\nThird one.',
    category: ['Psychology', 'Neuroscience'],
    team: ['Ada Lovelace', 'Alan Turing'],
    topics: ['EEG'],
    publications: ['pub-2'],
    emojiHexcodes: ['1F9E0'],
  });

  test('shows paragraphs, methods, topics, members, software and publications', async ({ seed, page }) => {
    await seed({
      projects: [project, makeProject({ id: 'p-2', title: 'Other' })],
      teamMembers: members,
      software: [makeSoftware({ id: 's-1', name: 'ToolForP1', projectIds: ['p-1'] }), makeSoftware({ id: 's-2', name: 'OtherTool', projectIds: ['p-2'] })],
      publications: [
        makePublication({ id: 'pub-1', title: 'Linked by projectIds', projectIds: ['p-1'] }),
        makePublication({ id: 'pub-2', title: 'Listed by the project' }),
        makePublication({ id: 'pub-3', title: 'Legacy projectId only', projectId: 'p-1' }),
        makePublication({ id: 'pub-4', title: 'Unrelated', projectIds: ['p-2'] }),
      ],
    });
    await openSeeded(page, '/projects/p-1');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Detail Project' })).toBeVisible();
    await expect(main.locator('.prose p')).toHaveText(['First paragraph here.', 'Second paragraph here.', 'Third one.']);
    await expect(main.getByRole('region', { name: 'Methods' })).toContainText('EEG');
    await expect(main.getByRole('region', { name: 'Topics' })).toContainText('Psychology');
    await expect(main.getByRole('region', { name: 'Topics' })).toContainText('Neuroscience');
    await expect(main.locator('img.emoji')).toHaveAttribute('src', '/openmoji/1F9E0.svg');
    await expect(main.getByRole('region', { name: 'Software' }).getByRole('link')).toHaveText(['ToolForP1']);
    const pubs = main.getByRole('region', { name: 'Publications' });
    await expect(pubs.getByRole('heading', { level: 3 })).toHaveText(['Linked by projectIds', 'Listed by the project', 'Legacy projectId only']);
    await main.getByRole('link', { name: 'Alan Turing' }).click();
    await expect(page).toHaveURL(/\/team\/m-2\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alan Turing' })).toBeVisible();
  });

  test('clicking a card opens its detail page', async ({ seed, page }) => {
    await seed({ projects: [project] });
    await openSeeded(page, '/projects');
    await page.getByRole('link', { name: 'Detail Project' }).click();
    await expect(page).toHaveURL(/\/projects\/p-1\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Detail Project' })).toBeVisible();
  });

  test('an unknown id shows Project not found', async ({ page }) => {
    await page.goto('/projects/nope-123');
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
  });

  test('while the page is loading it shows Loading project details...', async ({ seed, page }) => {
    // A prerendered project page arrives complete; a project that exists only in this browser's
    // content (not yet published, so not prerendered) is rendered in the browser and loads first.
    const project = { ...seedContent().projects[0]!, id: 'project-local', title: 'Local Project' };
    await seed({ projects: [...seedContent().projects, project] });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/project-detail-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/projects/project-local', { waitUntil: 'commit' });
    await expect(page.getByText('Loading project details...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local Project');
    await expect(page.getByText('Loading project details...')).toHaveCount(0);
  });
});
