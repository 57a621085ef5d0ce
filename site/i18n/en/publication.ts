/** The English words of the site's publication section (docs/decisions/060, 061); see ../en.ts. */
export const publication = {
  back: 'All publications',
  readPaper: 'Read the paper',
  abstract: 'Abstract',
  type: 'Type',
  year: 'Year',
  venue: 'Venue',
  citations: 'Citations',
  keywords: 'Keywords',
  researchAreas: 'Research Areas',
  software: 'Software',
  cite: 'Cite',
  reference: 'Reference',
  copyReference: 'Copy reference',
  copyBibtex: 'Copy BibTeX',
  downloadBibtex: 'Download BibTeX',
  downloadRis: 'Download RIS',
  copied: 'Copied',
  copyFailed: 'Copy failed: select the text and copy it',
};

// This section's words in the catalogue's type (../en.ts).
declare module '../en' {
  interface SectionWords {
    publication: typeof publication;
  }
}
