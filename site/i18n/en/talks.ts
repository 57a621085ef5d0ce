/** The English words of the site's talks section (docs/decisions/060, 061, 085); see ../en.ts. */
export const talks = {
  title: 'Talks',
  kicker: 'Talks, posters and seminars',
  intro: 'Talks, posters, keynotes and seminars given by members of the lab, newest first.',
  none: 'No talks yet.',
  undated: 'Undated',
  back: 'All talks',
  kinds: { talk: 'Talk', poster: 'Poster', keynote: 'Keynote', seminar: 'Seminar' } as Record<string, string>,
  speakers: 'Speakers',
  event: 'Event',
  place: 'Place',
  date: 'Date',
  abstract: 'Abstract',
  slides: 'Slides',
  video: 'Video',
  recording: 'Recording',
  project: 'Related research area',
};

// This section's words in the catalogue's type (../en.ts).
declare module '../en' {
  interface SectionWords {
    talks: typeof talks;
  }
}
