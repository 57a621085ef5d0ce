/** The side panel: finds the site tab to edit and shows the studio for it, or says why not. */
import { useEffect, useState } from 'react';
import { allConfiguredOrigins, originOfUrl } from '../origins';
import { AttachedStudio } from './attached-studio';
import { NoSiteOpen, NotConfigured } from './sites-settings';
import { findTarget, type PanelTarget } from './target';

/** Re-checks the target whenever tabs or permissions change. */
function usePanelTarget(asTab: boolean): PanelTarget | null {
  const [target, setTarget] = useState<PanelTarget | null>(null);
  useEffect(() => {
    let latest = 0;
    const refresh = () => {
      const run = ++latest;
      void allConfiguredOrigins()
        .then((origins) => findTarget(asTab, origins))
        .then((next) => run === latest && setTarget(next));
    };
    const onUpdated = (_id: number, change: chrome.tabs.OnUpdatedInfo) => {
      if (change.url !== undefined || change.status === 'complete') refresh();
    };
    refresh();
    chrome.tabs.onActivated.addListener(refresh);
    chrome.tabs.onUpdated.addListener(onUpdated);
    chrome.tabs.onRemoved.addListener(refresh);
    chrome.permissions.onAdded.addListener(refresh);
    chrome.permissions.onRemoved.addListener(refresh);
    return () => {
      chrome.tabs.onActivated.removeListener(refresh);
      chrome.tabs.onUpdated.removeListener(onUpdated);
      chrome.tabs.onRemoved.removeListener(refresh);
      chrome.permissions.onAdded.removeListener(refresh);
      chrome.permissions.onRemoved.removeListener(refresh);
    };
  }, [asTab]);
  return target;
}

export function PanelApp({ asTab }: { asTab: boolean }) {
  const target = usePanelTarget(asTab);
  return (
    <div className="panel">
      {target === null && <p className="panel-status">Looking for the lab site…</p>}
      {target?.kind === 'site' && <AttachedStudio key={`${target.tab.id} ${originOfUrl(target.tab.url)}`} tabId={target.tab.id} />}
      {target?.kind === 'not-configured' && <NotConfigured origin={target.origin} />}
      {target?.kind === 'no-site' && <NoSiteOpen />}
    </div>
  );
}
