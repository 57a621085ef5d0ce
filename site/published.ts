/**
 * The published content: what the repository's content files hold, loaded and repaired
 * exactly as the store loads an empty browser. The prerenderer renders it, and hydration
 * renders it first, so the HTML and the first browser render agree.
 */
import type { Content } from '../shared/content/model/model';
import { seedContent } from '../shared/content/seed';
import { memoryStorage } from '../shared/store/persistence';
import { createContentStore } from '../shared/store/store';

let published: Content | null = null;

export function publishedContent(): Content {
  published ??= createContentStore({ storage: memoryStorage(), seed: seedContent, log: () => {} }).getSnapshot();
  return published;
}
