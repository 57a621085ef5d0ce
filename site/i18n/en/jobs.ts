/** The English words of the site's jobs section (docs/decisions/060, 061); see ../en.ts. */
export const jobs = {
  title: 'Join Our Team',
  kicker: 'Careers',
  open: 'Open Positions',
  filter: 'Filter positions',
  type: 'Position type',
  allTypes: 'All Positions',
  none: 'There are no open positions matching your selection at the moment.',
  checkBack: 'Please check back later, or',
  contactUs: 'contact us',
  withCv: 'with your CV if you would like to work with us.',
  back: 'Open positions',
  all: 'All open positions',
  project: 'Project:',
  general: 'General',
  requirements: 'Requirements',
  posted: (date: string) => `Posted: ${date}`,
  applyBy: (date: string) => `Apply by: ${date}`,
  applyNow: 'Apply Now',
  applyEmail: 'Apply via Email',
  applyContact: 'Contact Us to Apply',
  applicationSubject: (title: string) => `Application for ${title}`,
};

// This section's words in the catalogue's type (../en.ts).
declare module '../en' {
  interface SectionWords {
    jobs: typeof jobs;
  }
}
