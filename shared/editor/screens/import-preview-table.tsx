/**
 * The import preview table (BibTeX and ORCID imports). A library of thousands of entries renders its first rows and a
 * "Show more" button, so the screen stays quick; counts, choices and validation cover every
 * entry, shown or not.
 */
import { useState } from 'react';
import type { PreviewRow } from './import-rows';

/** Rows rendered at first and added by each "Show more". */
export const PREVIEW_PAGE = 100;

const short = (text: string | undefined, max: number) => (text && text.length > max ? `${text.slice(0, max)}…` : (text ?? ''));

/** "New", or what keeps the entry from import: a duplicate, the rule it breaks, or both. */
function status(row: PreviewRow): string {
  const duplicate = row.duplicateOf ? `Duplicate of “${short(row.duplicateOf, 60)}”` : '';
  return [duplicate, row.invalid ?? ''].filter(Boolean).join('; ') || 'New';
}

const details = (row: PreviewRow) =>
  [row.pub.volume ? `vol. ${row.pub.volume}` : '', row.pub.issue ? `no. ${row.pub.issue}` : '', row.pub.pages ? `pp. ${row.pub.pages}` : ''].filter(Boolean).join(', ');

export function ImportPreviewTable(props: { rows: readonly PreviewRow[]; isChosen: (row: PreviewRow) => boolean; onChoose: (row: PreviewRow, chosen: boolean) => void; initialLimit?: number }) {
  const [limit, setLimit] = useState(props.initialLimit ?? PREVIEW_PAGE);
  const shown = props.rows.length > limit ? props.rows.slice(0, limit) : props.rows;
  const hidden = props.rows.length - shown.length;
  const withSource = props.rows.some((row) => row.source);
  return (
    <>
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
            {shown.map((row) => (
              <tr key={row.rowId} className={row.invalid ? 'is-invalid' : row.duplicateOf ? 'is-duplicate' : row.warnings.length ? 'is-warning' : undefined}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Import ${row.pub.title || row.key}`}
                    checked={props.isChosen(row)}
                    disabled={Boolean(row.invalid)}
                    onChange={(event) => props.onChoose(row, event.target.checked)}
                  />
                </td>
                <td>
                  {status(row)}
                  {row.warnings.length > 0 && (
                    <ul className="studio-row-warnings" aria-label={row.line ? `Warnings for line ${row.line}` : `Warnings for ${row.key}`}>
                      {row.warnings.map((warning, index) => (
                        <li key={index}>
                          {row.line ? `Line ${row.line}: ` : ''}
                          {warning}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>{row.pub.title}</td>
                <td>{row.pub.authors.join('; ')}</td>
                <td>
                  {row.pub.journal}
                  {details(row) ? <span className="studio-cell-detail"> ({details(row)})</span> : null}
                </td>
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
      {hidden > 0 && (
        <div className="studio-actions">
          <p className="studio-hint">
            Showing {shown.length} of {props.rows.length} entries; the others are checked and counted too.
          </p>
          <button type="button" className="studio-button" onClick={() => setLimit((n) => n + PREVIEW_PAGE)}>
            Show {Math.min(PREVIEW_PAGE, hidden)} more
          </button>
          <button type="button" className="studio-button" onClick={() => setLimit(props.rows.length)}>
            Show all {props.rows.length}
          </button>
        </div>
      )}
    </>
  );
}
