/**
 * Starts scripts/serve-static.mjs on a built site for the benchmarks and waits until it answers.
 * The child runs in its own process group: stop it with `process.kill(-server.pid)`.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function startStaticServer(siteDir, port) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['scripts/serve-static.mjs', '--dir', siteDir, '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(origin)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(-server.pid);
  throw new Error(`the static server did not start on ${origin}`);
}
