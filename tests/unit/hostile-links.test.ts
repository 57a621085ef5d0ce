/**
 * Hostile content, part four: `check:links` and addresses of the checking machine's own
 * network (docs/decisions/067). Content URLs can come from ORCID or Crossref through the sync;
 * none may make the check request loopback, private, link-local or unique-local addresses,
 * directly, through a name, or through a redirect. Two local fakes: "outside" stands for the
 * internet (allowed by the test-only allow-list), "inside" for the machine's own network and
 * records every request it gets, which must stay none.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLinkCheck } from '../../scripts/check-links';
import { isInternalAddress, refusedTarget } from '../../scripts/links/addresses';
import { checkUrl } from '../../scripts/links/check';
import { normalizeContent } from '../../shared/content/model/normalize';
import { seedContent } from '../fixtures/content/seed';

interface Fake {
  server: Server;
  host: string;
  requests: string[];
}

async function fake(handler: (path: string, send: (status: number, location?: string) => void) => void): Promise<Fake> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '/');
    handler(req.url ?? '/', (status, location) => {
      res.writeHead(status, location ? { location } : {});
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, host: `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, requests };
}

let inside: Fake;
let outside: Fake;
beforeAll(async () => {
  inside = await fake((_path, send) => send(200));
  const port = inside.host.split(':')[1];
  outside = await fake((path, send) => {
    if (path === '/live') return send(200);
    if (path === '/to-metadata') return send(302, 'http://169.254.169.254/latest/meta-data/');
    if (path === '/to-inside') return send(301, `http://${inside.host}/admin`);
    if (path === '/to-localhost') return send(307, `http://localhost:${port}/admin`);
    if (path === '/to-v6-loopback') return send(308, `http://[::1]:${port}/admin`);
    if (path === '/to-mapped') return send(302, `http://[::ffff:127.0.0.1]:${port}/admin`);
    if (path === '/hop') return send(302, '/live');
    if (path === '/loop') return send(302, '/loop');
    return send(404);
  });
});
afterAll(async () => {
  for (const { server } of [inside, outside]) await new Promise<void>((resolve) => server.close(() => resolve()));
});

const options = () => ({ allowHosts: [outside.host], timeoutMs: 2_000 });

describe('internal addresses', () => {
  it('are told apart from public ones, IPv4 and IPv6', () => {
    for (const ip of ['127.0.0.1', '127.8.9.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', '[::1]', 'fe80::1', 'fc00::1', 'fd12:3456::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '64:ff9b::a9fe:a9fe', '2002:7f00:1::', 'ff02::1'])
      expect(isInternalAddress(ip), ip).toBe(true);
    for (const ip of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:93.184.216.34', '2a00:1450:4001:82b::200e'])
      expect(isInternalAddress(ip), ip).toBe(false);
  });

  it('are refused when a name resolves to one', async () => {
    expect(await refusedTarget('http://localhost:9/x')).toMatch(/^refused: localhost resolves to (127\.0\.0\.1|::1), an address of the checking machine's own network$/);
    const lookup = async (host: string) => (host === 'metadata.example' ? ['93.184.216.34', '169.254.169.254'] : ['93.184.216.34']);
    expect(await refusedTarget('http://metadata.example/latest', { lookup })).toBe("refused: metadata.example resolves to 169.254.169.254, an address of the checking machine's own network");
    expect(await refusedTarget('https://public.example/paper', { lookup })).toBeNull();
  });
});

describe('check:links never reaches inside', () => {
  it('refuses internal targets before any request', async () => {
    for (const url of [`http://${inside.host}/admin`, `http://localhost:${inside.host.split(':')[1]}/admin`, `http://[::1]:${inside.host.split(':')[1]}/`, 'http://169.254.169.254/latest/meta-data/', 'http://0.0.0.0/']) {
      const result = await checkUrl(url, options());
      expect(result.ok, url).toBe(false);
      expect(result.error, url).toMatch(/^refused: /);
    }
    expect(inside.requests).toEqual([]);
  });

  it('follows redirects itself and refuses one that leads inside', async () => {
    const at = (path: string) => `http://${outside.host}${path}`;
    expect(await checkUrl(at('/hop'), options())).toMatchObject({ ok: true, status: 200, finalUrl: at('/live') });
    expect((await checkUrl(at('/to-metadata'), options())).error).toBe("redirected to http://169.254.169.254/latest/meta-data/: refused: 169.254.169.254 is an address of the checking machine's own network");
    for (const path of ['/to-inside', '/to-localhost', '/to-v6-loopback', '/to-mapped']) {
      const result = await checkUrl(at(path), options());
      expect(result.ok, path).toBe(false);
      expect(result.error, path).toMatch(/^redirected to http:\/\/.*: refused: /);
    }
    expect((await checkUrl(at('/loop'), { ...options(), maxRedirects: 3 })).error).toBe('more than 3 redirects');
    expect(inside.requests).toEqual([]);
  });

  it('reports a content URL from the sync that points inside, without asking it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hostile-links-'));
    const content = normalizeContent(seedContent());
    const file = join(dir, 'content.json');
    writeFileSync(
      file,
      JSON.stringify({
        ...content,
        projects: [],
        teamMembers: [],
        software: [],
        jobOpenings: [],
        newsItems: [],
        collaborators: [],
        fundingSources: [],
        publications: [{ ...content.publications[0]!, url: `http://${inside.host}/admin`, doi: undefined }, { ...content.publications[1]!, url: `http://${outside.host}/to-metadata`, doi: undefined }],
      }),
    );
    const { output, code } = await runLinkCheck(['--content', file, '--cache', join(dir, 'cache.json'), '--interval', '0', '--timeout', '2000'], { LINK_CHECK_ALLOW_HOSTS: outside.host });
    expect(code).toBe(1);
    expect(output).toContain(`http://${inside.host}/admin: refused: 127.0.0.1 is an address of the checking machine's own network`);
    expect(output).toContain(`used in publications "${content.publications[0]!.title}" · URL`);
    expect(output).toContain(`http://${outside.host}/to-metadata: redirected to http://169.254.169.254/latest/meta-data/: refused`);
    expect(inside.requests).toEqual([]);
  });
});
