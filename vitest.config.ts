/**
 * The unit suite's settings: vite.config.ts's, with the tests' own content
 * (tests/fixtures/content) in place of the repository's wherever a module imports the seed, so
 * no unit test depends on what a lab has published (docs/decisions/053, 063). The repository's
 * content is checked by `npm run test:content` (tests/content/vitest.config.ts).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type UserConfig, type UserConfigFnObject } from 'vite';
import { contentSource } from './scripts/vite-content.ts';
import viteConfig from './vite.config.ts';

const FIXTURE_CONTENT = fileURLToPath(new URL('./tests/fixtures/content', import.meta.url));

/**
 * A unit test passes or fails on what it asserts, never on speed (timings belong in the
 * benchmarks). Vitest's 5-second default failed a test whose first server render loads the whole
 * page graph on a loaded 2-core machine (about 1 s alone, over 5 s beside CI's other work); a test
 * that hangs still fails, after this much longer bound.
 */
const SLOW_MACHINE = { testTimeout: 60_000, hookTimeout: 60_000 };

export default defineConfig((env) =>
  mergeConfig((viteConfig as UserConfigFnObject)(env) as UserConfig, { plugins: [contentSource(FIXTURE_CONTENT)], test: SLOW_MACHINE } as UserConfig),
);
