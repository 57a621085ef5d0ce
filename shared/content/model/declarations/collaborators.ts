/** Academic and industry partners: their logos on the home page. */
import { declareCollection } from '../fields';
import { partnerFields } from './partner-fields';

export const declaration = declareCollection({
  singular: 'collaborator',
  plural: 'collaborators',
  type: 'Collaborator',
  idPrefix: 'collab',
  list: { title: 'Manage Collaborators', one: 'collaborator', many: 'collaborators' },
  card: { title: 'Collaborators', caption: 'academic and industry partners' },
  fields: [
    ...partnerFields('collaborators'),
  ],
});
