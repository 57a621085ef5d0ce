import type { Publication } from '../../shared/content/model/schemas';

/** Saves text as a file from a click handler (browser only). */
export function downloadText(filename: string, text: string, type = 'application/x-bibtex'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves publications as a .bib file; the BibTeX code loads on this first click only. */
export async function downloadBibtex(filename: string, publications: readonly Publication[]): Promise<void> {
  const { publicationsToBibtex } = await import('../../shared/content/scholarly/bibtex');
  downloadText(filename, publicationsToBibtex([...publications]));
}
