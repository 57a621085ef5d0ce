import { describe, expect, it } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import { createAssetStore } from '../../shared/store/assets';
import { memoryStorage } from '../../shared/store/persistence';
import { createSiteBridge, type SiteWindow } from '../../extension/site-bridge';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const BASE = `chrome-extension://${ID}/`;
const PANEL = { id: ID, url: `${BASE}sidepanel.html` };
const seed = seedContent();

function setup(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const events: Event[] = [];
  const win: SiteWindow & { pushed: string[] } = {
    location: { origin: 'http://127.0.0.1:5173', pathname: '/projects/project-1', search: '', hash: '' },
    document: { title: 'Project' },
    pushed: [],
    history: {
      pushState(_data, _unused, url) {
        win.pushed.push(url);
        win.location.pathname = url;
      },
    },
    dispatchEvent(event) {
      events.push(event);
      return true;
    },
  };
  const bridge = createSiteBridge({
    storage,
    assets: () => createAssetStore(indexedDB),
    window: win,
    runtimeId: ID,
    extensionBase: BASE,
    seed: seedContent,
  });
  return { storage, events, win, bridge };
}

const projectsText = JSON.stringify(seed.projects);

describe('site bridge', () => {
  it('ignores anything not sent by the extension’s own pages', async () => {
    const { bridge, storage } = setup();
    const write = { type: 'content:write', changes: [{ key: 'projects', value: projectsText, expected: null }] };
    expect(await bridge.receive(write, { id: ID, url: `${BASE}sidepanel.html`, tab: { id: 1 } })).toBeUndefined();
    expect(await bridge.receive(write, { id: 'other', url: `${BASE}sidepanel.html` })).toBeUndefined();
    expect(await bridge.receive(write, { id: ID, url: 'https://evil.example/' })).toBeUndefined();
    expect(storage.getItem('projects')).toBeNull();
  });

  it('answers a malformed request without changing anything', async () => {
    const { bridge, storage, events } = setup({ projects: projectsText });
    for (const message of [
      { type: 'content:write', changes: [{ key: 'projects', value: '[{"x":1}]', expected: projectsText }] },
      { type: 'content:write', changes: [{ key: 'isAuthenticated', value: 'true', expected: null }] },
      { type: 'content:write' },
      { type: 'unknown' },
      42,
    ]) {
      expect(await bridge.receive(message, PANEL)).toMatchObject({ ok: false, error: 'invalid' });
    }
    expect(storage.getItem('projects')).toBe(projectsText);
    expect(storage.getItem('isAuthenticated')).toBeNull();
    expect(events).toHaveLength(0);
  });

  it('reads every content key with the page location', async () => {
    const { bridge } = setup({ projects: projectsText, isAuthenticated: 'true' });
    const answer = (await bridge.receive({ type: 'content:read' }, PANEL)) as Record<string, unknown>;
    expect(answer).toMatchObject({ ok: true, location: { origin: 'http://127.0.0.1:5173', path: '/projects/project-1' } });
    expect((answer.entries as Record<string, unknown>).projects).toBe(projectsText);
    expect((answer.entries as Record<string, unknown>).newsItems).toBeNull();
    expect(answer.entries).not.toHaveProperty('isAuthenticated');
    expect(answer.otherChars).toBe('isAuthenticated'.length + 4);
  });

  it('writes a valid change and tells the page which keys changed', async () => {
    const { bridge, storage, events } = setup();
    const news = JSON.stringify(seed.newsItems.slice(1));
    const answer = await bridge.receive({ type: 'content:write', changes: [{ key: 'newsItems', value: news, expected: null }] }, PANEL);
    expect(answer).toMatchObject({ ok: true, entries: { newsItems: news } });
    expect(storage.getItem('newsItems')).toBe(news);
    expect(events).toHaveLength(1);
    expect(events[0]!.type).toBe('lab-content-changed');
    expect((events[0] as CustomEvent).detail).toEqual({ keys: ['newsItems'] });
  });

  it('refuses a whole write when an item it changes was changed on the site since', async () => {
    const theirs = seed.projects.map((p, i) => (i === 0 ? { ...p, title: 'Theirs' } : p));
    const theirsText = JSON.stringify(theirs);
    const { bridge, storage, events } = setup({ projects: theirsText });
    const mine = JSON.stringify(seed.projects.map((p, i) => (i === 0 ? { ...p, title: 'Mine' } : p)));
    const news = JSON.stringify(seed.newsItems);
    const answer = await bridge.receive(
      {
        type: 'content:write',
        changes: [
          { key: 'newsItems', value: news, expected: null },
          { key: 'projects', value: mine, expected: projectsText },
        ],
      },
      PANEL,
    );
    expect(answer).toMatchObject({ ok: false, error: 'conflict', key: 'projects', entries: { projects: theirsText } });
    expect(storage.getItem('newsItems')).toBeNull();
    expect(storage.getItem('projects')).toBe(theirsText);
    expect(events).toHaveLength(0);
  });

  it('applies a write item by item: another item of the same list changed meanwhile survives', async () => {
    const theirs = seed.projects.map((p, i) => (i === 1 ? { ...p, title: 'Edited on the site' } : p));
    const { bridge, storage, events } = setup({ projects: JSON.stringify(theirs) });
    const mine = JSON.stringify(seed.projects.map((p, i) => (i === 0 ? { ...p, title: 'Edited in the panel' } : p)));
    const answer = await bridge.receive({ type: 'content:write', changes: [{ key: 'projects', value: mine, expected: projectsText }], label: 'save projects' }, PANEL);
    expect(answer).toMatchObject({ ok: true });
    const stored = JSON.parse(storage.getItem('projects')!) as { title: string }[];
    expect(stored[0]!.title).toBe('Edited in the panel');
    expect(stored[1]!.title).toBe('Edited on the site');
    expect(stored).toHaveLength(seed.projects.length);
    expect(events.map((e) => e.type)).toEqual(['lab-content-changed']);
  });

  it('puts everything back when the site storage is full', async () => {
    const storage = memoryStorage({}, 200);
    const bridge = createSiteBridge({
      storage,
      assets: () => createAssetStore(indexedDB),
      window: setup().win,
      runtimeId: ID,
      extensionBase: BASE,
      seed: seedContent,
    });
    const answer = await bridge.receive(
      {
        type: 'content:write',
        changes: [
          { key: 'teamImagePosition', value: '"top"', expected: null },
          // A real change (writing what the site already holds changes nothing, so writes nothing).
          { key: 'projects', value: JSON.stringify(seed.projects.map((p) => ({ ...p, title: `${p.title} (edited)` }))), expected: null },
        ],
      },
      PANEL,
    );
    expect(answer).toMatchObject({ ok: false, error: 'storage', key: 'projects' });
    expect(storage.getItem('teamImagePosition')).toBeNull();
  });

  it('navigates the page within the site without a reload', async () => {
    const { bridge, win, events } = setup();
    expect(await bridge.receive({ type: 'page:navigate', path: '/team/member-1' }, PANEL)).toEqual({ ok: true });
    expect(win.pushed).toEqual(['/team/member-1']);
    expect(events.map((e) => e.type)).toEqual(['popstate']);
    expect(await bridge.receive({ type: 'page:navigate', path: 'https://evil.example/' }, PANEL)).toMatchObject({ ok: false });
    expect(win.pushed).toHaveLength(1);
  });

  it('stores, lists, reads and removes assets of the site origin', async () => {
    const { bridge } = setup();
    const data = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]).toString('base64');
    expect(await bridge.receive({ type: 'assets:put', path: 'team/bridge-test.png', mime: 'image/png', data }, PANEL)).toEqual({
      ok: true,
      ref: 'asset:team/bridge-test.png',
    });
    const got = (await bridge.receive({ type: 'assets:get', path: 'team/bridge-test.png' }, PANEL)) as { asset: { data: string; type: string } };
    expect(got.asset).toMatchObject({ data, type: 'image/png' });
    const listed = (await bridge.receive({ type: 'assets:list' }, PANEL)) as { assets: { path: string }[] };
    expect(listed.assets.map((a) => a.path)).toContain('team/bridge-test.png');
    await bridge.receive({ type: 'assets:remove', path: 'team/bridge-test.png' }, PANEL);
    expect(await bridge.receive({ type: 'assets:get', path: 'team/bridge-test.png' }, PANEL)).toEqual({ ok: true, asset: null });
  });

  it('refuses to store a file whose bytes are not the type it claims (an SVG sent as a PNG)', async () => {
    const { bridge } = setup();
    const data = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    expect(await bridge.receive({ type: 'assets:put', path: 'team/x.png', mime: 'image/png', data }, PANEL)).toMatchObject({ ok: false, error: 'assets' });
    expect(await bridge.receive({ type: 'assets:get', path: 'team/x.png' }, PANEL)).toEqual({ ok: true, asset: null });
  });

  it('reports changes made by others, and the page’s own navigation, once each', () => {
    const { bridge, storage, win } = setup({ projects: projectsText });
    expect(bridge.changedEntries()).toBeNull();
    storage.setItem('teamImagePosition', '"top"');
    storage.setItem('isAuthenticated', 'true');
    expect(bridge.changedEntries()).toEqual({ teamImagePosition: '"top"' });
    expect(bridge.changedEntries()).toBeNull();
    expect(bridge.changedLocation()).toBeNull();
    win.location.pathname = '/feed';
    expect(bridge.changedLocation()).toMatchObject({ path: '/feed' });
    expect(bridge.changedLocation()).toBeNull();
  });

  it('does not report its own writes back as changes', async () => {
    const { bridge } = setup();
    await bridge.receive({ type: 'content:write', changes: [{ key: 'teamImagePosition', value: '"top"', expected: null }] }, PANEL);
    expect(bridge.changedEntries()).toBeNull();
  });
});
