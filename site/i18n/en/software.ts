/** The English words of the site's software section (docs/decisions/060, 061); see ../en.ts. */
export const software = {
  title: 'Scientific Software',
  kicker: 'Open tools',
  filter: 'Filter software',
  technology: 'Technology',
  all: 'All',
  none: 'No software found for the selected technology.',
  featured: 'Featured',
  technologies: 'Technologies',
  developers: 'Contributing Lab Members',
  released: 'Released',
  lastUpdate: 'Last update',
  license: 'License',
  repository: 'Repository',
  demo: 'Demo',
  documentation: 'Documentation',
  relatedAreas: 'Related Research Areas',
  relatedPublications: 'Related Publications',
};

// This section's words in the catalogue's type (../en.ts).
declare module '../en' {
  interface SectionWords {
    software: typeof software;
  }
}
