/**
 * The store and its window: the side panel's live preview, other writers (other tabs, the
 * extension bridge) and the spec's window events.
 */
import { labProfileSchema } from '../content/model/lab-profile-schema';
import type { EntityKind, EntityMap } from '../content/model/model';
import { CONTENT_KEYS, entitySchemas, isContentKey, isEntityKind } from '../content/model/model';
import { parseContentValue } from '../content/model/normalize';
import type { ContentEvent } from '../content/edit/operations';
import { CONTENT_CHANGED_EVENT, CONTENT_PREVIEW_EVENT } from './events';
import type { ContentStore } from './store';
import type { PreviewItem } from './store-types';


/**
 * Shows what the side panel's open form holds, without storing it. The detail is checked
 * with the item's schema: anything else clears the preview.
 */
export function attachPreview(store: Pick<ContentStore, 'setPreview'>, target: Window): () => void {
  const onPreview = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    let next: PreviewItem | null = null;
    try {
      const value = typeof detail === 'string' ? (JSON.parse(detail) as unknown) : null;
      if (value && typeof value === 'object') {
        const { kind, item } = value as { kind?: unknown; item?: unknown };
        if (isEntityKind(kind)) {
          const parsed = entitySchemas[kind].safeParse(item);
          if (parsed.success) next = { kind, item: parseContentValue(kind, [parsed.data])[0] as EntityMap[EntityKind] };
        } else if (kind === 'labProfile') {
          const parsed = labProfileSchema.safeParse(item);
          if (parsed.success) next = { kind, item: parsed.data };
        }
      }
    } catch {
      next = null;
    }
    store.setPreview(next);
  };
  target.addEventListener(CONTENT_PREVIEW_EVENT, onPreview);
  return () => target.removeEventListener(CONTENT_PREVIEW_EVENT, onPreview);
}

/**
 * Keeps a store in step with other writers: other tabs (the storage event) and writers in
 * this document such as the extension bridge (CONTENT_CHANGED_EVENT with { keys }).
 */
export function attachLiveSync(store: Pick<ContentStore, 'reload'>, target: Window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null) store.reload();
    else if (isContentKey(event.key)) store.reload([event.key]);
  };
  const onChanged = (event: Event) => {
    const keys = (event as CustomEvent<{ keys?: unknown }>).detail?.keys;
    const valid = Array.isArray(keys) ? keys.filter(isContentKey) : [];
    store.reload(valid.length ? valid : CONTENT_KEYS);
  };
  target.addEventListener('storage', onStorage);
  target.addEventListener(CONTENT_CHANGED_EVENT, onChanged);
  return () => {
    target.removeEventListener('storage', onStorage);
    target.removeEventListener(CONTENT_CHANGED_EVENT, onChanged);
  };
}

/** Dispatches a content event as the window event of docs/product.md §4. */
export function emitWindowEvent(target: Window) {
  return (event: ContentEvent) => target.dispatchEvent(new CustomEvent(event.name, { detail: event.detail }));
}
