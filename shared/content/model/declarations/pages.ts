/**
 * The lab's own pages ("Open science", "Facilities"), at /{slug}/ in every language
 * (docs/decisions/077). A page's address is its slug, not its id (../pages.ts, pagePath); a page
 * shares its image (itemShareImage falls back to it) and has no share image of its own.
 */
import { PAGE_IMAGE_MAX_SIDE } from '../constants';
import { declareCollection, image, markdown, special, text } from '../fields';

export const declaration = declareCollection({
  singular: 'page',
  plural: 'pages',
  type: 'Page',
  idPrefix: 'page',
  list: { title: 'Manage Pages', one: 'page', many: 'pages' },
  card: { title: 'Pages', caption: 'pages of your own' },
  fields: [
    special('id', 'ID'),
    text('title', 'Title', { required: true, translatable: true }),
    // Checked against the site's own addresses (../pages.ts, slugProblem).
    text('slug', 'Address', { required: true }),
    markdown('body', 'Body', { required: true, translatable: true }),
    image('imageUrl', 'Image', {
      optional: true,
      alt: { key: 'imageAlt', label: 'Image alt text', translatable: true },
      folder: 'pages',
      upload: 'Upload image',
      url: 'Image URL',
      displayWidth: 1200,
      maxSide: PAGE_IMAGE_MAX_SIDE,
    }),
    // Where it is linked from: the header's navigation, the footer, or only by its address.
    special('placement', 'Shown in'),
  ],
});
