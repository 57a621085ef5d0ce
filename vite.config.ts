/// <reference types="vitest/config" />
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crx } from '@crxjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import manifest from './manifest.config.ts';
import { siteAddress } from './scripts/site-address.ts';
import { buildDay } from './shared/content/read/expiry.ts';
import { contentAlias, contentSource } from './scripts/vite-content.ts';
import { contentSecurityPolicy, crossrefApiUrl, scholarlySettings, githubApiUrl, openmoji } from './scripts/vite-site-plugins.ts';
import { githubSignInSettings } from './extension/github-settings.ts';
import { productionRouter, pureRouterComponents, visitorChunk } from './scripts/vite-visitor-chunk.ts';
import { paintFirst } from './scripts/vite-paint-first.ts';
import { devPageData } from './scripts/vite-page-data.ts';
import { CONTENT_KEYS } from './shared/content/model/kinds.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** Build output root; DIST_DIR lets parallel builds and tests use their own folder. */
const distDir = process.env.DIST_DIR ?? here('./dist');

/** The development server's default, documented in README. A build never falls back to it. */
export const DEV_ADMIN_PASSWORD = 'studio-dev-password';
// OWASP's 2023 figure for PBKDF2-HMAC-SHA-256; the browser side reads it from the embedded hash.
const ITERATIONS = 600_000;

/**
 * Salted hash of the admin password; the password itself never reaches the bundle. A build
 * (site or extension) must be given ADMIN_PASSWORD: the hash ships with the site, so a
 * published default would open the studio to anyone. Only the development server (and the
 * unit tests, which load this config) use the documented default.
 */
function adminPasswordHash(command: 'build' | 'serve') {
  const given = process.env.ADMIN_PASSWORD ?? '';
  if (command === 'build' && given === '') {
    throw new Error(
      'ADMIN_PASSWORD is not set. A build embeds a hash of the studio password, so set it: ' +
        "ADMIN_PASSWORD='a long, unique passphrase' npm run build",
    );
  }
  const password = given || DEV_ADMIN_PASSWORD;
  const salt = randomBytes(16).toString('hex');
  const hash = pbkdf2Sync(password, Buffer.from(salt, 'hex'), ITERATIONS, 32, 'sha256').toString('hex');
  return { salt, hash, iterations: ITERATIONS };
}

/**
 * The background names the content script by import (for origins staff add), which makes the
 * plugin list it as web-accessible. Scripts registered through chrome.scripting need no such
 * entry, and the extension exposes no file to web pages: drop it from the manifest.
 */
function noWebAccessibleContentScript(): Plugin {
  return {
    name: 'no-web-accessible-content-script',
    enforce: 'post',
    apply: 'build',
    writeBundle: {
      order: 'post',
      handler(options) {
        const file = `${options.dir}/manifest.json`;
        if (!existsSync(file)) return;
        const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
          web_accessible_resources?: { resources: string[] }[];
        };
        const kept = (manifest.web_accessible_resources ?? []).filter(
          (entry) => !entry.resources.every((name) => name.startsWith('content-script')),
        );
        if (kept.length) manifest.web_accessible_resources = kept;
        else delete manifest.web_accessible_resources;
        writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
      },
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const site = siteAddress(process.env);
  const define = {
    __ADMIN_PASSWORD_HASH__: JSON.stringify(isSsrBuild ? { salt: '', hash: '', iterations: 0 } : adminPasswordHash(command)),
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '1.0.1'),
    __SITE_ORIGIN__: JSON.stringify(site.origin),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The day dated content is judged by in the prerendered pages (BUILD_DATE overrides it for tests).
    __BUILD_DATE__: JSON.stringify(buildDay(process.env)),
    __CROSSREF_API_URL__: JSON.stringify(crossrefApiUrl()),
    __SCHOLARLY__: JSON.stringify(scholarlySettings()),
    // Publishing by pull request: the API root, and the repository offered by default
    // ("owner/name"; GitHub Actions sets GITHUB_REPOSITORY when the deploy workflow builds).
    __GITHUB_API_URL__: JSON.stringify(githubApiUrl()),
    __PUBLISH_REPOSITORY__: JSON.stringify(process.env.PUBLISH_REPOSITORY || process.env.GITHUB_REPOSITORY || ''),
    // "Sign in with GitHub" in the side panel: the GitHub app's client id, login host and scope.
    __GITHUB_SIGN_IN__: JSON.stringify(githubSignInSettings(process.env)),
  };
  if (mode === 'extension') {
    return {
      root: here('./extension'),
      publicDir: false,
      define,
      plugins: [contentSource(), react(), crx({ manifest }), noWebAccessibleContentScript()],
      // The content script's separate build keeps only these: the same content as the rest.
      resolve: { alias: contentAlias() },
      // Extension files load from disk, not the network: one larger panel chunk costs nothing.
      build: { outDir: `${distDir}/extension`, emptyOutDir: true, chunkSizeWarningLimit: 1024 },
      server: { port: 5174, strictPort: true },
      legacy: { skipWebSocketTokenCheck: true },
    };
  }
  if (isSsrBuild) {
    // The prerenderer's bundle (scripts/prerender.mjs imports it): the same route modules, for Node.
    return {
      root: here('./site'),
      base: site.basePath,
      publicDir: false,
      define,
      plugins: [contentSource(), react()],
      // Self-contained, so the prerenderer runs wherever DIST_DIR puts it.
      ssr: { noExternal: true },
      build: {
        outDir: `${distDir}/ssr`,
        emptyOutDir: true,
        ssr: true,
        rollupOptions: { input: here('./site/entry-server.tsx') },
      },
    };
  }
  const visitor = visitorChunk();
  return {
    root: here('./site'),
    base: site.basePath,
    publicDir: here('./public'),
    define,
    plugins: [contentSource(), react(), openmoji(), contentSecurityPolicy(), visitor.plugin, productionRouter(), pureRouterComponents(), paintFirst(CONTENT_KEYS), devPageData()],
    build: {
      outDir: `${distDir}/site`,
      emptyOutDir: true,
      // Every browser the site supports preloads modules itself: no polyfill in a visitor's download.
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: [visitor.group] } } },
    },
    test: {
      root: here('.'),
      include: ['tests/unit/**/*.test.{ts,tsx}', 'shared/**/*.test.{ts,tsx}'],
      environment: 'node',
      setupFiles: ['tests/unit/setup.ts'],
    },
  };
});
