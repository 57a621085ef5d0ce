/**
 * Brings the repository's publications up to date from ORCID, Crossref, DataCite and (when
 * switched on) OpenAlex, and writes the seed data files with the studio's own exporter:
 *
 *   npm run sync:publications -- [--repo DIR] [--summary FILE] [--today YYYY-MM-DD]
 *
 * Settings (environment): LAB_ORCID_IDS (the lab's own iDs, comma-separated, besides every team
 * member's ORCID iD), CROSSREF_MAILTO (Crossref's and OpenAlex's polite pool), CITATION_COUNTS=1,
 * ORCID_API_URL, CROSSREF_API_URL, DATACITE_API_URL, OPENALEX_API_URL, SYNC_RETRIES; ZOTERO_LIBRARY
 * (groups/<id> or users/<id>; else the lab profile's Zotero library), ZOTERO_API_KEY (private
 * libraries only), ZOTERO_API_URL. The Zotero library's version read last is kept in the profile.
 * It only adds and fills in; a source that fails is reported and changes nothing.
 * Exit code 0 also when nothing changed; the workflow opens a pull request only for a diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CROSSREF_DEFAULT_URL, normalizeOrcid } from '../shared/content/scholarly/citation';
import { DATACITE_DEFAULT_URL } from '../shared/content/scholarly/datacite';
import { ENTITY_KINDS, type Content, type EntityKind } from '../shared/content/model/model';
import { ORCID_DEFAULT_URL } from '../shared/content/scholarly/orcid';
import { syncChangedAnything, syncPublications, syncReportMarkdown, type SyncReport, type SyncSource } from '../shared/content/scholarly/publication-sync';
import { OPENALEX_DEFAULT_URL, type FetchOptions, type ScholarlyEndpoints } from '../shared/content/scholarly/scholarly-fetch';
import { parseProfileSource, PROFILE_PATH } from '../shared/export/profile-source';
import { asPublished, sourceFiles } from '../shared/export/publish';
import { parseSettingsSource, parseSource, SETTINGS_PATH, sourcePath } from '../shared/export/source';
import { contentRuleProblems, ruleProblemLine } from '../shared/content/model/content-rules';
import { ID_MESSAGE } from '../shared/content/model/safe-paths';
import { libraryPath, parseZoteroLibrary, ZOTERO_DEFAULT_URL, ZOTERO_LIBRARY_MESSAGE } from '../shared/content/scholarly/zotero';
import type { ZoteroSource } from '../shared/content/scholarly/publication-sync';

type Env = Record<string, string | undefined>;

export function endpointsFrom(env: Env): ScholarlyEndpoints {
  const url = (name: string, fallback: string) => {
    const value = env[name]?.trim() || fallback;
    const parsed = new URL(value);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL; got ${JSON.stringify(value)}`);
    return value.replace(/\/+$/, '');
  };
  return {
    orcid: url('ORCID_API_URL', ORCID_DEFAULT_URL),
    crossref: url('CROSSREF_API_URL', CROSSREF_DEFAULT_URL),
    datacite: url('DATACITE_API_URL', DATACITE_DEFAULT_URL),
    openalex: url('OPENALEX_API_URL', OPENALEX_DEFAULT_URL),
    mailto: env.CROSSREF_MAILTO?.trim() || undefined,
  };
}

/** Reads the content the repository holds, through the exporter's own strict reader. */
export function readRepositoryContent(repo: string): Content {
  const lists = {} as Record<EntityKind, unknown>;
  for (const kind of ENTITY_KINDS) {
    const parsed = parseSource(kind, readFileSync(join(repo, sourcePath(kind)), 'utf8'));
    if (!parsed.ok) throw new Error(`${sourcePath(kind)}: ${parsed.error}`);
    lists[kind] = parsed.items;
  }
  const settings = parseSettingsSource(readFileSync(join(repo, SETTINGS_PATH), 'utf8'));
  if (!settings.ok) throw new Error(`${SETTINGS_PATH}: ${settings.error}`);
  const profile = parseProfileSource(readFileSync(join(repo, PROFILE_PATH), 'utf8'));
  if (!profile.ok) throw new Error(`${PROFILE_PATH}: ${profile.error}`);
  const content = { ...(lists as Pick<Content, EntityKind>), ...settings.settings, labProfile: profile.profile };
  // An item whose id the site refuses (docs/decisions/068) stops the sync before anything is
  // fetched or written, named with the one message the studio and the build use.
  const unfit = contentRuleProblems(content).filter((problem) => problem.message === ID_MESSAGE);
  if (unfit.length) throw new Error(`The content holds ids the site refuses; nothing was synced:\n${unfit.map((problem) => `  - ${ruleProblemLine(problem)}`).join('\n')}`);
  return content;
}

/** Every team member's ORCID iD, then the lab's own (LAB_ORCID_IDS), each once. */
export function syncSources(content: Pick<Content, 'teamMembers'>, env: Env): { sources: SyncSource[]; problems: string[] } {
  const sources: SyncSource[] = [];
  const problems: string[] = [];
  const add = (value: string, label: string) => {
    const orcid = normalizeOrcid(value);
    if (!orcid) problems.push(`${label}: "${value}" is not a valid ORCID iD; skipped.`);
    else if (!sources.some((source) => source.orcid === orcid)) sources.push({ orcid, label });
  };
  for (const member of content.teamMembers) if (member.orcid?.trim()) add(member.orcid, member.name);
  for (const value of (env.LAB_ORCID_IDS ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)) add(value, 'the lab');
  return { sources, problems };
}

/** The Zotero library to read: ZOTERO_LIBRARY, else the lab profile's; since the version read last. */
export function zoteroSource(content: Pick<Content, 'labProfile'>, env: Env): { source?: ZoteroSource; problems: string[] } {
  const stored = content.labProfile?.zotero;
  const text = env.ZOTERO_LIBRARY?.trim() || stored?.library?.trim() || '';
  if (!text) return { problems: [] };
  const library = parseZoteroLibrary(text);
  if (!library) return { problems: [`Zotero library "${text}": ${ZOTERO_LIBRARY_MESSAGE} Skipped.`] };
  const storedLibrary = stored ? parseZoteroLibrary(stored.library) : null;
  const same = storedLibrary && libraryPath(storedLibrary) === libraryPath(library);
  const baseUrl = env.ZOTERO_API_URL?.trim() || ZOTERO_DEFAULT_URL;
  const parsed = new URL(baseUrl);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`ZOTERO_API_URL must be an http(s) URL; got ${JSON.stringify(baseUrl)}`);
  return {
    source: { library, baseUrl: baseUrl.replace(/\/+$/, ''), apiKey: env.ZOTERO_API_KEY?.trim() || undefined, since: same ? (stored?.version ?? 0) : 0 },
    problems: [],
  };
}

export interface SyncRun {
  report: SyncReport;
  written: string[];
  summary: string;
}

export async function runSync(options: { repo: string; env: Env; today?: string; fetch?: FetchOptions }): Promise<SyncRun> {
  const content = readRepositoryContent(options.repo);
  const { sources, problems } = syncSources(content, options.env);
  const zotero = zoteroSource(content, options.env);
  problems.push(...zotero.problems);
  const endpoints = endpointsFrom(options.env);
  const retries = Number(options.env.SYNC_RETRIES ?? '');
  const fetchOptions: FetchOptions = {
    userAgent: `lab-site-studio publication sync${endpoints.mailto ? ` (mailto:${endpoints.mailto})` : ''}`,
    ...(Number.isInteger(retries) && retries >= 0 ? { retries } : {}),
    ...options.fetch,
  };
  const synced = await syncPublications(content, {
    sources,
    zotero: zotero.source,
    endpoints,
    fetch: fetchOptions,
    citationCounts: /^(1|true|yes|on)$/i.test(options.env.CITATION_COUNTS?.trim() ?? ''),
    today: options.today ?? new Date().toISOString().slice(0, 10),
  });
  const { report } = synced;
  let next = synced.content;
  // The library's version now: the next sync asks only for what changed after it.
  if (zotero.source && report.zoteroVersion !== undefined)
    next = { ...next, labProfile: { ...next.labProfile, zotero: { library: libraryPath(zotero.source.library), version: report.zoteroVersion } } };
  report.problems.unshift(...problems);
  const written: string[] = [];
  if (syncChangedAnything(report)) {
    const before = sourceFiles(asPublished(content));
    for (const [path, text] of sourceFiles(asPublished(next))) {
      if (before.get(path) === text) continue;
      writeFileSync(join(options.repo, path), text);
      written.push(path);
    }
  }
  return { report, written, summary: syncReportMarkdown(report, next.publications) };
}

function argument(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(args: string[]) {
  const repo = resolve(argument(args, '--repo') ?? '.');
  const run = await runSync({ repo, env: process.env, today: argument(args, '--today') });
  const summaryPath = argument(args, '--summary');
  if (summaryPath) writeFileSync(summaryPath, run.summary);
  console.log(run.summary);
  console.log(run.written.length ? `Wrote ${run.written.join(', ')}.` : 'No file changed.');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
