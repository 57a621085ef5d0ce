/** Open positions: each at /join-us/{id} while open. The type stays single: it is the filter's value and the JobPosting's employment type. */
import { date, declareCollection, email, flag, list, markdown, relation, special, text, url } from '../fields';

export const declaration = declareCollection({
  singular: 'job opening',
  plural: 'job openings',
  type: 'JobOpening',
  idPrefix: 'job',
  list: { title: 'Manage Job Openings', one: 'job opening', many: 'job openings' },
  card: { title: 'Job Openings', caption: '' },
  fields: [
    special('id', 'ID'),
    text('title', 'Title', { required: true, translatable: true }),
    markdown('description', 'Description', { required: true, translatable: true }),
    // Markdown too, one line each (shown in a list the page makes).
    list('requirements', 'Requirements', { required: true, translatable: true, items: 'markdown' }),
    text('type', 'Type', { required: true }),
    text('location', 'Location', { required: true, translatable: true }),
    date('postedDate', 'Posted date', { required: true }),
    flag('isOpen', 'Position is open', { fallback: true }),
    email('contactEmail', 'Contact email'),
    url('applicationUrl', 'Application URL'),
    date('closingDate', 'Closing date', { optional: true }),
    relation('projectId', 'Project', { target: 'projects', many: false, optional: true, review: 'project ID' }),
  ],
});
