/**
 * The Node version the README and package.json name is one every installed package accepts, so
 * `npm install` on it warns of no unsupported engine: each locked package's `engines.node` range
 * is checked against package.json's minimum.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

type Version = [number, number, number];

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The versions one comparator of an npm range admits, as a test (null when it cannot be read). */
function comparator(token: string): ((version: Version) => boolean) | null {
  const match = /^(>=|<=|>|<|\^|~|=)?v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:-[0-9A-Za-z.-]+)?$/.exec(token);
  if (!match) return null;
  const [, op = '', ...parts] = match;
  const numbers = parts.map((part) => (part === undefined || part === 'x' || part === '*' ? null : Number(part)));
  const given = numbers.findIndex((part) => part === null);
  const depth = given === -1 ? 3 : given;
  const low: Version = [numbers[0] ?? 0, depth > 1 ? numbers[1]! : 0, depth > 2 ? numbers[2]! : 0];
  // The first version above every version the (partial) number names: "20" -> 21.0.0, "20.19" -> 20.20.0.
  const next = (level: number): Version => (level === 0 ? [low[0] + 1, 0, 0] : level === 1 ? [low[0], low[1] + 1, 0] : [low[0], low[1], low[2] + 1]);
  const within = (from: Version, below: Version) => (version: Version) => compare(version, from) >= 0 && compare(version, below) < 0;
  if (depth === 0) return op === '<' ? () => false : () => true;
  switch (op) {
    case '>=':
      return (version) => compare(version, low) >= 0;
    case '>':
      return (version) => compare(version, next(depth - 1)) >= 0;
    case '<':
      return (version) => compare(version, low) < 0;
    case '<=':
      return (version) => compare(version, next(depth - 1)) < 0;
    case '^':
      return within(low, next(low[0] > 0 || depth === 1 ? 0 : low[1] > 0 || depth === 2 ? 1 : 2));
    case '~':
      return within(low, next(depth === 1 ? 0 : 1));
    default:
      return within(low, next(depth - 1));
  }
}

/** Whether `version` satisfies the npm range `range`; null when the range cannot be read. */
function satisfies(version: Version, range: string): boolean | null {
  const alternatives = range.split('||').map((alternative) => {
    const tokens = alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    const hyphen = tokens.length === 3 && tokens[1] === '-' ? [`>=${tokens[0]}`, `<=${tokens[2]}`] : tokens;
    const tests = (hyphen.length ? hyphen : ['*']).map(comparator);
    return tests.includes(null) ? null : tests.every((test) => test!(version));
  });
  return alternatives.includes(null) ? null : alternatives.some(Boolean);
}

const parse = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.split('.').map(Number);
  return [major, minor, patch];
};

describe('the Node version', () => {
  const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
  const minimum = parse(/^>=\s*(\d+(?:\.\d+){0,2})$/.exec(engines)?.[1] ?? '');

  it('reads npm ranges as npm does', () => {
    expect(satisfies([20, 19, 0], '>=18.16')).toBe(true);
    expect(satisfies([20, 19, 0], '>=22.19')).toBe(false);
    expect(satisfies([20, 19, 0], '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies([20, 18, 9], '^20.19.0 || >=22.12.0')).toBe(false);
    expect(satisfies([20, 19, 0], '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(true);
    expect(satisfies([20, 19, 0], '18 || 20 || >=22')).toBe(true);
    expect(satisfies([20, 19, 0], '14.x || 16.x')).toBe(false);
    expect(satisfies([20, 19, 0], '>= 14.17.0 < 21')).toBe(true);
    expect(satisfies([20, 19, 0], '*')).toBe(true);
    expect(satisfies([20, 19, 0], '>=14 - ?')).toBeNull();
  });

  it('is the README’s', () => {
    expect(engines).toMatch(/^>=\d+\.\d+/);
    expect(read('README.md')).toContain(`Node.js ${minimum[0]}.${minimum[1]} or newer`);
  });

  it('is one every locked package runs on', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean; os?: string[] }>;
    };
    const refused = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = !path || Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!range) return [];
      const fits = satisfies(minimum, range);
      return fits === true ? [] : [`${path.replace(/^.*node_modules\//, '')}@${entry.version}: node ${range}${fits === null ? ' (unread)' : ''}`];
    });
    expect(refused).toEqual([]);
  });
});
