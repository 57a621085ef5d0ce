/**
 * Hostile content, part six: `apply-export --prune` and the lab's own files
 * (docs/decisions/067). A file is removed only when no text file of the repository names it,
 * whatever the spelling of the reference (spaces, percent-encoding) and wherever it is (the
 * web manifest, another SVG); a file git does not track is kept unless the maintainer confirms;
 * what will go is listed before anything goes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyExport, formatSummary } from '../../scripts/apply-export';
import { ENTITY_KINDS } from '../../shared/content/model/model';
import { generateProfileSource, PROFILE_PATH } from '../../shared/export/profile-source';
import { generateSettingsSource, generateSource, SETTINGS_PATH, sourcePath } from '../../shared/export/source';
import { buildExportZip } from '../../shared/export/zip';
import { LIMITS } from '../../shared/export/verify';
import { seedContent } from '../fixtures/content/seed';
import { mapAssets, PNG } from './export-fixtures';

let repo: string;
let work: string;
beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'hostile-prune-repo-'));
  work = mkdtempSync(join(tmpdir(), 'hostile-prune-'));
  writeFileSync(join(repo, 'package.json'), '{}');
  mkdirSync(join(repo, 'shared/content/seed'), { recursive: true });
  for (const kind of ENTITY_KINDS) writeFileSync(join(repo, sourcePath(kind)), generateSource(kind, seedContent()[kind]));
  writeFileSync(join(repo, SETTINGS_PATH), generateSettingsSource(seedContent()));
  writeFileSync(join(repo, PROFILE_PATH), generateProfileSource(seedContent().labProfile));
});
afterEach(() => {
  rmSync(repo, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

const file = (path: string, content: string | Uint8Array = PNG) => {
  mkdirSync(join(repo, path, '..'), { recursive: true });
  writeFileSync(join(repo, path), content);
};

async function exportZip(profile: Partial<ReturnType<typeof seedContent>['labProfile']> = {}) {
  const content = seedContent();
  content.labProfile = { ...content.labProfile, ...profile };
  const zip = join(work, 'export.zip');
  writeFileSync(zip, (await buildExportZip(content, mapAssets({}))).bytes);
  return zip;
}

describe('apply-export --prune removes only what nothing names', () => {
  it('keeps files named with spaces, percent-encoded, only in the web manifest or only from another SVG', async () => {
    file('public/assets/lab/Lab Logo.png');
    file('public/assets/lab/Jørn.png');
    file('public/assets/icons/icon-512.png');
    file('public/assets/lab/badge.png');
    file('public/assets/lab/emblem.svg', '<svg xmlns="http://www.w3.org/2000/svg"><image href="badge.png" width="4" height="4"/></svg>');
    file('public/site.webmanifest', JSON.stringify({ icons: [{ src: '/assets/icons/icon-512.png', sizes: '512x512' }] }));
    file('site/styles/lab.css', '.mark { background: url("/assets/lab/emblem.svg"); }');
    file('public/assets/team/gone.png');
    spawnSync('git', ['init', '-q'], { cwd: repo });
    spawnSync('git', ['add', '-A'], { cwd: repo });

    const zip = await exportZip({ logo: '/assets/lab/Lab Logo.png', logoAlt: 'Logo', shareImage: '/assets/lab/J%C3%B8rn.png', shareImageAlt: 'Jørn' });
    const listed: string[][] = [];
    const summary = await applyExport(zip, repo, LIMITS, { prune: true, beforePrune: (paths) => listed.push([...paths]) });
    expect(summary.pruned).toEqual(['public/assets/team/gone.png']);
    for (const kept of ['public/assets/lab/Lab Logo.png', 'public/assets/lab/Jørn.png', 'public/assets/icons/icon-512.png', 'public/assets/lab/badge.png', 'public/assets/lab/emblem.svg'])
      expect(existsSync(join(repo, kept)), kept).toBe(true);
    // Listed before anything was removed.
    expect(listed).toEqual([['public/assets/team/gone.png']]);
    expect(existsSync(join(repo, 'public/assets/team/gone.png'))).toBe(false);
  });

  it('never removes a file git does not track without the maintainer saying so', async () => {
    file('public/assets/team/tracked.png');
    spawnSync('git', ['init', '-q'], { cwd: repo });
    spawnSync('git', ['add', '-A'], { cwd: repo });
    file('public/assets/team/new-photo.png');
    const zip = await exportZip();

    const summary = await applyExport(zip, repo, LIMITS, { prune: true });
    expect(summary.pruned).toEqual(['public/assets/team/tracked.png']);
    expect(summary.untracked).toEqual(['public/assets/team/new-photo.png']);
    expect(existsSync(join(repo, 'public/assets/team/new-photo.png'))).toBe(true);
    expect(formatSummary(summary, 'repo')).toContain('  untracked  public/assets/team/new-photo.png');
    expect(formatSummary(summary, 'repo')).toContain('--prune --prune-untracked');

    const confirmed = await applyExport(zip, repo, LIMITS, { prune: true, pruneUntracked: true });
    expect(confirmed.pruned).toEqual(['public/assets/team/new-photo.png']);
    expect(existsSync(join(repo, 'public/assets/team/new-photo.png'))).toBe(false);
  });

  it('outside a git checkout nothing is tracked, so nothing is removed unconfirmed', async () => {
    file('public/assets/team/gone.png');
    const summary = await applyExport(await exportZip(), repo, LIMITS, { prune: true });
    expect(summary.pruned).toEqual([]);
    expect(summary.untracked).toEqual(['public/assets/team/gone.png']);
    expect(existsSync(join(repo, 'public/assets/team/gone.png'))).toBe(true);
  });
});
