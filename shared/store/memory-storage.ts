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

/**
 * A storage whose values are those of `mirror`, which tells `written` of every write once the
 * mirror took it (a write the mirror refuses throws, and is not told): how a synchronous copy
 * passes its writes on to storage that is slower or a message away.
 */
export function writeThrough(
  mirror: KeyValueStorage,
  written: (key: string, value: string | null, before: string | null) => void,
): KeyValueStorage {
  return {
    get length() {
      return mirror.length;
    },
    key: (index) => mirror.key(index),
    getItem: (key) => mirror.getItem(key),
    setItem(key, value) {
      const before = mirror.getItem(key);
      mirror.setItem(key, value);
      written(key, value, before);
    },
    removeItem(key) {
      const before = mirror.getItem(key);
      mirror.removeItem(key);
      written(key, null, before);
    },
  };
}
