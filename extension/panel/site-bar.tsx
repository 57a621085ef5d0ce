/** Which site and page the panel is attached to, and what it offers for that page. */
import { useSyncExternalStore } from 'react';
import { useContent } from '../../shared/ui/content-context';
import type { Attachment } from './attachment';
import { contextActions } from './page-context';

const STATUS_TEXT = {
  live: null,
  reconnecting: 'The site tab is loading; reconnecting…',
  lost: 'The site tab stopped answering. Reload it, then reopen the studio.',
} as const;

export function SiteBar({ attachment, onOpen }: { attachment: Attachment; onOpen: (to: string) => void }) {
  const location = useSyncExternalStore(attachment.subscribe, attachment.location);
  const status = useSyncExternalStore(attachment.subscribe, attachment.status);
  const content = useContent();
  const actions = contextActions(location, content);
  const host = location.origin.replace(/^https?:\/\//, '');
  return (
    <header className="panel-sitebar" aria-label="Attached site">
      <p className="panel-attached">
        Attached to <strong className="panel-origin">{host}</strong>{' '}
        <span className="panel-path" title={location.title}>
          {location.path}
          {location.hash}
        </span>
      </p>
      {STATUS_TEXT[status] && (
        <p role="status" className={status === 'lost' ? 'panel-error' : 'panel-status'}>
          {STATUS_TEXT[status]}
        </p>
      )}
      {actions.length > 0 && (
        <div className="panel-context" aria-label="This page">
          {actions.map((action) => (
            <button key={action.to} type="button" className="panel-button panel-button-small" onClick={() => onOpen(action.to)}>
              {action.label}
              {action.detail && <span className="panel-detail">: {action.detail}</span>}
            </button>
          ))}
        </div>
      )}
    </header>
  );
}
