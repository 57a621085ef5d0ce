/// <reference types="vitest/config" />
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { crx } from '@crxjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import manifest from './manifest.config.ts';
import { contentSecurityPolicy, openmoji } from './scripts/vite-site-plugins.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** Build output root; DIST_DIR lets parallel builds and tests use their own folder. */
const distDir = process.env.DIST_DIR ?? here('./dist');

/** The development default, documented in README. Real deployments set ADMIN_PASSWORD. */
export const DEV_ADMIN_PASSWORD = 'discovery-admin';
const ITERATIONS = 210_000;

/** Salted hash of the admin password; the password itself never reaches the bundle. */
function adminPasswordHash() {
  const password = process.env.ADMIN_PASSWORD || DEV_ADMIN_PASSWORD;
  const salt = randomBytes(16).toString('hex');
  const hash = pbkdf2Sync(password, Buffer.from(salt, 'hex'), ITERATIONS, 32, 'sha256').toString('hex');
  return { salt, hash, iterations: ITERATIONS };
}

/** Static hosts (e.g. GitHub Pages) serve 404.html for unknown paths: make it the SPA shell. */
function spaFallback(): Plugin {
  return {
    name: 'spa-fallback',
    apply: 'build',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index && index.type === 'asset') this.emitFile({ type: 'asset', fileName: '404.html', source: index.source });
    },
  };
}

export default defineConfig(({ mode }) => {
  const define = {
    __ADMIN_PASSWORD_HASH__: JSON.stringify(adminPasswordHash()),
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '1.0.1'),
  };
  if (mode === 'extension') {
    return {
      root: here('./extension'),
      publicDir: false,
      define,
      plugins: [react(), crx({ manifest })],
      // Extension files load from disk, not the network: one larger panel chunk costs nothing.
      build: { outDir: `${distDir}/extension`, emptyOutDir: true, chunkSizeWarningLimit: 1024 },
      server: { port: 5174, strictPort: true },
      legacy: { skipWebSocketTokenCheck: true },
    };
  }
  return {
    root: here('./site'),
    publicDir: here('./public'),
    define,
    plugins: [react(), spaFallback(), openmoji(), contentSecurityPolicy()],
    build: { outDir: `${distDir}/site`, emptyOutDir: true },
    test: {
      root: here('.'),
      include: ['tests/unit/**/*.test.{ts,tsx}', 'shared/**/*.test.{ts,tsx}'],
      environment: 'node',
      setupFiles: ['tests/unit/setup.ts'],
    },
  };
});
