/** The lab's software, each at its place on /software. */
import { SOFTWARE_IMAGE_MAX_SIDE } from '../constants';
import { date, declareCollection, flag, image, list, markdown, relation, special, text, url } from '../fields';

export const declaration = declareCollection({
  singular: 'software',
  plural: 'software',
  type: 'Software',
  idPrefix: 'software',
  list: { title: 'Manage Software', one: 'software project', many: 'software projects' },
  card: { title: 'Software', caption: 'software projects' },
  fields: [
    special('id', 'ID'),
    text('name', 'Name', { required: true }),
    markdown('description', 'Description', { required: true, translatable: true }),
    url('repoUrl', 'Repository URL', { required: true, review: 'repo URL' }),
    list('technologies', 'Technologies', { required: true }),
    list('developers', 'Developers'),
    text('license', 'License', { required: true }),
    image('imageUrl', 'Image', {
      optional: true,
      alt: { key: 'imageAlt', label: 'Image alt text', translatable: true },
      folder: 'software',
      upload: 'Upload image',
      url: 'Image URL',
      displayWidth: 600,
      maxSide: SOFTWARE_IMAGE_MAX_SIDE,
    }),
    url('demoUrl', 'Demo URL'),
    url('documentationUrl', 'Documentation URL'),
    relation('projectIds', 'Projects', { target: 'projects', many: true, review: 'project IDs' }),
    relation('projectId', 'Project', { target: 'projects', many: false, optional: true, review: 'project ID' }),
    relation('publicationIds', 'Publications', { target: 'publications', many: true, review: 'publication IDs' }),
    flag('featured', 'Featured'),
    date('releaseDate', 'Release date'),
    date('lastUpdate', 'Last update'),
  ],
});
