import { describe, expect, it } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import { createSiteBridge, type SiteWindow } from '../../extension/site-bridge';
import { bridgeRequestSchema, bridgeResponseSchemas, isValidBasesValue } from '../../extension/messages';
import { createBridgeBases, type BasesChange } from '../../extension/panel/bridge-bases';
import { createAssetStore } from '../../shared/store/assets';
import { memoryStorage } from '../../shared/store/persistence';
import { fingerprint } from '../../shared/store/rebase';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const BASE = `chrome-extension://${ID}/`;
const PANEL = { id: ID, url: `${BASE}sidepanel.html` };
const seed = seedContent();
const baseText = (value: unknown) => JSON.stringify({ value, build: fingerprint(value) });
const clash = { key: 'projects', id: 'project-1', field: 'title', name: 'Atlas', base: 'A', mine: 'B', theirs: 'C' };

function siteBridge() {
  const storage = memoryStorage();
  const bases = memoryStorage();
  const win: SiteWindow = {
    location: { origin: 'http://127.0.0.1:5173', pathname: '/', search: '', hash: '' },
    document: { title: 'Home' },
    history: { pushState() {} },
    dispatchEvent: () => true,
  };
  const bridge = createSiteBridge({
    storage,
    assets: () => createAssetStore(indexedDB),
    window: win,
    runtimeId: ID,
    extensionBase: BASE,
    seed: seedContent,
    bases: { storage: bases, ready: Promise.resolve(), flushed: () => Promise.resolve(), reload: () => Promise.resolve() },
  });
  return { storage, bases, bridge };
}

describe('bases messages', () => {
  it('accepts a base of a content key and a list of clashes', () => {
    expect(isValidBasesValue('base:projects', baseText(seed.projects))).toBe(true);
    expect(isValidBasesValue('rebase:clashes', JSON.stringify([clash]))).toBe(true);
    const request = { type: 'bases:write', changes: [{ key: 'base:projects', value: baseText(seed.projects) }, { key: 'rebase:clashes', value: null }] };
    expect(bridgeRequestSchema.safeParse(request).success).toBe(true);
    expect(bridgeRequestSchema.safeParse({ type: 'bases:read' }).success).toBe(true);
  });

  it('refuses other keys, bases that are not content of their key, and malformed clashes', () => {
    const write = (changes: unknown) => bridgeRequestSchema.safeParse({ type: 'bases:write', changes }).success;
    expect(write([{ key: 'projects', value: baseText(seed.projects) }])).toBe(false);
    expect(write([{ key: 'base:isAuthenticated', value: baseText(true) }])).toBe(false);
    expect(write([{ key: 'base:projects', value: baseText({ a: 1 }) }])).toBe(false);
    expect(write([{ key: 'base:teamImage', value: baseText(42) }])).toBe(false);
    expect(write([{ key: 'base:projects', value: JSON.stringify({ value: seed.projects }) }])).toBe(false);
    expect(write([{ key: 'base:projects', value: JSON.stringify({ value: seed.projects, build: 'x y' }) }])).toBe(false);
    expect(write([{ key: 'base:projects', value: 'not json' }])).toBe(false);
    expect(write([{ key: 'rebase:clashes', value: JSON.stringify([{ ...clash, key: 'isAuthenticated' }]) }])).toBe(false);
    expect(write([{ key: 'rebase:clashes', value: JSON.stringify([{ ...clash, extra: 1 }]) }])).toBe(false);
    expect(write([{ key: 'rebase:clashes', value: '[]' }])).toBe(false);
    expect(write([])).toBe(false);
    expect(write([{ key: 'rebase:clashes', value: null }, { key: 'rebase:clashes', value: null }])).toBe(false);
    expect(bridgeRequestSchema.safeParse({ type: 'bases:read', extra: 1 }).success).toBe(false);
  });

  it('checks the answers', () => {
    expect(bridgeResponseSchemas['bases:read'].safeParse({ ok: true, bases: { 'base:projects': '{}' } }).success).toBe(true);
    expect(bridgeResponseSchemas['bases:read'].safeParse({ ok: true, bases: { projects: '{}' } }).success).toBe(false);
  });
});

describe('site bridge: bases', () => {
  it('reads and writes the site’s bases, and nothing for a malformed request', async () => {
    const { bridge, bases } = siteBridge();
    bases.setItem('base:newsItems', baseText(seed.newsItems));
    expect(await bridge.receive({ type: 'bases:read' }, PANEL)).toEqual({ ok: true, bases: { 'base:newsItems': baseText(seed.newsItems) } });
    const answer = await bridge.receive(
      { type: 'bases:write', changes: [{ key: 'base:projects', value: baseText(seed.projects) }, { key: 'base:newsItems', value: null }] },
      PANEL,
    );
    expect(answer).toEqual({ ok: true, bases: { 'base:projects': baseText(seed.projects) } });
    expect(bases.getItem('base:newsItems')).toBeNull();
    const refused = (await bridge.receive({ type: 'bases:write', changes: [{ key: 'base:projects', value: '{}' }] }, PANEL)) as { ok: boolean; error: string };
    expect(refused).toMatchObject({ ok: false, error: 'invalid' });
    expect(await bridge.receive({ type: 'bases:read' }, { ...PANEL, tab: { id: 1 } })).toBeUndefined();
    expect(bases.getItem('base:projects')).toBe(baseText(seed.projects));
  });

  it('records a base when the panel makes the first edit of a key, and keeps one already there', async () => {
    const { bridge, bases } = siteBridge();
    const older = seed.newsItems.slice(1);
    bases.setItem('base:newsItems', baseText(older));
    const projects = seed.projects.map((p, i) => (i === 0 ? { ...p, title: 'Changed' } : p));
    const news = seed.newsItems.map((n, i) => (i === 0 ? { ...n, title: 'Changed news' } : n));
    const answer = await bridge.receive(
      {
        type: 'content:write',
        changes: [
          { key: 'projects', value: JSON.stringify(projects), expected: null },
          { key: 'newsItems', value: JSON.stringify(news), expected: null },
        ],
      },
      PANEL,
    );
    expect(answer).toMatchObject({ ok: true });
    expect(JSON.parse(bases.getItem('base:projects')!).value).toEqual(JSON.parse(JSON.stringify(seed.projects)));
    expect(bases.getItem('base:newsItems')).toBe(baseText(older));
  });
});

describe('panel bases mirror', () => {
  it('forwards the store’s writes in one batch and follows the site’s answer', async () => {
    const sent: BasesChange[][] = [];
    let remoteChanges = 0;
    const mirror = createBridgeBases(
      { 'base:projects': 'P' },
      {
        send: async (changes) => {
          sent.push(changes);
          return { 'base:projects': 'P', 'rebase:clashes': 'C2', 'base:newsItems': 'N' };
        },
        onRemoteChange: () => (remoteChanges += 1),
      },
    );
    expect(mirror.storage.getItem('base:projects')).toBe('P');
    mirror.storage.setItem('rebase:clashes', 'C1');
    mirror.storage.setItem('rebase:clashes', 'C2');
    mirror.storage.removeItem('base:projects');
    mirror.storage.setItem('base:projects', 'P');
    await mirror.settled();
    expect(sent).toEqual([
      [
        { key: 'rebase:clashes', value: 'C2' },
        { key: 'base:projects', value: 'P' },
      ],
    ]);
    expect(mirror.storage.getItem('base:newsItems')).toBe('N');
    expect(remoteChanges).toBe(1);
    expect(mirror.applyRemote({})).toBe(true);
    expect(mirror.storage.length).toBe(0);
  });
});
