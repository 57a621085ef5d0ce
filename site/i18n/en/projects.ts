/** The English words of the site's projects section (docs/decisions/060, 061); see ../en.ts. */
export const projects = {
  title: 'Research Areas',
  kicker: 'Research',
  filter: 'Filter research areas',
  topic: 'Topic',
  method: 'Method',
  all: 'All',
  search: 'Search',
  keywords: 'Keywords',
  count: (shown: number, total: number) => `${shown} of ${total} research areas`,
  none: 'No projects found with the selected filters.',
  methods: 'Methods',
};

// This section's words in the catalogue's type (../en.ts).
declare module '../en' {
  interface SectionWords {
    projects: typeof projects;
  }
}
