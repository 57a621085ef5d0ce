/**
 * A preprint and its version of record are one paper (docs/decisions/039). This module finds
 * the pairs (a DOI relation read from Crossref or DataCite, an arXiv id given beside a DOI, or,
 * as a last resort, the same title and authors) and merges one pair into one publication. It
 * only proposes: the studio merges after the editor's yes, the sync command never merges.
 */
import { formatReference, normalizedTitle, type CrossrefWork } from './citation';
import type { Content } from '../model/model';
import { authorSurname, deleteEntity, projectIdsOf, saveEntity, withProjectIds, type Outcome } from '../edit/operations';
import type { Publication } from '../model/schemas';
import { bareDoi, doiUrl, safeUrl } from '../read/urls';

/** DOI prefixes of preprint servers: bioRxiv/medRxiv, arXiv, OSF (PsyArXiv...), Research Square, Preprints.org, SSRN. */
const PREPRINT_PREFIXES = ['10.1101/', '10.48550/', '10.31234/', '10.31219/', '10.31235/', '10.21203/', '10.20944/', '10.2139/ssrn'];

/** Whether a publication is (still) a preprint: its type, its DOI's server, or an arXiv link. */
export function isPreprint(pub: Pick<Publication, 'type' | 'doi' | 'url'>): boolean {
  if (pub.type === 'preprint') return true;
  const doi = bareDoi(pub.doi ?? '').toLowerCase();
  if (doi && PREPRINT_PREFIXES.some((prefix) => doi.startsWith(prefix))) return true;
  return !doi && /^https?:\/\/(www\.)?arxiv\.org\//i.test(pub.url);
}

/** The link a merged paper keeps to its preprint: the preprint's DOI link, else its URL. */
export function preprintLinkOf(pub: Pick<Publication, 'doi' | 'url'>): string | null {
  return doiUrl(pub.doi) ?? safeUrl(pub.url);
}

/** The published DOIs a Crossref record names: `relation.is-preprint-of` (a preprint's record). */
export function crossrefPublishedDois(work: CrossrefWork & { relation?: Record<string, { id?: string; 'id-type'?: string }[]> }): string[] {
  return (work.relation?.['is-preprint-of'] ?? [])
    .filter((entry) => (entry['id-type'] ?? 'doi').toLowerCase() === 'doi')
    .map((entry) => bareDoi(entry.id ?? ''))
    .filter((doi) => /^10\.\d{4,9}\/\S+$/.test(doi));
}

/** The preprint DOIs a Crossref record names: `relation.has-preprint` (a published paper's record). */
export function crossrefPreprintDois(work: { relation?: Record<string, { id?: string; 'id-type'?: string }[]> }): string[] {
  return (work.relation?.['has-preprint'] ?? [])
    .filter((entry) => (entry['id-type'] ?? 'doi').toLowerCase() === 'doi')
    .map((entry) => bareDoi(entry.id ?? ''))
    .filter((doi) => /^10\.\d{4,9}\/\S+$/.test(doi));
}

const sameDoi = (a: string | undefined, b: string | undefined) => Boolean(a && b) && bareDoi(a!).toLowerCase() === bareDoi(b!).toLowerCase();

/** The publication whose DOI (or kept preprint link) is `doi`. */
export function findByDoi<T extends Pick<Publication, 'doi' | 'preprintUrls'>>(doi: string, publications: readonly T[]): T | undefined {
  return publications.find((pub) => sameDoi(pub.doi, doi)) ?? publications.find((pub) => (pub.preprintUrls ?? []).some((url) => sameDoi(url, doi)));
}

/** Same paper by its words: equal normalised titles and the same first author's surname. */
export function sameTitleAndAuthors(a: Pick<Publication, 'title' | 'authors'>, b: Pick<Publication, 'title' | 'authors'>): boolean {
  const title = normalizedTitle(a.title);
  if (!title || title !== normalizedTitle(b.title)) return false;
  const first = (pub: Pick<Publication, 'authors'>) => authorSurname(pub.authors[0] ?? '').toLowerCase();
  return first(a) !== '' && first(a) === first(b);
}

/** arXiv's DOI (10.48550/arXiv.2401.01234) as its abstract page, the link ORCID's arXiv ids become. */
function arxivAbsOfDoi(doi: string | undefined): string | null {
  const match = /^10\.48550\/arxiv\.(.+)$/i.exec(bareDoi(doi ?? ''));
  return match ? `https://arxiv.org/abs/${match[1]}` : null;
}

/** A link in a form two spellings of it share: DOI links as bare lower-case DOIs, no trailing slash or arXiv version. */
function comparableLink(link: string): string {
  return bareDoi(link)
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/+$/, '')
    .replace(/^(arxiv\.org\/abs\/[^/]+?)v\d+$/, '$1');
}

export type MergeReason = 'relation' | 'arxiv' | 'title';

/** A proposed merge: `preprintId` (on the site) becomes `published` (on the site, or a fetched record). */
export interface MergeProposal {
  preprintId: string;
  /** The site's publication that is the version of record, or null when it was fetched. */
  publishedId: string | null;
  published: Publication;
  reason: MergeReason;
}

/**
 * Proposals among the site's publications. `relations` maps a preprint's id to the published
 * DOIs its record names, and `fetched` holds records of published DOIs that are not on the site.
 * Title-and-authors pairs come last and only for pairs no relation explains.
 */
export function mergeProposals(
  publications: readonly Publication[],
  relations: ReadonlyMap<string, readonly string[]> = new Map(),
  fetched: ReadonlyMap<string, Publication> = new Map(),
): MergeProposal[] {
  const proposals: MergeProposal[] = [];
  const used = new Set<string>();
  const propose = (preprint: Publication, published: Publication, onSite: boolean, reason: MergeReason) => {
    if (used.has(preprint.id) || (onSite && (used.has(published.id) || published.id === preprint.id))) return;
    used.add(preprint.id);
    if (onSite) used.add(published.id);
    proposals.push({ preprintId: preprint.id, publishedId: onSite ? published.id : null, published, reason });
  };
  const preprints = publications.filter(isPreprint);
  for (const preprint of preprints) {
    for (const doi of relations.get(preprint.id) ?? []) {
      const onSite = publications.find((pub) => pub.id !== preprint.id && sameDoi(pub.doi, doi));
      if (onSite) propose(preprint, onSite, true, 'relation');
      else {
        const record = fetched.get(bareDoi(doi).toLowerCase());
        if (record) propose(preprint, { ...record, id: preprint.id }, false, 'relation');
      }
    }
  }
  // A paper that already names this preprint's link (ORCID's arXiv id beside a journal DOI).
  for (const preprint of preprints) {
    const links = new Set([preprintLinkOf(preprint), safeUrl(preprint.url), arxivAbsOfDoi(preprint.doi)].filter(Boolean).map((link) => comparableLink(link!)));
    const named = publications.find((pub) => pub.id !== preprint.id && !isPreprint(pub) && (pub.preprintUrls ?? []).some((link) => links.has(comparableLink(link))));
    if (named) propose(preprint, named, true, 'arxiv');
  }
  for (const preprint of preprints) {
    const others = publications.filter((pub) => pub.id !== preprint.id && !isPreprint(pub));
    const match = others.find((pub) => sameTitleAndAuthors(pub, preprint));
    if (match) propose(preprint, match, true, 'title');
  }
  return proposals;
}

const union = (...lists: readonly (readonly string[] | undefined)[]) => [...new Set(lists.flatMap((list) => list ?? []).filter(Boolean))];

/**
 * The one publication a merge keeps: the published version's venue, DOI, type and year; the
 * preprint's link as a second link; the union of both sides' research areas, software and
 * keywords; the preprint's abstract when the published record has none.
 */
export function mergedPublication(published: Publication, preprint: Publication): Publication {
  const ownLinks = [doiUrl(published.doi), safeUrl(published.url)].filter(Boolean).map((link) => bareDoi(link!).toLowerCase());
  // One link per preprint: an arXiv DOI link and the arXiv page it resolves to count as one.
  const keyOf = (link: string) => comparableLink(arxivAbsOfDoi(link) ?? link);
  const seen = new Set<string>();
  const preprintUrls = union(published.preprintUrls, preprint.preprintUrls, [preprintLinkOf(preprint) ?? '']).filter((link) => {
    const key = keyOf(link);
    if (ownLinks.includes(bareDoi(link).toLowerCase()) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const projectIds = union(projectIdsOf(published), projectIdsOf(preprint));
  const merged: Publication = withProjectIds(
    {
      ...published,
      abstract: published.abstract?.trim() ? published.abstract : preprint.abstract,
      keywords: union(published.keywords, preprint.keywords),
      softwareIds: union(published.softwareIds, preprint.softwareIds),
      preprintUrls,
    },
    projectIds,
  );
  if (!merged.citation.trim()) merged.citation = formatReference(merged);
  return merged;
}

const replaceId = (list: readonly string[], from: string, to: string) => union(list.map((id) => (id === from ? to : id)));

/**
 * Applies one proposal to the content: the kept publication is saved through the usual save
 * rules, every reference to the preprint (projects, software, members, featured) moves to it,
 * and the preprint's own record goes. One outcome, so the store records one undoable change.
 */
export function mergePreprint(content: Content, proposal: Pick<MergeProposal, 'preprintId' | 'publishedId' | 'published'>, now: number): Outcome {
  const preprint = content.publications.find((pub) => pub.id === proposal.preprintId);
  if (!preprint) return { content, changed: [], events: [] };
  const keepId = proposal.publishedId ?? preprint.id;
  const base = proposal.publishedId ? (content.publications.find((pub) => pub.id === proposal.publishedId) ?? proposal.published) : proposal.published;
  const keep = mergedPublication({ ...base, id: keepId }, preprint);
  let next: Content = content;
  if (keepId !== preprint.id) {
    next = {
      ...next,
      projects: next.projects.map((p) => (p.publications.includes(preprint.id) ? { ...p, publications: replaceId(p.publications, preprint.id, keepId) } : p)),
      software: next.software.map((s) => (s.publicationIds.includes(preprint.id) ? { ...s, publicationIds: replaceId(s.publicationIds, preprint.id, keepId) } : s)),
      teamMembers: next.teamMembers.map((m) => (m.publications?.includes(preprint.id) ? { ...m, publications: replaceId(m.publications, preprint.id, keepId) } : m)),
      featuredItems: next.featuredItems.publicationId === preprint.id ? { ...next.featuredItems, publicationId: keepId } : next.featuredItems,
    };
  }
  const saved = saveEntity(next, 'publications', keep, now);
  const changed = new Set(saved.changed);
  let outcome: Outcome = saved;
  if (keepId !== preprint.id) {
    const removed = deleteEntity(saved.content, 'publications', preprint.id);
    removed.changed.forEach((key) => changed.add(key));
    outcome = { content: removed.content, changed: [], events: [...saved.events, ...removed.events] };
    ['projects', 'software', 'teamMembers', 'featuredItems'].forEach((key) => changed.add(key as keyof Content));
  }
  return { content: outcome.content, changed: [...changed], events: outcome.events };
}
