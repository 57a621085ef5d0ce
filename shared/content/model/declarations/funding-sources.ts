/** Funders and their grants: their logos on the home page. */
import { LOGO_IMAGE_MAX_SIDE } from '../constants';
import { declareCollection, image, special, text, url } from '../fields';

export const fundingSources = declareCollection({
  singular: 'funding source',
  plural: 'funding sources',
  section: 'Funding sources',
  type: 'FundingSource',
  idPrefix: 'funding',
  admin: 'funding',
  listPage: null,
  item: null,
  nameField: 'name',
  list: { title: 'Manage Funding Sources', one: 'funding source', many: 'funding sources' },
  card: { title: 'Funding', caption: 'funding sources' },
  fields: [
    special('id', 'ID'),
    text('name', 'Name', { required: true }),
    url('url', 'Website URL', { required: true, help: 'Include http:// or https://' }),
    image('logo', 'Logo', {
      optional: true,
      alt: { key: 'logoAlt', label: 'Logo alt text', translatable: true },
      folder: 'funding',
      upload: 'Upload logo',
      url: 'Logo URL',
      displayWidth: 100,
      maxSide: LOGO_IMAGE_MAX_SIDE,
      previewClass: 'studio-logo-preview',
      help: 'Use a square logo, at most 100x100 px.',
    }),
    text('grantNumber', 'Grant number'),
    text('amount', 'Amount', { help: 'Free text with currency, e.g. EUR 1.2 million' }),
    text('duration', 'Duration', { help: 'Free text, e.g. 2023–2027' }),
  ],
});
