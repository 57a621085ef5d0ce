/** The English words of the site's home section (docs/decisions/060, 061); see ../en.ts. */
export const home = {
  news: 'News',
  keywords: 'Keywords',
  /** The labels of a featured news item's tags and a featured research area's methods. */
  tags: 'Tags',
  methods: 'Methods',
  mission: 'Our mission',
  featured: 'Featured',
  featuredNews: 'Featured news',
  noNews: 'No news yet.',
  researchArea: 'Research area',
  noResearch: 'No research areas yet.',
  publication: 'Publication',
  noPublications: 'No publications yet.',
  selectedPublications: 'Selected publications',
  allNews: 'See all news',
  allResearch: 'See all research areas',
  allPublications: 'See all publications',
  meetTeam: 'Meet the team',
  teamPicture: (lab: string) => `The ${lab} team`,
  people: 'The people',
  workWithUs: 'Work with us',
  collaborators: 'Collaborators',
  noCollaborators: 'No collaborators listed yet.',
  manageCollaborators: 'Manage Collaborators',
  funding: 'Funding',
  noFunding: 'No funding sources listed yet.',
  manageFunding: 'Manage Funding',
  figures: {
    projects: 'Research areas',
    publications: 'Publications',
    teamMembers: 'People',
    software: 'Open-source tools',
    newsItems: 'News',
    openPositions: 'Open positions',
  },
};

// This section's words in the catalogue's type (../en.ts).
declare module '../en' {
  interface SectionWords {
    home: typeof home;
  }
}
