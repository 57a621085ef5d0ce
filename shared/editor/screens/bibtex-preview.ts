/**
 * The import preview's rows: every entry as it will be saved, with the spec's validation
 * message, a duplicate mark (same DOI, or same normalised title and year, against the site
 * and the entries above it) and the reader's warnings. Linear in the number of entries:
 * duplicates are looked up in maps, never by comparing each entry with every other.
 */
import { parseBibtex, readBibEntry, type BibProblem } from '../../content/bibtex';
import { normalizedTitle } from '../../content/citation';
import type { Publication } from '../../content/schemas';
import { bareDoi } from '../../content/urls';
import { validatePublication } from '../../content/validation';

export interface PreviewRow {
  /** Stable within one text: the entry's key and position. */
  rowId: string;
  key: string;
  line: number;
  pub: Publication;
  /** The spec's validation message, or null when the entry may be saved. */
  invalid: string | null;
  duplicateOf: string | null;
  /** What the reader repaired or could not render in this entry. */
  warnings: string[];
}

export interface BibtexPreview {
  rows: PreviewRow[];
  /** Entries that could not be read at all. */
  problems: BibProblem[];
  /** Notes about @string / @preamble. */
  notes: BibProblem[];
  /** Proceedings and books that only lend their fields to papers through crossref (not imported themselves). */
  containers: number;
}

/** Types that are volumes when other entries point at them with crossref. */
const CONTAINER_TYPES = new Set(['proceedings', 'mvproceedings', 'book', 'mvbook', 'collection', 'mvcollection', 'periodical', 'reference']);

/** First publication of each DOI and of each title+year, in list order. */
class DuplicateIndex {
  private readonly byDoi = new Map<string, { order: number; pub: Pick<Publication, 'title' | 'id'> }>();
  private readonly byTitle = new Map<string, { order: number; pub: Pick<Publication, 'title' | 'id'> }>();
  private count = 0;

  /** The DOI and title+year a publication is compared by ('' when it has none). */
  static keys(pub: Pick<Publication, 'doi' | 'title' | 'year'>): [string, string] {
    const title = normalizedTitle(pub.title);
    return [bareDoi(pub.doi ?? '').toLowerCase(), title && `${title}\u0000${pub.year}`];
  }

  add(pub: Pick<Publication, 'doi' | 'title' | 'year' | 'id'>, [doi, title] = DuplicateIndex.keys(pub)): void {
    const order = this.count++;
    if (doi && !this.byDoi.has(doi)) this.byDoi.set(doi, { order, pub });
    if (title && !this.byTitle.has(title)) this.byTitle.set(title, { order, pub });
  }

  /** The earliest publication with these keys (the rule of findDuplicate). */
  find([doi, title]: [string, string]): Pick<Publication, 'title' | 'id'> | undefined {
    const a = doi ? this.byDoi.get(doi) : undefined;
    const b = title ? this.byTitle.get(title) : undefined;
    if (a && b) return (a.order <= b.order ? a : b).pub;
    return (a ?? b)?.pub;
  }
}

/** Parses a BibTeX text into preview rows, checked against the existing publications. */
export function previewBibtex(text: string, existing: readonly Publication[], now: Date = new Date()): BibtexPreview {
  const { entries, problems, notes } = parseBibtex(text);
  const seen = new DuplicateIndex();
  for (const pub of existing) seen.add(pub);
  const rows: PreviewRow[] = [];
  let containers = 0;
  entries.forEach((entry, index) => {
    if (entry.crossrefTarget && CONTAINER_TYPES.has(entry.type)) {
      containers += 1;
      return;
    }
    const { pub, warnings } = readBibEntry(entry);
    const keys = DuplicateIndex.keys(pub);
    const duplicate = seen.find(keys);
    seen.add(pub, keys);
    rows.push({
      rowId: `${index}-${entry.key}`,
      key: entry.key,
      line: entry.line,
      pub,
      invalid: validatePublication(pub, now),
      duplicateOf: duplicate ? duplicate.title || duplicate.id : null,
      warnings,
    });
  });
  return { rows, problems, notes, containers };
}
