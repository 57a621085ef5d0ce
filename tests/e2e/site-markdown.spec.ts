/**
 * A lab's prose in Markdown (docs/decisions/076) as visitors and editors see it: bold, a list, a
 * link and a heading on a news item's page, on the home card and in the feed (page and
 * feed.xml); the published page formatted without the Markdown parser; raw HTML and script
 * addresses inert; the Mission field's emphasis and links as before.
 */
import { expect, test } from './fixtures';
import { makeNews, openSeeded, seedContent } from './site-helpers';

/** The parser's chunk (assets/markdown-….js): a visitor's browser must never ask for it. */
const PARSER_CHUNK = /\/assets\/markdown-[\w-]+\.js$/;

test('a published news item in Markdown is formatted on its page and in the feed, without the parser', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/news/news-9/');
  const article = page.getByRole('main').getByRole('article');
  await expect(
    article.getByRole('heading', { level: 1, name: 'Northern Research Council funds closed-loop cognitive science' }),
  ).toBeVisible();
  // "## What the grant funds" sits right below the page's h1.
  await expect(article.getByRole('heading', { level: 2, name: 'What the grant funds' })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('EUR 1,450,000');
  await expect(article.getByRole('list').first().getByRole('listitem')).toHaveText([
    'two doctoral positions',
    'one postdoctoral position',
    'the infrastructure for large adaptive online experiments',
  ]);
  await expect(article.getByRole('link', { name: 'our research page' })).toHaveAttribute('href', '/projects/');
  const external = article.getByRole('link', { name: 'council’s site' });
  await expect(external).toHaveAttribute('href', 'https://research-council.example.org/');
  await expect(external).toHaveAttribute('rel', /noopener/);
  await expect(article).not.toContainText('**');

  // The page hydrated and is interactive: the internal link navigates in the app, whose next
  // page's data also carries its trees.
  await page.getByRole('main').getByRole('link', { name: 'All news' }).click();
  await expect(page).toHaveURL(/\/feed\/$/);
  const card = page.locator('li#news-9');
  await expect(card.getByRole('heading', { level: 3, name: 'What the grant funds' })).toBeVisible();
  await expect(card.locator('strong')).toHaveText('EUR 1,450,000');
  await expect(card.getByRole('link', { name: 'our research page' })).toBeVisible();
  expect(scripts.filter((url) => PARSER_CHUNK.test(url))).toEqual([]);
  expect(errors).toEqual([]);

  // feed.xml carries the rendered HTML, escaped once for the XML, with absolute addresses.
  const xml = await (await page.request.get('/feed.xml')).text();
  const entry = xml.split('<entry>').find((part) => part.includes('/news/news-9/'))!;
  const html = /<content type="html">([\s\S]*?)<\/content>/
    .exec(entry)![1]!
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  expect(html).toContain('<strong>EUR 1,450,000</strong>');
  expect(html).toContain('<h2>What the grant funds</h2>');
  expect(html).toContain('<ul><li>two doctoral positions</li>');
  expect(html).toMatch(/<a href="https?:\/\/[^"]+\/projects\/">our research page<\/a>/);
  expect(html).not.toContain('**');
});

const HOSTILE = [
  'We won a **major grant** from the [Research Council](https://research-council.example.org/).',
  '',
  '## Positions',
  '',
  '- two PhD students',
  '- one postdoc',
  '',
  'Read [our research page](/projects). <script>window.__markdownScript = true</script>',
  '',
  '<img src="x" onerror="window.__markdownImage = true">',
  '',
  'Do not [click here](javascript:window.__markdownLink=true) please.',
].join('\n');

test('an editor’s news item in Markdown shows formatted on its page, the home card and the feed; script in it stays inert', async ({
  seed,
  page,
}) => {
  const content = seedContent();
  await seed({
    newsItems: [
      makeNews({ id: 'grant-news', title: 'A grant for the lab', content: HOSTILE, date: '2026-10-01' }),
      ...content.newsItems,
    ],
    featuredItems: { ...content.featuredItems, newsItemId: 'grant-news' },
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await openSeeded(page, '/news/grant-news');
  const article = page.getByRole('main').getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Positions' })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('major grant');
  await expect(article.getByRole('list').first().getByRole('listitem')).toHaveText(['two PhD students', 'one postdoc']);
  await expect(article.getByRole('link', { name: 'Research Council' })).toHaveAttribute('rel', /noopener/);
  await expect(article.getByRole('link', { name: 'our research page' })).toHaveAttribute('href', '/projects/');
  // Raw HTML is text; the script address leaves its words without a link.
  await expect(article).toContainText('<script>window.__markdownScript = true</script>');
  await expect(article).toContainText('<img src="x" onerror="window.__markdownImage = true">');
  await expect(article.locator('script, img[onerror]')).toHaveCount(0);
  await expect(article.getByText('Do not click here please.')).toBeVisible();
  await expect(article.getByRole('link', { name: 'click here' })).toHaveCount(0);
  await expect(article.locator('a[href^="javascript" i]')).toHaveCount(0);

  await openSeeded(page, '/');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'A grant for the lab' }) });
  await expect(card.locator('strong')).toHaveText('major grant');
  await expect(card.getByRole('link', { name: 'Research Council' })).toBeVisible();
  await expect(card.getByRole('heading', { level: 4, name: 'Positions' })).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveText(['two PhD students', 'one postdoc']);
  // The card shows the start of the text (115 characters), cut with "...", the raw HTML as text.
  await expect(card).toContainText('our research page. <script>...');
  await expect(card).not.toContainText('please');
  await expect(card.locator('script')).toHaveCount(0);

  await openSeeded(page, '/feed');
  const item = page.locator('li#grant-news');
  await expect(item.getByRole('heading', { level: 3, name: 'Positions' })).toBeVisible();
  await expect(item.getByRole('list').first().getByRole('listitem')).toHaveText(['two PhD students', 'one postdoc']);
  await expect(item.locator('strong')).toHaveText('major grant');
  await expect(item.getByRole('link', { name: 'Research Council' })).toBeVisible();
  await expect(item.locator('script, img[onerror], a[href^="javascript" i]')).toHaveCount(0);

  // A click on the refused link's words does nothing.
  await openSeeded(page, '/news/grant-news');
  await page.getByText('Do not click here please.').click();
  const flags = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return [w.__markdownScript, w.__markdownImage, w.__markdownLink];
  });
  expect(flags).toEqual([undefined, undefined, undefined]);
  expect(dialogs).toEqual([]);
});

test('the Mission field keeps its emphasis and links, and takes Markdown', async ({ seed, page }) => {
  const content = seedContent();
  const mission =
    'We study *how people learn* with [open experiments](/projects) and [partners](https://partners.example.org/).\n\nA second paragraph with **strong words**.';
  await seed({
    labProfile: { ...content.labProfile, home: { ...content.labProfile.home, missionHeading: 'Our mission', mission } },
  });
  await openSeeded(page, '/');
  const section = page.getByRole('region', { name: 'Our mission' });
  await expect(section.locator('em')).toHaveText('how people learn');
  await expect(section.getByRole('link', { name: 'open experiments' })).toHaveAttribute('href', '/projects/');
  await expect(section.getByRole('link', { name: 'partners' })).toHaveAttribute('rel', /noopener/);
  await expect(section.locator('p.mission__text')).toHaveCount(2);
  await expect(section.locator('strong')).toHaveText('strong words');
  await expect(section).not.toContainText('*');
});
