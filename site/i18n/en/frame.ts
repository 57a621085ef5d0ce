/**
 * The English words every page shows (docs/decisions/061): the frame's navigation, search box,
 * footer and the not-found and error pages. Each page's own words are in ./{section}.ts and
 * travel with that page's code; ../en.ts puts them together as the English catalogue.
 */
export const frame = {
  /** The locale of dates and numbers (Intl). */
  locale: 'en-GB',
  skipToContent: 'Skip to content',
  loading: 'Loading...',
  nav: {
    home: 'Home',
    news: 'News',
    research: 'Research',
    publications: 'Publications',
    software: 'Software',
    talks: 'Talks',
    events: 'Events',
    team: 'Team',
    menu: 'Menu',
    main: 'Main',
    language: 'Language',
    // A section added since has its English word in the registry (`navWord`); another language's catalogue names it here.
  } as Readonly<Record<string, string>> & { home: string; news: string; research: string; publications: string; software: string; talks: string; events: string; team: string; menu: string; main: string; language: string },
  search: {
    label: 'Site search',
    find: 'Find',
    findOnSite: 'Find on this site',
    title: 'Search',
    kicker: 'Find',
    intro: 'Publications, news, research areas, people and software, in one search.',
    form: 'Search page',
    words: 'Search words',
    submit: 'Search',
    hint: 'Type one or more words. Press / anywhere on the site to search.',
    failed: 'Search could not be loaded. Please reload the page.',
    searching: 'Searching...',
    none: (text: string) => `No results for “${text}”.`,
    count: (count: number, text: string) => `${count} ${count === 1 ? 'result' : 'results'} for “${text}”`,
    kinds: { person: 'Person', project: 'Research area', publication: 'Publication', news: 'News', software: 'Software', talk: 'Talk', event: 'Event', page: 'Page' } as Readonly<Record<string, string>>,
  },
  theme: { title: 'Switch between light and dark colours', label: 'Dark mode' },
  footer: {
    elsewhere: 'Elsewhere',
    label: 'Footer',
    contact: 'Contact',
    joinUs: 'Join Us',
    emojiBy: 'Emoji graphics by',
    emojiProject: ', the open-source emoji and icon project, licensed under',
  },
  error: { unknown: 'Unknown error', home: 'Back to the home page' },
  notFound: {
    eyebrow: 'Error 404',
    title: 'Page not found',
    before: 'There is no page at',
    thisAddress: 'this address',
    after: '. It may have moved, or the address may be mistyped. These pages might help:',
    researchAreas: 'Research Areas',
    item: 'It may have been removed, or the link may be mistyped.',
    // The title of an item's page when the item is not there (a page's and its head's).
    project: 'Project not found',
    member: 'Team member not found',
    news: 'News item not found',
    job: 'Position not found',
    talk: 'Talk not found',
    event: 'Event not found',
    publication: 'Publication not found',
  },
};
