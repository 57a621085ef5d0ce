/**
 * The link checker behind `npm run check:links` (docs/decisions/049): requests each URL
 * politely (HEAD, then GET when HEAD is refused or fails), one request at a time per host with
 * a pause between them, a time limit per request, and a cache of recent good answers so a
 * re-run does not ask again.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { refusedTarget, type AddressOptions } from './addresses';

export interface LinkResult {
  url: string;
  ok: boolean;
  /** The final HTTP status, when there was an answer. */
  status?: number;
  /** Where redirects led, when somewhere else. */
  finalUrl?: string;
  /** Why it failed without an answer (timeout, refused, DNS). */
  error?: string;
  checkedAt: number;
  /** Taken from the cache, not requested this time. */
  cached?: boolean;
}

export interface CheckOptions extends AddressOptions {
  /** Time limit of one request, in ms. */
  timeoutMs?: number;
  /** Pause between two requests to the same host, in ms. */
  intervalMs?: number;
  /** How many hosts are asked at the same time. */
  hostConcurrency?: number;
  /** Cache file (JSON); none when absent. */
  cacheFile?: string;
  /** Good answers younger than this are reused from the cache, in ms. */
  maxAgeMs?: number;
  userAgent?: string;
  now?: () => number;
  fetchImpl?: typeof fetch;
  /** How many redirects one check follows. */
  maxRedirects?: number;
}

type Cache = Record<string, LinkResult>;

function readCache(file: string | undefined): Cache {
  if (!file || !existsSync(file)) return {};
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return data && typeof data === 'object' ? (data as Cache) : {};
  } catch {
    return {};
  }
}

function writeCache(file: string | undefined, cache: Cache) {
  if (!file) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(cache, null, 2)}\n`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Answers meaning "this server does not do HEAD (for you)", after which GET is worth a try.
const RETRY_WITH_GET = new Set([400, 403, 405, 406, 429, 500, 501, 503]);

class RefusedError extends Error {}

type RequestSettings = Required<Pick<CheckOptions, 'timeoutMs' | 'userAgent' | 'maxRedirects'>> & { fetchImpl: typeof fetch } & AddressOptions;

/**
 * One request, following redirects itself one step at a time (at most `maxRedirects`), with
 * every target checked before it is asked (addresses.ts): a redirect to an internal address
 * is refused, never followed. Returns the last response and the URL it came from.
 */
async function request(url: string, method: 'HEAD' | 'GET', options: RequestSettings): Promise<{ response: Response; at: string }> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  let at = url;
  for (let hop = 0; ; hop += 1) {
    const refused = await refusedTarget(at, options);
    if (refused) throw new RefusedError(hop === 0 ? refused : `redirected to ${at}: ${refused}`);
    const response = await options.fetchImpl(at, {
      method,
      redirect: 'manual',
      signal: deadline,
      headers: { 'user-agent': options.userAgent, accept: method === 'GET' ? 'text/html,*/*;q=0.8' : '*/*' },
    });
    // Only the status matters: never download a body.
    await response.body?.cancel().catch(() => {});
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || response.status === 304 || !location) return { response, at };
    if (hop >= options.maxRedirects) throw new RefusedError(`more than ${options.maxRedirects} redirects`);
    try {
      at = new URL(location, at).href;
    } catch {
      throw new RefusedError(`redirected to an address that cannot be read (${location.slice(0, 120)})`);
    }
  }
}

const failure = (error: unknown, timeoutMs: number) => {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  return cause || (error instanceof Error ? error.message : String(error));
};

/** Checks one URL: HEAD, then GET when HEAD gets no good answer. */
export async function checkUrl(url: string, options: CheckOptions = {}): Promise<LinkResult> {
  const settings: RequestSettings = {
    timeoutMs: options.timeoutMs ?? 15_000,
    userAgent: options.userAgent ?? 'lab-site-studio link check',
    fetchImpl: options.fetchImpl ?? fetch,
    maxRedirects: options.maxRedirects ?? 10,
    allowHosts: options.allowHosts,
    lookup: options.lookup,
  };
  const now = options.now ?? Date.now;
  const result = ({ response, at }: { response: Response; at: string }): LinkResult => ({
    url,
    ok: response.ok,
    status: response.status,
    ...(at !== url ? { finalUrl: at } : {}),
    checkedAt: now(),
  });
  try {
    const head = await request(url, 'HEAD', settings);
    if (head.response.ok || !RETRY_WITH_GET.has(head.response.status)) return result(head);
  } catch (error) {
    // A refused address is refused for GET too; other failures: some servers drop HEAD requests.
    if (error instanceof RefusedError) return { url, ok: false, error: error.message, checkedAt: now() };
  }
  try {
    return result(await request(url, 'GET', settings));
  } catch (error) {
    return { url, ok: false, error: error instanceof RefusedError ? error.message : failure(error, settings.timeoutMs), checkedAt: now() };
  }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Checks every URL, each host's URLs one after another with a pause; results in the order given. */
export async function checkUrls(urls: readonly string[], options: CheckOptions = {}): Promise<LinkResult[]> {
  const now = options.now ?? Date.now;
  const interval = options.intervalMs ?? 1_000;
  const maxAge = options.maxAgeMs ?? 24 * 3_600_000;
  const cache = readCache(options.cacheFile);
  const results = new Map<string, LinkResult>();
  const byHost = new Map<string, string[]>();
  for (const url of new Set(urls)) {
    const cached = cache[url];
    if (cached?.ok && now() - cached.checkedAt < maxAge) {
      results.set(url, { ...cached, cached: true });
      continue;
    }
    byHost.set(hostOf(url), [...(byHost.get(hostOf(url)) ?? []), url]);
  }
  const queues = [...byHost.values()];
  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      for (const [index, url] of queue.entries()) {
        if (index > 0) await sleep(interval);
        const result = await checkUrl(url, options);
        results.set(url, result);
        cache[url] = result;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.hostConcurrency ?? 4) }, worker));
  writeCache(options.cacheFile, cache);
  return [...new Set(urls)].map((url) => results.get(url)!);
}
