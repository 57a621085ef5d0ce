/**
 * A temporary copy of the repository for specs that run its commands (new-site, apply-export, a
 * build): the tracked files and new ones git does not ignore, sharing node_modules.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

/** Waits until a server started from a copy answers `url` (half a minute at most); fails when it exits first. */
export async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server for ${url} exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * A copy holding the tests' own content (whatever the repository holds; the site under test was
 * built from it), committed as a maintainer's git checkout: apply-export --prune removes only
 * files git can bring back.
 */
export function fixtureCheckout(prefix: string): string {
  const dir = copyOfRepository(prefix);
  rmSync(join(dir, 'shared/content/seed'), { recursive: true, force: true });
  cpSync(join(REPO, 'tests/fixtures/content/seed'), join(dir, 'shared/content/seed'), { recursive: true });
  cpSync(join(REPO, 'tests/fixtures/content/assets'), join(dir, 'public/assets'), { recursive: true });
  execFileSync('git', ['init', '-q'], { cwd: dir });
  writeFileSync(join(dir, '.git/info/exclude'), 'node_modules\n');
  execFileSync('git', ['add', '-A'], { cwd: dir });
  execFileSync('git', ['-c', 'user.name=Maintainer', '-c', 'user.email=maintainer@example.org', 'commit', '-qm', 'The lab site'], { cwd: dir });
  return dir;
}
