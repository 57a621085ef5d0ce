/**
 * The rows of every publication import's preview (BibTeX, ORCID): each entry as it will be
 * saved, with the spec's validation message and a duplicate mark (same DOI, or same normalised
 * title and year, against the site and the entries above it; or a DOI the site keeps as a
 * paper's preprint link). Linear in the number of entries: duplicates are looked up in maps,
 * never by comparing each entry with every other.
 */
import { normalizedTitle } from '../../content/scholarly/citation';
import type { Publication } from '../../content/model/schemas';
import { yearKey } from '../../content/scholarly/publication-year';
import { bareDoi } from '../../content/read/urls';
import { validatePublication } from '../../content/model/validation';
import { findExisting } from '../../content/scholarly/works-import';

export interface PreviewRow {
  /** Stable within one preview. */
  rowId: string;
  /** Names the entry where it has no title (a BibTeX key). */
  key: string;
  /** The entry's line in a BibTeX text. */
  line?: number;
  pub: Publication;
  /** The spec's validation message, or null when the entry may be saved. */
  invalid: string | null;
  duplicateOf: string | null;
  /** What the reader repaired or could not render in this entry. */
  warnings: string[];
  /** Where the entry's data came from (ORCID import: Crossref, DataCite or ORCID). */
  source?: string;
}

type Named = Pick<Publication, 'title' | 'id'>;

/** First publication of each DOI and of each title+year, in list order. */
class DuplicateIndex {
  private readonly byDoi = new Map<string, { order: number; pub: Named }>();
  private readonly byTitle = new Map<string, { order: number; pub: Named }>();
  private count = 0;

  /** The DOI and title+year a publication is compared by ('' when it has none). */
  static keys(pub: Pick<Publication, 'doi' | 'title' | 'year'>): [string, string] {
    const title = normalizedTitle(pub.title);
    return [bareDoi(pub.doi ?? '').toLowerCase(), title && `${title}\u0000${yearKey(pub.year)}`];
  }

  add(pub: Pick<Publication, 'doi' | 'title' | 'year' | 'id'>, [doi, title] = DuplicateIndex.keys(pub)): void {
    const order = this.count++;
    if (doi && !this.byDoi.has(doi)) this.byDoi.set(doi, { order, pub });
    if (title && !this.byTitle.has(title)) this.byTitle.set(title, { order, pub });
  }

  /** The earliest publication with these keys (the rule of findDuplicate). */
  find([doi, title]: [string, string]): Named | undefined {
    const a = doi ? this.byDoi.get(doi) : undefined;
    const b = title ? this.byTitle.get(title) : undefined;
    if (a && b) return (a.order <= b.order ? a : b).pub;
    return (a ?? b)?.pub;
  }
}

export type RowEntry = Omit<PreviewRow, 'invalid' | 'duplicateOf' | 'warnings'> & { warnings?: string[] };

/** Checks entries against the site's publications and each other (an entry listed twice is a duplicate too). */
export function checkRows(entries: readonly RowEntry[], existing: readonly Publication[], now: Date = new Date()): PreviewRow[] {
  const seen = new DuplicateIndex();
  for (const pub of existing) seen.add(pub);
  // Papers that keep a preprint link: few, so the full rule (findExisting) runs on them alone.
  const withPreprints = existing.filter((pub) => (pub.preprintUrls ?? []).length > 0);
  return entries.map((entry) => {
    const keys = DuplicateIndex.keys(entry.pub);
    const duplicate = seen.find(keys) ?? (withPreprints.length > 0 ? findExisting(entry.pub, withPreprints) : undefined);
    seen.add(entry.pub, keys);
    return {
      ...entry,
      warnings: entry.warnings ?? [],
      invalid: validatePublication(entry.pub, now),
      duplicateOf: duplicate ? duplicate.title || duplicate.id : null,
    };
  });
}
