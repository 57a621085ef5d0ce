/** The English words of the site's team section (docs/decisions/060, 061); see ../en.ts. */
export const team = {
  title: 'Our Team',
  kicker: 'People',
  joinUs: 'Join Us',
  openPositions: 'See our open positions',
  alumni: 'Alumni',
  until: (year: number) => ` · until ${year}`,
  groups: {
    lead: 'Principal Investigator',
    visiting: 'Visiting Researchers',
    postdoc: 'Postdoctoral Researchers',
    doctoral: 'Doctoral Researchers',
    students: 'Students and Research Assistants',
    admin: 'Administration',
    other: 'Further Team Members',
  } as Record<string, string>,
};

// This section's words in the catalogue's type (../en.ts).
declare module '../en' {
  interface SectionWords {
    team: typeof team;
  }
}
