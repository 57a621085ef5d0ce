/**
 * The site search (docs/decisions/021): an index built in the browser from the content the
 * page already holds — publications, news, research areas, people, software, talks and events — and a
 * ranked word search over it. Pages load this module on first use only (dynamic import), so
 * it never weighs on a page's first load.
 */
import { COLLECTIONS, SEARCHED_KINDS } from '../../shared/content/model/collections';
import { itemPath } from '../../shared/content/model/collection-facts';
import type { EntityKind } from '../../shared/content/model/content-keys';
import type { Content } from '../../shared/content/model/model';
import { categoriesOf } from '../../shared/content/edit/lists';
import { pagePath, slugProblem } from '../../shared/content/read/pages';
import { isDated } from '../../shared/content/scholarly/publication-year';
import { doiUrl, safeUrl } from '../../shared/content/read/urls';
import { plainText } from '../../shared/ui/markdown-trees';
import { foldText } from '../../shared/content/read/search-text';

/** A result's kind: the named ones, or the one a collection's declaration gives (`search.kind`). */
export type SearchKind = 'person' | 'project' | 'publication' | 'news' | 'software' | 'page' | (string & {});

interface Field {
  text: string;
  weight: number;
  tokens: string[];
}

export interface SearchDoc {
  kind: SearchKind;
  id: string;
  title: string;
  href: string;
  external: boolean;
  /** One line under the title: role, journal and year, date... */
  meta: string;
  /** The longer text a snippet is cut from. */
  body: string;
  fields: Field[];
}

export interface SearchIndex {
  docs: SearchDoc[];
}

export interface SearchResult {
  doc: SearchDoc;
  score: number;
  /** The query terms this document matched. */
  matched: string[];
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without accents, so "Lucia" finds "Lucía" and "Jooss" finds "Jooß" (foldText). */
export const fold = foldText;

export function tokens(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/** The distinct words of a query; single letters are too common to help. */
export function queryTerms(query: string): string[] {
  return [...new Set(tokens(query).filter((term) => term.length > 1 || /\d/.test(term)))];
}

const field = (text: string | readonly string[] | undefined, weight: number): Field => {
  const value = Array.isArray(text) ? text.join(' · ') : ((text as string | undefined) ?? '');
  return { text: value, weight, tokens: tokens(value) };
};

/** The collections searched by their declaration (`search`). */
export { SEARCHED_KINDS };

/** A declared field's text for the search: a relation to the team as the members' names, Markdown as plain text. */
function fieldText(kind: EntityKind, item: Record<string, unknown>, key: string, members: readonly { id: string; name: string }[]): string | string[] {
  const spec = COLLECTIONS[kind].fields.find((entry) => entry.key === key);
  const value = item[key];
  if (spec?.kind === 'relation' && spec.target === 'teamMembers') {
    const ids = Array.isArray(value) ? value : [value];
    return ids.flatMap((id) => members.filter((member) => member.id === id).map((member) => member.name));
  }
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string');
  if (typeof value !== 'string') return '';
  return spec?.kind === 'markdown' ? plainText(value) : value;
}

/** The results of a collection searched by its declaration. */
function declaredDocs(kind: EntityKind, items: readonly unknown[], members: readonly { id: string; name: string }[]): SearchDoc[] {
  const search = COLLECTIONS[kind].search;
  if (!search) return [];
  return (items as Record<string, unknown>[]).map((item) => {
    const text = (key: string) => fieldText(kind, item, key, members);
    const line = (key: string) => {
      const value = text(key);
      return Array.isArray(value) ? value.join(', ') : value;
    };
    const id = String(item.id);
    return {
      kind: search.kind,
      id,
      title: line(COLLECTIONS[kind].nameField),
      href: itemPath(kind, id),
      external: false,
      meta: search.meta.map(line).filter(Boolean).join(' · '),
      body: search.body ? line(search.body) : '',
      fields: search.fields.map(([key, weight]) => field(text(key), weight)),
    };
  });
}

export function buildIndex(
  content: Pick<Content, 'publications' | 'newsItems' | 'projects' | 'teamMembers' | 'software'> & Partial<Content>,
): SearchIndex {
  const docs: SearchDoc[] = [];
  for (const member of content.teamMembers) {
    docs.push({
      kind: 'person',
      id: member.id,
      title: member.name,
      href: itemPath('teamMembers', member.id),
      external: false,
      meta: member.alumni ? `${member.role} · Alumni` : member.role,
      body: plainText(member.bio),
      fields: [field(member.name, 8), field(member.role, 3), field(plainText(member.bio), 1)],
    });
  }
  for (const project of content.projects) {
    const categories = categoriesOf(project);
    docs.push({
      kind: 'project',
      id: project.id,
      title: project.title,
      href: itemPath('projects', project.id),
      external: false,
      meta: categories.join(', '),
      body: plainText(project.description),
      fields: [field(project.title, 6), field(categories, 3), field(project.topics, 3), field(plainText(project.description), 1)],
    });
  }
  for (const pub of content.publications) {
    const link = doiUrl(pub.doi) ?? safeUrl(pub.url);
    docs.push({
      kind: 'publication',
      id: pub.id,
      title: pub.title,
      href: link ?? '/publications',
      external: Boolean(link),
      meta: [pub.authors.join(', '), pub.journal, isDated(pub.year) ? String(pub.year) : ''].filter(Boolean).join(' · '),
      body: pub.abstract ?? pub.citation,
      fields: [
        field(pub.title, 6),
        field(pub.keywords, 3),
        field(pub.authors, 3),
        field(pub.journal, 1),
        field(pub.abstract, 1),
        field(pub.doi, 1),
      ],
    });
  }
  for (const item of content.newsItems) {
    docs.push({
      kind: 'news',
      id: item.id,
      title: item.title,
      href: itemPath('newsItems', item.id),
      external: false,
      meta: [item.date, item.author].filter(Boolean).join(' · '),
      body: plainText(item.content),
      fields: [field(item.title, 6), field(item.tags, 3), field(item.author, 2), field(plainText(item.content), 1)],
    });
  }
  for (const tool of content.software) {
    docs.push({
      kind: 'software',
      id: tool.id,
      title: tool.name,
      href: itemPath('software', tool.id),
      external: false,
      meta: tool.technologies.join(', '),
      body: plainText(tool.description),
      fields: [field(tool.name, 8), field(tool.technologies, 3), field(tool.developers, 2), field(plainText(tool.description), 1)],
    });
  }
  // The collections whose declarations say how they are found (talks, courses: docs/decisions/086).
  for (const kind of SEARCHED_KINDS) docs.push(...declaredDocs(kind, (content as Partial<Content>)[kind] ?? [], content.teamMembers));
  // The lab's own pages (docs/decisions/077), wherever they are linked from.
  for (const page of content.pages ?? []) {
    if (slugProblem(page.slug) !== null) continue;
    docs.push({
      kind: 'page',
      id: page.id,
      title: page.title,
      href: pagePath(page),
      external: false,
      meta: '',
      body: plainText(page.body),
      fields: [field(page.title, 8), field(plainText(page.body), 1)],
    });
  }
  return { docs };
}

/** How well one term fits one field: whole words count more than word beginnings. */
function termScore(term: string, fieldTokens: readonly string[]): number {
  let best = 0;
  for (const token of fieldTokens) {
    if (token === term) return 3;
    if (best < 1 && token.startsWith(term) && term.length >= 2) best = 1;
  }
  return best;
}

/**
 * Ranked results. Documents matching every term come first; when none does, those
 * matching some terms are shown, most terms first. Ties keep the content's order.
 */
export function search(index: SearchIndex, query: string, limit = 60): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const phrase = terms.join(' ');
  const scored: SearchResult[] = [];
  for (const doc of index.docs) {
    let score = 0;
    const matched: string[] = [];
    for (const term of terms) {
      let termTotal = 0;
      for (const f of doc.fields) termTotal += termScore(term, f.tokens) * f.weight;
      if (termTotal > 0) {
        matched.push(term);
        score += termTotal;
      }
    }
    if (matched.length === 0) continue;
    // The whole query as written in the title is the strongest signal there is.
    if (terms.length > 1 && fold(doc.title).includes(phrase)) score += 20;
    scored.push({ doc, score, matched });
  }
  const complete = scored.filter((result) => result.matched.length === terms.length);
  const pool = complete.length > 0 ? complete : scored;
  return pool
    .map((result, order) => ({ result, order }))
    .sort(
      (a, b) =>
        b.result.matched.length - a.result.matched.length || b.result.score - a.result.score || a.order - b.order,
    )
    .slice(0, limit)
    .map(({ result }) => result);
}

export interface Segment {
  text: string;
  hit: boolean;
}

/** The text cut into plain and matched parts: a word is a hit when it starts with a term. */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const word = fold(match[0]);
    if (!terms.some((term) => word.startsWith(term))) continue;
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start), hit: false });
    segments.push({ text: match[0], hit: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), hit: false });
  return segments;
}

/** About `length` characters of `text` around its first matched word, on word boundaries. */
export function snippet(text: string, terms: readonly string[], length = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  let first = -1;
  for (const match of flat.matchAll(WORD)) {
    const word = fold(match[0]);
    if (terms.some((term) => word.startsWith(term))) {
      first = match.index;
      break;
    }
  }
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space < 0 || space > first ? start : space + 1;
  }
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  return `${start > 0 ? '… ' : ''}${flat.slice(start, end)}${end < flat.length ? ' …' : ''}`;
}

/**
 * The English word for a result of a declared collection's kind ("Course"): its singular, as its
 * declaration gives it. The site's catalogue words a kind first (t.search.kinds); this is what a
 * collection added since is called where the catalogue has no word for it.
 */
export function kindWord(kind: string): string | undefined {
  const declared = SEARCHED_KINDS.find((entity) => COLLECTIONS[entity].search?.kind === kind);
  if (!declared) return undefined;
  const singular = COLLECTIONS[declared].singular;
  return singular.charAt(0).toUpperCase() + singular.slice(1);
}
