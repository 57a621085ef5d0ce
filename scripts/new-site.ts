/**
 * Starts a lab's own site in one step (docs/decisions/054):
 *   npm run new-site -- --name "Smith Lab" --institution "Example University" [--orcid 0000-0002-1825-0097] [--bibtex papers.bib] [--yes]
 * Asks for what is not given. Writes an empty content set with that profile into
 * shared/content/seed/ (publications imported from a BibTeX file if given) and removes the
 * example lab's pictures from public/assets/. Review with `git status`, then build.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { bibtexToPublication, parseBibtex } from '../shared/content/bibtex';
import { normalizeOrcid } from '../shared/content/citation';
import { emptyContent } from '../shared/content/empty-content';
import { emptyLabProfile } from '../shared/content/lab-profile';
import { syncPublications } from '../shared/content/publication-sync';
import type { FetchOptions } from '../shared/content/scholarly-fetch';
import { ENTITY_KINDS, type EntityMap } from '../shared/content/model';
import type { Publication } from '../shared/content/schemas';
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

/** The repository files of an empty site with this profile, by path. */
export function newSiteFiles(options: NewSiteOptions): Map<string, string> {
  const profile = emptyLabProfile(options.name.trim(), options.institution.trim());
  const orcid = options.orcid ? normalizeOrcid(options.orcid) : null;
  if (orcid) profile.links.orcid = orcid;
  const fromBibtex = options.bibtex ? parseBibtex(options.bibtex).entries.map((entry) => bibtexToPublication(entry)) : [];
  // One numbering for both sources, in the order they came.
  const publications: Publication[] = [...fromBibtex, ...(options.orcidWorks ?? [])].map((pub, index) => ({ ...pub, id: `pub-${String(index + 1).padStart(3, '0')}` }));
  const files = new Map<string, string>();
  for (const kind of ENTITY_KINDS) files.set(sourcePath(kind), generateSource(kind, (kind === 'publications' ? publications : []) as EntityMap[typeof kind][]));
  files.set(
    SETTINGS_PATH,
    generateSettingsSource({ featuredItems: { projectId: null, newsItemId: null, publicationId: null }, teamImage: '', teamImagePosition: 'center', topicColorRegistry: {} }),
  );
  files.set(PROFILE_PATH, generateProfileSource(profile));
  return files;
}

/** The example lab's pictures: every file under public/assets/ (the product's own files live elsewhere). */
export function removeExampleAssets(repo: string): string[] {
  const dir = join(repo, 'public/assets');
  if (!existsSync(dir)) return [];
  const removed = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  rmSync(dir, { recursive: true, force: true });
  return removed;
}

async function main() {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      institution: { type: 'string' },
      orcid: { type: 'string' },
      bibtex: { type: 'string' },
      repo: { type: 'string' },
      yes: { type: 'boolean', short: 'y' },
    },
  });
  const repo = resolve(values.repo ?? process.cwd());
  if (!existsSync(join(repo, 'shared/content/seed'))) throw new Error(`${repo} is not a checkout of the lab site (no shared/content/seed/)`);
  const ask = createInterface({ input: process.stdin, output: process.stdout });
  const prompt = async (question: string, given: string | undefined, required = false) => {
    if (given !== undefined || values.yes) return given ?? '';
    for (;;) {
      const answer = (await ask.question(question)).trim();
      if (answer || !required) return answer;
      console.log('  This one is needed.');
    }
  };
  try {
    const name = await prompt("Lab name (e.g. Smith Lab): ", values.name, true);
    if (!name.trim()) throw new Error('A lab name is needed: --name "Smith Lab"');
    const institution = await prompt('Institution (e.g. Example University; empty for none): ', values.institution);
    const orcid = await prompt("ORCID iD of the lab or its PI (optional): ", values.orcid);
    if (orcid && !normalizeOrcid(orcid)) throw new Error(`"${orcid}" is not an ORCID iD (0000-0002-1825-0097)`);
    const bibtexPath = await prompt('BibTeX file of the publications to import (optional): ', values.bibtex);
    const bibtex = bibtexPath ? readFileSync(resolve(bibtexPath), 'utf8') : undefined;
    let orcidWorks: Publication[] = [];
    if (orcid) {
      console.log(`Importing the works of ORCID record ${normalizeOrcid(orcid)}…`);
      const known = bibtex ? parseBibtex(bibtex).entries.map((entry) => bibtexToPublication(entry)) : [];
      const imported = await importOrcidWorks(normalizeOrcid(orcid)!, known, process.env);
      orcidWorks = imported.works;
      for (const problem of imported.problems) console.warn(`  ${problem}`);
    }
    const files = newSiteFiles({ name, institution, orcid: orcid || undefined, bibtex, orcidWorks });
    for (const [path, text] of files) writeFileSync(join(repo, path), text);
    const removed = removeExampleAssets(repo);
    const publications = (files.get(sourcePath('publications'))!.match(/"id": "pub-/g) ?? []).length;
    console.log(`New site for ${name}${institution ? `, ${institution}` : ''}:`);
    console.log(`  wrote ${files.size} content files in shared/content/seed/ (${publications} publication${publications === 1 ? '' : 's'} imported)`);
    console.log(`  removed ${removed.length} example pictures from public/assets/`);
    console.log('Next: npm run start, then /admin -> Lab profile for the texts, colour and links; git diff to review.');
  } finally {
    ask.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]).endsWith('new-site.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
