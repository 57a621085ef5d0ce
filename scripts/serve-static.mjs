#!/usr/bin/env node
/**
 * Serves a built site the way a static host such as GitHub Pages does, for `npm run preview`
 * and the end-to-end tests: files as they are, a directory's index.html (a path without its
 * trailing slash is served too, or redirected with --slash-redirect as GitHub Pages does), and 404.html with status 404 for anything else.
 * Netlify-style `_headers` rules in the site folder are applied, as such hosts would.
 *
 *   node scripts/serve-static.mjs [--dir dist/site] [--port 4173] [--host 127.0.0.1] [--base /lab-site/] [--slash-redirect]
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { isPortInUse, parsePort, portInUseMessage } from './port-in-use.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist/site' },
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    base: { type: 'string', default: process.env.BASE_PATH ?? '/' },
    // GitHub Pages answers /team with a 301 to /team/; most other hosts serve the index directly.
    'slash-redirect': { type: 'boolean', default: false },
  },
});

const root = resolve(values.dir);
const base = `/${values.base.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.xml': 'application/xml; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.zip': 'application/zip',
};

/** `_headers` (Netlify / Cloudflare Pages): a path pattern line, then indented "Name: value" lines. */
function readHeaderRules() {
  const file = join(root, '_headers');
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const at = line.indexOf(':');
      if (at > 0 && rules.length) rules.at(-1).headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern, path) {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

function fileOf(path) {
  const target = normalize(join(root, path));
  if (target !== root && !target.startsWith(root + sep)) return null;
  return target;
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/__invalid__';
  }
  const rules = readHeaderRules();
  const send = (status, file, sitePath) => {
    const headers = { 'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' };
    headers['Cache-Control'] = file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600';
    for (const rule of rules)
      if (matches(rule.pattern, sitePath)) for (const [name, value] of rule.headers) headers[name] = value;
    // Text is sent gzipped, as static hosts and CDNs do.
    const compressible = /^(text\/|application\/(json|xml)|image\/svg)/.test(headers['Content-Type']);
    if (compressible && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      const body = gzipSync(readFileSync(file));
      response.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length, Vary: 'Accept-Encoding' });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(status, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  };
  const notFound = () => {
    const page = join(root, '404.html');
    if (existsSync(page)) return send(404, page, '/404.html');
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  };

  if (!pathname.startsWith(base) && `${pathname}/` !== base) return notFound();
  const sitePath = `/${pathname.slice(base.length)}`.replace(/^\/+/, '/');
  const file = fileOf(sitePath);
  if (!file || !existsSync(file)) return notFound();
  const stats = statSync(file);
  if (stats.isDirectory()) {
    if (!pathname.endsWith('/') && values['slash-redirect']) {
      response.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
      return;
    }
    const index = join(file, 'index.html');
    return existsSync(index) ? send(200, index, sitePath) : notFound();
  }
  send(200, file, sitePath);
});

// `npm run preview` passes PORT as --port; run directly, the port is --port's.
const command = process.env.npm_lifecycle_event === 'preview' ? 'npm run preview' : null;
const { port, error } = parsePort(values.port, command ?? 'node scripts/serve-static.mjs');
if (error) {
  console.error(command ? error : `--port must be a port number from 1 to 65535 (got "${values.port}").`);
  process.exit(1);
}
server.on('error', (failure) => {
  if (!isPortInUse(failure)) throw failure;
  console.error(
    command ? portInUseMessage(port, command) : `Port ${port} is in use; choose another with --port, e.g. --port ${port + 1}`,
  );
  process.exit(1);
});
server.listen(port, values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}${base}`);
});
