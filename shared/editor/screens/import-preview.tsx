/**
 * The preview every publication import shows (BibTeX, ORCID): each entry as it will be saved,
 * duplicates of the site's papers and entries the rules refuse marked, a tick per entry, the
 * research areas to link, and one button that imports the chosen entries as one change.
 */
import { useState } from 'react';
import type { Publication } from '../../content/schemas';
import { saveErrorMessage, validatePublication } from '../../content/validation';
import { findExisting } from '../../content/works-import';
import { useContent, useStore } from '../../ui/content-context';
import { PickList } from '../fields';

export interface PreviewRow {
  /** Stable within one preview. */
  rowId: string;
  /** Names the entry where it has no title (a BibTeX key). */
  key: string;
  pub: Publication;
  /** The spec's validation message, or null when the entry may be saved. */
  invalid: string | null;
  duplicateOf: string | null;
  /** Where the entry's data came from (ORCID import: Crossref, DataCite or ORCID). */
  source?: string;
}

/** Checks entries against the site's publications and each other (an entry listed twice is a duplicate too). */
export function checkRows(entries: readonly Omit<PreviewRow, 'invalid' | 'duplicateOf'>[], existing: readonly Publication[]): PreviewRow[] {
  const seen: Publication[] = [...existing];
  return entries.map((entry) => {
    const duplicate = findExisting(entry.pub, seen);
    seen.push(entry.pub);
    return { ...entry, invalid: validatePublication(entry.pub), duplicateOf: duplicate ? duplicate.title || duplicate.id : null };
  });
}

const short = (text: string | undefined, max: number) => (text && text.length > max ? `${text.slice(0, max)}…` : (text ?? ''));

/** Which rows are ticked: ready rows by default, duplicates and refused rows not. */
export function useRowChoice() {
  const [choice, setChoice] = useState<Record<string, boolean>>({});
  const isChosen = (row: PreviewRow) => !row.invalid && (choice[row.rowId] ?? !row.duplicateOf);
  const toggle = (row: PreviewRow, chosen: boolean) => setChoice((current) => ({ ...current, [row.rowId]: chosen }));
  return { isChosen, toggle, reset: () => setChoice({}) };
}

export type ImportBanner = { tone: 'success' | 'error'; text: string } | null;

/** Imports publications as one change (one undo) and says how it went. */
export function useImportPublications(): (pubs: readonly Publication[], projectIds: readonly string[]) => { ok: boolean; banner: NonNullable<ImportBanner> } {
  const store = useStore();
  return (pubs, projectIds) => {
    try {
      const saved = store.importPublications(pubs.map((pub) => ({ ...pub, projectIds: [...projectIds], projectId: projectIds[0] })));
      const text = `Imported ${saved.length} ${saved.length === 1 ? 'publication' : 'publications'}. Undo it from the change history if needed.`;
      return { ok: true, banner: { tone: 'success', text } };
    } catch (error) {
      console.warn('Importing publications failed', error);
      return { ok: false, banner: { tone: 'error', text: saveErrorMessage('publications') } };
    }
  };
}

interface Props {
  rows: readonly PreviewRow[];
  choice: ReturnType<typeof useRowChoice>;
  onImport: (pubs: Publication[], projectIds: string[]) => void;
}

export function ImportPreview({ rows, choice, onImport }: Props) {
  const content = useContent();
  const [projectIds, setProjectIds] = useState<string[]>([]);
  const chosen = rows.filter(choice.isChosen);
  const withSource = rows.some((row) => row.source);
  if (rows.length === 0) return null;
  return (
    <>
      <p className="studio-note" role="status">
        {rows.length} entries read; {chosen.length} chosen for import.
      </p>
      <div className="studio-table-wrap">
        <table className="studio-table" aria-label="Entries to import">
          <thead>
            <tr>
              <th scope="col">Import</th>
              <th scope="col">Status</th>
              <th scope="col">Title</th>
              <th scope="col">Authors</th>
              <th scope="col">Venue</th>
              <th scope="col">Year</th>
              <th scope="col">Type</th>
              <th scope="col">DOI</th>
              <th scope="col">URL</th>
              <th scope="col">Abstract</th>
              <th scope="col">Keywords</th>
              {withSource && <th scope="col">Source</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.rowId} className={row.invalid ? 'is-invalid' : row.duplicateOf ? 'is-duplicate' : undefined}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Import ${row.pub.title || row.key}`}
                    checked={choice.isChosen(row)}
                    disabled={Boolean(row.invalid)}
                    onChange={(event) => choice.toggle(row, event.target.checked)}
                  />
                </td>
                <td>{[row.duplicateOf ? `Duplicate of “${short(row.duplicateOf, 60)}”` : '', row.invalid ?? ''].filter(Boolean).join('; ') || 'New'}</td>
                <td>{row.pub.title}</td>
                <td>{row.pub.authors.join('; ')}</td>
                <td>{row.pub.journal}</td>
                <td>{Number.isFinite(row.pub.year) ? row.pub.year : ''}</td>
                <td>{row.pub.type}</td>
                <td>{row.pub.doi ?? ''}</td>
                <td className="studio-cell-url">{row.pub.url}</td>
                <td>{short(row.pub.abstract, 120)}</td>
                <td>{row.pub.keywords.join(', ')}</td>
                {withSource && <td>{row.source}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PickList label="Link imported publications to projects" options={content.projects.map((p) => ({ value: p.id, label: p.title }))} selected={projectIds} onChange={setProjectIds} />
      <div className="studio-actions">
        <button
          type="button"
          className="studio-button studio-primary"
          disabled={chosen.length === 0}
          onClick={() => onImport(chosen.map((row) => row.pub), projectIds)}
        >
          Import {chosen.length} {chosen.length === 1 ? 'publication' : 'publications'}
        </button>
      </div>
    </>
  );
}
