/**
 * The Storage-like interface the store reads and writes, and its in-memory form. Free of any
 * schema, so the visitor's page code can guard storage without loading the store.
 */
/** The subset of the Web Storage API the store uses. */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory KeyValueStorage, for tests and for environments without localStorage. */
export function memoryStorage(initial: Record<string, string> = {}, quotaChars = Infinity): KeyValueStorage {
  const data = new Map(Object.entries(initial));
  const used = () => [...data].reduce((sum, [k, v]) => sum + k.length + v.length, 0);
  return {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      const after = used() - (data.has(key) ? key.length + data.get(key)!.length : 0) + key.length + value.length;
      if (after > quotaChars) {
        const error = new Error('The quota has been exceeded.');
        error.name = 'QuotaExceededError';
        throw error;
      }
      data.set(key, String(value));
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}
