/**
 * Unsaved form input, kept per form in sessionStorage so an accidental reload keeps the
 * editor's typing. This is UI state, not content: it never reaches the content store.
 */
import { webStorage } from '../store/web-storage';

export interface Draft<T> {
  values: T;
  /** The item as it was loaded when editing began (the base of the save). */
  base: T | null;
}

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'lab-studio-draft:';

function session(): SessionLike | null {
  return typeof window === 'undefined' ? null : webStorage('session').storage;
}

export function draftKey(kind: string, id: string): string {
  return `${PREFIX}${kind}:${id}`;
}

export function createDraftStore(storage: SessionLike | null = session()) {
  return {
    read<T>(key: string): Draft<T> | null {
      try {
        const raw = storage?.getItem(key);
        if (!raw) return null;
        const parsed = JSON.parse(raw) as Draft<T>;
        return parsed && typeof parsed === 'object' && 'values' in parsed ? parsed : null;
      } catch {
        return null;
      }
    },
    write<T>(key: string, draft: Draft<T>): void {
      try {
        storage?.setItem(key, JSON.stringify(draft));
      } catch {
        // A full session store only costs the reload safety net, never the edit itself.
      }
    },
    clear(key: string): void {
      try {
        storage?.removeItem(key);
      } catch {
        /* nothing to clear */
      }
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;
