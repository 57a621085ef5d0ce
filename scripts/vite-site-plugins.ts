/**
 * Vite plugins of the public site:
 * - openmoji(): serves OpenMoji SVGs at /openmoji/<HEX>.svg in development and copies them
 *   into the build, so emoji images are same-origin (no third-party CDN).
 *   OpenMoji is CC BY-SA 4.0; the site credits it in its footer.
 * - contentSecurityPolicy(): adds the production CSP meta tag (no inline script). Only at
 *   build time, because the development server injects inline scripts of its own.
 */
import { createReadStream, existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const HEX_FILE = /^\/openmoji\/([0-9A-F]{2,6}(?:-[0-9A-F]{2,6})*)\.svg$/;

function openmojiDir(): string {
  return join(dirname(require.resolve('openmoji/package.json')), 'color', 'svg');
}

export function openmoji(): Plugin {
  let outDir = '';
  return {
    name: 'openmoji',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = HEX_FILE.exec((req.url ?? '').split('?')[0] ?? '');
        const file = match ? join(openmojiDir(), `${match[1]}.svg`) : '';
        if (!match || !existsSync(file)) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.setHeader('Cache-Control', 'public, max-age=86400');
        createReadStream(file).pipe(res);
      });
    },
    async writeBundle() {
      await cp(openmojiDir(), join(outDir, 'openmoji'), { recursive: true });
    },
  };
}

/** The site's Content-Security-Policy: own scripts only; images may come from content URLs. */
export const SITE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.openstreetmap.org',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function contentSecurityPolicy(policy: string = SITE_CSP): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }],
    },
  };
}
