/**
 * A paper's own links and its "selected" mark as reference managers and site generators write
 * them in BibTeX (docs/decisions/071): al-folio's `pdf`, `code`, `slides`, `poster`, `video`,
 * `website`, `html` and `selected={true}`; Hugo Blox's and academicpages' `url_pdf`, `url_code`,
 * `url_dataset`, `url_slides`, `url_poster`, `url_video`, `url_project`; `pdf`/`file` with a web
 * address (a Zotero or Mendeley `file` field naming a local file is not a link). Only web
 * addresses are kept: a file name relative to another site's folder says nothing here.
 */
import type { PublicationLinkField } from './publication-links';
import type { Publication } from '../model/schemas';

const FIELDS: Record<PublicationLinkField, readonly string[]> = {
  pdfUrl: ['url_pdf', 'pdf', 'file', 'eprint_pdf'],
  codeUrl: ['url_code', 'code', 'github', 'repository'],
  dataUrl: ['url_dataset', 'url_data', 'data', 'dataset'],
  slidesUrl: ['url_slides', 'slides'],
  posterUrl: ['url_poster', 'poster'],
  videoUrl: ['url_video', 'video'],
  projectUrl: ['url_project', 'website', 'html', 'project'],
};

/** The first web address in a field's text ("Full Text:https://…/x.pdf:application/pdf" too). */
function webAddress(value: string | undefined): string {
  if (!value) return '';
  const text = value.replace(/^\s*\\url\{(.*)\}\s*$/, '$1').replace(/[{}]/g, '').trim();
  const match = /https?:\/\/[^\s;,]+?(?=(?::application\/[\w.+-]+)?(?:[\s;,]|$))/i.exec(text);
  return match ? match[0] : '';
}

/** The link fields and the selected mark an entry's raw fields give (only those it gives). */
export function bibtexLinksOf(fields: Readonly<Record<string, string | undefined>>, paperUrl: string): Partial<Publication> {
  const out: Partial<Publication> = {};
  for (const [field, names] of Object.entries(FIELDS) as [PublicationLinkField, readonly string[]][]) {
    for (const name of names) {
      const url = webAddress(fields[name]);
      // The paper's own url field is already its link; a second button to the same page says nothing.
      if (url && url !== paperUrl) {
        out[field] = url;
        break;
      }
    }
  }
  if (/^\s*\{?\s*(true|yes|1)\s*\}?\s*$/i.test(fields.selected ?? '')) out.selected = true;
  return out;
}
