/**
 * The dashboard's debug panel (docs/product.md §2 "Debug panel"): maintenance actions, backup and
 * restore, the source-code export of every data set, image assets and storage usage.
 * The same panel serves the in-site /admin and the extension's side panel.
 */
import { BackupRestore } from './backup-restore';
import { DataExport } from './data-export';
import { DebugActions } from './debug-actions';
import { ImageAssets } from './image-assets';
import { StorageUsage } from './storage-usage';
import './debug.css';

export function DebugPanel() {
  return (
    <section className="studio-panel studio-debug" aria-labelledby="debug-panel-heading">
      <h2 id="debug-panel-heading">Debug Tools</h2>
      <DebugActions />
      <BackupRestore />
      <DataExport />
      <ImageAssets />
      <StorageUsage />
    </section>
  );
}
