/**
 * Zotero libraries (docs/decisions/073): a user's or a group's items read through the Zotero Web
 * API v3 (https://www.zotero.org/support/dev/web_api/v3/), mapped to publications. Incremental by
 * library version: a read names the version it last saw (`since`, `If-Modified-Since-Version`;
 * 304 = nothing changed) and keeps the `Last-Modified-Version` it is given; deletions come from
 * `/deleted?since=`. An API key is optional (a public group needs none). Shared by the studio's
 * "Import from Zotero" (in the editor's browser) and `npm run sync:publications`.
 */
import { formatReference } from './citation';
import { PUBLICATION_TYPES } from '../model/constants';
import type { Publication } from '../model/schemas';
import { bareDoi } from '../read/urls';

export const ZOTERO_DEFAULT_URL = 'https://api.zotero.org';

export interface ZoteroLibrary {
  type: 'groups' | 'users';
  id: string;
}

export const ZOTERO_LIBRARY_MESSAGE = 'Enter a Zotero library as groups/<number> or users/<number>, or its zotero.org address.';

/** "groups/123", "users/456", "https://www.zotero.org/groups/123/lab-name/library" -> the library; null otherwise. */
export function parseZoteroLibrary(text: string): ZoteroLibrary | null {
  const match = /(?:^|\/)(groups|users)\/(\d{1,12})(?:\/|$)/.exec(text.trim());
  return match ? { type: match[1] as ZoteroLibrary['type'], id: match[2]! } : null;
}

export const libraryPath = (library: ZoteroLibrary) => `${library.type}/${library.id}`;

/** The fields of a Zotero item's `data` this product reads. */
export interface ZoteroItemData {
  key?: string;
  version?: number;
  itemType?: string;
  title?: string;
  creators?: { creatorType?: string; firstName?: string; lastName?: string; name?: string }[];
  date?: string;
  publicationTitle?: string;
  proceedingsTitle?: string;
  conferenceName?: string;
  bookTitle?: string;
  publisher?: string;
  university?: string;
  institution?: string;
  repository?: string;
  websiteTitle?: string;
  volume?: string;
  issue?: string;
  pages?: string;
  DOI?: string;
  url?: string;
  abstractNote?: string;
  extra?: string;
  tags?: { tag?: string }[];
}

const knownType = (type: string, fallback: string) => ((PUBLICATION_TYPES as readonly string[]).includes(type) ? type : fallback);

/** Zotero item types as the product's types, with the field that names the venue. */
const ITEM_TYPES: Record<string, { type: () => string; venue: (keyof ZoteroItemData)[] }> = {
  journalArticle: { type: () => 'journal article', venue: ['publicationTitle'] },
  magazineArticle: { type: () => 'journal article', venue: ['publicationTitle'] },
  newspaperArticle: { type: () => 'journal article', venue: ['publicationTitle'] },
  conferencePaper: { type: () => 'conference proceeding', venue: ['proceedingsTitle', 'conferenceName', 'publisher'] },
  bookSection: { type: () => 'book chapter', venue: ['bookTitle', 'publisher'] },
  encyclopediaArticle: { type: () => 'book chapter', venue: ['publicationTitle' as keyof ZoteroItemData, 'publisher'] },
  book: { type: () => 'book', venue: ['publisher'] },
  thesis: { type: () => 'thesis', venue: ['university'] },
  report: { type: () => knownType('report', 'preprint'), venue: ['institution', 'publisher'] },
  preprint: { type: () => 'preprint', venue: ['repository', 'publisher'] },
  manuscript: { type: () => 'preprint', venue: ['repository', 'publisher'] },
  dataset: { type: () => knownType('dataset', 'preprint'), venue: ['repository', 'publisher'] },
  computerProgram: { type: () => knownType('software', 'preprint'), venue: ['publisher'] },
  webpage: { type: () => 'preprint', venue: ['websiteTitle'] },
};

/** Child and non-bibliographic items, never publications. */
const NOT_PUBLICATIONS = new Set(['attachment', 'note', 'annotation']);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Year and month of Zotero's free-form date ("2021-03-15", "March 2021", "2021"). */
export function zoteroDate(date: string | undefined): { year: number | null; month?: number } {
  const text = (date ?? '').trim();
  const iso = /^(\d{4})(?:-(\d{1,2}))?/.exec(text);
  const year = iso ? Number(iso[1]) : Number(/\b(\d{4})\b/.exec(text)?.[1] ?? NaN);
  if (!Number.isFinite(year)) return { year: null };
  let month = iso?.[2] ? Number(iso[2]) : undefined;
  if (!month) {
    const named = MONTHS.findIndex((name) => new RegExp(`\\b${name}`, 'i').test(text));
    if (named >= 0) month = named + 1;
  }
  return month && month >= 1 && month <= 12 ? { year, month } : { year };
}

/** "Family, Given Names" of a Zotero creator (full given names kept), or the single-field name. */
function creatorName(creator: NonNullable<ZoteroItemData['creators']>[number]): string {
  const last = creator.lastName?.trim() ?? '';
  const first = creator.firstName?.trim() ?? '';
  if (last) return first ? `${last}, ${first}` : last;
  return creator.name?.trim() ?? '';
}

/** A DOI written in Zotero's Extra field ("DOI: 10.1234/x"), where the item type has no DOI field. */
const extraDoi = (extra: string | undefined) => /^\s*DOI:\s*(\S+)/im.exec(extra ?? '')?.[1];

/** A Zotero item as a publication draft; null for attachments and notes. */
export function zoteroItemToPublication(data: ZoteroItemData): Publication | null {
  const itemType = data.itemType ?? '';
  if (NOT_PUBLICATIONS.has(itemType)) return null;
  const kind = ITEM_TYPES[itemType] ?? { type: () => (data.publicationTitle?.trim() ? 'journal article' : 'preprint'), venue: ['publicationTitle', 'publisher'] as (keyof ZoteroItemData)[] };
  const creators = data.creators ?? [];
  const authors = creators.filter((creator) => (creator.creatorType ?? 'author') === 'author');
  // A book of chapters by others names its editors only: they are its authors here.
  const named = (authors.length ? authors : creators.filter((creator) => creator.creatorType === 'editor')).map(creatorName).filter(Boolean);
  const venue = kind.venue.map((field) => data[field]).find((value): value is string => typeof value === 'string' && value.trim() !== '')?.trim() ?? '';
  const { year, month } = zoteroDate(data.date);
  const doi = bareDoi(data.DOI?.trim() || extraDoi(data.extra) || '');
  const url = data.url?.trim() || (doi ? `https://doi.org/${doi}` : '');
  const pub: Publication = {
    id: 'new',
    title: (data.title ?? '').replace(/\s+/g, ' ').trim(),
    journal: venue,
    year: year as number,
    type: kind.type(),
    authors: named,
    citation: '',
    url,
    keywords: [...new Set((data.tags ?? []).map((tag) => tag.tag?.trim() ?? '').filter(Boolean))],
    projectIds: [],
    softwareIds: [],
  };
  if (month) pub.month = month;
  if (doi) pub.doi = doi;
  if (data.volume?.trim()) pub.volume = data.volume.trim();
  if (data.issue?.trim()) pub.issue = data.issue.trim();
  if (data.pages?.trim()) pub.pages = data.pages.trim().replace(/\s*[-–—]+\s*/g, '–');
  if (data.abstractNote?.trim()) pub.abstract = data.abstractNote.trim();
  if (data.key) pub.zoteroKey = data.key;
  pub.citation = formatReference(pub);
  return pub;
}

/* ---------------------------------------------------------------- reading */

export interface ZoteroOptions {
  fetcher?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Retries after a 429, a 5xx or a failed connection (default 3). */
  retries?: number;
  backoffMs?: number;
  /** A Zotero API key (private libraries; a public group needs none). */
  apiKey?: string;
  /** Items per page (Zotero's maximum is 100). */
  limit?: number;
}

export interface ZoteroChanges {
  /** True when the library is unchanged since `since` (304): nothing else is set. */
  unchanged: boolean;
  /** The library's version now (Last-Modified-Version), to pass as `since` next time. */
  version: number;
  /** Items added or changed since `since` (all items when `since` is 0). */
  items: ZoteroItemData[];
  /** Keys of items deleted since `since` (none asked for when `since` is 0). */
  deleted: string[];
}

export type ZoteroResult = { ok: true; value: ZoteroChanges } | { ok: false; message: string };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The next page's address from a Link header, when it is on the same service. */
function nextLink(header: string | null, base: string): string | null {
  const next = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(header ?? '')?.[1];
  if (!next) return null;
  try {
    return new URL(next).origin === new URL(base).origin ? next : null;
  } catch {
    return null;
  }
}

async function request(url: string, options: ZoteroOptions, since?: number): Promise<{ ok: true; response: Response } | { ok: false; message: string }> {
  const fetcher = options.fetcher ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const retries = options.retries ?? 3;
  const headers: Record<string, string> = { 'Zotero-API-Version': '3', Accept: 'application/json' };
  if (options.apiKey?.trim()) headers['Zotero-API-Key'] = options.apiKey.trim();
  if (since) headers['If-Modified-Since-Version'] = String(since);
  for (let attempt = 0; ; attempt += 1) {
    const response: Response | null = await fetcher(url, { headers }).catch(() => null);
    const retryable = !response || response.status === 429 || response.status >= 500;
    if (retryable && attempt < retries) {
      const after = Number(response?.headers.get('Retry-After') ?? response?.headers.get('Backoff'));
      await sleep(Number.isFinite(after) && after > 0 ? Math.min(after, 60) * 1000 : (options.backoffMs ?? 1000) * 2 ** attempt);
      continue;
    }
    if (!response) return { ok: false, message: 'Could not reach the Zotero API (offline?).' };
    if (response.status === 403) return { ok: false, message: 'Zotero refused access to this library: a private library needs an API key that may read it.' };
    if (response.status === 404) return { ok: false, message: 'Zotero has no such library.' };
    if (response.status !== 304 && !response.ok) return { ok: false, message: `The Zotero API answered ${response.status}.` };
    return { ok: true, response };
  }
}

/**
 * What changed in a library since version `since` (0: everything): its top-level items page by
 * page (following the Link header), the keys deleted, and its version now.
 */
export async function fetchZoteroChanges(baseUrl: string, library: ZoteroLibrary, since: number, options: ZoteroOptions = {}): Promise<ZoteroResult> {
  const base = `${baseUrl.replace(/\/+$/, '')}/${libraryPath(library)}`;
  const limit = Math.min(Math.max(options.limit ?? 100, 1), 100);
  let url: string | null = `${base}/items/top?format=json&limit=${limit}&start=0${since ? `&since=${since}` : ''}`;
  const items: ZoteroItemData[] = [];
  let version = since;
  let first = true;
  let pages = 0;
  while (url) {
    const answer = await request(url, options, first ? since : undefined);
    if (!answer.ok) return answer;
    const { response } = answer;
    if (first && response.status === 304) return { ok: true, value: { unchanged: true, version: since, items: [], deleted: [] } };
    const seen = Number(response.headers.get('Last-Modified-Version'));
    if (Number.isFinite(seen) && seen > version) version = seen;
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { ok: false, message: 'The Zotero API sent an answer that could not be read.' };
    }
    if (!Array.isArray(body)) return { ok: false, message: 'The Zotero API sent an answer that could not be read.' };
    for (const entry of body as { data?: ZoteroItemData }[]) if (entry && typeof entry === 'object' && entry.data) items.push(entry.data);
    first = false;
    pages += 1;
    // Bounded: at most 1,000 pages (100,000 items) whatever the server's links say.
    url = pages < 1000 ? nextLink(response.headers.get('Link'), base) : null;
  }
  let deleted: string[] = [];
  if (since) {
    const answer = await request(`${base}/deleted?since=${since}`, options);
    if (!answer.ok) return answer;
    try {
      const body = (await answer.response.json()) as { items?: unknown };
      deleted = Array.isArray(body.items) ? body.items.filter((key): key is string => typeof key === 'string') : [];
    } catch {
      return { ok: false, message: 'The Zotero API sent an answer that could not be read.' };
    }
  }
  return { ok: true, value: { unchanged: false, version, items, deleted } };
}
