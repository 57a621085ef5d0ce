/**
 * `node scripts/check-import-cycles.mjs shared/content` (part of `npm run lint`) fails on a loop
 * of imports, `import type` included, and passes on the content's modules as they are.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(process.cwd(), 'scripts/check-import-cycles.mjs');
const folders: string[] = [];

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'cycles-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(folder, name, '..'), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the import cycle check', () => {
  it('fails on two modules that import each other, even by type only, naming the loop', () => {
    const folder = folderWith({
      'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'b.ts': "import { c } from './sub/c';\nimport type { A } from './a';\nexport type B = { a?: A };\nexport const d = c;\n",
      'sub/c.ts': 'export const c = 1;\n',
    });
    const run = spawnSync(process.execPath, [script, folder], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/Import cycle among 2 files: .*a\.ts → .*b\.ts → .*a\.ts/);
    expect(run.stdout).not.toContain('c.ts');
  });

  it('passes on modules whose imports only go one way', () => {
    const folder = folderWith({
      'a.ts': "import { b } from './b';\nexport const a = b;\n",
      'b.ts': "export { c as b } from './c';\n",
      'c.ts': 'export const c = 1;\n',
    });
    expect(execFileSync(process.execPath, [script, folder], { encoding: 'utf8' })).toContain('No import cycle among 3 files');
  });

  it('finds no loop in shared/content', () => {
    const run = spawnSync(process.execPath, [script, 'shared/content'], { encoding: 'utf8' });
    expect(run.stdout).toContain('No import cycle');
    expect(run.status).toBe(0);
  });
});
