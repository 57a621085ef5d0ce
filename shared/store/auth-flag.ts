/**
 * Whether this browser is signed in to the studio (docs/product.md §4): a flag in storage. Public pages read
 * it to show an editor's shortcuts, so it is kept apart from the password check in ./auth.ts.
 */
import { AUTH_FLAG_KEY } from '../content/model/content-keys';
import type { KeyValueStorage } from './memory-storage';

export function readAuthFlag(storage: KeyValueStorage): boolean {
  try {
    return storage.getItem(AUTH_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeAuthFlag(storage: KeyValueStorage, authenticated: boolean): void {
  if (authenticated) storage.setItem(AUTH_FLAG_KEY, 'true');
  else storage.removeItem(AUTH_FLAG_KEY);
}
