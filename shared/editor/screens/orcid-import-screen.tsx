/**
 * Import from ORCID (/admin/publications/orcid): a team member's ORCID record, the lab's, or
 * any iD typed in; its works listed from ORCID's public API (which answers a page's requests,
 * CORS), each filled from Crossref or DataCite by its DOI, then the same preview, duplicate
 * marks and one-undo import as BibTeX. These clicks are the only requests this screen makes.
 */
import { useId, useMemo, useState } from 'react';
import { normalizeOrcid, ORCID_MESSAGE } from '../../content/scholarly/citation';
import type { Publication } from '../../content/model/schemas';
import { collectOrcidDrafts, type WorkDraft } from '../../content/scholarly/works-import';
import { useContent } from '../../ui/content-context';
import { SelectField, TextField } from '../fields';
import { LAB_ORCID, SCHOLARLY_ENDPOINTS, STUDIO_FETCH } from '../scholarly-config';
import { checkRows, ImportPreview, PublicationToolHeader, useImportPublications, useRowChoice, type ImportBanner } from './import-preview';

const OTHER = 'other';

/** When the browser cannot reach ORCID: what to do instead. */
export const ORCID_UNREACHABLE = (detail: string) =>
  `Could not read the ORCID record: ${detail} The studio asks ORCID's public API from this browser; where that is blocked (a firewall, an extension), the weekly sync (npm run sync:publications) fetches the same works into the repository.`;

export function OrcidImportScreen() {
  const content = useContent();
  const choice = useRowChoice();
  const importPublications = useImportPublications();
  const statusId = useId();
  const people = useMemo(
    () => [
      ...content.teamMembers.filter((m) => m.orcid && normalizeOrcid(m.orcid)).map((m) => ({ value: normalizeOrcid(m.orcid!)!, label: `${m.name} (${normalizeOrcid(m.orcid!)})` })),
      ...(LAB_ORCID && normalizeOrcid(LAB_ORCID) ? [{ value: normalizeOrcid(LAB_ORCID)!, label: `The lab (${normalizeOrcid(LAB_ORCID)})` }] : []),
    ],
    [content.teamMembers],
  );
  const [whose, setWhose] = useState(people[0]?.value ?? OTHER);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<WorkDraft[] | null>(null);
  const [banner, setBanner] = useState<ImportBanner>(null);

  const rows = useMemo(
    () => (drafts ? checkRows(drafts.map((draft, index) => ({ rowId: `${index}-${draft.work.putCode ?? draft.work.title}`, key: draft.work.title, pub: draft.pub, source: draft.source })), content.publications) : []),
    [drafts, content.publications],
  );

  const list = async () => {
    const orcid = normalizeOrcid(whose === OTHER ? typed : whose);
    setBanner(null);
    if (!orcid) {
      setBanner({ tone: 'error', text: ORCID_MESSAGE });
      return;
    }
    setBusy('Reading the works of the ORCID record…');
    setDrafts(null);
    choice.reset();
    const result = await collectOrcidDrafts(orcid, SCHOLARLY_ENDPOINTS, STUDIO_FETCH, ({ done, total }) => setBusy(`Looking up ${Math.min(done + 1, total)} of ${total} works in Crossref and DataCite…`));
    setBusy(null);
    if (!result.ok) {
      setBanner({ tone: 'error', text: ORCID_UNREACHABLE(result.message) });
      return;
    }
    setDrafts(result.drafts);
    if (result.drafts.length === 0) setBanner({ tone: 'success', text: `The ORCID record ${orcid} lists no public works.` });
  };

  const importChosen = (pubs: Publication[], projectIds: string[]) => {
    const result = importPublications(pubs, projectIds);
    setBanner(result.banner);
    if (result.ok) {
      setDrafts(null);
      choice.reset();
    }
  };

  const problems = (drafts ?? []).filter((draft) => draft.problem);
  return (
    <div className="studio-page studio-import">
      <PublicationToolHeader title="Import from ORCID" banner={banner} />
      <SelectField label="Whose works" value={whose} onChange={setWhose} options={[...people, { value: OTHER, label: 'Another ORCID iD' }]} />
      {whose === OTHER && (
        <TextField label="ORCID iD" value={typed} onChange={setTyped} hint="16 digits such as 0000-0002-1825-0097, or the orcid.org link. Team members' iDs are set in their form." />
      )}
      <div className="studio-actions">
        <button type="button" className="studio-button studio-primary" disabled={busy !== null} onClick={() => void list()} aria-describedby={statusId}>
          List works
        </button>
      </div>
      <p id={statusId} className="studio-note" role="status">
        {busy ?? ''}
      </p>
      {problems.length > 0 && (
        <div className="studio-banner studio-banner-info" role="status">
          <p>Some records could not be read; these entries show what ORCID itself holds:</p>
          <ul>
            {problems.map((draft, index) => (
              <li key={index}>
                “{draft.pub.title}”: {draft.problem}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ImportPreview rows={rows} choice={choice} onImport={importChosen} />
    </div>
  );
}
