import { describe, expect, it } from 'vitest';
import type { TopicColorRegistry } from '../../shared/content/model/schemas';
import {
  addTopic,
  makeTopic,
  removeTopic,
  resolveTopicColor,
  spreadHue,
  syncTopicRegistry,
  topicColor,
  topicsInUse,
  updateTopic,
  wrapHue,
} from '../../shared/content/read/topics';
import { project } from './content-fixtures';

const registry: TopicColorRegistry = {
  EEG: { name: 'EEG', color: 'hsl(10, 70%, 80%)', hue: 10 },
  fMRI: { name: 'fMRI', color: 'hsl(200, 70%, 80%)', hue: 200 },
};

describe('colour resolution order', () => {
  const own = project({
    topics: ['EEG', 'Bayes', 'Search', 'Graphs'],
    topicsWithColors: [
      { name: 'EEG', color: 'hsl(99, 70%, 80%)', hue: 99 },
      { name: 'Bayes', color: 'hsl(42, 70%, 80%)', hue: 42 },
    ],
  });

  it('the shared registry wins over the project', () => {
    expect(resolveTopicColor(registry, own, 'EEG')).toBe('hsl(10, 70%, 80%)');
  });

  it("then the project's own topicsWithColors", () => {
    expect(resolveTopicColor(registry, own, 'Bayes')).toBe('hsl(42, 70%, 80%)');
  });

  it('then a hue of position / count * 360', () => {
    expect(resolveTopicColor(registry, own, 'Search')).toBe('hsl(180, 70%, 80%)');
    expect(resolveTopicColor(registry, own, 'Graphs')).toBe('hsl(270, 70%, 80%)');
  });

  it('the first of several unregistered topics gets hue 0', () => {
    expect(resolveTopicColor({}, project({ topics: ['A', 'B', 'C'] }), 'A')).toBe('hsl(0, 70%, 80%)');
    expect(resolveTopicColor({}, project({ topics: ['A', 'B', 'C'] }), 'B')).toBe('hsl(120, 70%, 80%)');
  });

  it('works without a project', () => {
    expect(resolveTopicColor(registry, undefined, 'fMRI')).toBe('hsl(200, 70%, 80%)');
    expect(resolveTopicColor({}, undefined, 'Lone')).toBe('hsl(0, 70%, 80%)');
  });

  it('an inherited property name is not a registry entry', () => {
    expect(resolveTopicColor({}, project({ topics: ['constructor', 'toString'] }), 'toString')).toBe(
      'hsl(180, 70%, 80%)',
    );
  });
});

describe('hues', () => {
  it.each([
    [0, 0],
    [359, 359],
    [360, 0],
    [370, 10],
    [720, 0],
    [-10, 350],
    [-370, 350],
    [12.4, 12],
    [12.6, 13],
    [Number.NaN, 210],
  ])('wrapHue(%s) is %s', (input, output) => {
    expect(wrapHue(input)).toBe(output);
  });

  it('spreadHue spreads evenly by index and count', () => {
    expect([0, 1, 2, 3].map((i) => spreadHue(i, 4))).toEqual([0, 90, 180, 270]);
    expect(spreadHue(1, 3)).toBe(120);
    expect(spreadHue(0, 0)).toBe(210);
  });

  it('topic colours use saturation 70 and lightness 80', () => {
    expect(topicColor(45)).toBe('hsl(45, 70%, 80%)');
    expect(makeTopic('X', 400)).toEqual({ name: 'X', color: 'hsl(40, 70%, 80%)', hue: 40 });
  });
});

describe('registry auto-add', () => {
  it('adds topics used by projects but missing from the registry, in first-seen order', () => {
    const projects = [project({ topics: ['EEG', 'Bayes'] }), project({ topics: ['Bayes', 'Search'] })];
    const { registry: next, added } = syncTopicRegistry(registry, projects);
    expect(added).toEqual(['Bayes', 'Search']);
    expect(Object.keys(next)).toEqual(['EEG', 'fMRI', 'Bayes', 'Search']);
    expect(next.EEG).toBe(registry.EEG);
  });

  it("reuses the project's topicsWithColors hue when there is one", () => {
    const projects = [
      project({ topics: ['Bayes'], topicsWithColors: [{ name: 'Bayes', color: 'hsl(33, 70%, 80%)', hue: 33 }] }),
    ];
    expect(syncTopicRegistry({}, projects).registry.Bayes).toEqual({
      name: 'Bayes',
      color: 'hsl(33, 70%, 80%)',
      hue: 33,
    });
  });

  it('spreads the others evenly by their index among all registered topics', () => {
    const projects = [project({ topics: ['A', 'B'] })];
    const { registry: next } = syncTopicRegistry(registry, projects);
    // 4 topics in all: A is the 3rd (index 2), B the 4th (index 3).
    expect(next.A).toEqual({ name: 'A', color: 'hsl(180, 70%, 80%)', hue: 180 });
    expect(next.B).toEqual({ name: 'B', color: 'hsl(270, 70%, 80%)', hue: 270 });
  });

  it('returns the same registry and nothing added when nothing is missing', () => {
    const result = syncTopicRegistry(registry, [project({ topics: ['EEG'] })]);
    expect(result.registry).toBe(registry);
    expect(result.added).toEqual([]);
  });

  it('does not change the registry it was given', () => {
    const before = structuredClone(registry);
    syncTopicRegistry(registry, [project({ topics: ['New'] })]);
    expect(registry).toEqual(before);
  });

  it('topicsInUse skips blanks and repeats', () => {
    expect(topicsInUse([project({ topics: ['a', '', 'b'] }), project({ topics: ['b', 'c'] })])).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('add, update, remove', () => {
  it('adds a topic with the default hue 210', () => {
    const result = addTopic(registry, 'Search');
    expect(result).toEqual({
      ok: true,
      registry: { ...registry, Search: { name: 'Search', color: 'hsl(210, 70%, 80%)', hue: 210 } },
    });
  });

  it('trims the name and wraps the hue modulo 360 to an integer', () => {
    const result = addTopic({}, '  Search ', 725.4);
    expect(result).toEqual({ ok: true, registry: { Search: { name: 'Search', color: 'hsl(5, 70%, 80%)', hue: 5 } } });
  });

  it('requires a name', () => {
    expect(addTopic(registry, '   ')).toEqual({ ok: false, error: 'Please enter a topic name' });
  });

  it('refuses an existing name', () => {
    expect(addTopic(registry, 'EEG')).toEqual({ ok: false, error: 'Topic "EEG" already exists' });
    expect(addTopic(registry, ' EEG ')).toEqual({ ok: false, error: 'Topic "EEG" already exists' });
  });

  it('updates the hue, wrapped', () => {
    const result = updateTopic(registry, 'EEG', { hue: -30 });
    expect(result.ok && result.registry.EEG).toEqual({ name: 'EEG', color: 'hsl(330, 70%, 80%)', hue: 330 });
  });

  it('renames in place, keeping the hue and the order', () => {
    const result = updateTopic(registry, 'EEG', { name: 'Electroencephalography' });
    expect(result.ok && Object.keys(result.registry)).toEqual(['Electroencephalography', 'fMRI']);
    expect(result.ok && result.registry.Electroencephalography!.hue).toBe(10);
  });

  it('refuses renaming onto another topic or to a blank name', () => {
    expect(updateTopic(registry, 'EEG', { name: 'fMRI' })).toEqual({ ok: false, error: 'Topic "fMRI" already exists' });
    expect(updateTopic(registry, 'EEG', { name: ' ' })).toEqual({ ok: false, error: 'Please enter a topic name' });
  });

  it('refuses updating a topic that does not exist', () => {
    expect(updateTopic(registry, 'Nope', { hue: 1 }).ok).toBe(false);
  });

  it('removes a topic no project uses', () => {
    const result = removeTopic(registry, [project({ topics: ['fMRI'] })], 'EEG');
    expect(result.ok && Object.keys(result.registry)).toEqual(['fMRI']);
    expect(Object.keys(registry)).toEqual(['EEG', 'fMRI']);
  });

  it('refuses removing a topic used by a project', () => {
    expect(removeTopic(registry, [project({ topics: ['EEG'] })], 'EEG')).toEqual({
      ok: false,
      error: 'Cannot delete "EEG" as it is used in one or more projects',
    });
  });
});
