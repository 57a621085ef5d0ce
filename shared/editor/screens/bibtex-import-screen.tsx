/**
 * BibTeX import (/admin/publications/import): paste or choose a .bib file, see every entry as
 * it will be saved, with duplicates, entries the publication rules refuse and the reader's
 * warnings marked; pick entries, optionally link them to projects, and import them as one
 * change (one undo). Typing re-reads the text only after a pause, and a file's bytes decide
 * its encoding (a Latin-1 file is read as such, with a notice).
 */
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { decodeBibBytes } from '../../content/scholarly/bibtex';
import type { Publication } from '../../content/model/schemas';
import { useContent } from '../../ui/content-context';
import { previewBibtex } from './bibtex-preview';
import { ImportPreview, PublicationToolHeader, useImportPublications, useRowChoice, type ImportBanner } from './import-preview';

export { previewBibtex } from './bibtex-preview';

/** Pause after the last keystroke before the text is read again. */
const TYPING_PAUSE_MS = 300;

export function BibtexImportScreen() {
  const content = useContent();
  const textId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  // The text the preview reads: follows `text` after a pause in typing, at once for a file.
  const [source, setSource] = useState('');
  const deferred = useDeferredValue(source);
  const [notice, setNotice] = useState<string | null>(null);
  const choice = useRowChoice();
  const importPublications = useImportPublications();
  const [banner, setBanner] = useState<ImportBanner>(null);

  useEffect(() => {
    if (text === source) return;
    const timer = setTimeout(() => setSource(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, source]);

  const preview = useMemo(() => previewBibtex(deferred, content.publications), [deferred, content.publications]);
  const reading = text !== deferred;

  const readFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    try {
      const decoded = decodeBibBytes(new Uint8Array(await file.arrayBuffer()));
      setText(decoded.text);
      setSource(decoded.text);
      setNotice(decoded.notice ?? null);
      choice.reset();
      setBanner(null);
    } catch (error) {
      console.warn('Reading the .bib file failed', error);
      setBanner({ tone: 'error', text: 'The file could not be read.' });
    }
  };

  const importChosen = (pubs: Publication[], projectIds: string[]) => {
    if (pubs.length === 0 || reading) return;
    const result = importPublications(pubs, projectIds);
    setBanner(result.banner);
    if (result.ok) {
      setText('');
      setSource('');
      setNotice(null);
      choice.reset();
    }
  };

  const warned = preview.rows.filter((row) => row.warnings.length > 0).length;

  return (
    <div className="studio-page studio-import">
      <PublicationToolHeader title="Import BibTeX" banner={banner} />
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
            setNotice(null);
            setBanner(null);
          }}
        />
        <p className="studio-hint">
          Paste entries from a reference manager (Zotero, JabRef, Mendeley, BibDesk, Paperpile), Google Scholar or DBLP, or choose a .bib file.
        </p>
      </div>
      <div className="studio-field">
        <label htmlFor={fileId}>Choose a .bib file</label>
        <input id={fileId} type="file" accept=".bib,.bibtex,.txt,application/x-bibtex,text/plain" onChange={(event) => void readFile(event.target)} />
      </div>

      {notice && (
        <p className="studio-banner studio-banner-info" role="status">
          {notice}
        </p>
      )}

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

      {preview.notes.length > 0 && (
        <ul className="studio-note" aria-label="Notes on the file">
          {preview.notes.map((note, index) => (
            <li key={index}>
              Line {note.line}: {note.message}
            </li>
          ))}
        </ul>
      )}

      <ImportPreview
        rows={preview.rows}
        choice={choice}
        onImport={importChosen}
        busy={reading}
        tableKey={deferred.length}
        note={
          <>
            {warned > 0 ? ` ${warned} with warnings (see their rows).` : ''}
            {preview.containers > 0 ? ` ${preview.containers} proceedings or books lent their details to papers through crossref and are not imported themselves.` : ''}
            {reading ? ' Reading the changed text…' : ''}
          </>
        }
      />
    </div>
  );
}
