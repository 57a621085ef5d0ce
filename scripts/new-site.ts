/**
 * Starts a lab's own site in one step (docs/decisions/054, 063):
 *   npm run new-site -- --name "Smith Lab" --institution "Example University" [--orcid 0000-0002-1825-0097] [--bibtex papers.bib] [--yes]
 * In a terminal it asks for what the flags leave out; with --yes, or without a terminal, it
 * asks nothing (and then needs --name). Writes an empty content set with that profile into
 * shared/content/seed/ (publications imported from a BibTeX file and an ORCID record if given)
 * and removes the example lab's pictures from public/assets/, listing every file it wrote or
 * removed, every entry it skipped and every entry the studio would refuse to save as it is.
 * Review with `git status`, then build.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { normalizeOrcid } from '../shared/content/scholarly/citation';
import { validateItem } from '../shared/content/model/validation';
import { previewBibtex } from '../shared/editor/screens/bibtex-preview';
import { emptyContent } from '../shared/content/model/empty-content';
import { emptyLabProfile } from '../shared/content/model/lab-profile';
import { syncPublications } from '../shared/content/scholarly/publication-sync';
import type { FetchOptions } from '../shared/content/scholarly/scholarly-fetch';
import { ENTITY_KINDS, newId, type EntityMap } from '../shared/content/model/model';
import type { Publication } from '../shared/content/model/schemas';
import { generateProfileSource, PROFILE_PATH } from '../shared/export/profile-source';
import { generateSettingsSource, generateSource, SETTINGS_PATH, sourcePath } from '../shared/export/source';
import { endpointsFrom } from './sync-publications';

export interface NewSiteOptions {
  name: string;
  institution: string;
  orcid?: string;
  bibtex?: string;
  /** Works imported from the ORCID record (importOrcidWorks), after the BibTeX file's. */
  orcidWorks?: readonly Publication[];
}

/**
 * The works of an ORCID record as publications of the new site, completed from Crossref and
 * DataCite as the studio's import does, without the ones the BibTeX file already brings. A
 * record that cannot be read adds nothing and says why.
 */
export async function importOrcidWorks(
  orcid: string,
  known: readonly Publication[],
  env: Record<string, string | undefined>,
  fetch: FetchOptions = {},
): Promise<{ works: Publication[]; problems: string[] }> {
  // Distinct ids, so the works that are new can be told from the ones given.
  const given = known.map((pub, index) => ({ ...pub, id: `given-${index}` }));
  const start = { ...emptyContent(emptyLabProfile()), publications: given };
  const { content, report } = await syncPublications(start, {
    sources: [{ orcid, label: 'the lab' }],
    endpoints: endpointsFrom(env),
    fetch: { userAgent: 'lab-site new-site', ...fetch },
    citationCounts: false,
    today: new Date().toISOString().slice(0, 10),
  });
  const knownIds = new Set(given.map((pub) => pub.id));
  return { works: content.publications.filter((pub) => !knownIds.has(pub.id)), problems: report.problems };
}

/** An entry of the BibTeX file that was not imported, and why. */
export interface SkippedEntry {
  line?: number;
  key: string;
  reason: string;
}

/** An imported publication the studio would refuse to save as it is, with the form's message. */
export interface RefusedEntry {
  key: string;
  title: string;
  message: string;
}

export interface BibtexImport {
  publications: Publication[];
  /** The citation key of each publication, in the same order. */
  keys: string[];
  skipped: SkippedEntry[];
}

/**
 * The publications of a BibTeX file as the studio's BibTeX import reads them (the same preview):
 * entries it cannot read, duplicates (same DOI, or same title and year, as an entry above) and
 * proceedings that only lend their details through crossref are skipped; the rest are imported,
 * in the file's order, including those the studio would refuse (docs/decisions/063).
 */
export function importBibtex(text: string, now: Date = new Date()): BibtexImport {
  const preview = previewBibtex(text, [], now);
  const kept = preview.rows.filter((row) => !row.duplicateOf);
  const skipped = ([] as SkippedEntry[]).concat(
    preview.problems.map((problem) => ({ line: problem.line, key: problem.key ?? '', reason: problem.message })),
    preview.rows.filter((row) => row.duplicateOf).map((row) => ({ line: row.line, key: row.key, reason: `Duplicate of “${row.duplicateOf}”` })),
    preview.containerKeys.map((key) => ({ key, reason: 'lends its details to papers through crossref; not imported itself' })),
  ).sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  return { publications: kept.map((row) => row.pub), keys: kept.map((row) => row.key), skipped };
}

/** The imported publications the studio would refuse (the forms' own rule and words), by key and title. */
export function refusedEntries(publications: readonly Publication[], keys: readonly string[], now: Date = new Date()): RefusedEntry[] {
  return publications.flatMap((pub, index) => {
    const message = validateItem('publications', pub, now);
    return message ? [{ key: keys[index] || pub.doi || pub.id, title: pub.title, message }] : [];
  });
}

/** The paper with the latest year (the first of them in the list); undated papers come last. */
export function newestPublication(publications: readonly Publication[]): Publication | undefined {
  let newest: Publication | undefined;
  for (const pub of publications) {
    if (!newest || (pub.year ?? -Infinity) > (newest.year ?? -Infinity)) newest = pub;
  }
  return newest;
}

/** The repository files of an empty site with this profile, by path. */
export function newSiteFiles(options: NewSiteOptions): Map<string, string> {
  const profile = emptyLabProfile(options.name.trim(), options.institution.trim());
  const orcid = options.orcid ? normalizeOrcid(options.orcid) : null;
  if (orcid) profile.links.orcid = orcid;
  const fromBibtex = options.bibtex ? importBibtex(options.bibtex).publications : [];
  // Readable ids from year and title (shared/content/model/ids.ts), unique over both sources, in the order they came.
  const publications: Publication[] = [];
  for (const pub of [...fromBibtex, ...(options.orcidWorks ?? [])]) publications.push({ ...pub, id: newId('publications', pub, publications) });
  const files = new Map<string, string>();
  for (const kind of ENTITY_KINDS) files.set(sourcePath(kind), generateSource(kind, (kind === 'publications' ? publications : []) as EntityMap[typeof kind][]));
  // The home page features the newest paper, not whichever the file happened to list first.
  const featuredPaper = newestPublication(publications);
  files.set(
    SETTINGS_PATH,
    generateSettingsSource({
      featuredItems: { projectId: null, newsItemId: null, publicationId: featuredPaper?.id ?? null },
      teamImage: '',
      teamImagePosition: 'center',
      topicColorRegistry: {},
    }),
  );
  files.set(PROFILE_PATH, generateProfileSource(profile));
  return files;
}

/**
 * The example lab's pictures: everything under public/assets/ (the product's own files live
 * elsewhere). Returns the files and then the folders removed, deepest first.
 */
export function removeExampleAssets(repo: string): { files: string[]; folders: string[] } {
  const dir = join(repo, 'public/assets');
  if (!existsSync(dir)) return { files: [], folders: [] };
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).sort();
  const folders = [dir, ...entries.filter((entry) => entry.isDirectory()).map((entry) => join(entry.parentPath, entry.name))].sort().reverse();
  rmSync(dir, { recursive: true, force: true });
  return { files, folders };
}

export const HELP = `Usage: npm run new-site -- [options]

Makes this checkout a new lab's site: an empty content set with the lab's profile in
shared/content/seed/, publications imported from a BibTeX file and an ORCID record, and the
example lab's pictures removed from public/assets/.

Options:
  --name <text>         the lab's name, e.g. "Smith Lab" (required)
  --institution <text>  the institution, e.g. "Example University" (optional)
  --orcid <iD>          ORCID iD of the lab or its PI, e.g. 0000-0002-1825-0097; its works are imported (optional)
  --bibtex <file>       BibTeX file of the lab's publications to import (optional)
  --repo <dir>          the checkout to write into (default: the current folder)
  -y, --yes             ask nothing: what the flags leave out stays empty
  -h, --help            show this help

In a terminal it asks for what the flags leave out. With --yes, or without a terminal (a
script, CI), it asks nothing, and --name is required.`;

const HELP_HINT = 'Run `npm run new-site -- --help` for the options.';

class UsageError extends Error {}

export interface NewSiteIo {
  /** Whether questions can be asked (stdin is a terminal). */
  interactive: boolean;
  ask: (question: string) => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
  cwd: string;
  env: Record<string, string | undefined>;
  fetch?: FetchOptions;
  now?: Date;
}

function readOptions(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        name: { type: 'string' },
        institution: { type: 'string' },
        orcid: { type: 'string' },
        bibtex: { type: 'string' },
        repo: { type: 'string' },
        yes: { type: 'boolean', short: 'y' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const unknown = /Unknown option '([^']+)'/.exec(message);
    const positional = /Unexpected argument '([^']+)'/.exec(message);
    if (unknown) throw new UsageError(`unknown option ${unknown[1]}`);
    const missing = /Option '(?:-\w, )?(--[\w-]+) <value>' argument missing/.exec(message);
    if (missing) throw new UsageError(`${missing[1]} needs a value`);
    if (positional) throw new UsageError(`unexpected argument "${positional[1]}" (every answer is given with its option, e.g. --name "Smith Lab")`);
    throw new UsageError(message.split('. ')[0]!);
  }
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** `npm run new-site`: the exit code (0 done, 1 failed, 2 wrong usage). Writes nothing unless every answer is usable. */
export async function runNewSite(argv: readonly string[], io: NewSiteIo): Promise<number> {
  try {
    const values = readOptions(argv);
    if (values.help) {
      io.out(HELP);
      return 0;
    }
    const repo = resolve(io.cwd, values.repo ?? '.');
    if (!existsSync(join(repo, 'shared/content/seed'))) throw new Error(`${repo} is not a checkout of the lab site (no shared/content/seed/)`);
    const asking = io.interactive && !values.yes;
    const answer = async (flag: string, question: string, given: string | undefined, required = false): Promise<string> => {
      if (given !== undefined) return given.trim();
      if (!asking) {
        if (!required) return '';
        throw new UsageError(`--${flag} is required ${values.yes ? 'with --yes' : 'when not run in a terminal'}`);
      }
      for (;;) {
        const reply = (await io.ask(question)).trim();
        if (reply || !required) return reply;
        io.out('  This one is needed.');
      }
    };

    const name = await answer('name', 'Lab name (e.g. Smith Lab): ', values.name, true);
    if (!name) throw new UsageError('the lab needs a name: --name "Smith Lab"');
    const institution = await answer('institution', 'Institution (e.g. Example University; empty for none): ', values.institution);
    const orcidText = await answer('orcid', 'ORCID iD of the lab or its PI (optional): ', values.orcid);
    const orcid = orcidText ? normalizeOrcid(orcidText) : null;
    if (orcidText && !orcid) throw new UsageError(`"${orcidText}" is not an ORCID iD (like 0000-0002-1825-0097)`);
    const bibtexPath = await answer('bibtex', 'BibTeX file of the publications to import (optional): ', values.bibtex);
    const bibtexFile = bibtexPath ? resolve(io.cwd, bibtexPath) : '';
    if (bibtexFile && !existsSync(bibtexFile)) throw new Error(`${bibtexPath}: no such file`);
    const bibtex = bibtexFile ? readFileSync(bibtexFile, 'utf8') : undefined;

    const now = io.now ?? new Date();
    const fromBibtex = bibtex ? importBibtex(bibtex, now) : { publications: [], keys: [], skipped: [] };
    let orcidWorks: Publication[] = [];
    if (orcid) {
      io.out(`Importing the works of ORCID record ${orcid}…`);
      const imported = await importOrcidWorks(orcid, fromBibtex.publications, io.env, io.fetch);
      orcidWorks = imported.works;
      for (const problem of imported.problems) io.err(`  ${problem}`);
    }

    const files = newSiteFiles({ name, institution, orcid: orcid ?? undefined, bibtex, orcidWorks });
    const shown = (path: string) => relative(repo, path).split(sep).join('/');
    for (const [path, text] of files) writeFileSync(join(repo, path), text);
    const removed = removeExampleAssets(repo);

    io.out(`New site for ${name}${institution ? `, ${institution}` : ''}.`);
    io.out(`Wrote ${plural(files.size, 'file')}:`);
    for (const path of files.keys()) io.out(`  wrote    ${path}`);
    if (removed.files.length + removed.folders.length > 0) {
      io.out(`Removed ${plural(removed.files.length, 'file')} and ${plural(removed.folders.length, 'folder')} of the example lab from public/assets/:`);
      for (const path of removed.files) io.out(`  removed  ${shown(path)}`);
      for (const path of removed.folders) io.out(`  removed  ${shown(path)}/`);
    }

    const publications = [...fromBibtex.publications, ...orcidWorks];
    const keys = [...fromBibtex.keys, ...orcidWorks.map((pub) => pub.doi || pub.title)];
    const sources = [bibtexPath && `${fromBibtex.publications.length} from ${bibtexPath}`, orcid && `${orcidWorks.length} from ORCID record ${orcid}`].filter(Boolean);
    io.out(`Imported ${plural(publications.length, 'publication')}${sources.length ? `: ${sources.join(', ')}` : ''}.`);
    if (fromBibtex.skipped.length) {
      io.out(`Skipped ${plural(fromBibtex.skipped.length, 'BibTeX entry', 'BibTeX entries')}:`);
      for (const entry of fromBibtex.skipped) io.out(`  ${[entry.line && `line ${entry.line}`, entry.key && `(${entry.key})`].filter(Boolean).join(' ')}: ${entry.reason}`);
    }
    const refused = refusedEntries(publications, keys, now);
    if (refused.length) {
      io.out(
        `${plural(refused.length, 'imported entry', 'imported entries')} the studio would not save until completed; the site shows ${refused.length === 1 ? 'it' : 'them'} meanwhile. ` +
          'Complete them in the studio (/admin → Site health links to each); until then Site health and `npm run check:content` list them as warnings:',
      );
      for (const entry of refused) io.out(`  ${entry.key} “${entry.title || 'untitled'}”: ${entry.message}`);
    }
    io.out('Next: npm start, then /admin → Lab profile for the texts, colour and links; `git status` to review.');
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`new-site: ${error.message}`);
      io.err(HELP_HINT);
      return 2;
    }
    io.err(`new-site: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

async function main() {
  const interactive = Boolean(process.stdin.isTTY);
  const prompt = interactive ? createInterface({ input: process.stdin, output: process.stdout }) : null;
  try {
    process.exitCode = await runNewSite(process.argv.slice(2), {
      interactive,
      ask: (question) => prompt!.question(question),
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      cwd: process.cwd(),
      env: process.env,
    });
  } finally {
    prompt?.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]).endsWith('new-site.ts')) void main();
