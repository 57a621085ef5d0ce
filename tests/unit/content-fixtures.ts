import { emptyLabProfile } from '../../shared/content/model/lab-profile';
/**
 * Small factories for unit tests: complete entities built from the schemas (blankItem, the
 * studio's own blanks) with a few sample values, so each test states only the fields it is about.
 */
import type { Content } from '../../shared/content/model/model';
import type {
  Page,
  Collaborator,
  FundingSource,
  JobOpening,
  NewsItem,
  Project,
  Publication,
  Software,
  Talk,
  LabEvent,
  TeamMember,
} from '../../shared/content/model/schemas';
import type { Course } from '../../shared/content/schemas';
import { DEFAULT_TEAM_IMAGE } from '../../shared/content/model/constants';
import { blankItem } from '../../shared/content/model/blanks';

export const project = (fields: Partial<Project> = {}): Project =>
  blankItem('projects', { id: 'project-1', title: 'Project', description: 'About it.', category: ['Cognitive Science'], ...fields });

export const member = (fields: Partial<TeamMember> = {}): TeamMember =>
  blankItem('teamMembers', { id: 'member-1', name: 'Ada Lovelace', role: 'Doctoral Researcher', bio: 'Bio.', ...fields });

export const news = (fields: Partial<NewsItem> = {}): NewsItem =>
  blankItem('newsItems', { id: 'news-1', title: 'News', content: 'Something happened.', date: '2026-01-15', author: 'Lab', ...fields });

export const publication = (fields: Partial<Publication> = {}): Publication =>
  blankItem('publications', {
    id: 'pub-001',
    title: 'A paper',
    journal: 'Journal',
    year: 2024,
    type: 'journal article',
    authors: ['Lovelace, A.'],
    citation: 'Lovelace, A. (2024). A paper. Journal.',
    ...fields,
  });

export const software = (fields: Partial<Software> = {}): Software =>
  blankItem('software', { id: 'software-1', name: 'Tool', description: 'Does things.', repoUrl: 'https://example.org/tool', technologies: ['TypeScript'], license: 'MIT', ...fields });

export const job = (fields: Partial<JobOpening> = {}): JobOpening =>
  blankItem('jobOpenings', {
    id: 'job-1',
    title: 'Job',
    description: 'Work.',
    requirements: ['Curiosity'],
    type: 'Other',
    location: 'On-site',
    postedDate: '2026-01-01',
    contactEmail: 'lab@example.org',
    ...fields,
  });

export const collaborator = (fields: Partial<Collaborator> = {}): Collaborator => blankItem('collaborators', { id: 'collab-1', name: 'Partner', url: 'https://partner.example', ...fields });

export const funding = (fields: Partial<FundingSource> = {}): FundingSource =>
  blankItem('fundingSources', { id: 'funding-1', name: 'Funder', url: 'https://funder.example', grantNumber: 'G-1', amount: '€1', duration: '1 year', ...fields });

export const page = (fields: Partial<Page> = {}): Page =>
  blankItem('pages', { id: 'page-1', title: 'Open science', slug: 'open-science', body: 'We share our code and data.', placement: 'nav', ...fields });

export const labEvent = (fields: Partial<LabEvent> = {}): LabEvent =>
  blankItem('events', { id: 'event-1', title: 'Open lab day', startDate: '2025-03-02', startTime: '10:00', endTime: '15:00', timeZone: 'Europe/Oslo', place: 'Oslo', organizerIds: ['member-1'], ...fields });

export const talk = (fields: Partial<Talk> = {}): Talk =>
  blankItem('talks', { id: 'talk-1', title: 'Curious machines', event: 'Spring Symposium', place: 'Oslo', date: '2025-03-02', speakerIds: ['member-1'], ...fields });

export const course = (fields: Partial<Course> = {}): Course =>
  blankItem('teaching', { id: 'course-1', title: 'Curious machines in practice', code: 'CM101', starts: '2025-08-18', level: 'master', instructorIds: ['member-1'], ...fields });

export const content = (fields: Partial<Content> = {}): Content => ({
  projects: [],
  teamMembers: [],
  newsItems: [],
  collaborators: [],
  publications: [],
  software: [],
  jobOpenings: [],
  fundingSources: [],
  pages: [],
  talks: [],
  teaching: [],
  events: [],
  topicColorRegistry: {},
  featuredItems: { projectId: null, newsItemId: null, publicationId: null },
  teamImage: DEFAULT_TEAM_IMAGE,
  teamImagePosition: 'center',
  labProfile: (() => {
    // The default team image is described, so only what a test sets up is a problem.
    const profile = emptyLabProfile('Test Lab', 'Test University');
    return { ...profile, home: { ...profile.home, teamImageAlt: 'The Test Lab team' } };
  })(),
  ...fields,
});
