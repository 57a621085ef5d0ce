/** The English words of the site's teaching section (docs/decisions/060, 061, 086); see ../en.ts. */
export const teaching = {
  title: 'Teaching',
  kicker: 'Courses',
  intro: 'Courses taught by members of the lab, by term, the newest first.',
  description: (lab: string, titles: string) => (titles ? `Courses taught at the ${lab}: ${titles}.` : `Courses taught at the ${lab}.`),
  none: 'No courses yet.',
  noTerm: 'Term not given',
  back: 'All teaching',
  term: (season: string, year: string) => `${{ spring: 'Spring', summer: 'Summer', autumn: 'Autumn' }[season] ?? season} ${year}`,
  levels: { bachelor: 'Bachelor', master: 'Master', phd: 'PhD', other: 'Course' } as Record<string, string>,
  code: 'Course code',
  instructors: 'Instructors',
  syllabus: 'Syllabus',
  materials: 'Course materials',
  project: 'Related research area',
  // A course's page when the course is not there (the page's title and its head's).
  notFound: 'Course not found',
};

// This section's words in the catalogue's type (../en.ts).
declare module '../en' {
  interface SectionWords {
    teaching: typeof teaching;
  }
}
