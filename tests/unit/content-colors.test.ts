import { describe, expect, it } from 'vitest';
import { colorOr, isColor, isGradient, isPlainColor } from '../../shared/content/read/colors';
import { DEFAULT_PROJECT_GRADIENT } from '../../shared/content/model/constants';
import { countRejectedColors, parseContentValue } from '../../shared/content/model/normalize';
import { seedContent } from '../fixtures/content/seed';
import { resolveTopicColor } from '../../shared/content/read/topics';
import { generateSource, parseSource } from '../../shared/export/source';
import { loadContent, memoryStorage } from '../../shared/store/persistence';
import { safeCssColor, topicGradient } from '../../shared/ui/colors';
import { member, project } from './content-fixtures';

/** CSS that would make a browser fetch another host, or carry more than a colour. */
const HOSTILE_COLORS = [
  'url(https://attacker.example/c.png)',
  'var(--x, url(https://attacker.example/v.png))',
  'image-set("https://attacker.example/i.png" 1x)',
  'red; background-image: url(https://attacker.example/s.png)',
  'linear-gradient(135deg, red, url(https://attacker.example/g.png))',
  'linear-gradient(135deg, red, var(--x))',
  'linear-gradient(to right, red, blue), url(https://attacker.example/m.png)',
  '#fff /* */ url(x)',
  'rgb(1,2,3) url(x)',
  'hsl(0, 70%, 80%); x',
  '\\75 rl(x)',
  'expression(alert(1))',
  'attr(data-x)',
  'cross-fade(url(a), url(b))',
  'notacolour',
  '#12345',
  'rgb()',
  'red'.padEnd(400, ' ') + 'x',
];

describe('the colour grammar', () => {
  it.each([
    '#fff',
    '#ffff',
    '#00AAFF',
    '#00aaff80',
    'rgb(0, 170, 255)',
    'rgba(0, 170, 255, 0.5)',
    'rgb(0 170 255 / 50%)',
    'hsl(210, 70%, 80%)',
    'hsla(210, 70%, 80%, .4)',
    'hsl(210deg 70% 80%)',
    'red',
    'Transparent',
  ])('accepts the plain colour %s', (value) => {
    expect(isPlainColor(value)).toBe(true);
    expect(isColor(value)).toBe(true);
  });

  it.each([
    DEFAULT_PROJECT_GRADIENT,
    'linear-gradient(135deg, hsl(0, 70%, 80%), hsl(45, 70%, 80%), hsl(90, 70%, 80%))',
    'linear-gradient(135deg, hsl(90, 70%, 80%), hsl(90, 70%, 80%))',
    'linear-gradient(90deg, #fff 0%, rgba(0, 0, 0, 0.5) 100%)',
  ])('accepts the gradient %s (as a colour, not as a plain colour)', (value) => {
    expect(isGradient(value)).toBe(true);
    expect(isColor(value)).toBe(true);
    expect(isPlainColor(value)).toBe(false);
  });

  it('accepts every colour the seed content uses', () => {
    const seed = seedContent();
    const colors = [
      ...seed.projects.flatMap((p) => [p.color, ...p.topicsWithColors.map((t) => t.color)]),
      ...seed.teamMembers.map((m) => m.color),
      ...Object.values(seed.topicColorRegistry).map((t) => t.color),
    ].filter(Boolean);
    expect(colors.length).toBeGreaterThan(10);
    for (const color of colors) expect(isColor(color), color).toBe(true);
  });

  it.each(HOSTILE_COLORS)('refuses %s', (value) => {
    expect(isColor(value)).toBe(false);
    expect(colorOr(value, '#000000')).toBe('#000000');
    expect(safeCssColor(value, '#cccccc')).toBe('#cccccc');
  });

  it('refuses non-text values', () => {
    for (const value of [null, undefined, 3, {}, ['red']]) expect(isColor(value)).toBe(false);
  });
});

describe('colours in the schemas and at render', () => {
  const hostile = 'url(https://attacker.example/x.png)';

  it('replaces a hostile colour in every colour field with its default and counts it', () => {
    const storedProjects = [
      project({ id: 'p1', color: hostile, topics: ['A'], topicsWithColors: [{ name: 'A', color: hostile, hue: 45 }] }),
    ];
    const [p] = parseContentValue('projects', storedProjects);
    expect(p!.color).toBe('');
    expect(p!.topicsWithColors[0]!.color).toBe('hsl(45, 70%, 80%)');
    expect(countRejectedColors('projects', storedProjects)).toBe(2);

    const [m] = parseContentValue('teamMembers', [member({ id: 'm1', color: hostile })]);
    expect(m!.color).toBe('#000000');

    const registry = parseContentValue('topicColorRegistry', { A: { name: 'A', color: hostile, hue: 90 } });
    expect(registry.A!.color).toBe('hsl(90, 70%, 80%)');
    expect(countRejectedColors('topicColorRegistry', { A: { name: 'A', color: hostile, hue: 90 } })).toBe(1);
    expect(countRejectedColors('projects', seedContent().projects)).toBe(0);
  });

  it('reports replaced colours as a load issue, keeps the original text and the rest of the key', () => {
    const stored = [project({ id: 'p1', title: 'Kept', color: hostile })];
    const storage = memoryStorage({ projects: JSON.stringify(stored) });
    const { content, issues } = loadContent(storage, seedContent());
    expect(content.projects.map((p) => p.title)).toEqual(['Kept']);
    expect(content.projects[0]!.color).toBe('');
    expect(issues).toEqual([
      expect.objectContaining({ key: 'projects', rejectedColors: 1, backupKey: 'backup:projects' }),
    ]);
    expect(storage.getItem('backup:projects')).toContain(hostile);
  });

  it('checks again at render: a hostile colour that bypassed the schemas never reaches a gradient', () => {
    const registry = { A: { name: 'A', color: hostile, hue: 0 } };
    const p = project({ topics: ['A', 'B'], topicsWithColors: [{ name: 'B', color: hostile, hue: 180 }] });
    const colors = p.topics.map((topic) => resolveTopicColor(registry, p, topic));
    expect(colors).toEqual(['hsl(0, 70%, 80%)', 'hsl(180, 70%, 80%)']);
    const gradient = topicGradient([...colors, hostile])!;
    expect(gradient).not.toContain('url');
    expect(isGradient(gradient)).toBe(true);
  });

  it('apply-export refuses a data file with a hostile colour', () => {
    const text = generateSource('teamMembers', [member({ id: 'm1' })]).replace(
      '"color": "#000000"',
      `"color": "${hostile}"`,
    );
    expect(text).toContain(hostile);
    const parsed = parseSource('teamMembers', text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/colour/);
  });
});

describe('apply-export and hostile colours', () => {
  it('refuses a whole export ZIP whose data file carries a hostile colour, writing nothing', async () => {
    const { default: JSZip } = await import('jszip');
    const { checkExportZip } = await import('../../shared/export/verify');
    const { sourcePath } = await import('../../shared/export/source');
    const hostile = 'var(--x, url(https://attacker.example/v.png))';
    const zip = new JSZip();
    const text = generateSource('projects', [
      project({ id: 'p1', topics: ['A'], topicsWithColors: [{ name: 'A', color: '#fff', hue: 1 }] }),
    ]).replace('"color": "#fff"', `"color": ${JSON.stringify(hostile)}`);
    zip.file(sourcePath('projects'), text);
    const result = await checkExportZip(await zip.generateAsync({ type: 'uint8array' }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join('\n')).toMatch(/projects\.ts.*1 colour outside the allowed forms/);
  });
});
