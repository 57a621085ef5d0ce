/**
 * Click-to-edit in the site tab, while a side panel is attached: hovering (or focusing) an
 * element marked by shared/ui/editable.ts outlines it with its kind and name; a click, or
 * Alt+Shift+E on the focused item, asks the panel to open that item's form with the clicked
 * field focused. Runs in the content script only, so visitors without the extension get none
 * of it. The outline lives in a closed shadow root, out of the page's styles and scripts.
 */
import { ENTITY_LABELS, isEntityKind } from '../shared/content/model/model';
import type { SiteEvent } from './messages';

type EditRequest = Extract<SiteEvent, { type: 'site:edit' }>;

/** The keyboard shortcut on a focused item: Alt+Shift+E. */
export const EDIT_SHORTCUT = { altKey: true, shiftKey: true, code: 'KeyE' } as const;

const KIND_LABELS: Record<string, string> = { featuredItems: 'featured items', teamImage: 'team image', labProfile: 'lab profile' };

export function kindLabel(kind: string): string {
  return isEntityKind(kind) ? ENTITY_LABELS[kind].singular : (KIND_LABELS[kind] ?? kind);
}

/** The request for the editable item around `target` (the field of the nearest marked element inside it). */
export function editRequestFor(target: Element | null): { element: HTMLElement; request: EditRequest } | null {
  const element = target?.closest<HTMLElement>('[data-edit-kind][data-edit-id]');
  if (!element) return null;
  const kind = element.dataset.editKind ?? '';
  const id = element.dataset.editId ?? '';
  if (!(isEntityKind(kind) || kind === 'featuredItems' || kind === 'teamImage' || kind === 'labProfile') || !id) return null;
  const fieldElement = target?.closest<HTMLElement>('[data-edit-field]');
  const field = fieldElement && element.contains(fieldElement) ? fieldElement.dataset.editField : undefined;
  return {
    element,
    request: { type: 'site:edit', kind, id, ...(field && /^[A-Za-z0-9_-]+$/.test(field) ? { field } : {}) },
  };
}

/** "Project · Atlas": the item's kind and the text of its title or name field. */
export function outlineLabel(element: HTMLElement): string {
  const kind = kindLabel(element.dataset.editKind ?? '');
  const named = element.querySelector<HTMLElement>('[data-edit-field="title"], [data-edit-field="name"]');
  const text = (named?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const label = kind.charAt(0).toUpperCase() + kind.slice(1);
  return text ? `${label} · ${text}` : label;
}

export function startClickToEdit(doc: Document, send: (request: EditRequest) => void): () => void {
  const host = doc.createElement('lab-studio-outline');
  host.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:2147483647;display:none';
  const root = host.attachShadow({ mode: 'closed' });
  const style = doc.createElement('style');
  style.textContent = `
    .box { position: fixed; border: 2px solid #2563eb; border-radius: 4px; box-shadow: 0 0 0 2px rgba(255,255,255,.8); }
    .tag { position: fixed; background: #1e40af; color: #fff; font: 600 12px/1.4 system-ui, sans-serif;
      padding: 2px 6px; border-radius: 3px; white-space: nowrap; max-width: 90vw; overflow: hidden; text-overflow: ellipsis; }`;
  const box = doc.createElement('div');
  box.className = 'box';
  const tag = doc.createElement('div');
  tag.className = 'tag';
  root.append(style, box, tag);
  let current: HTMLElement | null = null;

  const show = (element: HTMLElement | null) => {
    current = element;
    if (!element) {
      host.style.display = 'none';
      return;
    }
    if (!host.isConnected) doc.documentElement.append(host);
    const rect = element.getBoundingClientRect();
    Object.assign(box.style, {
      left: `${rect.left - 2}px`,
      top: `${rect.top - 2}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
    });
    tag.textContent = `${outlineLabel(element)} — click to edit`;
    Object.assign(tag.style, {
      left: `${Math.max(0, rect.left - 2)}px`,
      top: `${rect.top > 24 ? rect.top - 22 : rect.bottom + 2}px`,
    });
    host.style.display = 'block';
  };

  const onOver = (event: Event) => show(editRequestFor(event.target as Element | null)?.element ?? null);
  const onFocus = (event: Event) => show(editRequestFor(event.target as Element | null)?.element ?? null);
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const found = editRequestFor(event.target as Element | null);
    if (!found) return;
    // The click edits instead of following a link inside the item.
    event.preventDefault();
    event.stopPropagation();
    send(found.request);
  };
  const onKey = (event: KeyboardEvent) => {
    if (
      event.altKey !== EDIT_SHORTCUT.altKey ||
      event.shiftKey !== EDIT_SHORTCUT.shiftKey ||
      event.code !== EDIT_SHORTCUT.code
    )
      return;
    const found = editRequestFor(doc.activeElement);
    if (!found) return;
    event.preventDefault();
    send(found.request);
  };
  const onScroll = () => current && show(current);

  doc.addEventListener('mouseover', onOver, true);
  doc.addEventListener('focusin', onFocus, true);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('scroll', onScroll, true);
  return () => {
    doc.removeEventListener('mouseover', onOver, true);
    doc.removeEventListener('focusin', onFocus, true);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('keydown', onKey, true);
    doc.removeEventListener('scroll', onScroll, true);
    host.remove();
  };
}
