/**
 * Preprints and citation counts (/admin/publications/updates). Proposes to merge each preprint
 * with its version of record (docs/decisions/039): pairs with the same title and first author
 * at once, DOI relations after "Look for published versions" asks Crossref/DataCite. Nothing is
 * merged before the editor confirms that pair. With citation counts switched on (CITATION_COUNTS),
 * "Update citation counts" reads OpenAlex. Each merge or update is one undoable change.
 */
import { useMemo, useState } from 'react';
import { isPreprint, mergeProposals, type MergeProposal } from '../../content/scholarly/preprints';
import type { Publication } from '../../content/model/schemas';
import { fetchCitationCount, fetchWorkRecord } from '../../content/scholarly/scholarly-fetch';
import { saveErrorMessage } from '../../content/model/validation';
import { draftFromWork } from '../../content/scholarly/works-import';
import { useContent, useStore } from '../../ui/content-context';
import { CITATION_COUNTS, SCHOLARLY_ENDPOINTS, STUDIO_FETCH } from '../scholarly-config';
import { PublicationToolHeader, type ImportBanner } from './import-preview';

const REASONS: Record<MergeProposal['reason'], string> = {
  relation: 'The preprint’s DOI record names this published version.',
  arxiv: 'The arXiv record names this published version.',
  title: 'Same title and first author. Check they are the same paper before merging.',
};

const describe = (pub: Publication) => [pub.journal, Number.isFinite(pub.year) ? pub.year : '', pub.doi ? `DOI ${pub.doi}` : ''].filter(Boolean).join(' · ');
const today = () => new Date().toISOString().slice(0, 10);

export function PublicationUpdatesScreen() {
  const content = useContent();
  const store = useStore();
  const [relations, setRelations] = useState<Map<string, string[]>>(new Map());
  const [fetched, setFetched] = useState<Map<string, Publication>>(new Map());
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [banner, setBanner] = useState<ImportBanner>(null);
  const proposals = useMemo(() => mergeProposals(content.publications, relations, fetched), [content.publications, relations, fetched]);
  const byId = (id: string) => content.publications.find((pub) => pub.id === id);

  const lookForPublished = async () => {
    setBanner(null);
    const nextRelations = new Map<string, string[]>();
    const nextFetched = new Map<string, Publication>();
    const preprints = content.publications.filter((pub) => isPreprint(pub) && pub.doi);
    let failed = 0;
    for (const [index, preprint] of preprints.entries()) {
      setBusy(`Looking up ${index + 1} of ${preprints.length} preprints…`);
      const record = await fetchWorkRecord(preprint.doi!, SCHOLARLY_ENDPOINTS, STUDIO_FETCH);
      if (!record.ok) {
        if (record.reason !== 'not-found') failed += 1;
        continue;
      }
      if (!record.value.publishedDois.length) continue;
      nextRelations.set(preprint.id, record.value.publishedDois);
      for (const doi of record.value.publishedDois) {
        if (content.publications.some((pub) => pub.doi?.toLowerCase() === doi.toLowerCase())) continue;
        const published = await fetchWorkRecord(doi, SCHOLARLY_ENDPOINTS, STUDIO_FETCH);
        if (!published.ok) continue;
        const { fields } = published.value;
        const work = { putCode: null, title: fields.title, year: fields.year ?? Number.NaN, type: fields.type, journal: fields.journal, doi: fields.doi ?? doi, url: fields.url, arxiv: '' };
        nextFetched.set(doi.toLowerCase(), draftFromWork(work, published.value));
      }
    }
    setBusy(null);
    setRelations(nextRelations);
    setFetched(nextFetched);
    const found = [...nextRelations.values()].flat().length;
    const text = `Checked ${preprints.length} preprints: ${found === 0 ? 'no published version named' : `${found} published ${found === 1 ? 'version' : 'versions'} named`}.${failed ? ` ${failed} could not be read (offline?); try again later.` : ''}`;
    setBanner({ tone: failed ? 'error' : 'success', text });
  };

  const merge = (proposal: MergeProposal) => {
    const preprint = byId(proposal.preprintId);
    try {
      store.mergePreprint(proposal, `merged the preprint “${preprint?.title ?? proposal.preprintId}” into its published version`);
      setBanner({ tone: 'success', text: `Merged. “${proposal.published.title}” now keeps the preprint as a second link. Undo it from the change history if needed.` });
    } catch (error) {
      console.warn('Merging the preprint failed', error);
      setBanner({ tone: 'error', text: saveErrorMessage('publications') });
    }
    setConfirming(null);
  };

  const updateCounts = async () => {
    setBanner(null);
    const date = today();
    const withDoi = content.publications.filter((pub) => pub.doi);
    const changed: Publication[] = [];
    let failed = 0;
    for (const [index, pub] of withDoi.entries()) {
      setBusy(`Reading citation counts: ${index + 1} of ${withDoi.length}…`);
      const count = await fetchCitationCount(pub.doi!, SCHOLARLY_ENDPOINTS, STUDIO_FETCH);
      if (!count.ok) {
        if (count.reason !== 'not-found') failed += 1;
        continue;
      }
      if (pub.citedBy?.count === count.value && pub.citedBy.date === date) continue;
      changed.push({ ...pub, citedBy: { count: count.value, date } });
    }
    setBusy(null);
    try {
      if (changed.length) store.savePublications(changed, `updated ${changed.length} citation counts`);
      setBanner({ tone: failed ? 'error' : 'success', text: `Updated ${changed.length} citation ${changed.length === 1 ? 'count' : 'counts'}.${failed ? ` ${failed} could not be read; their stored counts were kept.` : ''}` });
    } catch (error) {
      console.warn('Saving citation counts failed', error);
      setBanner({ tone: 'error', text: saveErrorMessage('publications') });
    }
  };

  return (
    <div className="studio-page studio-updates">
      <PublicationToolHeader title="Preprints and citation counts" banner={banner} />
      <p className="studio-note" role="status">
        {busy ?? ''}
      </p>

      <section aria-labelledby="preprints-title" className="studio-section">
        <h2 id="preprints-title">Preprints and published versions</h2>
        <p className="studio-hint">
          A preprint and its published version are one paper: merging keeps the published venue and DOI on one page and the preprint as a second link. Nothing is merged until you confirm.
        </p>
        <div className="studio-actions">
          <button type="button" className="studio-button" disabled={busy !== null} onClick={() => void lookForPublished()}>
            Look for published versions
          </button>
        </div>
        {proposals.length === 0 ? (
          <p className="studio-note">No preprint with a published version found.</p>
        ) : (
          <ul className="studio-proposals" aria-label="Proposed merges">
            {proposals.map((proposal) => {
              const preprint = byId(proposal.preprintId)!;
              const key = `${proposal.preprintId}>${proposal.publishedId ?? proposal.published.doi}`;
              return (
                <li key={key} className="studio-proposal">
                  <p>
                    <strong>Preprint:</strong> “{preprint.title}” <span className="studio-row-meta">{describe(preprint)}</span>
                  </p>
                  <p>
                    <strong>{proposal.publishedId ? 'Published version:' : 'Published version (not on the site yet):'}</strong> “{proposal.published.title}”{' '}
                    <span className="studio-row-meta">{describe(proposal.published)}</span>
                  </p>
                  <p className="studio-hint">{REASONS[proposal.reason]}</p>
                  {confirming === key ? (
                    <div className="studio-confirm" role="group" aria-label="Confirm the merge">
                      <p>
                        Merge “{preprint.title}” into “{proposal.published.title}”? The preprint’s own entry goes; its link, research areas and software stay with the published paper.
                      </p>
                      <div className="studio-actions">
                        <button type="button" className="studio-button studio-primary" onClick={() => merge(proposal)}>
                          Yes, merge
                        </button>
                        <button type="button" className="studio-button" onClick={() => setConfirming(null)}>
                          Cancel
                        </button>
                      </div>
                    </div>
                  ) : (
                    <div className="studio-actions">
                      <button type="button" className="studio-button" onClick={() => setConfirming(key)} aria-label={`Merge “${preprint.title}” into its published version`}>
                        Merge…
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {CITATION_COUNTS && (
        <section aria-labelledby="citations-title" className="studio-section">
          <h2 id="citations-title">Citation counts</h2>
          <p className="studio-hint">Reads each paper’s citation count from OpenAlex (by its DOI) and stores it with today’s date; the site shows it as “Cited by N (date)”.</p>
          <div className="studio-actions">
            <button type="button" className="studio-button" disabled={busy !== null} onClick={() => void updateCounts()}>
              Update citation counts
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
