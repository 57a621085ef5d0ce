/**
 * Topic colours derived from projects' research methods: distinct topics get hues kept apart,
 * one topic keeps one colour, and nothing derived ever makes settings.ts differ from what the
 * studio exports (the registry is content, read and written as it is).
 */
import { describe, expect, it } from 'vitest';
import type { Content } from '../../shared/content/model/model';
import { normalizeContent } from '../../shared/content/model/normalize';
import { contentFromSeedFiles } from '../../shared/content/model/seed-files';
import {
  distinctHue,
  hueDistance,
  MIN_TOPIC_HUE_DISTANCE,
  resolveTopicColor,
  syncTopicRegistry,
} from '../../shared/content/read/topics';
import {
  generateSettingsSource,
  generateSource,
  parseSettingsSource,
  parseSource,
  SETTINGS_PATH,
  sourcePath,
} from '../../shared/export/source';
import { buildExportZip } from '../../shared/export/zip';
import { readZip } from '../../shared/export/zip-read';
import { memoryStorage } from '../../shared/store/persistence';
import { project } from './content-fixtures';
import { mapAssets } from './export-fixtures';
import { testStore } from './store-fixtures';

/** A new lab's content: no projects, an empty topic registry. */
function newLab(): Content {
  const storage = memoryStorage({ projects: '[]', topicColorRegistry: '{}' });
  return testStore(storage).getSnapshot();
}

/** The hue each topic of the site's projects is shown in. */
function shownHues(content: Content): Map<string, number> {
  const hues = new Map<string, number>();
  for (const p of content.projects) {
    for (const topic of p.topics) {
      const color = resolveTopicColor(content.topicColorRegistry, p, topic);
      hues.set(topic, Number(/^hsl\((\d+)/.exec(color)![1]));
    }
  }
  return hues;
}

const minDistance = (hues: readonly number[]) =>
  Math.min(...hues.flatMap((a, i) => hues.slice(i + 1).map((b) => hueDistance(a, b))));

describe('hues of topics added with projects', () => {
  it('two projects with one new method each get hues far apart, not the same one', () => {
    const store = testStore(memoryStorage({ projects: '[]', topicColorRegistry: '{}' }));
    store.save('projects', project({ id: 'new', title: 'Spikes', topics: ['Spiking networks'] }));
    store.save('projects', project({ id: 'new', title: 'Trees', topics: ['Dendritic computation'] }));
    const hues = shownHues(store.getSnapshot());
    expect(hues.size).toBe(2);
    expect(minDistance([...hues.values()])).toBeGreaterThanOrEqual(MIN_TOPIC_HUE_DISTANCE);
  });

  it('eight projects adding a topic each: every two of them at least 45 degrees apart', () => {
    const store = testStore(memoryStorage({ projects: '[]', topicColorRegistry: '{}' }));
    for (let i = 0; i < 8; i += 1)
      store.save('projects', project({ id: 'new', title: `P${i}`, topics: [`Method ${i}`] }));
    const hues = [...shownHues(store.getSnapshot()).values()];
    expect(hues).toHaveLength(8);
    expect(minDistance(hues)).toBeGreaterThanOrEqual(45);
  });

  it('a new topic keeps apart from the registry and from the other topics of its own project', () => {
    const store = testStore(
      memoryStorage({
        projects: '[]',
        topicColorRegistry: JSON.stringify({ EEG: { name: 'EEG', color: 'hsl(0, 70%, 80%)', hue: 0 } }),
      }),
    );
    store.save('projects', project({ id: 'new', topics: ['EEG', 'Sleep', 'Memory'] }));
    const hues = [...shownHues(store.getSnapshot()).values()];
    expect(hues[0]).toBe(0);
    expect(minDistance(hues)).toBeGreaterThanOrEqual(MIN_TOPIC_HUE_DISTANCE);
  });

  it("one topic in two projects has one colour: the second takes the first one's", () => {
    const store = testStore(memoryStorage({ projects: '[]', topicColorRegistry: '{}' }));
    store.save('projects', project({ id: 'new', title: 'A', topics: ['Other', 'Spiking networks'] }));
    const [first] = store.getSnapshot().projects;
    const saved = store.save('projects', project({ id: 'new', title: 'B', topics: ['Spiking networks'] }));
    expect(saved.topicsWithColors[0]).toEqual(
      first!.topicsWithColors.find((entry) => entry.name === 'Spiking networks'),
    );
  });

  it('is deterministic: the same content gives the same hues', () => {
    const run = () => {
      const store = testStore(memoryStorage({ projects: '[]', topicColorRegistry: '{}' }));
      for (const topics of [['A', 'B'], ['C'], ['D', 'A']]) store.save('projects', project({ id: 'new', topics }));
      return store.getSnapshot().projects.map((p) => p.topicsWithColors);
    };
    expect(run()).toEqual(run());
  });

  it('distinctHue keeps a preferred hue that is free and otherwise takes the middle of the widest gap', () => {
    expect(distinctHue(0, [])).toBe(0);
    expect(distinctHue(90, [0, 180])).toBe(90);
    expect(distinctHue(0, [0])).toBe(180);
    expect(distinctHue(0, [0, 180])).toBe(90);
    expect(distinctHue(10, [0, 100, 120])).toBe(240);
    expect(distinctHue(350, [340])).toBe(160);
  });

  it("the Topic Colors screen's registry sync keeps the hues the projects were given", () => {
    const store = testStore(memoryStorage({ projects: '[]', topicColorRegistry: '{}' }));
    store.save('projects', project({ id: 'new', topics: ['Spiking networks'] }));
    store.save('projects', project({ id: 'new', topics: ['Dendritic computation'] }));
    const before = shownHues(store.getSnapshot());
    store.syncTopics();
    expect(shownHues(store.getSnapshot())).toEqual(before);
    expect(Object.keys(store.getSnapshot().topicColorRegistry)).toEqual(['Spiking networks', 'Dendritic computation']);
  });
});

describe('derived topic colours never make settings.ts "not canonical"', () => {
  it('projects with methods added in the studio, exported and read back: the registry is settings.ts as written', async () => {
    expect(newLab().projects).toEqual([]);
    const store = testStore(memoryStorage({ projects: '[]', topicColorRegistry: '{}' }));
    store.save('projects', project({ id: 'new', title: 'Spikes', topics: ['Spiking networks'] }));
    store.save(
      'projects',
      project({ id: 'new', title: 'Trees', topics: ['Dendritic computation', 'Spiking networks'] }),
    );
    const exported = store.getSnapshot();
    const { bytes } = await buildExportZip(exported, mapAssets({}));
    const zip = await readZip(bytes, 100);
    const read = async (path: string) =>
      new TextDecoder().decode((await zip.records.find((r) => r.name === path)!.read(1 << 24))!);
    const settingsText = await read(SETTINGS_PATH);
    const projectsText = await read(sourcePath('projects'));
    const settings = parseSettingsSource(settingsText);
    const projects = parseSource('projects', projectsText);
    if (!settings.ok || !projects.ok) throw new Error('the export is not canonical');

    // What the seed loader makes of the applied files.
    const loaded = contentFromSeedFiles({
      lists: { ...exported, projects: projects.items },
      settings: settings.settings,
      labProfile: exported.labProfile,
    });
    expect(loaded.topicColorRegistry).toEqual(settings.settings.topicColorRegistry);
    expect(generateSettingsSource(loaded)).toBe(settingsText);
    expect(generateSettingsSource(normalizeContent(loaded))).toBe(settingsText);
    expect(generateSource('projects', normalizeContent(loaded).projects)).toBe(projectsText);
    // The site shows each topic in the colour the studio showed.
    expect(shownHues(loaded)).toEqual(shownHues(exported));
  });

  it('a settings file lacking a topic the projects use is read as it is; the colour comes from the project', () => {
    const projects = [
      project({
        topics: ['Spiking networks'],
        topicsWithColors: [{ name: 'Spiking networks', color: 'hsl(140, 70%, 80%)', hue: 140 }],
      }),
    ];
    const settings = {
      featuredItems: { projectId: null, newsItemId: null, publicationId: null },
      teamImage: '',
      teamImagePosition: 'center',
      topicColorRegistry: {},
    };
    const empty = newLab();
    const loaded = contentFromSeedFiles({ lists: { ...empty, projects }, settings, labProfile: empty.labProfile });
    expect(loaded.topicColorRegistry).toEqual({});
    expect(generateSettingsSource(normalizeContent(loaded))).toBe(generateSettingsSource(settings));
    expect(resolveTopicColor(loaded.topicColorRegistry, loaded.projects[0], 'Spiking networks')).toBe(
      'hsl(140, 70%, 80%)',
    );
    // Registering it (the Topic Colors screen) keeps that colour.
    expect(syncTopicRegistry(loaded.topicColorRegistry, loaded.projects).registry['Spiking networks']!.hue).toBe(140);
  });
});
