/**
 * `npm run check:links`: requests every external URL of the content (HEAD, then GET) and
 * reports the dead ones with where each is used. Polite: one request at a time per host with
 * a pause, a time limit, a user agent, and a cache of recent good answers. Meant for a
 * scheduled workflow, never for a pull request (a third party's outage is not the content's fault).
 *
 *   npm run check:links -- [--content file.json] [--cache file] [--timeout ms] [--interval ms] [--max-age-hours h]
 *
 * Addresses of the checking machine's own networks (loopback, private, link-local, unique-local)
 * are never requested, nor followed to by a redirect (scripts/links/addresses.ts).
 * LINK_CHECK_ALLOW_HOSTS (host:port, comma-separated) lets the tests reach their local fake.
 *
 * Exits 1 when a link is dead, 0 otherwise. Writes a Markdown summary to GITHUB_STEP_SUMMARY when set.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contentUrls, externalWebUrls } from '../shared/content/health';
import type { Content } from '../shared/content/model/model';
import { normalizeContent } from '../shared/content/model/normalize';
import { seedContent } from '../shared/content/seed';
import { checkUrls, type LinkResult } from './links/check';

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

const number = (text: string | undefined, fallback: number) => (text !== undefined && Number.isFinite(Number(text)) ? Number(text) : fallback);

function loadContent(file: string | undefined): Content {
  if (!file) return normalizeContent(seedContent());
  return normalizeContent({ ...seedContent(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<Content>) });
}

const describeResult = (result: LinkResult) =>
  result.error ? result.error : `HTTP ${result.status}${result.finalUrl ? ` (after redirects, at ${result.finalUrl})` : ''}`;

export async function runLinkCheck(args: readonly string[], env: Record<string, string | undefined>) {
  const content = loadContent(option(args, '--content'));
  const urls = externalWebUrls(content);
  const results = await checkUrls(urls, {
    cacheFile: option(args, '--cache') ?? env.LINK_CHECK_CACHE ?? '.cache/check-links.json',
    timeoutMs: number(option(args, '--timeout'), 15_000),
    intervalMs: number(option(args, '--interval'), 1_000),
    maxAgeMs: number(option(args, '--max-age-hours'), 24) * 3_600_000,
    // Test-only: the tests' local fake server ("127.0.0.1:4241,…"); internal addresses are refused otherwise.
    allowHosts: (env.LINK_CHECK_ALLOW_HOSTS ?? '').split(',').map((host) => host.trim()).filter(Boolean),
  });
  const dead = results.filter((r) => !r.ok);
  const redirected = results.filter((r) => r.ok && r.finalUrl);
  const usedAt = (url: string) =>
    contentUrls(content)
      .filter((location) => location.url === url)
      .map((location) => `${location.target.kind === 'settings' ? location.item : `${location.target.kind} "${location.item}"`} · ${location.fieldLabel}`);
  const lines = [
    `Checked ${results.length} external link${results.length === 1 ? '' : 's'} (${results.filter((r) => r.cached).length} from the cache): ${results.length - dead.length} live, ${dead.length} dead.`,
  ];
  if (dead.length) {
    lines.push('', 'Dead links:');
    for (const result of dead) lines.push(`  ${result.url}: ${describeResult(result)}`, ...usedAt(result.url).map((where) => `      used in ${where}`));
  }
  if (redirected.length) {
    lines.push('', 'Redirected (live; consider linking to the final address):');
    for (const result of redirected) lines.push(`  ${result.url} -> ${result.finalUrl}`);
  }
  const summaryFile = env.GITHUB_STEP_SUMMARY;
  if (summaryFile) {
    const rows = dead.map((r) => `| ${r.url} | ${describeResult(r)} | ${usedAt(r.url).join('<br>')} |`);
    appendFileSync(summaryFile, [`### External links`, '', lines[0], '', ...(rows.length ? ['| URL | problem | used in |', '| --- | --- | --- |', ...rows, ''] : [])].join('\n'));
  }
  return { output: lines.join('\n'), code: dead.length > 0 ? 1 : 0, results };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runLinkCheck(process.argv.slice(2), process.env).then(
    ({ output, code }) => {
      console.log(output);
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`check:links: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 2;
    },
  );
}
