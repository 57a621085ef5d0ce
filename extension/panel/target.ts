/**
 * Which site tab the panel edits. As a window's side panel: the active tab of that window.
 * Opened as an ordinary tab (chrome-extension://.../sidepanel.html): the most recently
 * active tab of a configured origin.
 */
import { originOfUrl, originPattern } from '../origins';

export type PanelTarget =
  | { kind: 'site'; tab: chrome.tabs.Tab & { id: number } }
  /** The panel's tab is not a configured site; `origin` when the browser lets us see it. */
  | { kind: 'not-configured'; origin: string | null }
  /** Opened as a tab, and no tab of a configured origin is open. */
  | { kind: 'no-site' };

export async function openedAsTab(): Promise<boolean> {
  return (await chrome.tabs.getCurrent()) !== undefined;
}

const hasId = (tab: chrome.tabs.Tab): tab is chrome.tabs.Tab & { id: number } => typeof tab.id === 'number' && tab.id >= 0;

export async function findTarget(asTab: boolean, origins: readonly string[]): Promise<PanelTarget> {
  if (!asTab) {
    const window = await chrome.windows.getCurrent();
    const [tab] = await chrome.tabs.query({ active: true, windowId: window.id });
    if (!tab || !hasId(tab)) return { kind: 'no-site' };
    const origin = originOfUrl(tab.url);
    if (origin && origins.includes(origin)) return { kind: 'site', tab };
    return { kind: 'not-configured', origin };
  }
  if (origins.length === 0) return { kind: 'no-site' };
  const tabs = (await chrome.tabs.query({ url: origins.map(originPattern) })).filter(hasId);
  const latest = tabs.sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))[0];
  return latest ? { kind: 'site', tab: latest } : { kind: 'no-site' };
}
