/**
 * Data Export Options: each data set as the source file it becomes in the repository, with
 * a preview and Copy Code, plus the button that opens "Export Current Data as Default".
 */
import { useMemo, useState } from 'react';
import { ENTITY_KINDS, type EntityKind } from '../../content/model/model';
import { MESSAGES } from '../../content/model/validation';
import { generateSettingsSource, generateSource, SETTINGS_FILE_NAME, SETTINGS_PATH, sourceFileName, sourcePath } from '../../export/source';
import { planExport, settingsOf } from '../../export/zip';
import { useContent } from '../../ui/content-context';
import { useDebugHost } from './debug-host';
import { ExportModal } from './export-modal';
import { useExportPlan } from './use-export-plan';

export function DataExport() {
  const content = useContent();
  const host = useDebugHost();
  const plan = useExportPlan(content);
  const [exportOpen, setExportOpen] = useState(false);
  const sources = useMemo(() => {
    const lists = plan?.lists ?? content;
    return Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, generateSource(kind, lists[kind])])) as Record<EntityKind, string>;
  }, [content, plan]);
  const settingsSource = useMemo(() => generateSettingsSource(plan?.settings ?? settingsOf(content)), [content, plan]);

  const copySettings = async () => {
    try {
      const fresh = await planExport(content, host.assets);
      await navigator.clipboard.writeText(generateSettingsSource(fresh.settings));
    } catch (error) {
      await host.alert(`Could not copy ${SETTINGS_FILE_NAME} to the clipboard (${error instanceof Error ? error.message : String(error)}).`);
      return;
    }
    await host.alert(`${SETTINGS_FILE_NAME} copied to clipboard`);
  };

  const copy = async (kind: EntityKind) => {
    try {
      const fresh = await planExport(content, host.assets);
      await navigator.clipboard.writeText(generateSource(kind, fresh.lists[kind]));
    } catch (error) {
      await host.alert(`Could not copy ${sourceFileName(kind)} to the clipboard (${error instanceof Error ? error.message : String(error)}).`);
      return;
    }
    await host.alert(MESSAGES.copied(kind));
  };

  return (
    <section className="studio-debug-section" aria-labelledby="debug-export-heading">
      <h3 id="debug-export-heading">Data Export Options</h3>
      <p className="studio-muted">
        Each data set as its source file in the repository. Uploaded and embedded files are referred to by the paths they
        get under public/assets/ (use the image downloads below, or export everything as one ZIP).
      </p>
      <div className="studio-actions">
        <button type="button" className="studio-button studio-primary" onClick={() => setExportOpen(true)}>
          Export Current Data as Default
        </button>
      </div>
      <div className="studio-debug-sources">
        {ENTITY_KINDS.map((kind) => {
          const id = `debug-source-${kind}`;
          return (
            <section key={kind} className="studio-debug-source" aria-labelledby={id}>
              <div className="studio-debug-source-head">
                <h4 id={id}>{sourceFileName(kind)}</h4>
                <span className="studio-muted">
                  {content[kind].length} {content[kind].length === 1 ? 'item' : 'items'} · {sourcePath(kind)}
                </span>
                <button type="button" className="studio-button" onClick={() => void copy(kind)}>
                  Copy Code
                </button>
              </div>
              <pre className="studio-debug-preview" tabIndex={0} aria-label={`${sourceFileName(kind)} preview`}>
                {sources[kind]}
              </pre>
            </section>
          );
        })}
        {/* Beside the eight data sets: the featured selection, team image and topic colours. */}
        <section className="studio-debug-source" aria-labelledby="debug-source-settings">
          <div className="studio-debug-source-head">
            <h4 id="debug-source-settings">{SETTINGS_FILE_NAME}</h4>
            <span className="studio-muted">featured items, team image, topic colours · {SETTINGS_PATH}</span>
            <button type="button" className="studio-button" onClick={() => void copySettings()}>
              Copy Settings
            </button>
          </div>
          <pre className="studio-debug-preview" tabIndex={0} aria-label={`${SETTINGS_FILE_NAME} preview`}>
            {settingsSource}
          </pre>
        </section>
      </div>
      {exportOpen ? <ExportModal onClose={() => setExportOpen(false)} /> : null}
    </section>
  );
}
