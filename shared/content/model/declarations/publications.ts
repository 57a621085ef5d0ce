/** Publications: each paper's own page at /publications/{id}. A paper is cited as published, so nothing is translated. */
import { declareCollection, file, flag, list, longText, relation, special, text, url } from '../fields';

export const declaration = declareCollection({
  singular: 'publication',
  plural: 'publications',
  type: 'Publication',
  idPrefix: 'pub',
  list: { title: 'Manage Publications', one: 'publication', many: 'publications' },
  card: { title: 'Publications', caption: 'scientific publications' },
  fields: [
    special('id', 'ID'),
    text('title', 'Title', { required: true }),
    // Its label is the type's ("Publisher" for a book; docs/decisions/072), and the type decides whether it is required.
    text('journal', 'Journal', { required: true }),
    // Volume, issue, pages and month (docs/decisions/035).
    special('volume', 'Volume', { optional: true }),
    special('issue', 'Issue', { optional: true }),
    special('pages', 'Pages', { optional: true, help: 'e.g. 133–158 or e1002345' }),
    special('year', 'Year', { required: true }),
    special('month', 'Month', { optional: true }),
    text('type', 'Type', { required: true }),
    list('authors', 'Authors', { required: true }),
    longText('citation', 'Citation', { required: true }),
    text('doi', 'DOI', { optional: true, help: 'e.g. 10.1234/abcd' }),
    url('url', 'URL'),
    longText('abstract', 'Abstract', { optional: true }),
    list('keywords', 'Keywords'),
    relation('projectId', 'Project', { target: 'projects', many: false, optional: true, review: 'project ID' }),
    relation('projectIds', 'Projects', { target: 'projects', many: true, review: 'project IDs' }),
    relation('softwareIds', 'Software', { target: 'software', many: true, review: 'software IDs' }),
    // Links to earlier versions (preprints), kept when a preprint is merged into it (docs/decisions/039-040).
    list('preprintUrls', 'Preprint URLs', { optional: true }),
    // The citation count read from OpenAlex and the day it was read.
    special('citedBy', 'Cited by', { optional: true }),
    // Which author is whom (docs/decisions/071).
    special('authorLinks', 'Linked members', { optional: true, review: 'linked members (authors matched to lab members)' }),
    // The paper's own links, each a button on the site.
    file('pdfUrl', 'PDF URL', { optional: true, folder: 'publications', review: 'PDF link' }),
    url('codeUrl', 'Code URL', { optional: true, review: 'code link' }),
    url('dataUrl', 'Data URL', { optional: true, review: 'data link' }),
    url('slidesUrl', 'Slides URL', { optional: true, review: 'slides link' }),
    url('posterUrl', 'Poster URL', { optional: true, review: 'poster link' }),
    url('videoUrl', 'Video URL', { optional: true, review: 'video link' }),
    url('projectUrl', 'Project page URL', { optional: true, review: 'project page link' }),
    // One of the lab's selected papers: on the home page and first on its members' pages.
    flag('selected', 'Selected paper', { optional: true }),
    // The Zotero item this paper came from (docs/decisions/073).
    text('zoteroKey', 'Zotero item', { optional: true }),
    // The book a chapter or proceedings paper appears in (docs/decisions/079).
    text('publisher', 'Publisher', { optional: true }),
    list('editors', 'Editors', { optional: true }),
  ],
  formOrder: ['title', 'journal', 'year', 'type', 'citation', 'authors'],
});
