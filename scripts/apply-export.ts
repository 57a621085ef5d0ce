/**
 * Applies an "Export Current Data as Default" ZIP to a checkout of this repository:
 *
 *   npm run apply-export -- path/to/export.zip [--repo DIR] [--prune [--prune-untracked]]
 *
 * The whole ZIP is validated first (allowed paths only, sizes, file types, every data file in
 * the exporter's canonical form); a bad ZIP changes nothing. Then the files are written and a
 * summary says what was added, changed and left as it was, and which files of public/assets/ no
 * text file of the repository names any more; `--prune` lists and then removes those git
 * tracks (after "Start empty", the example lab's pictures), `--prune-untracked` also the ones
 * it does not, which cannot be brought back. Review with `git diff`, then commit.
 */
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { checkRefusedItems, problemLine } from '../shared/content/health';
import { ENTITY_KINDS, type Content, type EntityKind } from '../shared/content/model/model';
import { contentRuleProblems, ruleProblemLine } from '../shared/content/model/content-rules';
import { REPO_ASSET_ROOT } from '../shared/export/files';
import { parseProfileSource, PROFILE_PATH } from '../shared/export/profile-source';
import { parseSettingsSource, parseSource, SETTINGS_PATH, sourcePath } from '../shared/export/source';
import { checkExportZip, LIMITS, type CheckedFile, type Limits } from '../shared/export/verify';

export class ApplyError extends Error {
  constructor(readonly problems: string[]) {
    super(`The ZIP was not applied; nothing was changed.\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ApplyError';
  }
}

export interface ApplySummary {
  added: string[];
  changed: string[];
  unchanged: string[];
  /** Items per data set in the ZIP, with the count the repository held before. */
  counts: { kind: EntityKind; before: number | null; after: number }[];
  /** References in the data to /assets/ files that neither the ZIP nor the repository has. */
  missing: string[];
  /** Files of public/assets/ that no data file and no code names after the apply. */
  unused: string[];
  /** Those of them removed (with the prune option). */
  pruned: string[];
  /** Items of the data files the studio would refuse to save as they are (Site health's lines). */
  refused: string[];
  /** Unused files git does not track, kept: removing them cannot be undone (unless confirmed). */
  untracked: string[];
}

export interface ApplyOptions {
  /** Remove the unused files git tracks (git can bring them back). */
  prune?: boolean;
  /** Also remove unused files git does not track: the explicit confirmation that they may go for good. */
  pruneUntracked?: boolean;
  /** Told the files about to be removed, before any is. */
  beforePrune?: (paths: readonly string[]) => void;
  /** The day items are judged on (YYYY-MM-DD); today when absent. */
  today?: string;
}

/** Folders never read for references: history, installed packages, build output, and the tests' own content sets. */
const NOT_READ = new Set(['.git', 'node_modules', 'dist', 'tests', '.cache']);
const TEXT_LIMIT = 5 * 1024 * 1024;

/** Every text file of the repository (no NUL byte in its first 8 KB, at most 5 MB), as text. */
function* repositoryTexts(repo: string): Generator<{ path: string; text: string }> {
  const walk = function* (dir: string): Generator<{ path: string; text: string }> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(dir === repo && NOT_READ.has(entry.name))) yield* walk(path);
      } else if (entry.isFile() && statSync(path).size <= TEXT_LIMIT) {
        const bytes = readFileSync(path);
        if (!bytes.subarray(0, 8192).includes(0)) yield { path, text: bytes.toString('utf8') };
      }
    }
  };
  yield* walk(repo);
}

/** The text with every percent-encoded run decoded where it decodes ("J%C3%B8rn" -> "Jørn", "Lab%20Logo" -> "Lab Logo"). */
function decodedText(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

const nameBoundary = (text: string, at: number, length: number) => !/[\w.-]/.test(text[at - 1] ?? '') && !/[\w-]/.test(text[at + length] ?? '');

/**
 * Every file below public/assets/ that no text file of the repository names, by its path from
 * the site's root ("assets/team/jane.png", also percent-encoded and with spaces) or, for files
 * in public/ such as an SVG or the web manifest naming a neighbour, by its file name.
 */
function unusedAssets(repo: string): string[] {
  const root = join(repo, REPO_ASSET_ROOT);
  if (!existsSync(root)) return [];
  const candidates = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(repo, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  const named = new Set<string>();
  for (const { path, text } of repositoryTexts(repo)) {
    const decoded = decodedText(text);
    const inPublic = relative(join(repo, 'public'), path).split(sep)[0] !== '..';
    for (const candidate of candidates) {
      if (named.has(candidate) || candidate === relative(repo, path).split(sep).join('/')) continue;
      const sitePath = candidate.slice('public/'.length);
      if (decoded.includes(sitePath) || text.includes(sitePath)) named.add(candidate);
      else if (inPublic) {
        const name = sitePath.split('/').pop()!;
        for (let at = decoded.indexOf(name); at >= 0; at = decoded.indexOf(name, at + 1)) {
          if (nameBoundary(decoded, at, name.length)) {
            named.add(candidate);
            break;
          }
        }
      }
    }
  }
  return candidates.filter((path) => !named.has(path));
}

/** The files of the list that git tracks in the repository (none when it is no git checkout). */
function trackedFiles(repo: string, paths: readonly string[]): Set<string> {
  if (!paths.length) return new Set();
  const listed = spawnSync('git', ['ls-files', '-z', '--', ...paths], { cwd: repo, encoding: 'utf8' });
  if (listed.status !== 0) return new Set();
  return new Set(listed.stdout.split('\0').filter(Boolean));
}

function countIn(repo: string, kind: EntityKind): number | null {
  const path = join(repo, sourcePath(kind));
  if (!existsSync(path)) return null;
  const parsed = parseSource(kind, readFileSync(path, 'utf8'));
  return parsed.ok ? parsed.items.length : null;
}

/** Refuses targets that would leave the repository through a symbolic link. */
function checkTarget(repoReal: string, repo: string, path: string): string | null {
  const target = join(repo, path);
  let dir = dirname(target);
  while (!existsSync(dir)) dir = dirname(dir);
  const real = realpathSync(dir);
  if (real !== repoReal && !real.startsWith(repoReal + sep)) return `${path}: its folder leads outside the repository`;
  if (existsSync(target) && lstatSync(target).isSymbolicLink()) return `${path}: the repository holds a symbolic link there`;
  if (existsSync(target) && !statSync(target).isFile()) return `${path}: the repository holds a folder there`;
  return null;
}

/** Asset references ("/assets/...") in the data files that will not resolve after applying. */
function missingAssets(repo: string, files: readonly CheckedFile[]): string[] {
  const inZip = new Set(files.map((file) => file.path));
  const missing = new Set<string>();
  for (const file of files) {
    if (!file.kind && !file.settings) continue;
    const text = new TextDecoder().decode(file.bytes);
    for (const match of text.matchAll(/"(\/assets\/[^"?#]+)"/g)) {
      const repoPath = `public${match[1]}`;
      if (!inZip.has(repoPath) && !existsSync(join(repo, repoPath))) missing.add(repoPath);
    }
  }
  return [...missing].sort();
}

/** The items of the repository's data files that the studio's forms would refuse, as Site health words them. */
function refusedItems(repo: string, today: string): string[] {
  const lists = {} as Pick<Content, EntityKind>;
  for (const kind of ENTITY_KINDS) {
    const path = join(repo, sourcePath(kind));
    const parsed = existsSync(path) ? parseSource(kind, readFileSync(path, 'utf8')) : null;
    (lists as Record<EntityKind, unknown[]>)[kind] = parsed?.ok ? parsed.items : [];
  }
  return checkRefusedItems(lists, { today }).map(problemLine);
}

/** The content the ZIP's data files hold (each already parsed once by the ZIP check). */
function contentOf(files: readonly CheckedFile[]): Partial<Content> {
  const content: Partial<Content> = {};
  for (const file of files) {
    const text = new TextDecoder().decode(file.bytes);
    if (file.kind) {
      const parsed = parseSource(file.kind, text);
      if (parsed.ok) Object.assign(content, { [file.kind]: parsed.items });
    } else if (file.path === PROFILE_PATH) {
      const parsed = parseProfileSource(text);
      if (parsed.ok) content.labProfile = parsed.profile;
    } else if (file.path === SETTINGS_PATH) {
      const parsed = parseSettingsSource(text);
      if (parsed.ok) content.teamImage = parsed.settings.teamImage;
    }
  }
  return content;
}

export async function applyExport(zipPath: string, repoDir: string, limits: Limits = LIMITS, options: ApplyOptions = {}): Promise<ApplySummary> {
  const repo = resolve(repoDir);
  if (!existsSync(join(repo, 'package.json')) || !existsSync(join(repo, 'shared/content/seed'))) {
    throw new ApplyError([`${repo} is not a checkout of the lab site (no package.json or shared/content/seed/)`]);
  }
  if (!existsSync(zipPath)) throw new ApplyError([`${zipPath} does not exist`]);
  if (statSync(zipPath).size > limits.zipBytes) throw new ApplyError([`${zipPath} is larger than ${limits.zipBytes} bytes`]);

  const checked = await checkExportZip(new Uint8Array(readFileSync(zipPath)), limits);
  if (!checked.ok) throw new ApplyError(checked.errors);

  // The studio's rules for every item and the profile (docs/decisions/066): content the studio
  // would not save is not applied either.
  const refused = contentRuleProblems(contentOf(checked.files)).map(ruleProblemLine);
  if (refused.length) throw new ApplyError(refused);

  const repoReal = realpathSync(repo);
  const targetProblems = checked.files.map((file) => checkTarget(repoReal, repo, file.path)).filter((p): p is string => p !== null);
  if (targetProblems.length) throw new ApplyError(targetProblems);

  const summary: ApplySummary = { added: [], changed: [], unchanged: [], counts: [], missing: missingAssets(repo, checked.files), unused: [], pruned: [], refused: [], untracked: [] };
  for (const file of checked.files) {
    if (file.kind) summary.counts.push({ kind: file.kind, before: countIn(repo, file.kind), after: file.count ?? 0 });
  }
  const writes: CheckedFile[] = [];
  for (const file of checked.files) {
    const target = join(repo, file.path);
    if (!existsSync(target)) summary.added.push(file.path);
    else if (Buffer.compare(readFileSync(target), Buffer.from(file.bytes)) !== 0) summary.changed.push(file.path);
    else {
      summary.unchanged.push(file.path);
      continue;
    }
    writes.push(file);
  }

  // Everything goes to temporary files first, then is renamed into place, so a failure
  // while writing (a full disk, say) leaves the repository as it was.
  const temps: string[] = [];
  try {
    for (const file of writes) {
      const target = join(repo, file.path);
      mkdirSync(dirname(target), { recursive: true });
      const temp = `${target}.apply-export-${process.pid}.tmp`;
      writeFileSync(temp, file.bytes, { flag: 'wx' });
      temps.push(temp);
    }
  } catch (error) {
    for (const temp of temps) rmSync(temp, { force: true });
    throw new ApplyError([`writing failed (${error instanceof Error ? error.message : String(error)})`]);
  }
  writes.forEach((file, i) => renameSync(temps[i]!, join(repo, file.path)));
  summary.refused = refusedItems(repo, options.today ?? new Date().toISOString().slice(0, 10));
  summary.unused = unusedAssets(repo);
  if (options.prune) {
    const tracked = trackedFiles(repo, summary.unused);
    const removing = summary.unused.filter((path) => tracked.has(path) || options.pruneUntracked);
    summary.untracked = summary.unused.filter((path) => !removing.includes(path));
    if (removing.length) options.beforePrune?.(removing);
    for (const path of removing) rmSync(join(repo, path), { force: true });
    summary.pruned = removing;
  }
  return summary;
}

export function formatSummary(summary: ApplySummary, repo: string): string {
  const lines = [`Applied to ${repo}:`];
  for (const path of summary.added) lines.push(`  added      ${path}`);
  for (const path of summary.changed) lines.push(`  changed    ${path}`);
  lines.push(`  unchanged  ${summary.unchanged.length} file${summary.unchanged.length === 1 ? '' : 's'}`);
  if (summary.counts.length) {
    lines.push('Data sets (items):');
    for (const { kind, before, after } of summary.counts) {
      const change = before === null ? 'new' : before === after ? 'same count' : `was ${before}`;
      lines.push(`  ${kind.padEnd(15)} ${String(after).padStart(4)}  (${change})`);
    }
  }
  if (summary.missing.length) {
    lines.push('Warning: the data refers to files that are in neither the ZIP nor the repository:');
    for (const path of summary.missing) lines.push(`  ${path}`);
  }
  if (summary.pruned.length) {
    lines.push('Removed, as no data refers to them any more:');
    for (const path of summary.pruned) lines.push(`  removed    ${path}`);
  }
  if (summary.untracked.length) {
    lines.push('Kept, as git does not track them and removing them could not be undone (run again with --prune --prune-untracked to remove them):');
    for (const path of summary.untracked) lines.push(`  untracked  ${path}`);
  }
  if (!summary.pruned.length && !summary.untracked.length && summary.unused.length) {
    lines.push('No data refers to these files any more (run again with --prune to remove them):');
    for (const path of summary.unused) lines.push(`  unused     ${path}`);
  }
  if (summary.refused.length) {
    lines.push(`The studio would not save ${summary.refused.length === 1 ? 'this item' : `these ${summary.refused.length} items`} as ${summary.refused.length === 1 ? 'it is' : 'they are'} (Site health and \`npm run check:content\` list ${summary.refused.length === 1 ? 'it' : 'them'} as warnings):`);
    for (const line of summary.refused) lines.push(`  ${line.trim()}`);
  }
  lines.push(
    summary.added.length + summary.changed.length + summary.pruned.length
      ? 'Review with `git diff`, then commit.'
      : 'Nothing changed: the repository already holds this export.',
  );
  return lines.join('\n');
}

function parseArgs(argv: readonly string[]): { zip: string; repo: string; prune: boolean; pruneUntracked: boolean } {
  let zip: string | null = null;
  let repo = process.cwd();
  let prune = false;
  let pruneUntracked = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--prune') prune = true;
    else if (arg === '--prune-untracked') pruneUntracked = true;
    else if (arg === '--repo') repo = argv[++i] ?? '';
    else if (arg.startsWith('--repo=')) repo = arg.slice('--repo='.length);
    else if (!zip && !arg.startsWith('--')) zip = arg;
    else throw new ApplyError([`unknown argument ${arg}`]);
  }
  if (!zip || !repo) throw new ApplyError(['usage: npm run apply-export -- path/to/export.zip [--repo DIR] [--prune [--prune-untracked]]']);
  return { zip, repo, prune, pruneUntracked };
}

async function main() {
  try {
    const { zip, repo, prune, pruneUntracked } = parseArgs(process.argv.slice(2));
    const summary = await applyExport(zip, repo, LIMITS, {
      prune,
      pruneUntracked,
      beforePrune: (paths) => console.log(['Removing, as nothing in the repository names them:', ...paths.map((path) => `  remove     ${path}`)].join('\n')),
    });
    const shown = relative(process.cwd(), resolve(repo));
    console.log(formatSummary(summary, shown.startsWith('..') ? resolve(repo) : shown || '.'));
  } catch (error) {
    console.error(error instanceof ApplyError ? `apply-export: ${error.message}` : error);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) void main();

