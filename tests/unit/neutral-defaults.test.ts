/**
 * The product's own code names no lab: its defaults, placeholders, examples and development
 * password are neutral, so a lab that makes the site its own never meets the example lab's name
 * outside the example content (shared/content/seed/, public/assets/, which `new-site` replaces).
 * The names looked for are those of the tests' own example lab (tests/fixtures/content).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedContent } from '../fixtures/content/seed';

const root = join(import.meta.dirname, '../..');
/** The product's code, build and CI files: everything but the example content, the tests and the docs. */
const CODE = ['site', 'shared', 'extension', 'scripts', '.github', 'vite.config.ts', 'manifest.config.ts', 'package.json', 'env.d.ts'];
const EXAMPLE_CONTENT = ['shared/content/seed/'];
const TEXT = /\.(ts|tsx|mjs|js|json|html|css|yml|yaml)$/;

function files(path: string): string[] {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) => files(join(path, name)));
}

describe('neutral defaults', () => {
  const profile = seedContent().labProfile;
  // "Discovery of Mind Lab", "Halden University", and the lab's slug as a placeholder would write it.
  const first = (text: string) => text.split(/\s+/)[0]!.toLowerCase();
  const names = [profile.name, profile.institution, ...profile.institution.split(/\s+/).filter((word) => word.length > 5 && !/university/i.test(word)), `${first(profile.name)}-admin`];
  const code = CODE.flatMap(files).filter((file) => TEXT.test(file) && !EXAMPLE_CONTENT.some((folder) => file.startsWith(folder)));

  it('reads the product code', () => {
    expect(code).toContain('vite.config.ts');
    expect(code).toContain('shared/editor/publish/pull-request-channel.tsx');
    expect(code.length).toBeGreaterThan(100);
    expect(names).toContain('Halden');
  });

  it('no file of the product code names the example lab', () => {
    const found = code.flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8').toLowerCase();
      return names.filter((name) => text.includes(name.toLowerCase())).map((name) => `${relative(root, join(root, file))}: ${name}`);
    });
    expect(found).toEqual([]);
  });
});
