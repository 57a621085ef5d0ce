/**
 * Says plainly when the browser blocks this site's storage (a third-party frame, strict
 * privacy settings): the studio then works in memory, and nothing outlives the page.
 */
import { useEffect, useState } from 'react';
import { isStorageBlocked } from '../store/web-storage';

export const STORAGE_BLOCKED_TEXT =
  'This browser blocks storage for this site here (for example inside another site’s frame, or with strict privacy settings). The studio works, but changes last only until this page is closed: export or back up your work before leaving.';

export function StorageBlockedNotice() {
  // Read after mount: rendering stays a pure function of content and route.
  const [blocked, setBlocked] = useState(false);
  useEffect(() => setBlocked(isStorageBlocked()), []);
  if (!blocked) return null;
  return (
    <div className="studio-banner studio-banner-error studio-storage-blocked" role="status">
      <strong>Storage is blocked.</strong> {STORAGE_BLOCKED_TEXT}
    </div>
  );
}
