/**
 * BibTeX import (/admin/publications/import): paste or choose a .bib file, see every entry as
 * it will be saved, with duplicates and entries the publication rules refuse marked; pick
 * entries, optionally link them to projects, and import them as one change (one undo).
 */
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { bibtexToPublication, parseBibtex } from '../../content/bibtex';
import { findDuplicate } from '../../content/citation';
import type { Publication } from '../../content/schemas';
import { saveErrorMessage, validatePublication } from '../../content/validation';
import { useContent, useStore } from '../../ui/content-context';
import { PickList } from '../fields';
import { StatusBanner } from '../form-shell';

interface Row {
  /** Stable within one text: the entry's key and position. */
  rowId: string;
  key: string;
  line: number;
  pub: Publication;
  /** The spec's validation message, or null when the entry may be saved. */
  invalid: string | null;
  duplicateOf: string | null;
}

/** Parses a BibTeX text into preview rows, checked against the existing publications. */
export function previewBibtex(text: string, existing: readonly Publication[]) {
  const { entries, problems } = parseBibtex(text);
  const seen: Publication[] = [...existing];
  const rows: Row[] = entries.map((entry, index) => {
    const pub = bibtexToPublication(entry);
    const duplicate = findDuplicate(pub, seen);
    seen.push(pub);
    return {
      rowId: `${index}-${entry.key}`,
      key: entry.key,
      line: entry.line,
      pub,
      invalid: validatePublication(pub),
      duplicateOf: duplicate ? duplicate.title || duplicate.id : null,
    };
  });
  return { rows, problems };
}

const short = (text: string | undefined, max: number) => (text && text.length > max ? `${text.slice(0, max)}…` : (text ?? ''));

export function BibtexImportScreen() {
  const content = useContent();
  const store = useStore();
  const textId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  // Rows the editor unticked or ticked differ from the default (ready rows ticked).
  const [choice, setChoice] = useState<Record<string, boolean>>({});
  const [projectIds, setProjectIds] = useState<string[]>([]);
  const [banner, setBanner] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const preview = useMemo(() => previewBibtex(deferred, content.publications), [deferred, content.publications]);
  const isChosen = (row: Row) => !row.invalid && (choice[row.rowId] ?? !row.duplicateOf);
  const chosen = preview.rows.filter(isChosen);

  const readFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    try {
      setText(await file.text());
      setChoice({});
      setBanner(null);
    } catch (error) {
      console.warn('Reading the .bib file failed', error);
      setBanner({ tone: 'error', text: 'The file could not be read.' });
    }
  };

  const importChosen = () => {
    if (chosen.length === 0) return;
    try {
      const saved = store.importPublications(chosen.map((row) => ({ ...row.pub, projectIds, projectId: projectIds[0] })));
      setBanner({ tone: 'success', text: `Imported ${saved.length} ${saved.length === 1 ? 'publication' : 'publications'}. Undo it from the change history if needed.` });
      setText('');
      setChoice({});
    } catch (error) {
      console.warn('Importing publications failed', error);
      setBanner({ tone: 'error', text: saveErrorMessage('publications') });
    }
  };

  return (
    <div className="studio-page studio-import">
      <div className="studio-header">
        <h1>Import BibTeX</h1>
        <div className="studio-actions">
          <Link className="studio-link" to="/admin/publications">
            Back to Publications
          </Link>
        </div>
      </div>
      <StatusBanner banner={banner} />
      <div className="studio-field">
        <label htmlFor={textId}>BibTeX</label>
        <textarea
          id={textId}
          rows={8}
          value={text}
          spellCheck={false}
          placeholder="@article{key, title = {...}, author = {...}, journal = {...}, year = {2024}}"
          onChange={(event) => {
            setText(event.target.value);
            setBanner(null);
          }}
        />
        <p className="studio-hint">Paste entries from a reference manager or Google Scholar, or choose a .bib file.</p>
      </div>
      <div className="studio-field">
        <label htmlFor={fileId}>Choose a .bib file</label>
        <input id={fileId} type="file" accept=".bib,.bibtex,.txt,application/x-bibtex,text/plain" onChange={(event) => void readFile(event.target)} />
      </div>

      {preview.problems.length > 0 && (
        <div className="studio-banner studio-banner-error" role="alert">
          <p>
            {preview.problems.length === 1 ? 'One entry could not be read and will be skipped:' : `${preview.problems.length} entries could not be read and will be skipped:`}
          </p>
          <ul>
            {preview.problems.map((problem, index) => (
              <li key={index}>
                Line {problem.line}
                {problem.key ? ` (${problem.key})` : ''}: {problem.message}
              </li>
            ))}
          </ul>
        </div>
      )}

      {preview.rows.length > 0 && (
        <>
          <p className="studio-note" role="status">
            {preview.rows.length} entries read; {chosen.length} chosen for import.
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
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.rowId} className={row.invalid ? 'is-invalid' : row.duplicateOf ? 'is-duplicate' : undefined}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Import ${row.pub.title || row.key}`}
                        checked={isChosen(row)}
                        disabled={Boolean(row.invalid)}
                        onChange={(event) => setChoice((current) => ({ ...current, [row.rowId]: event.target.checked }))}
                      />
                    </td>
                    <td>{row.invalid ? row.invalid : row.duplicateOf ? `Duplicate of “${short(row.duplicateOf, 60)}”` : 'New'}</td>
                    <td>{row.pub.title}</td>
                    <td>{row.pub.authors.join('; ')}</td>
                    <td>{row.pub.journal}</td>
                    <td>{Number.isFinite(row.pub.year) ? row.pub.year : ''}</td>
                    <td>{row.pub.type}</td>
                    <td>{row.pub.doi ?? ''}</td>
                    <td className="studio-cell-url">{row.pub.url}</td>
                    <td>{short(row.pub.abstract, 120)}</td>
                    <td>{row.pub.keywords.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PickList label="Link imported publications to projects" options={content.projects.map((p) => ({ value: p.id, label: p.title }))} selected={projectIds} onChange={setProjectIds} />
          <div className="studio-actions">
            <button type="button" className="studio-button studio-primary" disabled={chosen.length === 0} onClick={importChosen}>
              Import {chosen.length} {chosen.length === 1 ? 'publication' : 'publications'}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
