/**
 * What each public page renders (docs/decisions/030): its page data, cut from the whole
 * content by route. The prerenderer renders every page from this alone and writes it beside
 * the page as page-data.json, which is all a visitor's browser loads for it. A unit test
 * renders every page from its slice and from the whole content and requires the same HTML.
 */
import type { Params } from 'react-router-dom';
import type { Content, EntityKind } from '../../shared/content/model';
import { resolveFeatured } from '../../shared/content/queries';
import {
  candidateMembers,
  membersOfProject,
  projectsOfMember,
  publicationsOfMember,
  publicationsOfProject,
  relatedOfPublication,
  softwareOfMember,
  softwareOfProject,
} from '../../shared/content/relations';
import { openJobs, visibleNews } from '../../shared/content/expiry';
import { labProfileOf } from '../../shared/content/lab-profile';
import { defaultLanguageOf } from '../../shared/content/languages';
import { localizeContent } from '../../shared/content/translations';
import type { Page, Publication, TeamMember } from '../../shared/content/schemas';
import type { PageData } from '../page-data';
import { plainText } from '../../shared/content/markdown';
import { textKey } from '../../shared/content/markdown-tree';
import { MARKDOWN_FIELDS } from '../../shared/content/prose-fields';
import { citeTexts } from '../components/cite-panel';
import { referenceEntriesOf, referenceOf } from './references';
import {
  ALL_PUBLICATIONS_PATH,
  publicationFacets,
  publicationPage,
  type PublicationPage,
} from '../routes/publication-pages';

type Slice = (content: Content, params: Params) => PageData;

const byId = <T extends { id: string }>(items: readonly T[], id: string | undefined) =>
  items.filter((item) => item.id === id);

/**
 * The members an author list may link to: every member the matching could name for these
 * papers, so the page decides as the whole content does (shared/content/author-match.ts).
 */
function authorsOf(publications: readonly Publication[], members: readonly TeamMember[]): TeamMember[] {
  return candidateMembers(publications, members);
}

/** Members in content order, without duplicates. */
function unionMembers(members: readonly TeamMember[], ...groups: TeamMember[][]): TeamMember[] {
  const ids = new Set(groups.flat().map((member) => member.id));
  return members.filter((member) => ids.has(member.id));
}

function totalsOf(content: Content, kinds: readonly EntityKind[]): PageData['totals'] {
  return Object.fromEntries(kinds.map((kind) => [kind, content[kind].length]));
}

const home: Slice = (content) => {
  // Expired news is never featured (shared/content/expiry.ts), judged on the build's day.
  const featured = resolveFeatured({ ...content, newsItems: visibleNews(content.newsItems, __BUILD_DATE__) });
  // The selected papers (shown in their own section) beside the featured one, and the members their authors link to.
  const selected = content.publications.filter((pub) => pub.selected === true);
  const publications = content.publications.filter((pub) => pub === featured.publication || pub.selected === true);
  return {
    content: {
      projects: featured.project ? [featured.project] : [],
      newsItems: featured.newsItem ? [featured.newsItem] : [],
      publications,
      teamMembers: authorsOf(selected, content.teamMembers),
      featuredItems: content.featuredItems,
      topicColorRegistry: content.topicColorRegistry,
      teamImage: content.teamImage,
      teamImagePosition: content.teamImagePosition,
      collaborators: content.collaborators,
      fundingSources: content.fundingSources,
    },
    // The selected papers' entries, made here, so a visitor's home page loads no citation processor.
    references: referenceEntriesOf(publications, content),
    totals: totalsOf(content, ['projects', 'publications', 'teamMembers', 'software']),
  };
};

const projectDetail: Slice = (content, params) => {
  const project = content.projects.find((p) => p.id === params.id);
  if (!project) return { content: {} };
  const publications = publicationsOfProject(content, project);
  return {
    content: {
      projects: [project],
      topicColorRegistry: content.topicColorRegistry,
      teamMembers: unionMembers(
        content.teamMembers,
        membersOfProject(content, project),
        authorsOf(publications, content.teamMembers),
      ),
      software: softwareOfProject(content, project),
      publications,
    },
    references: referenceEntriesOf(publications, content),
  };
};

const teamMember: Slice = (content, params) => {
  const member = content.teamMembers.find((m) => m.id === params.id);
  if (!member) return { content: {} };
  const publications = publicationsOfMember(content.publications, member, content.teamMembers);
  return {
    content: {
      teamMembers: unionMembers(content.teamMembers, [member], authorsOf(publications, content.teamMembers)),
      projects: projectsOfMember(content, member),
      software: softwareOfMember(content, member),
      publications,
    },
    references: referenceEntriesOf(publications, content),
  };
};

const publicationDetail: Slice = (content, params) => {
  const pub = content.publications.find((p) => p.id === params.id);
  if (!pub) return { content: {} };
  const { projects, software } = relatedOfPublication(content, pub);
  return {
    content: { publications: [pub], projects, software, teamMembers: authorsOf([pub], content.teamMembers) },
    cite: citeTexts(pub, referenceOf(pub, content)),
  };
};

/** A list of publications: its papers, the members its authors link to, the filters' options. */
function publicationList(content: Content, page: PublicationPage): PageData {
  return {
    content: {
      publications: page.publications,
      projects: content.projects,
      software: content.software,
      teamMembers: authorsOf(page.publications, content.teamMembers),
    },
    totals: { publications: content.publications.length },
    facets: publicationFacets(content.publications),
    references: referenceEntriesOf(page.publications, content),
  };
}

const software: Slice = (content) => {
  const ids = new Set(content.software.map((s) => s.id));
  const linked = new Set(content.software.flatMap((s) => s.publicationIds));
  const developers = new Set(content.software.flatMap((s) => s.developers));
  return {
    content: {
      software: content.software,
      projects: content.projects.filter((p) =>
        content.software.some((s) => s.projectIds.includes(p.id) || s.projectId === p.id),
      ),
      publications: content.publications.filter((p) => linked.has(p.id) || p.softwareIds.some((id) => ids.has(id))),
      teamMembers: content.teamMembers.filter((m) => developers.has(m.name)),
    },
  };
};

/** Page data by route pattern (the route table's paths). */
export const PAGE_SLICES: Record<string, Slice> = {
  '/': home,
  '/projects': (content) => ({
    content: { projects: content.projects, topicColorRegistry: content.topicColorRegistry },
  }),
  '/projects/:id': projectDetail,
  '/team': (content) => ({ content: { teamMembers: content.teamMembers } }),
  '/team/:id': teamMember,
  '/feed': (content) => ({ content: { newsItems: content.newsItems } }),
  '/news/:id': (content, params) => ({ content: { newsItems: byId(content.newsItems, params.id) } }),
  '/publications': (content) => publicationList(content, publicationPage(content.publications, 1)),
  '/publications/page/:page': (content, params) =>
    publicationList(content, publicationPage(content.publications, Number(params.page))),
  [ALL_PUBLICATIONS_PATH]: (content) =>
    publicationList(content, { number: 1, pageCount: 1, publications: content.publications }),
  '/publications/:id': publicationDetail,
  '/software': software,
  '/join-us': (content) => ({
    content: {
      jobOpenings: content.jobOpenings,
      projects: content.projects.filter((p) => content.jobOpenings.some((job) => job.projectId === p.id)),
    },
  }),
  '/join-us/:id': (content, params) => {
    const jobOpenings = byId(content.jobOpenings, params.id);
    return {
      content: {
        jobOpenings,
        projects: content.projects.filter((p) => jobOpenings.some((job) => job.projectId === p.id)),
      },
    };
  },
  '/contact': () => ({ content: {} }),
  // A lab's page: the whole page (the frame's entries of the others are added for every page).
  '/:slug': (content, params) => ({ content: { pages: content.pages.filter((page) => page.slug === params.slug) } }),
  // The not-found page shows the lab's frame only (header, footer).
  '*': () => ({ content: {} }),
  '/search': (content) => ({
    content: {
      publications: content.publications,
      newsItems: content.newsItems,
      projects: content.projects,
      teamMembers: content.teamMembers,
      software: content.software,
      pages: content.pages,
    },
  }),
};

/**
 * The page data of one route, or the whole content where a route has no slice of its own, in
 * the page's language `lang` (the default when absent): only that language's texts
 * (docs/decisions/060).
 */
export function slicePage(pattern: string, content: Content, params: Params, lang?: string): PageData {
  const data = sliceInDefault(pattern, content, params);
  const shown = contentInLanguage(data.content, lang);
  if (pattern !== '/search') return { ...data, content: shown };
  const plain = searchPlainTexts(shown);
  return { ...data, content: shown, ...(Object.keys(plain).length > 0 ? { plain } : {}) };
}

/**
 * The search page's plain texts (docs/decisions/078): for each Markdown text the site search reads
 * whose words differ from the text as written (marks, links, headings, code), its plain text by
 * `textKey`. The visitor's search shows and matches these without loading the parser; the other
 * texts are their own plain text once their whitespace is made single.
 */
export function searchPlainTexts(content: Partial<Content>): Record<string, string> {
  const plain: Record<string, string> = {};
  for (const kind of SEARCHED_KINDS) {
    for (const item of (content[kind] ?? []) as readonly object[]) {
      for (const field of MARKDOWN_FIELDS[kind]) {
        const text = (item as Record<string, unknown>)[field];
        if (typeof text !== 'string' || !text.trim()) continue;
        const words = plainText(text);
        if (words !== text.replace(/\s+/g, ' ').trim()) plain[textKey(text)] = words;
      }
    }
  }
  return plain;
}

/** The collections the site search reads Markdown texts of (site/search/engine.ts). */
const SEARCHED_KINDS = ['teamMembers', 'projects', 'newsItems', 'software'] as const satisfies readonly EntityKind[];

/** Content (whole or a page's part, with its lab profile) as a page in `lang` shows it; the default language when absent. */
export function contentInLanguage<C extends Partial<Content>>(content: C, lang?: string): C {
  const defaultLang = defaultLanguageOf(content.labProfile);
  return localizeContent(content, lang ?? defaultLang, defaultLang);
}

function sliceInDefault(pattern: string, content: Content, params: Params): PageData {
  const slice = PAGE_SLICES[pattern];
  if (!slice) return { content };
  const data = slice(content, params);
  // Every page shows the lab's profile (header, footer, head tags) and lists only the sections
  // with something in them, which it judges by the whole collections' sizes.
  return {
    ...data,
    content: {
      ...data.content,
      labProfile: labProfileOf(content),
      ...framed(content.pages, data.content.pages),
    },
    totals: { ...sectionTotals(content), ...data.totals },
  };
}

/**
 * The lab's pages every page links to (the header's and the footer's): their titles and
 * addresses only, bodies left out; a page the route shows in full (`own`) stays whole.
 */
function framePages(pages: readonly Page[], own: readonly Page[] = []): Page[] {
  const linked = pages
    .filter((page) => page.placement !== 'link' && !own.some((shown) => shown.id === page.id))
    .map((page): Page => {
      const { imageUrl: _image, imageAlt: _alt, translations, ...rest } = page;
      const titles = translations
        ? Object.fromEntries(
            Object.entries(translations).flatMap(([lang, texts]) =>
              texts.title ? [[lang, { title: texts.title }]] : [],
            ),
          )
        : {};
      return { ...rest, body: '', ...(Object.keys(titles).length ? { translations: titles } : {}) };
    });
  const ids = new Set([...linked, ...own].map((page) => page.id));
  return pages.flatMap((page) =>
    ids.has(page.id) ? [own.find((shown) => shown.id === page.id) ?? linked.find((link) => link.id === page.id)!] : [],
  );
}

/** The frame's pages as a part of a page's content, none when no page is linked or shown. */
function framed(pages: readonly Page[], own?: readonly Page[]): Partial<Content> {
  const shown = framePages(pages, own);
  return shown.length ? { pages: shown } : {};
}

/** The sizes of every public collection; for jobs, the positions open on the build's day. */
export function sectionTotals(content: Content): NonNullable<PageData['totals']> {
  return {
    newsItems: content.newsItems.length,
    projects: content.projects.length,
    publications: content.publications.length,
    software: content.software.length,
    teamMembers: content.teamMembers.length,
    jobOpenings: openJobs(content.jobOpenings, __BUILD_DATE__).length,
  };
}
