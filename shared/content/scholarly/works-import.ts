/**
 * From an ORCID record to publication drafts: each work enriched from Crossref or DataCite
 * (by its DOI), else from the ORCID work itself; and the match of a draft against the site's
 * publications (DOI, then normalised title and year, then a merged preprint's link). Used by
 * the studio's "Import from ORCID" and by `npm run sync:publications`, one implementation.
 */
import { findDuplicate, formatReference } from './citation';
import { arxivUrl, type OrcidWork } from './orcid';
import { findByDoi, isPreprint, preprintLinkOf } from './preprints';
import { bareDoi } from '../read/urls';

const sameDoi = (a: string | undefined, b: string | undefined) => Boolean(a && b) && bareDoi(a!).toLowerCase() === bareDoi(b!).toLowerCase();
import type { Publication } from '../model/schemas';
import { fetchOrcidAuthors, fetchOrcidWorks, fetchWorkRecord, type FetchOptions, type ScholarlyEndpoints, type WorkRecord } from './scholarly-fetch';

/** A work of an ORCID record as a draft publication, with where its metadata came from. */
export interface WorkDraft {
  work: OrcidWork;
  pub: Publication;
  /** "Crossref", "DataCite" or "ORCID" (the record's own summary). */
  source: string;
  /** Published DOIs the work's record names (it is their preprint). */
  publishedDois: string[];
  /** Why the richer record could not be read, if it could not. */
  problem: string | null;
}

/** A draft publication from an ORCID work and, when found, its Crossref/DataCite record. */
export function draftFromWork(work: OrcidWork, record: WorkRecord | null, authors: readonly string[] = []): Publication {
  const fields = record?.fields;
  const pick = <T>(found: T | undefined, fallback: T) => (found === undefined || found === '' || (typeof found === 'number' && !Number.isFinite(found)) ? fallback : found);
  const doi = pick(fields?.doi, work.doi);
  const draft: Publication = {
    id: 'new',
    title: pick(fields?.title, work.title),
    journal: pick(fields?.journal, work.journal),
    year: pick(fields?.year, work.year),
    type: pick(fields?.type, work.type),
    authors: fields?.authors.length ? fields.authors : [...authors],
    citation: '',
    doi: doi || undefined,
    url: pick(fields?.url, work.url || (doi ? `https://doi.org/${doi}` : '')),
    abstract: fields?.abstract || undefined,
    keywords: fields?.keywords ?? [],
    projectIds: [],
    softwareIds: [],
  };
  if (!draft.doi) delete draft.doi;
  if (!draft.abstract) delete draft.abstract;
  // arXiv's id beside a journal DOI: the arXiv version is this paper's preprint.
  if (work.arxiv && doi && !doi.toLowerCase().startsWith('10.48550/')) draft.preprintUrls = [arxivUrl(work.arxiv)];
  draft.citation = formatReference(draft);
  return draft;
}

/** The site's publication a draft is: same DOI, else same normalised title and year, else a merged preprint's link. */
export function findExisting<T extends Publication>(pub: Publication, existing: readonly T[]): T | undefined {
  // The published version of a preprint on the site (same title and year, its own DOI) is not that
  // preprint: it is added, and the pair is then proposed for a merge (docs/decisions/039).
  const candidates = pub.doi && !isPreprint(pub) ? existing.filter((other) => !(isPreprint(other) && other.doi && !sameDoi(other.doi, pub.doi))) : existing;
  const duplicate = findDuplicate(pub, candidates) ?? (pub.doi ? existing.find((other) => sameDoi(other.doi, pub.doi)) : undefined);
  if (duplicate) return duplicate;
  const link = pub.doi ? pub.doi : preprintLinkOf(pub);
  return link ? findByDoi(link, existing.filter((other) => (other.preprintUrls ?? []).length > 0)) : undefined;
}

export interface CollectProgress {
  done: number;
  total: number;
}

/**
 * Lists an ORCID record's works as drafts. The ORCID answer is required (its failure is the
 * result); a failed lookup of one DOI only leaves that draft with the ORCID summary's data.
 */
export async function collectOrcidDrafts(
  orcid: string,
  endpoints: ScholarlyEndpoints,
  options: FetchOptions = {},
  onProgress?: (progress: CollectProgress) => void,
): Promise<{ ok: true; drafts: WorkDraft[] } | { ok: false; message: string }> {
  const works = await fetchOrcidWorks(orcid, endpoints, options);
  if (!works.ok) return { ok: false, message: works.reason === 'not-found' ? `ORCID has no public record for ${orcid}.` : works.message };
  const drafts: WorkDraft[] = [];
  for (const work of works.value) {
    onProgress?.({ done: drafts.length, total: works.value.length });
    let record: WorkRecord | null = null;
    let problem: string | null = null;
    let authors: string[] = [];
    if (work.doi) {
      const found = await fetchWorkRecord(work.doi, endpoints, options);
      if (found.ok) record = found.value;
      else problem = found.message;
    }
    if (!record?.fields.authors.length && work.putCode !== null) authors = await fetchOrcidAuthors(orcid, work.putCode, endpoints, options);
    drafts.push({ work, pub: draftFromWork(work, record, authors), source: record?.source ?? 'ORCID', publishedDois: record?.publishedDois ?? [], problem });
  }
  onProgress?.({ done: drafts.length, total: works.value.length });
  return { ok: true, drafts };
}
