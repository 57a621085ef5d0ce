/** Research projects: their own pages at /projects/{id}. */
import { PROJECT_IMAGE_MAX_SIDE } from '../constants';
import { date, declareCollection, image, list, markdown, relation, special, text } from '../fields';

export const declaration = declareCollection({
  singular: 'project',
  plural: 'projects',
  type: 'Project',
  idPrefix: 'project',
  list: { title: 'Manage Projects', one: 'project', many: 'projects' },
  card: { title: 'Projects', caption: 'research projects' },
  fields: [
    special('id', 'ID'),
    text('title', 'Title', { required: true, translatable: true }),
    markdown('description', 'Description', { required: true, translatable: true }),
    // One discipline (older content) or several.
    special('category', 'Disciplines', { required: true }),
    list('team', 'Team'),
    special('color', 'Colour'),
    list('topics', 'Methods'),
    special('topicsWithColors', 'Method colours'),
    special('status', 'Status'),
    relation('publications', 'Publications', { target: 'publications', many: true, help: 'Free-text references to work not in the publication list. Press Enter to add.' }),
    list('emojiHexcodes', 'Emojis'),
    image('image', 'Image', {
      optional: true,
      alt: { key: 'imageAlt', label: 'Image alt text', translatable: true },
      folder: 'projects',
      upload: 'Upload image',
      url: 'Image URL',
      displayWidth: 1200,
      maxSide: PROJECT_IMAGE_MAX_SIDE,
    }),
    image('shareImage', 'Share image', {
      optional: true,
      share: true,
      alt: { key: 'shareImageAlt', label: 'Share image alt text', translatable: true, decorativeLabel: 'Decorative share image (no alt text)' },
      folder: 'projects',
      upload: 'Upload share image',
      url: 'Share image',
      displayWidth: 1200,
      maxSide: PROJECT_IMAGE_MAX_SIDE,
      help: 'Optional: shown in link previews instead of the image. 1200 × 630 px works everywhere.',
    }),
    date('startDate', 'Start date', { optional: true }),
    date('endDate', 'End date', { optional: true, help: 'Editable only when the status is Completed.' }),
    special('_lastUpdated', 'Last updated', { optional: true }),
  ],
});
