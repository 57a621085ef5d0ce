/**
 * What the site tab shows, as one-click studio actions: on a project page "Edit this
 * project", on the news page "Manage news", and so on, as each route of the site declares them
 * (site/routes/*.route.ts, docs/decisions/082). Pure, so it is tested without a browser.
 */
import type { Content, EntityKind } from '../../shared/content/model/model';
import { editPath, listPath } from '../../shared/editor/paths';
import { splitLanguagePath } from '../../shared/content/model/languages';
import type { PanelContext } from '../../site/routes/route';

export interface ContextAction {
  label: string;
  /** The item's name, when the action is about one item. */
  detail?: string;
  to: string;
}

const byId = (content: Content, kind: EntityKind, id: string) =>
  (content[kind] as { id: string; title?: string; name?: string }[]).find((item) => item.id === id);

const nameOf = (item: { title?: string; name?: string }) => item.title ?? item.name ?? '';

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * What each route of the site offers (its `panel`, site/routes/*.route.ts), by the first segment
 * of its pattern: the routes are read for their pattern and panel only, so no page's code comes
 * into the panel.
 */
const patterns = import.meta.glob<string>('../../site/routes/*.route.ts', { eager: true, import: 'pattern' });
const panels = import.meta.glob<PanelContext | undefined>('../../site/routes/*.route.ts', { eager: true, import: 'panel' });
const ROUTE_PANELS: { segments: string[]; panel: PanelContext }[] = Object.entries(patterns).flatMap(([file, pattern]) => {
  const panel = panels[file];
  return panel ? [{ segments: pattern.split('/').filter(Boolean), panel }] : [];
});

/** The panel of the route whose pattern begins with the static segment `first` (or is "/" for none). */
function panelOf(first: string | undefined): PanelContext | undefined {
  return ROUTE_PANELS.find(({ segments }) => (first === undefined ? segments.length === 0 : segments[0] === first))?.panel;
}

/** The routes that take any first segment (a lab's own pages). */
const LAB_PAGE_PANEL = ROUTE_PANELS.some(({ panel }) => 'labPage' in panel);

export function contextActions(page: { path: string; hash?: string }, content: Content): ContextAction[] {
  // A page in another language (/nb/team/) offers what its default-language page offers.
  const pathname = splitLanguagePath(page.path.split(/[?#]/)[0] ?? '/', content.labProfile).path;
  const segments = pathname.split('/').filter(Boolean).map(decode);
  const hashId = page.hash ? decode(page.hash.replace(/^#/, '')) : '';

  if (segments.length === 0) {
    const home = panelOf(undefined);
    return home && 'actions' in home ? home.actions.map((action) => ({ ...action })) : [];
  }
  const [first, second] = segments;
  const found = panelOf(first);
  const page_ = found && 'kind' in found ? found : undefined;
  // A lab's own page (/{slug}/, docs/decisions/077): edit it, or manage the pages.
  const own = !found && LAB_PAGE_PANEL && segments.length === 1 ? content.pages.find((p) => p.slug === first) : undefined;
  if (own)
    return [
      { label: 'Edit this page', detail: own.title, to: editPath('pages', own.id) },
      { label: 'Manage pages', to: listPath('pages') },
    ];
  if (!page_ || segments.length > 2) return [];

  // A detail page (/projects/{id}, /team/{id}) or a list page pointing at one item (#id).
  const id = second ?? hashId;
  const item = id ? byId(content, page_.kind, id) : undefined;
  const actions: ContextAction[] = [];
  if (item) actions.push({ label: page_.edit, detail: nameOf(item), to: editPath(page_.kind, item.id) });
  if (!second) actions.push({ label: page_.manage, to: listPath(page_.kind) });
  return actions;
}
