/**
 * Ids given at load are written with the next save (shared/store/persistence.ts): what is saved
 * after a load that gave an item a readable id comes back from storage as it was saved.
 */
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../shared/store/persistence';
import { testStore } from './store-fixtures';

describe('an id given at load', () => {
  it('is written with the next save, so a later load renames nothing saved since', () => {
    const storage = memoryStorage({ newsItems: JSON.stringify([{ id: '__proto__', title: 'Open lab day', content: 'Come by.', date: '2026-11-02' }]) });
    const store = testStore(storage);
    const [item] = store.getSnapshot().newsItems;
    expect(item?.id).toBe('open-lab-day');
    // A link saved after the load names an id nothing has, as the stored text once did.
    store.setFeatured({ projectId: null, newsItemId: '__proto__', publicationId: null });
    expect(JSON.parse(storage.getItem('newsItems') ?? '[]')[0].id).toBe('open-lab-day');
    const again = testStore(storage);
    expect(again.getSnapshot().featuredItems.newsItemId).toBe('__proto__');
    expect(again.getLoadIssues()).toEqual([]);
  });

  it('carries the links that follow it into storage with that save', () => {
    const storage = memoryStorage({
      newsItems: JSON.stringify([{ id: '../secret', title: 'Open lab day', content: 'Come by.', date: '2026-11-02' }]),
      featuredItems: JSON.stringify({ projectId: null, newsItemId: '../secret', publicationId: null }),
    });
    const store = testStore(storage);
    expect(store.getSnapshot().featuredItems.newsItemId).toBe('open-lab-day');
    store.setTeamImage('/assets/team.jpg');
    expect(JSON.parse(storage.getItem('featuredItems') ?? '{}').newsItemId).toBe('open-lab-day');
    expect(testStore(storage).getSnapshot().featuredItems.newsItemId).toBe('open-lab-day');
  });
});
