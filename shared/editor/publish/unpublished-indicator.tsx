/** The quiet, persistent "N unpublished changes, only in this browser" line with a link to Publish. */
import { RouterLink as Link } from '../../ui/router-link';
import { changeCountText } from '../../content/review/review';
import { unpublishedCount } from '../../export/publish';
import { usePublishPlan } from './use-publish-plan';

export function UnpublishedIndicator() {
  const state = usePublishPlan();
  if (state.status !== 'ready') return null;
  const count = unpublishedCount(state.plan);
  return (
    <p className="studio-unpublished">
      {count === 0 ? (
        <>Everything here is published.</>
      ) : (
        <>
          <Link to="/admin/publish">{changeCountText(count)}, only in this browser</Link>
          <span className="studio-muted"> · review and publish them</span>
        </>
      )}
    </p>
  );
}
