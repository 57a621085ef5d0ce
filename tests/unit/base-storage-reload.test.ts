import { describe, expect, it } from 'vitest';
import { indexedDbBaseStorage } from '../../shared/store/base-storage';

describe('bases storage reload', () => {
  it('reads again what another document of the origin wrote, keeping its own writes', async () => {
    const name = `bases-reload-${Math.random()}`;
    const page = indexedDbBaseStorage(indexedDB, name);
    const script = indexedDbBaseStorage(indexedDB, name);
    await Promise.all([page.ready, script.ready]);
    page.storage.setItem('base:projects', 'P1');
    page.storage.setItem('base:newsItems', 'N1');
    await page.flushed();
    script.storage.setItem('rebase:clashes', 'C');
    expect(script.storage.getItem('base:projects')).toBeNull();
    await script.reload();
    expect(script.storage.getItem('base:projects')).toBe('P1');
    expect(script.storage.getItem('rebase:clashes')).toBe('C');

    page.storage.removeItem('base:newsItems');
    await page.flushed();
    await script.reload();
    expect(script.storage.getItem('base:newsItems')).toBeNull();
    expect(script.storage.getItem('rebase:clashes')).toBe('C');
  });
});
