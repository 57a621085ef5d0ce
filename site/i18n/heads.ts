/**
 * The words of the document head in each language (docs/decisions/060): page titles and
 * descriptions for search results and link previews, and the feed's title. Only the prerenderer
 * and the head code that loads after a navigation read them, so they are not in a visitor's
 * first download. Adding a language: add its texts here too.
 */
const en = {
  researchAreas: 'Research Areas',
  team: 'Team',
  news: 'News',
  publications: 'Publications',
  publicationsPage: (page: string) => `Publications, page ${page}`,
  software: 'Scientific Software',
  talks: 'Talks',
  events: 'Events',
  joinUs: 'Join Us',
  contact: 'Contact',
  search: 'Search',
  notFound: 'Page not found',
  homeDescription: (site: string) => `${site} News, research areas, publications, software and the team.`,
  researchDescription: (lab: string, titles: string) => `Research areas of the ${lab}: ${titles}.`,
  teamDescription: (lab: string, names: string) => `The people of the ${lab}: ${names}.`,
  newsDescription: (lab: string, titles: string) => `Latest news from the ${lab}: ${titles}.`,
  publicationsDescription: (count: number, lab: string) =>
    `${count} journal articles, conference papers, preprints and theses from the ${lab}.`,
  softwareDescription: (lab: string, names: string) => `Open scientific software from the ${lab}: ${names}.`,
  talksDescription: (lab: string, titles: string) => (titles ? `Talks, posters and seminars by the ${lab}: ${titles}.` : `Talks, posters and seminars by the ${lab}.`),
  eventsDescription: (lab: string, titles: string) => (titles ? `Workshops, seminars and other events of the ${lab}: ${titles}.` : `Workshops, seminars and other events of the ${lab}.`),
  jobsDescription: (lab: string, titles: string) => (titles ? `Open positions at the ${lab}: ${titles}.` : `Open positions at the ${lab}.`),
  contactDescription: (lab: string, institution: string) =>
    `Contact the ${lab}${institution ? ` at ${institution}` : ''}: collaborations, job openings, press inquiries and how to find us.`,
  searchDescription: 'Search the publications, news, research areas, people and software of the lab.',
  feedTitle: (lab: string) => `${lab} · News`,
  feedSubtitle: (lab: string) => `News from the ${lab}`,
  calendarTitle: (lab: string) => `${lab} · Events`,
  eventOnline: 'Online',
  eventRegistration: 'Registration',
};

export type HeadTexts = typeof en;

const nb: HeadTexts = {
  researchAreas: 'Forskningsområder',
  team: 'Folk',
  news: 'Nyheter',
  publications: 'Publikasjoner',
  publicationsPage: (page) => `Publikasjoner, side ${page}`,
  software: 'Vitenskapelig programvare',
  talks: 'Foredrag',
  events: 'Arrangementer',
  joinUs: 'Jobb hos oss',
  contact: 'Kontakt',
  search: 'Søk',
  notFound: 'Fant ikke siden',
  homeDescription: (site) => `${site} Nyheter, forskningsområder, publikasjoner, programvare og folkene.`,
  researchDescription: (lab, titles) => `Forskningsområdene til ${lab}: ${titles}.`,
  teamDescription: (lab, names) => `Folkene i ${lab}: ${names}.`,
  newsDescription: (lab, titles) => `Siste nytt fra ${lab}: ${titles}.`,
  publicationsDescription: (count, lab) => `${count} tidsskriftartikler, konferansebidrag, preprinter og avhandlinger fra ${lab}.`,
  softwareDescription: (lab, names) => `Åpen vitenskapelig programvare fra ${lab}: ${names}.`,
  talksDescription: (lab, titles) => (titles ? `Foredrag, postere og seminarer fra ${lab}: ${titles}.` : `Foredrag, postere og seminarer fra ${lab}.`),
  eventsDescription: (lab, titles) => (titles ? `Workshoper, seminarer og andre arrangementer ved ${lab}: ${titles}.` : `Workshoper, seminarer og andre arrangementer ved ${lab}.`),
  jobsDescription: (lab, titles) => (titles ? `Ledige stillinger ved ${lab}: ${titles}.` : `Ledige stillinger ved ${lab}.`),
  contactDescription: (lab, institution) =>
    `Kontakt ${lab}${institution ? ` ved ${institution}` : ''}: samarbeid, stillinger, pressehenvendelser og hvordan du finner oss.`,
  searchDescription: 'Søk i publikasjonene, nyhetene, forskningsområdene, folkene og programvaren til gruppen.',
  feedTitle: (lab) => `${lab} · Nyheter`,
  feedSubtitle: (lab) => `Nyheter fra ${lab}`,
  calendarTitle: (lab) => `${lab} · Arrangementer`,
  eventOnline: 'På nett',
  eventRegistration: 'Påmelding',
};

export const HEAD_TEXTS: Readonly<Record<string, HeadTexts>> = { en, nb };
