/** News: each item's own page at /news/{id}, listed in the feed. */
import { NEWS_IMAGE_MAX_SIDE } from '../constants';
import { date, declareCollection, flag, image, list, markdown, special, text } from '../fields';

export const declaration = declareCollection({
  singular: 'news item',
  plural: 'news',
  type: 'NewsItem',
  idPrefix: 'news',
  list: { title: 'Manage News', one: 'news item', many: 'news items' },
  card: { title: 'News', caption: 'news items' },
  fields: [
    special('id', 'ID'),
    text('title', 'Title', { required: true, translatable: true }),
    markdown('content', 'Content', { required: true, translatable: true }),
    date('date', 'Date', { required: true }),
    text('author', 'Author', { required: true }),
    flag('featured', 'Featured (pinned to the top of News)', { review: 'featured' }),
    list('tags', 'Tags'),
    image('imageUrl', 'Image', {
      optional: true,
      alt: { key: 'imageAlt', label: 'Image alt text', translatable: true },
      folder: 'news',
      upload: 'Upload image',
      url: 'Image URL',
      displayWidth: 1200,
      maxSide: NEWS_IMAGE_MAX_SIDE,
    }),
    image('shareImage', 'Share image', {
      optional: true,
      share: true,
      alt: { key: 'shareImageAlt', label: 'Share image alt text', translatable: true, decorativeLabel: 'Decorative share image (no alt text)' },
      folder: 'news',
      upload: 'Upload share image',
      url: 'Share image',
      displayWidth: 1200,
      maxSide: NEWS_IMAGE_MAX_SIDE,
      help: 'Optional: shown in link previews instead of the image. 1200 × 630 px works everywhere.',
    }),
    list('emojiHexcodes', 'Emojis', { optional: true }),
    // Hidden from the public lists after this day; absent = never expires.
    date('expiryDate', 'Expiry date', {
      optional: true,
      help: 'Optional: after this day the item leaves the news list and the home page (a call for participants, an event).',
    }),
  ],
});
