/**
 * A temporary copy of the repository for specs that run its commands (new-site, apply-export, a
 * build): the tracked files and new ones git does not ignore, sharing node_modules.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));

export function copyOfRepository(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(REPO, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(REPO, file), join(copy, file));
  }
  symlinkSync(join(REPO, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}
