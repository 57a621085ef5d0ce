/**
 * The publication sync (docs/decisions/040): new works from every ORCID record, the empty
 * fields of known papers filled from their Crossref/DataCite record, and (when switched on)
 * OpenAlex citation counts. It only adds and fills: a source that fails is reported and
 * changes nothing, so a failure never deletes or blanks anything. Preprint/published pairs are
 * reported for an editor to merge in the studio, never merged here.
 */
import { fillEmptyFields } from './citation';
import { inertMarkdown } from '../prose/inert-markdown';
import type { Content } from '../model/model';
import { saveEntity } from '../edit/operations';
import { mergeProposals, type MergeProposal } from './preprints';
import type { Publication } from '../model/schemas';
import { fetchCitationCount, type FetchOptions, type ScholarlyEndpoints } from './scholarly-fetch';
import { validatePublication } from '../model/validation';
import { collectOrcidDrafts, findExisting } from './works-import';
import { fetchZoteroChanges, libraryPath, zoteroItemToPublication, type ZoteroLibrary } from './zotero';

export interface SyncSource {
  orcid: string;
  /** Whose record it is, for the report ("Petra Novak", "the lab"). */
  label: string;
}

/** A Zotero library to read (docs/decisions/073): its changes since the version read last. */
export interface ZoteroSource {
  library: ZoteroLibrary;
  baseUrl: string;
  apiKey?: string;
  /** The library version read last (0: never). */
  since: number;
}

export interface SyncOptions {
  sources: readonly SyncSource[];
  zotero?: ZoteroSource;
  endpoints: ScholarlyEndpoints;
  fetch?: FetchOptions;
  /** Read OpenAlex citation counts (CITATION_COUNTS=1). */
  citationCounts?: boolean;
  /** Today as YYYY-MM-DD (the date stored with a count). */
  today: string;
  now?: number;
}

export interface SyncReport {
  added: Publication[];
  updated: { pub: Publication; fields: string[] }[];
  cited: { pub: Publication; from: number | null; to: number }[];
  proposals: MergeProposal[];
  problems: string[];
  /** Papers whose Zotero item was deleted there: kept on the site, listed for an editor. */
  removed?: Publication[];
  /** The Zotero library's version after this sync, when it moved. */
  zoteroVersion?: number;
}

/** A stored count is read again after this many days even when it has not changed. */
const CITATION_REFRESH_DAYS = 30;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** Fields a record may fill on a paper already on the site; title, authors, year and type stay as edited. */
const FILLABLE = ['journal', 'url', 'abstract', 'keywords'] as const;

export async function syncPublications(content: Content, options: SyncOptions): Promise<{ content: Content; report: SyncReport }> {
  let next = content;
  let now = options.now ?? Date.now();
  const report: SyncReport = { added: [], updated: [], cited: [], proposals: [], problems: [] };
  const relations = new Map<string, string[]>();
  const save = (pub: Publication) => {
    const outcome = saveEntity(next, 'publications', pub, now++);
    next = outcome.content;
    return outcome.item;
  };

  for (const source of options.sources) {
    const collected = await collectOrcidDrafts(source.orcid, options.endpoints, options.fetch);
    if (!collected.ok) {
      report.problems.push(`ORCID record of ${source.label} (${source.orcid}): ${collected.message} Nothing was changed for it.`);
      continue;
    }
    for (const draft of collected.drafts) {
      if (draft.problem) report.problems.push(`“${draft.pub.title}” (${draft.work.doi}): ${draft.problem} The ORCID record's own data was used.`);
      const existing = findExisting(draft.pub, next.publications);
      if (existing) {
        if (draft.source !== 'ORCID') {
          const found = Object.fromEntries(FILLABLE.map((name) => [name, draft.pub[name]]));
          const { draft: filled, filled: names } = fillEmptyFields(existing, found);
          const changed = names.filter((name) => name !== 'citation');
          if (changed.length) report.updated.push({ pub: save(filled), fields: changed });
        }
        if (draft.publishedDois.length) relations.set(existing.id, draft.publishedDois);
        continue;
      }
      const invalid = validatePublication(draft.pub);
      if (invalid) {
        report.problems.push(`“${draft.pub.title}” from the ORCID record of ${source.label} was not added: ${invalid}.`);
        continue;
      }
      const saved = save(draft.pub);
      report.added.push(saved);
      if (draft.publishedDois.length) relations.set(saved.id, draft.publishedDois);
    }
  }

  if (options.zotero) {
    const { library, baseUrl, apiKey, since } = options.zotero;
    const name = `Zotero library ${libraryPath(library)}`;
    const changes = await fetchZoteroChanges(baseUrl, library, since, { ...options.fetch, apiKey });
    if (!changes.ok) report.problems.push(`${name}: ${changes.message} Nothing was changed for it.`);
    else if (!changes.value.unchanged) {
      for (const item of changes.value.items) {
        const pub = zoteroItemToPublication(item);
        if (!pub) continue;
        // Known by its Zotero key, else by the ORCID import's rules (DOI, title and year, preprint link).
        const existing = next.publications.find((other) => other.zoteroKey && other.zoteroKey === pub.zoteroKey) ?? findExisting(pub, next.publications);
        if (existing) {
          const found = Object.fromEntries(FILLABLE.map((field) => [field, pub[field]]));
          const { draft: filled, filled: names } = fillEmptyFields(existing, found);
          const changed = names.filter((field) => field !== 'citation');
          if (!existing.zoteroKey && pub.zoteroKey) {
            filled.zoteroKey = pub.zoteroKey;
            changed.push('zoteroKey');
          }
          if (changed.length) report.updated.push({ pub: save(filled), fields: changed });
          continue;
        }
        const invalid = validatePublication(pub);
        if (invalid) {
          report.problems.push(`“${pub.title}” from the ${name} was not added: ${invalid}.`);
          continue;
        }
        report.added.push(save(pub));
      }
      // As with ORCID, nothing is removed: a paper deleted in Zotero is listed for an editor.
      const deleted = new Set(changes.value.deleted);
      report.removed = next.publications.filter((pub) => pub.zoteroKey && deleted.has(pub.zoteroKey));
      if (changes.value.version !== since) report.zoteroVersion = changes.value.version;
    }
  }

  if (options.citationCounts) {
    for (const pub of next.publications) {
      if (!pub.doi) continue;
      const count = await fetchCitationCount(pub.doi, options.endpoints, options.fetch);
      if (!count.ok) {
        if (count.reason !== 'not-found') report.problems.push(`Citation count of “${pub.title}”: ${count.message} The stored count was kept.`);
        continue;
      }
      const stored = pub.citedBy;
      if (stored && stored.count === count.value && daysBetween(stored.date, options.today) < CITATION_REFRESH_DAYS) continue;
      const updated: Publication = { ...pub, citedBy: { count: count.value, date: options.today } };
      next = { ...next, publications: next.publications.map((entry) => (entry.id === pub.id ? updated : entry)) };
      report.cited.push({ pub: updated, from: stored?.count ?? null, to: count.value });
    }
  }

  report.proposals = mergeProposals(next.publications, relations);
  return { content: next, report };
}

/** True when the sync changed anything that would be written. */
export function syncChangedAnything(report: SyncReport): boolean {
  return report.added.length + report.updated.length + report.cited.length > 0 || report.zoteroVersion !== undefined;
}

/** The pull request's description: new and changed papers, pairs to merge, and what failed. */
export function syncReportMarkdown(report: SyncReport, publications: readonly Publication[]): string {
  // Titles, journals, DOIs and problems come from ORCID, Crossref and DataCite: inert text in the pull request.
  const title = (pub: Publication) => `“${inertMarkdown(pub.title)}” (${inertMarkdown([pub.journal, Number.isFinite(pub.year) ? pub.year : ''].filter(Boolean).join(', '))})`;
  const lines: string[] = ['Publications brought up to date by `npm run sync:publications`.', ''];
  if (report.added.length) lines.push(`### New papers (${report.added.length})`, '', ...report.added.map((pub) => `- ${title(pub)}${pub.doi ? ` — doi:${inertMarkdown(pub.doi)}` : ''}`), '');
  if (report.updated.length) lines.push(`### Changed papers (${report.updated.length})`, '', ...report.updated.map(({ pub, fields }) => `- ${title(pub)}: filled ${fields.join(', ')}`), '');
  if (report.cited.length)
    lines.push(`### Citation counts (${report.cited.length})`, '', ...report.cited.map(({ pub, from, to }) => `- ${title(pub)}: ${from === null ? '' : `${from} → `}${to}`), '');
  if (report.proposals.length) {
    const named = (id: string | null) => publications.find((pub) => pub.id === id);
    lines.push('### Preprints with a published version', '', 'Merge them in the studio (Publications → Preprints and updates); nothing was merged here.', '');
    for (const proposal of report.proposals) lines.push(`- ${title(named(proposal.preprintId) ?? proposal.published)} → ${title(proposal.published)}`);
    lines.push('');
  }
  if (report.removed?.length)
    lines.push(
      `### Deleted in Zotero (${report.removed.length})`,
      '',
      'Still on the site: delete them in the studio if they should go; nothing was removed here.',
      '',
      ...report.removed.map((pub) => `- ${title(pub)}`),
      '',
    );
  if (report.problems.length) lines.push('### Not done', '', ...report.problems.map((problem) => `- ${inertMarkdown(problem)}`), '');
  if (!syncChangedAnything(report)) lines.push('Nothing changed.', '');
  return lines.join('\n');
}
