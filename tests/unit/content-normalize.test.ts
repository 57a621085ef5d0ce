import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_KEYS } from '../../shared/content/model/model';
import { normalizeContent, parseContentValue, repairList } from '../../shared/content/model/normalize';
import {
  featuredItemsSchema,
  projectSchema,
  publicationSchema,
  teamMemberSchema,
  topicColorRegistrySchema,
} from '../../shared/content/model/schemas';
import { content, member, project } from './content-fixtures';

const polluted = () => (({}) as Record<string, unknown>).polluted;

afterEach(() => {
  // Belt and braces: a failing pollution test must not leak into the next one.
  delete (Object.prototype as Record<string, unknown>).polluted;
});

describe('repair on load: ids', () => {
  it('drops entries without an id, with a blank id or that are not objects', () => {
    const input = [
      { id: 'a', title: 'A' },
      { title: 'no id' },
      { id: '' },
      { id: '   ' },
      null,
      'text',
      42,
      { id: 'b' },
    ];
    const { items, report } = repairList('projects', input);
    expect(items.map((p) => p.id)).toEqual(['a', 'b']);
    expect(report).toEqual({ withoutId: 6, duplicates: 0 });
  });

  it('drops later entries with a duplicate id, keeping the first', () => {
    const input = [{ id: 'a', title: 'first' }, { id: 'b' }, { id: 'a', title: 'second' }, { id: 'b' }];
    const { items, report } = repairList('projects', input);
    expect(items.map((p) => [p.id, p.title])).toEqual([
      ['a', 'first'],
      ['b', ''],
    ]);
    expect(report).toEqual({ withoutId: 0, duplicates: 2 });
  });

  it('keeps a record whose id is a number, as text', () => {
    const { items, report } = repairList('newsItems', [{ id: 7, title: 'Seven' }, { id: '7' }, { id: Number.NaN }]);
    expect(items.map((n) => [n.id, n.title])).toEqual([['7', 'Seven']]);
    expect(report).toEqual({ withoutId: 1, duplicates: 1 });
  });

  it('trims ids', () => {
    expect(repairList('projects', [{ id: ' project-1 ' }]).items[0]!.id).toBe('project-1');
  });

  it('throws when the stored value is not a list at all', () => {
    expect(() => repairList('teamMembers', { id: 'x' })).toThrow('teamMembers is not a list');
    expect(() => repairList('newsItems', null)).toThrow();
  });

  it('parseContentValue repairs every list kind the same way', () => {
    for (const kind of [
      'projects',
      'teamMembers',
      'newsItems',
      'collaborators',
      'publications',
      'software',
      'jobOpenings',
      'fundingSources',
    ] as const) {
      const items = parseContentValue(kind, [{ id: 'x' }, { id: 'x' }, {}]) as { id: string }[];
      expect(items.map((i) => i.id)).toEqual(['x']);
    }
  });
});

describe('repair on load: field shapes', () => {
  it('coerces wrong types to empty defaults', () => {
    const parsed = projectSchema.parse({
      id: 'p',
      title: 5,
      description: null,
      category: 7,
      team: 'Ada',
      topics: ['ok', 3, null],
      topicsWithColors: [{ name: 'ok', color: 'red', hue: 'x' }, { color: 'no name' }, 'junk'],
      status: 'paused',
      publications: {},
      emojiHexcodes: [1],
      image: 9,
      _lastUpdated: 'yesterday',
    });
    expect(parsed).toEqual({
      id: 'p',
      title: '',
      description: '',
      category: [],
      team: [],
      color: '',
      topics: ['ok'],
      topicsWithColors: [{ name: 'ok', color: 'red', hue: 210 }],
      status: 'ongoing',
      publications: [],
      emojiHexcodes: [],
      image: undefined,
      startDate: undefined,
      endDate: undefined,
      _lastUpdated: undefined,
    });
  });

  it('fills member defaults: colour #000000, empty lists', () => {
    const parsed = teamMemberSchema.parse({ id: 'm', name: 'Ada' });
    expect(parsed.color).toBe('#000000');
    expect(parsed.projects).toEqual([]);
    expect(parsed.publications).toBeUndefined();
  });

  it('de-duplicates member projects on load', () => {
    const parsed = teamMemberSchema.parse({ id: 'm', projects: ['project-1', 'project-2', 'project-1', 'project-1'] });
    expect(parsed.projects).toEqual(['project-1', 'project-2']);
  });

  it('keeps a publication year given as a numeric string; null, garbage and a missing year are undated, never this year', () => {
    expect(publicationSchema.parse({ id: 'x', year: '2019' }).year).toBe(2019);
    expect(publicationSchema.parse({ id: 'x', year: ' 2019 ' }).year).toBe(2019);
    for (const junk of ['soon', null, true, '', 2019.5, '20.19', [2019], undefined, Number.NaN]) {
      expect(publicationSchema.parse({ id: 'x', year: junk }).year, String(junk)).toBeNull();
    }
    expect(publicationSchema.parse({ id: 'x', year: 2031 }).year).toBe(2031);
  });

  it('defaults news featured to false and job isOpen to true', () => {
    expect(parseContentValue('newsItems', [{ id: 'n', featured: 'yes' }])[0]!.featured).toBe(false);
    expect(parseContentValue('jobOpenings', [{ id: 'j' }])[0]!.isOpen).toBe(true);
    expect(parseContentValue('jobOpenings', [{ id: 'j', isOpen: false }])[0]!.isOpen).toBe(false);
  });

  it('drops unknown keys', () => {
    const [item] = parseContentValue('collaborators', [
      { id: 'c', name: 'N', url: 'https://x.example', extra: 1, onclick: 'x' },
    ]);
    expect(item).toEqual({ id: 'c', name: 'N', url: 'https://x.example', logo: undefined });
    expect(Object.keys(item!)).not.toContain('extra');
  });

  it('keeps every field of a well-formed entity unchanged', () => {
    const good = project({
      id: 'project-1',
      team: ['Ada Lovelace'],
      topics: ['EEG'],
      emojiHexcodes: ['1F9E0'],
      _lastUpdated: 5,
    });
    expect(projectSchema.parse(good)).toEqual(good);
    const m = member({ github: 'ada', cvUrl: 'asset:team/ada-cv.pdf', publications: ['pub-001'] });
    expect(teamMemberSchema.parse(m)).toEqual(m);
  });

  it('featured items: wrong-typed ids become null; a non-object is unreadable', () => {
    expect(featuredItemsSchema.parse({ projectId: 3, newsItemId: 'news-1' })).toEqual({
      projectId: null,
      newsItemId: 'news-1',
      publicationId: undefined,
    });
    expect(() => parseContentValue('featuredItems', 'news-1')).toThrow();
  });

  it('team image and position must be text', () => {
    expect(parseContentValue('teamImage', '/assets/lab/team.svg')).toBe('/assets/lab/team.svg');
    expect(() => parseContentValue('teamImage', 5)).toThrow();
    expect(() => parseContentValue('teamImagePosition', null)).toThrow();
  });

  it('topic registry: keeps valid records, drops invalid ones', () => {
    const parsed = topicColorRegistrySchema.parse({
      EEG: { name: 'EEG', color: 'hsl(1, 70%, 80%)', hue: 1 },
      Bad: 'red',
      NoName: { color: 'x', hue: 3 },
    });
    expect(parsed).toEqual({ EEG: { name: 'EEG', color: 'hsl(1, 70%, 80%)', hue: 1 } });
  });

  it('normalizeContent ignores keys that are not content keys', () => {
    const input = { ...content(), isAuthenticated: 'true', __proto__: { polluted: 1 } } as unknown as ReturnType<typeof content>;
    const out = normalizeContent(input);
    expect(Object.keys(out).sort()).toEqual([...CONTENT_KEYS].sort());
    expect(polluted()).toBeUndefined();
  });

  it('normalizeContent repairs a whole content object', () => {
    const messy = content({
      projects: [project({ id: 'a' }), project({ id: 'a' })],
      teamMembers: [{ ...member(), projects: ['x', 'x'] }],
    });
    const out = normalizeContent(messy);
    expect(out.projects).toHaveLength(1);
    expect(out.teamMembers[0]!.projects).toEqual(['x']);
    expect(Object.keys(out).sort()).toEqual([...CONTENT_KEYS].sort());
  });
});

describe('prototype pollution', () => {
  it('a "__proto__" key in a stored entity never reaches Object.prototype', () => {
    const stored = JSON.parse('[{"id":"x","__proto__":{"polluted":1},"title":"T"}]');
    const [item] = parseContentValue('projects', stored);
    expect(polluted()).toBeUndefined();
    expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
    expect((item as Record<string, unknown>).polluted).toBeUndefined();
    expect(item!.title).toBe('T');
  });

  it('a "__proto__" key in the topic registry never reaches Object.prototype', () => {
    const stored = JSON.parse('{"__proto__":{"polluted":1},"EEG":{"name":"EEG","color":"c","hue":1}}');
    const registry = parseContentValue('topicColorRegistry', stored);
    expect(polluted()).toBeUndefined();
    expect(Object.keys(registry)).toEqual(['EEG']);
    expect(Object.hasOwn(registry, '__proto__')).toBe(false);
    expect((registry as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('"constructor"/"prototype" keys do nothing', () => {
    const stored = JSON.parse('{"constructor":{"prototype":{"polluted":1}},"prototype":{"polluted":1}}');
    const registry = parseContentValue('topicColorRegistry', stored);
    expect(polluted()).toBeUndefined();
    expect(Object.keys(registry)).toEqual([]);
    parseContentValue(
      'featuredItems',
      JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'),
    );
    expect(polluted()).toBeUndefined();
  });

  it('nested "__proto__" in lists and topic records is dropped', () => {
    const stored = JSON.parse(
      '[{"id":"p","topics":["a"],"topicsWithColors":[{"name":"a","color":"#ccc","hue":1,"__proto__":{"polluted":1}}],"team":{"__proto__":{"polluted":1}}}]',
    );
    const [item] = parseContentValue('projects', stored);
    expect(polluted()).toBeUndefined();
    expect(item!.topicsWithColors).toEqual([{ name: 'a', color: '#ccc', hue: 1 }]);
    expect(item!.team).toEqual([]);
  });
});
