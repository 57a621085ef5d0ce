/** Academic and industry partners: their logos on the home page. */
import { LOGO_IMAGE_MAX_SIDE } from '../constants';
import { declareCollection, image, special, text, url } from '../fields';

export const collaborators = declareCollection({
  singular: 'collaborator',
  plural: 'collaborators',
  section: 'Collaborators',
  type: 'Collaborator',
  idPrefix: 'collab',
  admin: 'collaborators',
  listPage: null,
  item: null,
  nameField: 'name',
  list: { title: 'Manage Collaborators', one: 'collaborator', many: 'collaborators' },
  card: { title: 'Collaborators', caption: 'academic and industry partners' },
  fields: [
    special('id', 'ID'),
    text('name', 'Name', { required: true }),
    url('url', 'Website URL', { required: true, help: 'Include http:// or https://' }),
    image('logo', 'Logo', {
      optional: true,
      alt: { key: 'logoAlt', label: 'Logo alt text', translatable: true },
      folder: 'collaborators',
      upload: 'Upload logo',
      url: 'Logo URL',
      displayWidth: 100,
      maxSide: LOGO_IMAGE_MAX_SIDE,
      previewClass: 'studio-logo-preview',
      help: 'Use a square logo, at most 100x100 px.',
    }),
  ],
});
