/** The English words of the site's project section (docs/decisions/060, 061); see ../en.ts. */
export const project = {
  back: 'All research areas',
  completed: 'Completed',
  ongoing: 'Ongoing',
  since: (date: string) => `Since ${date}`,
  until: (date: string) => `Until ${date}`,
  methods: 'Methods',
  topics: 'Topics',
  team: 'Team',
  software: 'Software',
  publications: 'Publications',
};

// This section's words in the catalogue's type (../en.ts).
declare module '../en' {
  interface SectionWords {
    project: typeof project;
  }
}
