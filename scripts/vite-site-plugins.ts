/**
 * Vite plugins of the public site:
 * - openmoji(): serves OpenMoji SVGs at /openmoji/<HEX>.svg in development and copies them
 *   into the build, so emoji images are same-origin (no third-party CDN).
 *   OpenMoji is CC BY-SA 4.0; the site credits it in its footer.
 * - contentSecurityPolicy(): adds the production CSP meta tag (no inline script) and writes
 *   the `_headers` file with the CSP and the other security headers (docs/hosting-headers.md).
 *   Only at build time, because the development server injects inline scripts of its own.
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

/** The origin of an http(s) URL given in the environment variable `name`; a clear error otherwise. */
function originOf(value: string, name: string, example: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
    return url.origin;
  } catch {
    throw new Error(`${name} must be an http(s) URL such as ${example}; got ${JSON.stringify(value)}`);
  }
}

/** The Crossref REST API the studio's "Fill from DOI" calls (build setting CROSSREF_API_URL; its origin is in connect-src). */
export function crossrefApiUrl(env: Record<string, string | undefined> = process.env): string {
  const url = new URL(env.CROSSREF_API_URL?.trim() || 'https://api.crossref.org');
  return url.href.replace(/\/+$/, '');
}

/** An origin ("https://api.example.org") from an environment variable, or the default. */
function originFrom(name: string, fallback: string): string {
  return originOf(process.env[name]?.trim() || fallback, name, fallback);
}

/** The GitHub API root the studio opens pull requests through (GITHUB_API_URL at build time). */
export function githubApiUrl(): string {
  const value = process.env.GITHUB_API_URL?.trim() || 'https://api.github.com';
  originOf(value, 'GITHUB_API_URL', 'https://api.github.com');
  return value.replace(/\/+$/, '');
}

/**
 * Where the site's scripts may connect: its own origin plus the APIs the studio reads from.
 * Each entry is one origin; add an API here, read from the environment with a default.
 */
export function connectSources(): string[] {
  const sources = [
    "'self'",
    originFrom('CROSSREF_API_URL', 'https://api.crossref.org'),
    originFrom('GITHUB_API_URL', 'https://api.github.com'),
    // Publication import, preprint check and citation counts (docs/decisions/038).
    ...SCHOLARLY_APIS.map(([name, fallback]) => originFrom(name, fallback)),
  ];
  return [...new Set(sources)];
}

/** The scholarly APIs the studio reads besides Crossref: build settings with their defaults. */
const SCHOLARLY_APIS = [
  ['ORCID_API_URL', 'https://pub.orcid.org/v3.0'],
  ['DATACITE_API_URL', 'https://api.datacite.org'],
  ['OPENALEX_API_URL', 'https://api.openalex.org'],
  // Zotero libraries (docs/decisions/073).
  ['ZOTERO_API_URL', 'https://api.zotero.org'],
] as const;

/**
 * What the studio's publication tools need at build time (__SCHOLARLY__): the API roots,
 * Crossref's polite-pool contact, the lab's own ORCID iD and whether citation counts are on.
 */
export function scholarlySettings(env: Record<string, string | undefined> = process.env) {
  const root = (name: string, fallback: string) => {
    const value = env[name]?.trim() || fallback;
    originOf(value, name, fallback);
    return value.replace(/\/+$/, '');
  };
  return {
    orcid: root(...SCHOLARLY_APIS[0]),
    datacite: root(...SCHOLARLY_APIS[1]),
    openalex: root(...SCHOLARLY_APIS[2]),
    zotero: root(...SCHOLARLY_APIS[3]),
    mailto: env.CROSSREF_MAILTO?.trim() ?? '',
    labOrcid: env.LAB_ORCID_IDS?.split(',')[0]?.trim() ?? '',
    citationCounts: /^(1|true|yes|on)$/i.test(env.CITATION_COUNTS?.trim() ?? ''),
  };
}

/**
 * Where images may come from. Content may link images on any https host (an editor can paste
 * an image URL), so the default is 'self' data: blob: https:. http: is never allowed. A lab
 * that keeps every image on its own site or a few hosts narrows it at build time with
 * CSP_IMG_ORIGINS="https://images.example.org,https://cdn.example.org" (or "none" for own
 * images only); external image URLs outside that list then do not load.
 */
export function imageSources(): string[] {
  const own = ["'self'", 'data:', 'blob:'];
  const listed = process.env.CSP_IMG_ORIGINS?.trim();
  if (!listed) return [...own, 'https:'];
  if (listed === 'none') return own;
  return [...own, ...listed.split(',').map((entry) => originOf(entry.trim(), 'CSP_IMG_ORIGINS', 'https://images.example.org'))];
}

/** The site's Content-Security-Policy directives: own scripts only. */
export function siteCspDirectives(): [string, ...string[]][] {
  return [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', ...imageSources()],
    ['font-src', "'self'"],
    ['connect-src', ...connectSources()],
    ['frame-src', 'https://www.openstreetmap.org'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
}

const policyText = (directives: [string, ...string[]][]) => directives.map((words) => words.join(' ')).join('; ');

/** The policy for the <meta> tag (a meta CSP cannot carry frame-ancestors; the header does). */
export function siteCsp(): string {
  return policyText(siteCspDirectives());
}

/** The policy for the HTTP header: the meta policy plus frame-ancestors (no framing by other sites). */
export function siteCspHeader(): string {
  return policyText([...siteCspDirectives(), ['frame-ancestors', "'self'"]]);
}

/** Security headers every response of the site should carry. */
export function securityHeaders(): [string, string][] {
  return [
    ['Content-Security-Policy', siteCspHeader()],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['X-Frame-Options', 'SAMEORIGIN'],
  ];
}

/** A `_headers` file (Netlify, Cloudflare Pages): the security headers for every path. */
export function headersFile(): string {
  return ['/*', ...securityHeaders().map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}

/** Adds the CSP meta tag to the built HTML and writes `_headers` beside it. Build only. */
export function contentSecurityPolicy(policy: string = siteCsp()): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }],
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
    },
  };
}
