/**
 * The fields a partner on the home page has, whether it works with the lab (collaborators) or
 * funds it (funding sources): its name, its website and its square logo, stored in its own folder.
 */
import { LOGO_IMAGE_MAX_SIDE } from '../constants';
import { image, special, text, url, type AssetFolder } from '../fields';

/* @__NO_SIDE_EFFECTS__ */
export const partnerFields = (folder: AssetFolder) =>
  [
    special('id', 'ID'),
    text('name', 'Name', { required: true }),
    url('url', 'Website URL', { required: true, help: 'Include http:// or https://' }),
    image('logo', 'Logo', {
      optional: true,
      alt: { key: 'logoAlt', label: 'Logo alt text', translatable: true },
      folder,
      upload: 'Upload logo',
      url: 'Logo URL',
      displayWidth: 100,
      maxSide: LOGO_IMAGE_MAX_SIDE,
      previewClass: 'studio-logo-preview',
      help: 'Use a square logo, at most 100x100 px.',
    }),
  ] as const;
