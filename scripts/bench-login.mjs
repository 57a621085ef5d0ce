/**
 * How long the studio's login takes in Chromium on this machine: PBKDF2-SHA-256 of a password
 * at the iteration count the build embeds, through Web Crypto exactly as the login form does.
 * A measurement, never a pass/fail. `npm run bench:login` (RUNS=9 by default).
 *
 * The same figure is what one offline guess costs an attacker per core with this browser code
 * (native tools are faster), which is why the password must be long and unique (README).
 */
import { createServer } from 'node:http';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs';

const ITERATIONS = 600_000;
const RUNS = Number(process.env.RUNS ?? 9);
/** Web Crypto needs a secure context: a blank page served on the loopback (BENCH_PORT, else any free port). */
const server = createServer((_request, response) => response.end('<!doctype html><title>login bench</title>'));
await new Promise((resolve) => server.listen(Number(process.env.BENCH_PORT ?? 0), '127.0.0.1', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  const times = await page.evaluate(
    async ({ iterations, runs }) => {
      const subtle = globalThis.crypto.subtle;
      const salt = crypto.getRandomValues(new Uint8Array(16));
      const out = [];
      for (let i = 0; i < runs; i += 1) {
        const start = performance.now();
        const key = await subtle.importKey('raw', new TextEncoder().encode(`password-${i}`), 'PBKDF2', false, [
          'deriveBits',
        ]);
        await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
        out.push(performance.now() - start);
      }
      return out;
    },
    { iterations: ITERATIONS, runs: RUNS },
  );
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `PBKDF2-SHA-256, ${ITERATIONS.toLocaleString('en')} iterations, Chromium ${browser.version()}, ${RUNS} runs`,
  );
  console.log(`runs (ms): ${times.map((t) => t.toFixed(0)).join(', ')}`);
  console.log(`median: ${median.toFixed(0)} ms per login (and per offline guess per core in a browser)`);
} finally {
  await browser.close();
  server.close();
}
