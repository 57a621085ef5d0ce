/**
 * The development server's page data (docs/decisions/062). A built site has a page-data.json
 * beside every page (scripts/prerender.mjs); a visitor's page renders from it. `npm start` has
 * no build, so this answers the same addresses with the same data, computed on request by the
 * prerenderer's own entry (site/entry-server.tsx, builtPageData) from the content as it is on
 * disk now: an edit to a content file shows on the next reload. 404 where the build writes no
 * file, as a static host answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { siteAddress } from './site-address.ts';

const ENTRY = '/entry-server.tsx';

type ServerEntry = typeof import('../site/entry-server.tsx');

/** Loads the prerenderer's entry afresh when a file it imports has changed, else from the module cache. */
async function loadEntry(server: ViteDevServer): Promise<ServerEntry> {
  return (await server.ssrLoadModule(ENTRY)) as ServerEntry;
}

function send(response: ServerResponse, status: number, body: string, type: string) {
  response.statusCode = status;
  response.setHeader('Content-Type', type);
  // Always asked afresh: the content files may change between two reloads.
  response.setHeader('Cache-Control', 'no-store');
  response.end(body);
}

export function devPageData(): Plugin {
  let base = '/';
  // One page at a time: rendering a page sets the prerenderer's data source for that page.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    name: 'dev-page-data',
    apply: 'serve',
    configResolved(config) {
      base = config.base;
    },
    // The template's generic title and description give way to the page's own (the page writes its
    // head when it starts, site/layout/document-head.tsx), as the prerenderer's pages have them.
    transformIndexHtml(html) {
      return html.replace(/<title>/, '<title data-head>').replace(/<meta\s+name\s*=\s*["']description["']/i, (tag) => `${tag} data-head`);
    },
    configureServer(server) {
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        if (!pathname.endsWith('/page-data.json')) return next();
        const answer = async () => {
          const entry = await loadEntry(server);
          const page = entry.pageOfDataAddress(base, pathname);
          if (page === null) return send(response, 404, 'Not found\n', 'text/plain; charset=utf-8');
          const site = { ...siteAddress(process.env), basePath: base };
          const data = await entry.builtPageData(page, site);
          if (data === null) return send(response, 404, `No page at ${page}, so no page data.\n`, 'text/plain; charset=utf-8');
          send(response, 200, request.method === 'HEAD' ? '' : JSON.stringify(data), 'application/json; charset=utf-8');
        };
        const run = queue.then(answer);
        queue = run.catch(() => undefined);
        run.catch((error: unknown) => {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        });
      });
    },
  };
}
