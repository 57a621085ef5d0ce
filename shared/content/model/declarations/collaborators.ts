/** Academic and industry partners: their logos on the home page. */
import { declareCollection } from '../fields';
import { COLLECTION_FACTS } from '../collection-facts';
import { partnerFields } from './partner-fields';

export const collaborators = declareCollection({
  singular: 'collaborator',
  plural: 'collaborators',
  type: 'Collaborator',
  ...COLLECTION_FACTS.collaborators,
  idPrefix: 'collab',
  list: { title: 'Manage Collaborators', one: 'collaborator', many: 'collaborators' },
  card: { title: 'Collaborators', caption: 'academic and industry partners' },
  fields: [
    ...partnerFields('collaborators'),
  ],
});
