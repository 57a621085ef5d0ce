/**
 * A visitor's page turns into an editor's when live editing starts (site/boot/content-mode.ts):
 * previews that arrive while the store loads are not lost, and a clear is never undone by an
 * older preview handed over late.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_PREVIEW_EVENT } from '../../shared/store/events';

vi.mock('../../site/boot/editor-content', () => ({ editorContent: () => ({ store: {}, published: {} }) }));

const preview = (target: EventTarget, detail: string) => target.dispatchEvent(new CustomEvent(CONTENT_PREVIEW_EVENT, { detail }));

/** What the loaded store receives: the previews dispatched after it has loaded. */
async function handedToStore(details: string[]): Promise<unknown[]> {
  const mode = await import('../../site/boot/content-mode');
  const target = new EventTarget();
  mode.loadStoreOnEdit(target as unknown as Window);
  for (const detail of details) preview(target, detail);
  const seen: unknown[] = [];
  target.addEventListener(CONTENT_PREVIEW_EVENT, (event) => {
    if (mode.editorContentNow()) seen.push((event as CustomEvent<unknown>).detail);
  });
  await mode.switchToStore();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return seen;
}

describe('live editing on a visitor page', () => {
  beforeEach(() => vi.resetModules());

  it('hands the store the latest preview that arrived while it loaded', async () => {
    expect(await handedToStore(['{"v":"A"}', '{"v":"B"}'])).toEqual(['{"v":"B"}']);
  });

  it('hands over nothing when the last word before the store loaded was a clear', async () => {
    expect(await handedToStore(['{"v":"A"}', '{"v":"B"}', 'null'])).toEqual([]);
  });

  it('a clear alone does not load the store', async () => {
    const mode = await import('../../site/boot/content-mode');
    const target = new EventTarget();
    mode.loadStoreOnEdit(target as unknown as Window);
    preview(target, 'null');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mode.editorContentNow()).toBeNull();
  });
});
