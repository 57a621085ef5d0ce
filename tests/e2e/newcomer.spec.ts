/**
 * A new lab's first hour, end to end (docs/decisions/063), in a copy of the repository: the
 * README's `new-site` with flags and a BibTeX export (undated entries, LaTeX, duplicates) and no
 * terminal; then an edit in every collection and in the lab profile, saved through the studio's
 * store and form rules, exported with the studio's exporter (the ZIP of "Export Current Data as
 * Default") and applied with `npm run apply-export`; then the lab's own CI: `npm run test:content`
 * and a build, whose pages name the new lab and none of the example lab's. No browser.
 */
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { blankItem } from '../../shared/content/model/blanks';
import type { Content, EntityKind } from '../../shared/content/model/model';
import { ENTITY_KINDS } from '../../shared/content/model/model';
import { normalizeContent } from '../../shared/content/model/normalize';
import { validateItem } from '../../shared/content/model/validation';
import { buildExportZip } from '../../shared/export';
import { sourcePath } from '../../shared/export/source';
import { createContentStore } from '../../shared/store/store';
import { memoryStorage } from '../../shared/store/persistence';
import { seedContent as fixtureSeed } from '../fixtures/content/seed';
import { copyOfRepository, REPO } from './repository-copy';

const BIBTEX = join(REPO, 'tests/fixtures/newcomer.bib');


/** Runs an npm script in the copy with no terminal (stdin closed); fails the test with its output when it fails. */
function npm(copy: string, args: string[], env: Record<string, string> = {}): string {
  const options: ExecFileSyncOptions = { cwd: copy, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CONTENT_DIR: '', ...env }, maxBuffer: 64 * 1024 * 1024 };
  try {
    return execFileSync('npm', ['run', '--silent', ...args], options) as string;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; status?: number };
    throw new Error(`npm run ${args.join(' ')} exited ${failed.status}:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`, { cause: error });
  }
}

/** Every item a lab adds first, one per collection, as the studio's forms start them (blankItem). */
function firstItems(pubId: string) {
  return {
    projects: blankItem('projects', {
      id: 'project-curious-machines',
      title: 'Curious Machines',
      description: 'Machines that choose their own experiments.',
      category: ['Cognitive Science'],
      topics: ['Spiking networks', 'Active inference'],
      team: ['Jane Smith'],
      publications: [pubId],
    }),
    teamMembers: blankItem('teamMembers', { id: 'member-jane-smith', name: 'Jane Smith', role: 'Principal Investigator', bio: 'Jane leads the Smith Lab.', projects: ['project-curious-machines'] }),
    newsItems: blankItem('newsItems', { id: 'news-welcome', title: 'The Smith Lab opens', content: 'We are hiring.', date: '2026-01-15', author: 'Jane Smith' }),
    publications: blankItem('publications', {
      id: 'pub-new',
      title: 'Curious machines, revisited',
      journal: 'Journal of Smith Studies',
      year: 2025,
      type: 'journal article',
      authors: ['Smith, J.'],
      citation: 'Smith, J. (2025). Curious machines, revisited. Journal of Smith Studies.',
      projectIds: ['project-curious-machines'],
    }),
    software: blankItem('software', { id: 'software-probe', name: 'Probe', description: 'Runs the experiments.', repoUrl: 'https://example.org/smith-lab/probe', technologies: ['Python'], license: 'MIT' }),
    collaborators: blankItem('collaborators', { id: 'collab-partner', name: 'Partner Institute', url: 'https://partner.example' }),
    fundingSources: blankItem('fundingSources', { id: 'funding-council', name: 'Research Council', url: 'https://council.example', grantNumber: 'RC-1' }),
    jobOpenings: blankItem('jobOpenings', {
      id: 'job-phd',
      title: 'Doctoral position',
      description: 'Four years on curious machines.',
      requirements: ['A master’s degree'],
      type: 'PhD Student',
      location: 'On-site',
      postedDate: '2026-01-10',
      closingDate: '2099-12-31',
      contactEmail: 'jobs@smith-lab.example',
    }),
    pages: blankItem('pages', { id: 'page-reading-group', title: 'Reading group', slug: 'reading-group', body: 'We read one paper a fortnight.', placement: 'footer', imageUrl: '' }),
    talks: blankItem('talks', { id: 'talk-curious-machines', title: 'Curious machines', event: 'Spring Symposium', date: '2026-03-02', speakerIds: ['member-jane-smith'], projectId: 'project-curious-machines' }),
    teaching: blankItem('teaching', { id: 'course-curious-machines', title: 'Curious machines in practice', code: 'CM101', starts: '2026-08-17', instructorIds: ['member-jane-smith'], projectId: 'project-curious-machines' }),
    events: blankItem('events', { id: 'event-curious-machines-day', title: 'Curious machines day', startDate: '2026-04-02', timeZone: 'Europe/Oslo', organizerIds: ['member-jane-smith'], projectId: 'project-curious-machines' }),
  } satisfies { [K in EntityKind]: unknown };
}

test('a new lab: new-site with a BibTeX export, an edit in every collection exported and applied, and its CI and build pass', async () => {
  test.setTimeout(600_000);
  const copy = copyOfRepository('newcomer');
  try {
    // 1. new-site, for a script: every answer a flag, --yes, no terminal.
    const report = npm(copy, ['new-site', '--', '--name', 'Smith Lab', '--institution', 'Example University', '--bibtex', BIBTEX, '--yes']);
    expect(report).toContain('New site for Smith Lab, Example University.');
    expect(report).toContain('Skipped 3 BibTeX entries:');
    expect(report).toContain('  smith_undated “Notes on Self-Supervised Hypotheses”: Please fill in all required fields');

    // 2. The studio: its store over the new content (as the seed module gives it), one save per collection.
    const seed = (await import(pathToFileURL(join(copy, 'shared/content/seed/index.ts')).href)) as { seedContent: () => Content };
    const store = createContentStore({ storage: memoryStorage(), seed: () => normalizeContent(seed.seedContent()) });
    const imported = store.getSnapshot().publications;
    expect(imported.map((pub) => pub.title)).toContain('Learning to Learn in the Prefrontal Cortex');
    const items = firstItems(imported[0]!.id);
    for (const kind of ENTITY_KINDS) {
      const item = items[kind];
      // The form's own rule first, as the studio's Save does.
      expect(validateItem(kind, item as never), kind).toBeNull();
      store.save(kind, item as never);
    }
    const profile = store.getSnapshot().labProfile!;
    store.setLabProfile({ ...profile, brandColor: '#2E7D32', description: 'Curious machines at Example University.' });

    // 3. The studio's export ZIP, applied with the real script.
    const zip = await buildExportZip(store.getSnapshot(), { get: async () => undefined }, { date: new Date('2026-01-20T12:00:00Z') });
    const zipPath = join(copy, 'studio-export.zip');
    writeFileSync(zipPath, zip.bytes);
    const applied = npm(copy, ['apply-export', '--', zipPath]);
    expect(applied).toContain(`changed    ${sourcePath('projects')}`);
    rmSync(zipPath);

    // Undated papers stay undated through the round trip: the editor never gave them a year.
    const publications = readFileSync(join(copy, sourcePath('publications')), 'utf8');
    expect(publications.match(/"year": null,/g) ?? []).toHaveLength(2);
    expect(publications).toContain('"title": "Curious machines, revisited"');
    expect(publications).toContain('"García, María"');

    // 4. The lab's own CI: the content checks, then the build.
    npm(copy, ['test:content']);
    const dist = join(copy, 'dist');
    npm(copy, ['build:site'], { ADMIN_PASSWORD: 'a new lab passphrase', DIST_DIR: dist });

    const example = fixtureSeed().labProfile;
    const pages = readdirSync(join(dist, 'site'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => join(entry.parentPath, entry.name));
    expect(pages.length).toBeGreaterThan(5);
    const leftovers = pages.flatMap((page) => {
      const html = readFileSync(page, 'utf8');
      return [example.name, 'Discovery of Mind', 'Halden'].filter((word) => html.includes(word)).map((word) => `${page}: ${word}`);
    });
    expect(leftovers).toEqual([]);
    const home = readFileSync(join(dist, 'site/index.html'), 'utf8');
    expect(home).toContain('Smith Lab');
    expect(readFileSync(join(dist, 'site/team/index.html'), 'utf8')).toContain('Jane Smith');
    // The lab's own page, at its address and in every page's footer.
    expect(readFileSync(join(dist, 'site/reading-group/index.html'), 'utf8')).toContain('>Reading group</h1>');
    expect(home).toContain('<a href="/reading-group/">Reading group</a>');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
