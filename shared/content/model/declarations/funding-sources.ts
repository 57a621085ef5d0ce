/** Funders and their grants: their logos on the home page. */
import { declareCollection, text } from '../fields';
import { partnerFields } from './partner-fields';

export const declaration = declareCollection({
  singular: 'funding source',
  plural: 'funding sources',
  type: 'FundingSource',
  idPrefix: 'funding',
  list: { title: 'Manage Funding Sources', one: 'funding source', many: 'funding sources' },
  card: { title: 'Funding', caption: 'funding sources' },
  fields: [
    ...partnerFields('funding'),
    text('grantNumber', 'Grant number'),
    text('amount', 'Amount', { help: 'Free text with currency, e.g. EUR 1.2 million' }),
    text('duration', 'Duration', { help: 'Free text, e.g. 2023–2027' }),
  ],
});
