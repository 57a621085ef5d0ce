/**
 * Import from Zotero (/admin/publications/zotero): a Zotero group or user library read through
 * the Zotero Web API (docs/decisions/073) from this browser, its items mapped to publications,
 * then the same preview, duplicate marks and one-undo import as ORCID and BibTeX. An API key
 * (private libraries) stays in this browser tab's memory, never in the content. The library's
 * version read last is kept for the session (starting from the sync's, in the lab profile), so
 * a second import lists only what changed since.
 */
import { useId, useMemo, useState } from 'react';
import type { Publication } from '../../content/model/schemas';
import { fetchZoteroChanges, libraryPath, parseZoteroLibrary, zoteroItemToPublication, type ZoteroLibrary } from '../../content/scholarly/zotero';
import { useContent } from '../../ui/content-context';
import { SelectField, TextField } from '../fields';
import { STUDIO_FETCH, ZOTERO_API } from '../scholarly-config';
import { checkRows, ImportPreview, PublicationToolHeader, useImportPublications, useRowChoice, type ImportBanner } from './import-preview';

/** What this tab remembers: the key typed, the versions read (by library). Never saved. */
const session = { apiKey: '', versions: new Map<string, number>() };

/** When the browser cannot read the library: what to do instead. */
export const ZOTERO_UNREACHABLE = (detail: string) =>
  `Could not read the Zotero library: ${detail} The studio asks the Zotero API from this browser; where that is blocked, the sync (npm run sync:publications with ZOTERO_LIBRARY) reads the same library into the repository.`;

interface Listed {
  library: string;
  version: number;
  since: number;
  pubs: Publication[];
  deleted: string[];
}

export function ZoteroImportScreen() {
  const content = useContent();
  const choice = useRowChoice();
  const importPublications = useImportPublications();
  const statusId = useId();
  const synced = parseZoteroLibrary(content.labProfile.zotero?.library ?? '');
  const [type, setType] = useState<ZoteroLibrary['type']>(synced?.type ?? 'groups');
  const [id, setId] = useState(synced?.id ?? '');
  const [apiKey, setApiKey] = useState(session.apiKey);
  const [busy, setBusy] = useState<string | null>(null);
  const [listed, setListed] = useState<Listed | null>(null);
  const [banner, setBanner] = useState<ImportBanner>(null);

  const rows = useMemo(() => {
    if (!listed) return [];
    const checked = checkRows(
      listed.pubs.map((pub) => ({ rowId: pub.zoteroKey ?? pub.id, key: pub.title || pub.zoteroKey || pub.id, pub, source: 'Zotero' })),
      content.publications,
    );
    // A paper imported from this item before is known by its key, whatever was edited since.
    return checked.map((row) => {
      const known = row.duplicateOf === null && row.pub.zoteroKey ? content.publications.find((pub) => pub.zoteroKey === row.pub.zoteroKey) : undefined;
      return known ? { ...row, duplicateOf: known.title || known.id } : row;
    });
  }, [listed, content.publications]);

  /** The version to read from: this session's, else the sync's when it read the same library. */
  const sinceFor = (library: ZoteroLibrary) => {
    const path = libraryPath(library);
    const stored = content.labProfile.zotero;
    return session.versions.get(path) ?? (stored && parseZoteroLibrary(stored.library) && libraryPath(parseZoteroLibrary(stored.library)!) === path ? (stored.version ?? 0) : 0);
  };

  const list = async () => {
    setBanner(null);
    const library = /^\d{1,12}$/.test(id.trim()) ? { type, id: id.trim() } : null;
    if (!library) {
      setBanner({ tone: 'error', text: 'Enter the library ID: the number in the library\u2019s zotero.org address (groups/<number>) or, for a user library, the user ID shown in Zotero\u2019s API key settings.' });
      return;
    }
    session.apiKey = apiKey.trim();
    const path = libraryPath(library);
    const since = sinceFor(library);
    setBusy(`Reading the Zotero library ${path}…`);
    setListed(null);
    choice.reset();
    const result = await fetchZoteroChanges(ZOTERO_API, library, since, { ...STUDIO_FETCH, apiKey: session.apiKey || undefined });
    setBusy(null);
    if (!result.ok) {
      setBanner({ tone: 'error', text: ZOTERO_UNREACHABLE(result.message) });
      return;
    }
    const { unchanged, version, items, deleted } = result.value;
    const pubs = unchanged ? [] : items.map(zoteroItemToPublication).filter((pub): pub is Publication => pub !== null);
    if (pubs.length === 0) {
      // Nothing to import: the next read starts from here.
      session.versions.set(path, version);
      setBanner({
        tone: 'success',
        text: since ? `Nothing new in the Zotero library ${path} since the last import (version ${since}).` : `The Zotero library ${path} has no items to import.`,
      });
    }
    setListed({ library: path, version, since, pubs, deleted: unchanged ? [] : deleted });
  };

  const importChosen = (pubs: Publication[], projectIds: string[]) => {
    const result = importPublications(pubs, projectIds);
    setBanner(result.banner);
    if (result.ok && listed) {
      session.versions.set(listed.library, listed.version);
      setListed(null);
      choice.reset();
    }
  };

  const deletedOnSite = (listed?.deleted ?? []).flatMap((key) => content.publications.filter((pub) => pub.zoteroKey === key));
  return (
    <div className="studio-page studio-import">
      <PublicationToolHeader title="Import from Zotero" banner={banner} />
      <SelectField
        label="Library type"
        value={type}
        onChange={(value) => setType(value === 'users' ? 'users' : 'groups')}
        options={[
          { value: 'groups', label: 'Group library' },
          { value: 'users', label: 'User library' },
        ]}
      />
      <TextField label="Library ID" value={id} onChange={setId} hint="The number in the library's address: zotero.org/groups/<number>, or a user's ID from Zotero's API key settings." />
      <TextField
        label="API key (optional)"
        value={apiKey}
        onChange={setApiKey}
        hint="Only for a private library; a public group needs none. Kept in this browser tab until it closes, never saved with the content."
      />
      <div className="studio-actions">
        <button type="button" className="studio-button studio-primary" disabled={busy !== null} onClick={() => void list()} aria-describedby={statusId}>
          List items
        </button>
      </div>
      <p id={statusId} className="studio-note" role="status">
        {busy ?? (listed && listed.since > 0 && listed.pubs.length > 0 ? `Items added or changed since the last import (version ${listed.since}).` : '')}
      </p>
      {deletedOnSite.length > 0 && (
        <div className="studio-banner studio-banner-info" role="status">
          <p>Deleted in Zotero, still on the site (remove them here if they should go):</p>
          <ul>
            {deletedOnSite.map((pub) => (
              <li key={pub.id}>“{pub.title}”</li>
            ))}
          </ul>
        </div>
      )}
      <ImportPreview rows={rows} choice={choice} onImport={importChosen} />
    </div>
  );
}
