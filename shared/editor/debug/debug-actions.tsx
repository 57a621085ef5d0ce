/** The debug panel's maintenance actions, with the confirmations and alerts of docs/product.md §8. */
import { emptyContent, START_EMPTY_CONFIRM, START_EMPTY_DONE } from '../../content/model/empty-content';
import { labProfileOf } from '../../content/model/lab-profile';
import { MESSAGES } from '../../content/model/validation';
import { getBrowserHistory } from '../../store/history';
import { useStore } from '../../ui/content-context';
import { useDebugHost } from './debug-host';
import { useStudioHost } from '../host';

export function DebugActions() {
  const store = useStore();
  const host = useDebugHost();
  const studioHost = useStudioHost();

  const resetToDefaults = async () => {
    if (!(await host.confirm(MESSAGES.resetConfirm))) return;
    store.resetToDefaults();
    await host.alert(MESSAGES.resetDone);
  };

  const startEmpty = async () => {
    if (!(await host.confirm(START_EMPTY_CONFIRM))) return;
    store.replaceAll(emptyContent(labProfileOf(store.getSnapshot())), 'start empty');
    await host.alert(START_EMPTY_DONE);
  };

  const clearStorage = async () => {
    if (!(await host.confirm(MESSAGES.clearConfirm))) return;
    store.clearStorage();
    // The change history keeps what was cleared; its write must land before the page reloads.
    await (studioHost.history ?? getBrowserHistory()).flush();
    // Uploaded photos and CVs stay: the history can bring back content that refers to them.
    // Emptying the history removes the ones nothing refers to any more.
    host.reload();
  };

  const repairLinks = async () => {
    if (!(await host.confirm(MESSAGES.repairConfirm))) return;
    let repaired: boolean;
    try {
      repaired = store.repairLinks();
    } catch {
      repaired = false;
    }
    if (!repaired) {
      await host.alert(MESSAGES.repairNone);
      return;
    }
    await host.alert(MESSAGES.repairDone);
    host.reload();
  };

  const cleanupNews = async () => {
    if (!(await host.confirm(MESSAGES.cleanupConfirm))) return;
    try {
      store.cleanupNews();
    } catch {
      await host.alert(MESSAGES.cleanupFailed);
      return;
    }
    await host.alert(MESSAGES.cleanupDone);
    host.reload();
  };

  const resetNews = async () => {
    if (!(await host.confirm(MESSAGES.resetNewsConfirm))) return;
    store.resetNews();
    await host.alert(MESSAGES.resetNewsDone);
    host.reload();
  };

  return (
    <section className="studio-debug-section" aria-labelledby="debug-actions-heading">
      <h3 id="debug-actions-heading">Actions</h3>
      <div className="studio-actions">
        <button type="button" className="studio-button studio-danger" onClick={resetToDefaults}>
          Reset to Default Data
        </button>
        <button type="button" className="studio-button studio-danger" onClick={startEmpty}>
          Start Empty
        </button>
        <button type="button" className="studio-button studio-danger" onClick={clearStorage}>
          Clear All Storage
        </button>
        <button type="button" className="studio-button" onClick={repairLinks}>
          Fix Team-Project Links
        </button>
        <button type="button" className="studio-button" onClick={cleanupNews}>
          Clean Up News Items
        </button>
        <button type="button" className="studio-button studio-danger" onClick={resetNews}>
          Reset News Items
        </button>
        <button type="button" className="studio-button" onClick={() => host.reload()}>
          Reload Page
        </button>
      </div>
    </section>
  );
}
