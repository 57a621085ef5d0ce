/**
 * The editor's side of the site, loaded only when needed (site/boot/content-mode.ts): the
 * browser's store (history, live sync, preview) and the published content it is compared with.
 */
import type { Content } from '../../shared/content/model';
import { getBrowserStore } from '../../shared/store/browser';
import type { ContentStore } from '../../shared/store/store';
import { publishedContent } from '../published';

export interface EditorContent {
  store: ContentStore;
  /** What the repository's content files hold (the seed): what "unpublished" is measured against. */
  published: Content;
}

export function editorContent(): EditorContent {
  return { store: getBrowserStore(), published: publishedContent() };
}
