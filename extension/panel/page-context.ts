/**
 * What the site tab shows, as one-click studio actions: on a project page "Edit this
 * project", on the news page "Manage news", and so on. Pure, so it is tested without a browser.
 */
import type { Content, EntityKind } from '../../shared/content/model';
import { editPath, listPath } from '../../shared/editor/paths';
import { splitLanguagePath } from '../../shared/content/languages';

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

/** Public pages that list one kind: an item in the hash (#news-3) is that very item. */
const LIST_PAGES: Record<string, { kind: EntityKind; manage: string; edit: string }> = {
  feed: { kind: 'newsItems', manage: 'Manage news', edit: 'Edit this news item' },
  news: { kind: 'newsItems', manage: 'Manage news', edit: 'Edit this news item' },
  publications: { kind: 'publications', manage: 'Manage publications', edit: 'Edit this publication' },
  software: { kind: 'software', manage: 'Manage software', edit: 'Edit this software' },
  'join-us': { kind: 'jobOpenings', manage: 'Manage job openings', edit: 'Edit this job opening' },
  projects: { kind: 'projects', manage: 'Manage projects', edit: 'Edit this project' },
  team: { kind: 'teamMembers', manage: 'Manage team', edit: 'Edit this team member' },
};

export function contextActions(page: { path: string; hash?: string }, content: Content): ContextAction[] {
  // A page in another language (/nb/team/) offers what its default-language page offers.
  const pathname = splitLanguagePath(page.path.split(/[?#]/)[0] ?? '/', content.labProfile).path;
  const segments = pathname.split('/').filter(Boolean).map(decode);
  const hashId = page.hash ? decode(page.hash.replace(/^#/, '')) : '';

  if (segments.length === 0) {
    return [
      { label: 'Edit featured items', to: '/admin/featured' },
      { label: 'Edit team image', to: '/admin/team-image' },
    ];
  }
  const [first, second] = segments;
  const page_ = LIST_PAGES[first!];
  // A lab's own page (/{slug}/, docs/decisions/077): edit it, or manage the pages.
  const own = !page_ && segments.length === 1 ? content.pages.find((p) => p.slug === first) : undefined;
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
