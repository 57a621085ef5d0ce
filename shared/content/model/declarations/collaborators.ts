/** Academic and industry partners: their logos on the home page. */
import { declareCollection } from '../fields';
import { partnerFields } from './partner-fields';

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
    ...partnerFields('collaborators'),
  ],
});
