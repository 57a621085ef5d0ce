/**
 * A news item's and a project's own share image (docs/decisions/078): a prerendered news page
 * names it in og:image and twitter:image, and a share image uploaded in a project's form is
 * reviewed on Publish and carried in the export ZIP under public/assets/projects/.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { seedContent } from '../fixtures/content/seed';
import { downloadOf, seedSession, zipOf } from './debug-helpers';

const seed = seedContent();

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

test('a news item with a share image names it in its prerendered og:image and twitter:image', async ({
  request,
  baseURL,
}) => {
  const item = seed.newsItems.find((news) => news.shareImage)!;
  expect(item.shareImage).not.toBe(item.imageUrl);
  const response = await request.get(`/news/${item.id}/`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const ogImage = metaOf(html, 'og:image');
  expect(ogImage).toMatch(new RegExp(`${item.shareImage!.replace(/[.]/g, '\\.')}$`));
  expect(metaOf(html, 'twitter:image')).toBe(ogImage);
  expect(metaOf(html, 'og:image:alt')).toBe(item.shareImageAlt);
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  // The JSON-LD NewsArticle shows the same picture.
  expect(html).toContain(`"caption":"${item.shareImageAlt}"`);
  // The file is served.
  const image = await request.get(new URL(item.shareImage!, baseURL).toString());
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/png');

  // A news item without one keeps its image.
  const other = seed.newsItems.find((news) => !news.shareImage && news.imageUrl && !news.emojiHexcodes?.length)!;
  const otherHtml = await (await request.get(`/news/${other.id}/`)).text();
  expect(metaOf(otherHtml, 'og:image:alt')).toBe(other.imageAlt);
  expect(metaOf(otherHtml, 'og:image')).not.toBe(ogImage);
});

test('a share image uploaded in a project is reviewed on Publish and exported under public/assets/projects/', async ({
  context,
  page,
}) => {
  const project = seed.projects[0]!;
  await seedSession(context);
  await page.goto(`/admin/projects/edit/${project.id}`);
  const group = page.getByRole('group', { name: 'Share image', exact: true });
  const card = await sharp({ create: { width: 2400, height: 1260, channels: 3, background: '#3d8da3' } })
    .png()
    .toBuffer();
  await group
    .getByLabel('Upload share image', { exact: true })
    .setInputFiles({ name: 'Preview card.png', mimeType: 'image/png', buffer: card });
  await expect(group.getByText('Image resized to 1600x840 px.')).toBeVisible();
  await expect(group.getByText(/^Uploaded: [a-z0-9-]+-share-preview-card-[a-z0-9]+\.webp$/)).toBeVisible();
  await expect(group.getByRole('img', { name: `Share image of ${project.title}` })).toBeVisible();

  // Alt text is required, as for the image.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please describe the share image in its alt text field, or mark it as decorative',
  );
  await group.getByLabel('Share image alt text', { exact: true }).fill('The project title over a teal ground');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/publish');
  const uploads = page.getByRole('region', { name: 'Uploads to be added' });
  await expect(uploads).toContainText(/New file [a-z0-9-]+-share-preview-card-[a-z0-9]+\.webp/);
  const projects = page.getByRole('region', { name: 'Projects' });
  await expect(projects).toContainText(project.title);
  await expect(projects).toContainText('The project title over a teal ground');

  const download = await downloadOf(page, () => page.getByRole('button', { name: 'Download export ZIP' }).click());
  const zip = await zipOf(download);
  const files = Object.keys(zip.files).filter((path) =>
    /^public\/assets\/projects\/.+-share-preview-card-[a-z0-9]+\.webp$/.test(path),
  );
  expect(files).toHaveLength(1);
  const bytes = await zip.file(files[0]!)!.async('nodebuffer');
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 840 });
  const source = await zip.file('shared/content/seed/projects.ts')!.async('string');
  expect(source).toContain(`"shareImage": "${files[0]!.slice('public'.length)}"`);
  expect(source).toContain('"shareImageAlt": "The project title over a teal ground"');
});
