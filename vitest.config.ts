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

export default defineConfig((env) => mergeConfig((viteConfig as UserConfigFnObject)(env) as UserConfig, { plugins: [contentSource(FIXTURE_CONTENT)] }));
