/**
 * The fields the editor and the published site both changed since the editor's copy started
 * (docs/decisions/069), side by side: the editor's version stays until they choose, and the
 * choice is kept. Also the "Update from the published site" action and what it did.
 */
import { useState, useSyncExternalStore } from 'react';
import { RouterLink as Link } from '../../ui/router-link';
import { ENTITY_LABELS, isEntityKind } from '../../content/model/model';
import { contentKeyLabel } from '../../content/model/kinds';
import { collectionFieldLabel, fieldLabel, showValue } from '../../content/review/review';
import { useStore } from '../../ui/content-context';
import type { Clash } from '../../store/rebase';
import { useStudioHost } from '../host';
import { branchChannel, updateFromBranch, updateFromBuild, updateMessage, useClashes } from './published-site';

/** "Project “Atlas”, title" — where the clash is, in the editor's words. */
export function clashTitle(clash: Clash): string {
  const label = isEntityKind(clash.key) ? ENTITY_LABELS[clash.key].singular : contentKeyLabel(clash.key);
  const capital = label.charAt(0).toUpperCase() + label.slice(1);
  const what = isEntityKind(clash.key) ? `${capital} “${clash.name}”` : capital;
  if (clash.what === 'order') return `${capital}: the order`;
  if (clash.field) return `${what}: ${isEntityKind(clash.key) ? collectionFieldLabel(clash.key, clash.field) : fieldLabel(clash.field)}`;
  if (!isEntityKind(clash.key) && clash.id) return `${what}: ${fieldLabel(clash.id)}`;
  return what;
}

function shown(value: unknown): string {
  return value === undefined ? '(removed)' : showValue(value);
}

export function RebaseClashes() {
  const store = useStore();
  const clashes = useClashes(store);
  if (clashes.length === 0) return null;
  return (
    <section className="studio-rebase" aria-labelledby="rebase-clashes-heading">
      <h2 id="rebase-clashes-heading">Changed by you and on the published site</h2>
      <p>
        {clashes.length === 1
          ? 'Someone published a different change to a field you also changed.'
          : `Someone published different changes to ${clashes.length} fields you also changed.`}{' '}
        Your version is kept until you choose; nothing is published before.
      </p>
      <ul className="studio-rebase-list">
        {clashes.map((clash) => (
          <ClashRow key={[clash.key, clash.id, clash.field, clash.what].join('/')} clash={clash} />
        ))}
      </ul>
    </section>
  );
}

function ClashRow({ clash }: { clash: Clash }) {
  const store = useStore();
  const title = clashTitle(clash);
  return (
    <li className="studio-rebase-clash" aria-label={title}>
      <h3>{title}</h3>
      <div className="studio-rebase-sides">
        <div className="studio-rebase-side">
          <h4>Your version</h4>
          <p className="studio-rebase-value">{shown(clash.mine)}</p>
        </div>
        <div className="studio-rebase-side">
          <h4>Published version</h4>
          <p className="studio-rebase-value">{shown(clash.theirs)}</p>
        </div>
      </div>
      <div className="studio-actions">
        <button type="button" className="studio-button" onClick={() => store.resolveClash(clash, 'mine')}>
          Keep my version
        </button>
        <button type="button" className="studio-button" onClick={() => store.resolveClash(clash, 'theirs')}>
          Use the published version
        </button>
      </div>
    </li>
  );
}

/** The button and what it did; `onBranch` is told when the base branch was read (the pull request channel re-checks). */
/** The Publish screen's update button, which a merged pull request's note points to. */
export const UPDATE_BUTTON_ID = 'studio-update-from-published';

export function UpdateFromPublished() {
  const store = useStore();
  const { publishSettings } = useStudioHost();
  const [status, setStatus] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [working, setWorking] = useState(false);
  const update = async () => {
    setWorking(true);
    setStatus(null);
    try {
      const channel = await branchChannel(publishSettings);
      const onSite = /^https?:$/.test(window.location.protocol);
      if (!channel && !onSite) {
        setStatus({
          tone: 'info',
          text: 'Set the repository and access token under “Open a pull request on GitHub” to read the published site from its repository.',
        });
        return;
      }
      const outcome = channel ? await updateFromBranch(store, channel) : await updateFromBuild();
      setStatus({ tone: 'info', text: updateMessage(outcome) });
    } catch (error) {
      setStatus({
        tone: 'error',
        text: `The published site could not be read: ${error instanceof Error ? error.message : String(error)} Nothing was changed.`,
      });
    } finally {
      setWorking(false);
    }
  };
  return (
    <div className="studio-rebase-update">
      <button
        type="button"
        id={UPDATE_BUTTON_ID}
        className="studio-button"
        disabled={working}
        onClick={() => void update()}
      >
        {working ? 'Reading the published site…' : 'Update from the published site'}
      </button>
      {status ? (
        <p
          className={status.tone === 'error' ? 'studio-banner studio-banner-error' : 'studio-muted'}
          role={status.tone === 'error' ? 'alert' : 'status'}
        >
          {status.text}
        </p>
      ) : null}
    </div>
  );
}

/** Said once after a load merged the editor's changes onto a newer build. */
export function RebaseNotice() {
  const store = useStore();
  const report = useSyncExternalStore(store.subscribe, store.lastRebase, store.lastRebase);
  const clashes = useClashes(store);
  if (!report?.merged.length && clashes.length === 0) return null;
  return (
    <p className="studio-banner studio-banner-info" role="status">
      {report?.merged.length
        ? 'The published site changed since your edits started: its newer content is now merged with your changes. '
        : null}
      {clashes.length ? (
        <Link to="/admin/publish">
          {clashes.length === 1 ? 'One field' : `${clashes.length} fields`} changed by you and on the published site:
          choose which version to keep
        </Link>
      ) : null}
    </p>
  );
}
