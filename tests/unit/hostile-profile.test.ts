/**
 * Hostile content, part seven: one validation for every way in (docs/decisions/066). A lab
 * profile the studio would refuse (a javascript: institution address, a social link that is no
 * web address, a brand colour outside the grammar, a favicon on another host) is refused with
 * the studio's own words by apply-export (a ZIP made by the studio's exporter), check:content
 * and the build (its content rules and its index.html step), and never reaches a page.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApplyError, applyExport } from '../../scripts/apply-export';
import { runCheck } from '../../scripts/check-content';
import { contentSource } from '../../scripts/vite-content';
import { contentRuleProblems, ruleProblemLine } from '../../shared/content/model/content-rules';
import type { LabProfile } from '../../shared/content/model/lab-profile';
import { ENTITY_KINDS } from '../../shared/content/model/model';
import { normalizeContent } from '../../shared/content/model/normalize';
import { PROFILE_MESSAGES, validateLabProfile } from '../../shared/content/model/profile-rules';
import { generateProfileSource, PROFILE_PATH } from '../../shared/export/profile-source';
import { generateSettingsSource, generateSource, SETTINGS_PATH, sourcePath } from '../../shared/export/source';
import { buildExportZip } from '../../shared/export/zip';
import { seedContent } from '../fixtures/content/seed';
import { mapAssets } from './export-fixtures';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'hostile-profile-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const base = () => normalizeContent(seedContent()).labProfile;
// A script address as a hostile profile would hold it (built, so no literal script URL is in the code).
const SCRIPT = ['javascript', 'alert(1)'].join(':');
const CASES: [string, (profile: LabProfile) => LabProfile, string][] = [
  ['script address as institution URL', (p) => ({ ...p, institutionUrl: SCRIPT }), PROFILE_MESSAGES.url('Institution URL')],
  ['favicon on another host', (p) => ({ ...p, favicon: '//evil.example/favicon.ico' }), PROFILE_MESSAGES.image('Favicon')],
  ['brand colour outside the grammar', (p) => ({ ...p, brandColor: 'red;background:url(//evil.example/x)' }), 'Brand colour: '],
  ['social link that is no web address', (p) => ({ ...p, links: { ...p.links, linkedin: SCRIPT } }), PROFILE_MESSAGES.url('LinkedIn')],
];

describe('a profile the studio refuses is refused everywhere, in the same words', () => {
  it.each(CASES)('%s', async (_name, change, message) => {
    const profile = change(base());
    const studio = validateLabProfile(profile);
    expect(studio).not.toBeNull();
    expect(studio!.startsWith(message)).toBe(true);

    // The build's content rules.
    const content = { ...normalizeContent(seedContent()), labProfile: profile };
    expect(contentRuleProblems(content).map(ruleProblemLine)).toEqual([`Lab profile: ${studio}`]);

    // check:content.
    const file = join(work, 'content.json');
    writeFileSync(file, JSON.stringify(content));
    const checked = runCheck(['--content', file], { BUILD_DATE: '2026-11-20' });
    expect(checked.code).toBe(1);
    expect(checked.output).toContain(`Lab profile: ${studio}`);

    // apply-export, with a ZIP from the studio's own exporter: nothing changes.
    const repo = join(work, 'repo');
    mkdirSync(join(repo, 'shared/content/seed'), { recursive: true });
    writeFileSync(join(repo, 'package.json'), '{}');
    for (const kind of ENTITY_KINDS) writeFileSync(join(repo, sourcePath(kind)), generateSource(kind, seedContent()[kind]));
    writeFileSync(join(repo, SETTINGS_PATH), generateSettingsSource(seedContent()));
    writeFileSync(join(repo, PROFILE_PATH), generateProfileSource(seedContent().labProfile));
    const before = readFileSync(join(repo, PROFILE_PATH), 'utf8');
    const zip = join(work, 'export.zip');
    writeFileSync(zip, (await buildExportZip(content, mapAssets({}))).bytes);
    const error = await applyExport(zip, repo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplyError);
    expect((error as ApplyError).problems).toEqual([`Lab profile: ${studio}`]);
    expect(readFileSync(join(repo, PROFILE_PATH), 'utf8')).toBe(before);

    // The build's index.html step (favicon, title) stops on the content set's profile file.
    const contentDir = join(work, 'content');
    mkdirSync(join(contentDir, 'seed'), { recursive: true });
    writeFileSync(join(contentDir, 'seed/labProfile.ts'), generateProfileSource(profile));
    const plugin = contentSource(contentDir) as unknown as { transformIndexHtml: (html: string) => string };
    expect(() => plugin.transformIndexHtml('<link rel="icon" href="%LAB_FAVICON%">')).toThrow(`Lab profile: ${studio}`);
  });
});
