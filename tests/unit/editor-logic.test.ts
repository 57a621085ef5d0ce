import { describe, expect, it } from 'vitest';
import { createDraftStore, draftKey } from '../../shared/editor/drafts';
import { emojiChar, formatShortDate, today, truncateTitle } from '../../shared/editor/format';
import { planResize } from '../../shared/editor/image-resize';
import { editPath, listPath, newPath } from '../../shared/editor/paths';
import { shortcutOf } from '../../shared/editor/shortcuts';

const MB = 1024 * 1024;

describe('planResize (profile photos, docs/product.md §5 and §9)', () => {
  it('keeps a small, light picture as it is', () => {
    expect(planResize({ width: 800, height: 800, bytes: MB, type: 'image/jpeg' })).toEqual({ resize: false });
  });
  it('scales a large landscape JPEG to 800 px wide at quality 0.85', () => {
    expect(planResize({ width: 1600, height: 1200, bytes: 200_000, type: 'image/jpeg' })).toEqual({
      resize: true,
      width: 800,
      height: 600,
      type: 'image/jpeg',
      quality: 0.85,
    });
  });
  it('scales a tall picture by its height and keeps PNG as PNG', () => {
    expect(planResize({ width: 900, height: 3000, bytes: 10_000, type: 'image/png' })).toEqual({
      resize: true,
      width: 240,
      height: 800,
      type: 'image/png',
      quality: undefined,
    });
  });
  it('re-encodes a picture over 1 MB even when it is small enough, without enlarging it', () => {
    expect(planResize({ width: 640, height: 480, bytes: MB + 1, type: 'image/gif' })).toEqual({
      resize: true,
      width: 640,
      height: 480,
      type: 'image/jpeg',
      quality: 0.85,
    });
  });
  it('never produces a side of zero', () => {
    const plan = planResize({ width: 8000, height: 2, bytes: 10, type: 'image/png' });
    expect(plan).toMatchObject({ resize: true, width: 800, height: 1 });
  });
});

describe('formatShortDate', () => {
  it('shows the short US format without shifting the day', () => {
    expect(formatShortDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatShortDate('2024-12-31')).toBe('Dec 31, 2024');
  });
  it('says Invalid date for anything unreadable', () => {
    expect(formatShortDate('someday')).toBe('Invalid date');
    expect(formatShortDate('')).toBe('Invalid date');
    expect(formatShortDate(undefined)).toBe('Invalid date');
  });
});

describe('small display helpers', () => {
  it('cuts dashboard titles at 20 characters plus an ellipsis', () => {
    expect(truncateTitle('Automated Theory Discovery')).toBe('Automated Theory Dis...');
    expect(truncateTitle('Exactly twenty chars')).toBe('Exactly twenty chars');
  });
  it('formats today as YYYY-MM-DD in local time', () => {
    expect(today(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
  it('turns emoji hexcodes into characters and ignores garbage', () => {
    expect(emojiChar('1F9E0')).toBe('🧠');
    expect(emojiChar('1F441-FE0F')).toBe('👁️');
    expect(emojiChar('nope')).toBe('');
  });
  it('builds the spec paths of every entity', () => {
    expect(listPath('teamMembers')).toBe('/admin/team');
    expect(newPath('jobOpenings')).toBe('/admin/jobs/new');
    expect(editPath('fundingSources', 'funding 1')).toBe('/admin/funding/edit/funding%201');
  });
});

describe('shortcutOf', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}, code = '') => ({
    key: k,
    code,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...mods,
  });
  it('maps Ctrl+S and Cmd+S to save', () => {
    expect(shortcutOf(key('s', { ctrlKey: true }))).toBe('save');
    expect(shortcutOf(key('S', { metaKey: true }))).toBe('save');
  });
  it('maps Alt+N to create, also where Alt changes the typed character', () => {
    expect(shortcutOf(key('n', { altKey: true }, 'KeyN'))).toBe('create');
    expect(shortcutOf(key('˜', { altKey: true }, 'KeyN'))).toBe('create');
  });
  it('maps a plain Escape to cancel and ignores ordinary typing', () => {
    expect(shortcutOf(key('Escape'))).toBe('cancel');
    expect(shortcutOf(key('Escape', { shiftKey: true }))).toBeNull();
    expect(shortcutOf(key('s'))).toBeNull();
    expect(shortcutOf(key('n'))).toBeNull();
  });
});

describe('draft store', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      map,
    };
  };
  it('keeps, reads and clears a draft per form', () => {
    const storage = memory();
    const drafts = createDraftStore(storage);
    const key = draftKey('projects', 'project-1');
    drafts.write(key, { values: { title: 'typed' }, base: { title: 'stored' } });
    expect(drafts.read(key)).toEqual({ values: { title: 'typed' }, base: { title: 'stored' } });
    drafts.clear(key);
    expect(drafts.read(key)).toBeNull();
  });
  it('ignores unreadable drafts and a missing or failing session store', () => {
    const storage = memory();
    storage.map.set(draftKey('news', 'new'), '{not json');
    expect(createDraftStore(storage).read(draftKey('news', 'new'))).toBeNull();
    const none = createDraftStore(null);
    none.write('k', { values: 1, base: null });
    expect(none.read('k')).toBeNull();
    const full = createDraftStore({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    expect(() => full.write('k', { values: 1, base: null })).not.toThrow();
  });
});
