/**
 * The requests to scholarly services, shared by the studio (in the editor's browser) and the
 * sync command (Node): ORCID works, Crossref or DataCite records, OpenAlex citation counts.
 * Every base URL is configuration (ORCID_API_URL, CROSSREF_API_URL, DATACITE_API_URL,
 * OPENALEX_API_URL); tests point them at local fakes. Polite: one request at a time per caller,
 * Crossref's and OpenAlex's `mailto` when one is set, and a 429 or 5xx answer is retried after
 * the server's Retry-After or an exponential back-off, a few times only.
 */
import { crossrefToPublication, type CrossrefFields, type CrossrefWork } from './citation';
import { dataciteToPublication, datacitePublishedDois, isDataciteDoi, type DataciteAttributes } from './datacite';
import { orcidAuthorsOf, orcidWorksOf, type OrcidWork, type OrcidWorkDetail, type OrcidWorksResponse } from './orcid';
import { crossrefPublishedDois } from './preprints';
import { bareDoi } from '../read/urls';

export const OPENALEX_DEFAULT_URL = 'https://api.openalex.org';

export interface ScholarlyEndpoints {
  orcid: string;
  crossref: string;
  datacite: string;
  openalex: string;
  /** Contact address for Crossref's and OpenAlex's polite pools (CROSSREF_MAILTO). */
  mailto?: string;
}

export interface FetchOptions {
  fetcher?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Retries after a 429, a 5xx or a failed connection (default 3). */
  retries?: number;
  /** First back-off in ms, doubled per retry (default 1000). */
  backoffMs?: number;
  /** Sent as User-Agent where the runtime allows it (Node; browsers do not). */
  userAgent?: string;
}

export type Fetched<T> = { ok: true; value: T } | { ok: false; reason: 'not-found' | 'unreachable' | 'bad-answer'; message: string };

const trimBase = (base: string) => base.replace(/\/+$/, '');
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withMailto(url: string, mailto: string | undefined): string {
  if (!mailto?.trim()) return url;
  return `${url}${url.includes('?') ? '&' : '?'}mailto=${encodeURIComponent(mailto.trim())}`;
}

/** GET a JSON document, retrying politely; never throws. */
export async function getJson(url: string, options: FetchOptions = {}, accept = 'application/json'): Promise<Fetched<unknown>> {
  const fetcher = options.fetcher ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const retries = options.retries ?? 3;
  const headers: Record<string, string> = { Accept: accept };
  if (options.userAgent) headers['User-Agent'] = options.userAgent;
  const service = new URL(url).host;
  for (let attempt = 0; ; attempt += 1) {
    const response: Response | null = await fetcher(url, { headers }).catch(() => null);
    const retryable = !response || response.status === 429 || response.status >= 500;
    if (retryable && attempt < retries) {
      const after = Number(response?.headers.get('Retry-After'));
      const wait = Number.isFinite(after) && after > 0 ? Math.min(after, 60) * 1000 : (options.backoffMs ?? 1000) * 2 ** attempt;
      await sleep(wait);
      continue;
    }
    if (!response) return { ok: false, reason: 'unreachable', message: `Could not reach ${service} (offline?).` };
    if (response.status === 404) return { ok: false, reason: 'not-found', message: `${service} has no record at ${new URL(url).pathname}.` };
    if (!response.ok) return { ok: false, reason: 'unreachable', message: `${service} answered ${response.status}.` };
    try {
      return { ok: true, value: await response.json() };
    } catch {
      return { ok: false, reason: 'bad-answer', message: `${service} sent an answer that could not be read.` };
    }
  }
}

/** The works of an ORCID record (public API, no key). */
export async function fetchOrcidWorks(orcid: string, endpoints: ScholarlyEndpoints, options: FetchOptions = {}): Promise<Fetched<OrcidWork[]>> {
  const answer = await getJson(`${trimBase(endpoints.orcid)}/${encodeURIComponent(orcid)}/works`, options);
  if (!answer.ok) return answer;
  const body = answer.value as OrcidWorksResponse | null;
  if (!body || typeof body !== 'object' || (body.group !== undefined && !Array.isArray(body.group)))
    return { ok: false, reason: 'bad-answer', message: 'ORCID sent an answer that could not be read.' };
  return { ok: true, value: orcidWorksOf(body) };
}

/** The authors of one ORCID work (its contributors), for works without a DOI to look up. */
export async function fetchOrcidAuthors(orcid: string, putCode: number, endpoints: ScholarlyEndpoints, options: FetchOptions = {}): Promise<string[]> {
  const answer = await getJson(`${trimBase(endpoints.orcid)}/${encodeURIComponent(orcid)}/work/${putCode}`, options);
  return answer.ok && answer.value && typeof answer.value === 'object' ? orcidAuthorsOf(answer.value as OrcidWorkDetail) : [];
}

/** A work's metadata and the published versions its record names. */
export interface WorkRecord {
  fields: CrossrefFields;
  /** DOIs of the version of record, when this record is a preprint. */
  publishedDois: string[];
  source: 'Crossref' | 'DataCite';
}

async function fromCrossref(doi: string, endpoints: ScholarlyEndpoints, options: FetchOptions): Promise<Fetched<WorkRecord>> {
  const answer = await getJson(withMailto(`${trimBase(endpoints.crossref)}/works/${encodeURIComponent(doi)}`, endpoints.mailto), options);
  if (!answer.ok) return answer.reason === 'not-found' ? { ...answer, message: `Crossref has no record of DOI ${doi}.` } : answer;
  const message = (answer.value as { message?: CrossrefWork } | null)?.message;
  if (!message || typeof message !== 'object') return { ok: false, reason: 'bad-answer', message: 'Crossref sent an answer that could not be read.' };
  return { ok: true, value: { fields: crossrefFieldsWithVenue(message), publishedDois: crossrefPublishedDois(message), source: 'Crossref' } };
}

/** Crossref's mapping, plus the server's name as venue for posted content (preprints have no container). */
function crossrefFieldsWithVenue(work: CrossrefWork): CrossrefFields {
  const fields = crossrefToPublication(work);
  if (!fields.journal && fields.type === 'preprint') fields.journal = work.institution?.[0]?.name?.trim() || work.publisher?.trim() || '';
  return fields;
}

async function fromDatacite(doi: string, endpoints: ScholarlyEndpoints, options: FetchOptions): Promise<Fetched<WorkRecord>> {
  const answer = await getJson(`${trimBase(endpoints.datacite)}/dois/${encodeURIComponent(doi)}`, options, 'application/vnd.api+json');
  if (!answer.ok) return answer.reason === 'not-found' ? { ...answer, message: `DataCite has no record of DOI ${doi}.` } : answer;
  const attributes = (answer.value as { data?: { attributes?: DataciteAttributes } } | null)?.data?.attributes;
  if (!attributes || typeof attributes !== 'object') return { ok: false, reason: 'bad-answer', message: 'DataCite sent an answer that could not be read.' };
  return { ok: true, value: { fields: dataciteToPublication(attributes), publishedDois: datacitePublishedDois(attributes), source: 'DataCite' } };
}

/** Looks a DOI up where it is registered: DataCite for Zenodo, Figshare, arXiv...; Crossref otherwise, then DataCite. */
export async function fetchWorkRecord(doi: string, endpoints: ScholarlyEndpoints, options: FetchOptions = {}): Promise<Fetched<WorkRecord>> {
  const bare = bareDoi(doi);
  if (isDataciteDoi(bare)) return fromDatacite(bare, endpoints, options);
  const crossref = await fromCrossref(bare, endpoints, options);
  if (crossref.ok || crossref.reason !== 'not-found') return crossref;
  const datacite = await fromDatacite(bare, endpoints, options);
  if (datacite.ok || datacite.reason !== 'not-found') return datacite;
  return { ok: false, reason: 'not-found', message: `Neither Crossref nor DataCite has a record of DOI ${bare}.` };
}

/** How many works cite a DOI, according to OpenAlex (no key). */
export async function fetchCitationCount(doi: string, endpoints: ScholarlyEndpoints, options: FetchOptions = {}): Promise<Fetched<number>> {
  const url = withMailto(`${trimBase(endpoints.openalex)}/works/doi:${encodeURIComponent(bareDoi(doi))}`, endpoints.mailto);
  const answer = await getJson(url, options);
  if (!answer.ok) return answer;
  const count = (answer.value as { cited_by_count?: unknown } | null)?.cited_by_count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return { ok: false, reason: 'bad-answer', message: 'OpenAlex sent an answer that could not be read.' };
  return { ok: true, value: count };
}
