/** The English words of the site's member section (docs/decisions/060, 061); see ../en.ts. */
export const member = {
  back: 'Meet the team',
  all: 'All team members',
  mail: 'Mail',
  website: 'Website',
  biography: 'Biography',
  researchAreas: 'Research Areas',
  software: 'Software',
  publications: 'Publications',
  /** The group of the member's selected papers, first among their publications. */
  selected: 'Selected',
  showFewer: 'Show fewer',
  showAll: (count: number) => `Show all ${count} publications`,
};

// This section's words in the catalogue's type (../en.ts).
declare module '../en' {
  interface SectionWords {
    member: typeof member;
  }
}
