/**
 * BibTeX import (/admin/publications/import): paste or choose a .bib file, see every entry as
 * it will be saved, with duplicates and entries the publication rules refuse marked; pick
 * entries, optionally link them to projects, and import them as one change (one undo).
 */
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { bibtexToPublication, parseBibtex } from '../../content/bibtex';
import type { Publication } from '../../content/schemas';
import { useContent } from '../../ui/content-context';
import { StatusBanner } from '../form-shell';
import { checkRows, ImportPreview, useImportPublications, useRowChoice, type ImportBanner } from './import-preview';

/** Parses a BibTeX text into preview rows, checked against the existing publications. */
export function previewBibtex(text: string, existing: readonly Publication[]) {
  const { entries, problems } = parseBibtex(text);
  const rows = checkRows(
    entries.map((entry, index) => ({ rowId: `${index}-${entry.key}`, key: entry.key, pub: bibtexToPublication(entry), line: entry.line })),
    existing,
  );
  return { rows, problems };
}

export function BibtexImportScreen() {
  const content = useContent();
  const textId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const choice = useRowChoice();
  const importPublications = useImportPublications();
  const [banner, setBanner] = useState<ImportBanner>(null);

  const preview = useMemo(() => previewBibtex(deferred, content.publications), [deferred, content.publications]);

  const readFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    try {
      setText(await file.text());
      choice.reset();
      setBanner(null);
    } catch (error) {
      console.warn('Reading the .bib file failed', error);
      setBanner({ tone: 'error', text: 'The file could not be read.' });
    }
  };

  const importChosen = (pubs: Publication[], projectIds: string[]) => {
    if (pubs.length === 0) return;
    const result = importPublications(pubs, projectIds);
    setBanner(result.banner);
    if (result.ok) {
      setText('');
      choice.reset();
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

      <ImportPreview rows={preview.rows} choice={choice} onImport={importChosen} />
    </div>
  );
}
