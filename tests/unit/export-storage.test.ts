import { describe, expect, it } from 'vitest';
import { memoryStorage, storageUsage } from '../../shared/store/persistence';
import { formatBytes, LOCAL_STORAGE_BUDGET_BYTES, summarizeStorage } from '../../shared/editor/debug/storage-summary';

describe('storage usage summary', () => {
  it('adds up the keys at two bytes per character and reports uploads and the browser estimate', () => {
    const rows = storageUsage(memoryStorage({ projects: 'x'.repeat(1016), isAuthenticated: 'true' }));
    expect(rows).toEqual([
      { key: 'isAuthenticated', bytes: 38, kb: '0.04' },
      { key: 'projects', bytes: 2048, kb: '2.00' },
    ]);
    const summary = summarizeStorage(rows, [{ bytes: new Uint8Array(1500) }, { bytes: new Uint8Array(500) }], { usage: 4096, quota: 1 << 30 });
    expect(summary).toMatchObject({ localBytes: 2086, warn: false, assetCount: 2, assetBytes: 2000, origin: { usage: 4096, quota: 1 << 30 } });
  });

  it('warns above 80% of about 5 MB and leaves out an estimate the browser does not give', () => {
    const at = (bytes: number) => summarizeStorage([{ key: 'k', bytes, kb: '' }], [], { usage: 1 });
    expect(at(LOCAL_STORAGE_BUDGET_BYTES * 0.8).warn).toBe(false);
    expect(at(LOCAL_STORAGE_BUDGET_BYTES * 0.8 + 2).warn).toBe(true);
    expect(at(10).origin).toBeUndefined();
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('0.50 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.00 MB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2.00 GB');
  });
});
