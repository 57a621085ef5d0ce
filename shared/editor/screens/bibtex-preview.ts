/**
 * The BibTeX import's preview: every entry read into the rows every import shows
 * (import-rows.ts), with the reader's warnings, the entries it could not read and its notes.
 */
import { parseBibtex, readBibEntry, type BibProblem } from '../../content/scholarly/bibtex';
import type { Publication } from '../../content/model/schemas';
import { checkRows, type PreviewRow, type RowEntry } from './import-rows';

export type { PreviewRow } from './import-rows';

export interface BibtexPreview {
  rows: PreviewRow[];
  /** Entries that could not be read at all. */
  problems: BibProblem[];
  /** Notes about @string / @preamble. */
  notes: BibProblem[];
  /** Proceedings and books that only lend their fields to papers through crossref (not imported themselves). */
  containers: number;
  /** Their citation keys. */
  containerKeys: string[];
}

/** Types that are volumes when other entries point at them with crossref. */
const CONTAINER_TYPES = new Set(['proceedings', 'mvproceedings', 'book', 'mvbook', 'collection', 'mvcollection', 'periodical', 'reference']);

/** Parses a BibTeX text into preview rows, checked against the existing publications. */
export function previewBibtex(text: string, existing: readonly Publication[], now: Date = new Date()): BibtexPreview {
  const { entries, problems, notes } = parseBibtex(text);
  const read: RowEntry[] = [];
  const containerKeys: string[] = [];
  entries.forEach((entry, index) => {
    if (entry.crossrefTarget && CONTAINER_TYPES.has(entry.type)) {
      containerKeys.push(entry.key);
      return;
    }
    const { pub, warnings } = readBibEntry(entry);
    read.push({ rowId: `${index}-${entry.key}`, key: entry.key, line: entry.line, pub, warnings });
  });
  return { rows: checkRows(read, existing, now), problems, notes, containers: containerKeys.length, containerKeys };
}
