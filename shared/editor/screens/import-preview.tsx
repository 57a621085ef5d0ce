/**
 * The preview every publication import shows (BibTeX, ORCID): each entry as it will be saved,
 * duplicates of the site's papers and entries the rules refuse marked, a tick per entry, the
 * research areas to link, and one button that imports the chosen entries as one change.
 */
import { useState, type ReactNode } from 'react';
import { RouterLink as Link } from '../../ui/router-link';
import type { Publication } from '../../content/model/schemas';
import { saveErrorMessage } from '../../content/model/validation';
import { useContent, useStore } from '../../ui/content-context';
import { PickList } from '../fields';
import { StatusBanner } from '../form-shell';
import { ImportPreviewTable } from './import-preview-table';
import type { PreviewRow } from './import-rows';

export { checkRows, type PreviewRow } from './import-rows';

/** Which rows are ticked: ready rows by default, duplicates and refused rows not. */
export function useRowChoice() {
  const [choice, setChoice] = useState<Record<string, boolean>>({});
  const isChosen = (row: PreviewRow) => !row.invalid && (choice[row.rowId] ?? !row.duplicateOf);
  const toggle = (row: PreviewRow, chosen: boolean) => setChoice((current) => ({ ...current, [row.rowId]: chosen }));
  return { isChosen, toggle, reset: () => setChoice({}) };
}

export type ImportBanner = { tone: 'success' | 'error'; text: string } | null;

/** The head of the publication tools (imports, updates): title, the way back, and the outcome. */
export function PublicationToolHeader({ title, banner }: { title: string; banner: ImportBanner }) {
  return (
    <>
      <div className="studio-header">
        <h1>{title}</h1>
        <div className="studio-actions">
          <Link className="studio-link" to="/admin/publications">
            Back to Publications
          </Link>
        </div>
      </div>
      <StatusBanner banner={banner} />
    </>
  );
}

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
  /** More words for the count line (warnings, what is still being read). */
  note?: ReactNode;
  /** The rows are about to change (the text is being read again): no import until they settle. */
  busy?: boolean;
  /** Changes when the rows are read anew, so the table starts from its first page again. */
  tableKey?: string | number;
}

export function ImportPreview({ rows, choice, onImport, note, busy = false, tableKey }: Props) {
  const content = useContent();
  const [projectIds, setProjectIds] = useState<string[]>([]);
  const chosen = rows.filter(choice.isChosen);
  if (rows.length === 0) return null;
  return (
    <>
      <p className="studio-note" role="status">
        {rows.length} entries read; {chosen.length} chosen for import.
        {note}
      </p>
      <ImportPreviewTable key={tableKey} rows={rows} isChosen={choice.isChosen} onChoose={choice.toggle} />
      <PickList label="Link imported publications to projects" options={content.projects.map((p) => ({ value: p.id, label: p.title }))} selected={projectIds} onChange={setProjectIds} />
      <div className="studio-actions">
        <button
          type="button"
          className="studio-button studio-primary"
          disabled={chosen.length === 0 || busy}
          onClick={() => onImport(chosen.map((row) => row.pub), projectIds)}
        >
          Import {chosen.length} {chosen.length === 1 ? 'publication' : 'publications'}
        </button>
      </div>
    </>
  );
}
