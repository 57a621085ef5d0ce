/**
 * `npm run test:content`: the content checks (tests/content/) on the repository's own content,
 * with the unit suite's settings otherwise. The unit suite (vitest.config.ts) never runs them:
 * it works on the tests' fixture content (docs/decisions/063).
 */
import { defineConfig, type UserConfig, type UserConfigFnObject } from 'vite';
import viteConfig from '../../vite.config.ts';

export default defineConfig((env) => {
  const base = (viteConfig as UserConfigFnObject)(env) as UserConfig;
  return { ...base, test: { ...base.test, include: ['tests/content/**/*.test.ts'] } };
});
