/**
 * Hostile content, part one: ids and site paths that try to leave their folder
 * (docs/decisions/066). Each case goes in the way it would come: a ZIP built by the studio's
 * own exporter through apply-export, a content file through check:content, content through the
 * build's own path and image functions, a draft through the studio's form rules. Nothing may be
 * read or written outside the site's folder, and each refusal names the item.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApplyError, applyExport } from '../../scripts/apply-export';
import { folderOf, fileOf, OutsideFolderError } from '../../scripts/build-paths.mjs';
import { runCheck } from '../../scripts/check-content';
import { writeLogo, writeShareImages } from '../../scripts/raster-images.mjs';
import { copyContentAssets } from '../../scripts/vite-content';
import { contentRuleProblems, ruleProblemLine } from '../../shared/content/model/content-rules';
import { ENTITY_KINDS } from '../../shared/content/model/model';
import { normalizeContent } from '../../shared/content/model/normalize';
import { validateLabProfile } from '../../shared/content/model/profile-rules';
import { ID_MESSAGE, isContainedPath, isReadableId } from '../../shared/content/model/safe-paths';
import { validators } from '../../shared/content/model/validation';
import { generateProfileSource, PROFILE_PATH } from '../../shared/export/profile-source';
import { generateSettingsSource, generateSource, SETTINGS_PATH, sourcePath } from '../../shared/export/source';
import { buildExportZip } from '../../shared/export/zip';
import { seedContent } from '../fixtures/content/seed';
import { mapAssets } from './export-fixtures';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'hostile-paths-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Every file below a folder, relative to it. */
function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#036"/></svg>';

describe('the grammar of ids and site paths', () => {
  it('keeps readable ids and refuses ids that name a folder elsewhere', () => {
    for (const id of ['jane-doe', 'pub-060', 'project-1732212345678', '2024-attention-in-mice']) expect(isReadableId(id)).toBe(true);
    for (const id of ['..', '.', '../../x', 'a/b', 'a\\b', '%2e%2e', 'Jane Doe', 'a--b', '-a', 'a-', '', 'x'.repeat(65)]) expect(isReadableId(id)).toBe(false);
  });

  it('refuses site paths with "..", an encoded separator or a backslash, and keeps ordinary ones', () => {
    for (const path of ['/assets/team/jane.svg', '/assets/lab/Lab%20Logo.png', 'asset:team/jane.png', 'https://example.org/a/../b.png', '', '/assets/x.svg?v=2'])
      expect(isContainedPath(path)).toBe(true);
    for (const path of ['/../x.svg', '/assets/../../secret.png', '/assets/%2e%2e/%2e%2e/x.svg', '/assets/..%2f..%2fx.svg', '/assets/a%5cb.svg', '/assets\\..\\x.svg', 'asset:../x.png', '/assets/./x.svg', '/assets/%E0.svg'])
      expect(isContainedPath(path)).toBe(false);
  });
});

describe('the build writes and reads only inside its folder', () => {
  it('refuses route folders made from ids such as "..", "../../x" and encoded separators', () => {
    const site = join(work, 'site');
    mkdirSync(site);
    expect(folderOf(site, '/news/news-1')).toBe(join(site, 'news/news-1'));
    expect(folderOf(site, '/team', '/nb')).toBe(join(site, 'nb/team'));
    for (const path of ['/news/..', '/team/../../x', '/team/..%2F..%2Fx', '/news/%2e%2e', '/news/a%5c..%5cb', '/news/..\\x'])
      expect(() => folderOf(site, path), path).toThrow(OutsideFolderError);
    expect(fileOf(site, '/assets/lab/Lab%20Logo.png')).toBe(join(site, 'assets/lab/Lab Logo.png'));
    expect(() => fileOf(site, '/../x.svg')).toThrow(OutsideFolderError);
  });

  it('refuses a folder of the site that is a link to somewhere else', () => {
    const site = join(work, 'site');
    const elsewhere = join(work, 'elsewhere');
    mkdirSync(site);
    mkdirSync(elsewhere);
    symlinkSync(elsewhere, join(site, 'news'));
    expect(() => folderOf(site, '/news/news-1')).toThrow(OutsideFolderError);
  });

  it('never reads an SVG outside the site nor writes its PNG beside it (image path /../x.svg)', async () => {
    const site = join(work, 'site');
    mkdirSync(join(site, 'assets/team'), { recursive: true });
    writeFileSync(join(work, 'victim.svg'), SVG);
    writeFileSync(join(site, 'assets/team/ok.svg'), SVG);
    const problems = await writeShareImages(
      site,
      new Map([
        ['/../victim.svg', '/../victim.png'],
        ['/assets/team/ok.svg', '/assets/share/team/ok.png'],
      ]),
      { width: 120, height: 63 },
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\/\.\.\/victim\.svg: .*leads outside/);
    expect(filesBelow(work).filter((file) => !file.startsWith('site/'))).toEqual(['victim.svg']);
    expect(existsSync(join(site, 'assets/share/team/ok.png'))).toBe(true);
  });

  it('never publishes a logo from outside the site (logo /../secret.png)', async () => {
    const site = join(work, 'site');
    mkdirSync(site);
    writeFileSync(join(site, 'favicon.svg'), SVG);
    writeFileSync(join(work, 'secret.png'), readFileSync(new URL('../../public/favicon.svg', import.meta.url)));
    await expect(writeLogo(site, '/../secret.png', '/assets/lab-logo.png', 64)).rejects.toThrow(OutsideFolderError);
    await expect(writeLogo(site, '/favicon.svg', '/../../lab-logo.png', 64)).rejects.toThrow(OutsideFolderError);
    expect(filesBelow(site)).toEqual(['favicon.svg']);
  });

  it("copies a content set's assets but stops at a link to a file outside them", () => {
    const assets = join(work, 'content/assets');
    mkdirSync(join(assets, 'team'), { recursive: true });
    writeFileSync(join(assets, 'team/jane.svg'), SVG);
    copyContentAssets(assets, join(work, 'out/assets'));
    expect(filesBelow(join(work, 'out'))).toEqual(['assets/team/jane.svg']);

    writeFileSync(join(work, 'secret.txt'), 'secret');
    symlinkSync(join(work, 'secret.txt'), join(assets, 'team/leak.svg'));
    expect(() => copyContentAssets(assets, join(work, 'out2/assets'))).toThrow(/leak\.svg is a link to a file outside/);
    expect(filesBelow(join(work, 'out2')).some((file) => file.includes('leak'))).toBe(false);
  });
});

/** The fixture content with hostile ids and paths, as an editor's hand or a crafted file would give. */
function hostileContent() {
  const content = normalizeContent(seedContent());
  content.newsItems[0] = { ...content.newsItems[0]!, id: '..' };
  content.teamMembers[0] = { ...content.teamMembers[0]!, id: '../../x' };
  content.teamMembers[1] = { ...content.teamMembers[1]!, imageUrl: '/../x.svg' };
  content.labProfile = { ...content.labProfile, logo: '/../secret.png', logoAlt: 'Logo' };
  return content;
}

describe('every way in refuses them with the same words, naming the item', () => {
  it('the content rules (the build runs them before prerendering)', () => {
    const content = hostileContent();
    const lines = contentRuleProblems(content).map(ruleProblemLine);
    expect(lines).toEqual([
      `Team member "${content.teamMembers[0]!.name}" (../../x): ${ID_MESSAGE}`,
      `Team member "${content.teamMembers[1]!.name}" (${content.teamMembers[1]!.id}): Photo: this site path leaves its folder; a path may not contain ".." or "." parts, a backslash or an encoded slash`,
      `News item "${content.newsItems[0]!.title}" (..): ${ID_MESSAGE}`,
      'Lab profile: Logo: this site path leaves its folder; a path may not contain ".." or "." parts, a backslash or an encoded slash',
    ]);
    // The example content breaks none of them.
    expect(contentRuleProblems(normalizeContent(seedContent()))).toEqual([]);
  });

  it("the studio's forms and profile screen", () => {
    const content = hostileContent();
    expect((validators.newsItems as (item: object) => string | null)(content.newsItems[0]!)).toBe(ID_MESSAGE);
    expect((validators.teamMembers as (item: object) => string | null)(content.teamMembers[1]!)).toMatch(/^Photo: this site path leaves its folder/);
    // A new draft has no id yet: it gets a readable one on save.
    expect((validators.newsItems as (item: object) => string | null)({ ...content.newsItems[1]!, id: '' })).toBeNull();
    expect(validateLabProfile(content.labProfile)).toMatch(/^Logo: this site path leaves its folder/);
  });

  it('check:content reports each one as an error', () => {
    const file = join(work, 'hostile.json');
    writeFileSync(file, JSON.stringify(hostileContent()));
    const { output, code } = runCheck(['--content', file], { BUILD_DATE: '2026-11-20' });
    expect(code).toBe(1);
    expect(output).toContain('Content the studio would not save (4)');
    expect(output).toContain(`(../../x): ${ID_MESSAGE}`);
    expect(output).toContain(`(..): ${ID_MESSAGE}`);
    expect(output).toContain('Lab profile: Logo: this site path leaves its folder');
  });

  it("apply-export refuses a ZIP made by the studio's own exporter, and changes nothing", async () => {
    const repo = join(work, 'repo');
    mkdirSync(join(repo, 'shared/content/seed'), { recursive: true });
    writeFileSync(join(repo, 'package.json'), '{}');
    for (const kind of ENTITY_KINDS) writeFileSync(join(repo, sourcePath(kind)), generateSource(kind, seedContent()[kind]));
    writeFileSync(join(repo, SETTINGS_PATH), generateSettingsSource(seedContent()));
    writeFileSync(join(repo, PROFILE_PATH), generateProfileSource(seedContent().labProfile));
    const before = filesBelow(repo).map((file) => [file, statSync(join(repo, file)).mtimeMs, readFileSync(join(repo, file), 'utf8')]);

    const zip = join(work, 'export.zip');
    writeFileSync(zip, (await buildExportZip(hostileContent(), mapAssets({}))).bytes);
    const error = await applyExport(zip, repo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplyError);
    const problems = (error as ApplyError).problems.join('\n');
    expect(problems).toContain(`(../../x): ${ID_MESSAGE}`);
    expect(problems).toContain(`(..): ${ID_MESSAGE}`);
    expect(problems).toContain('Lab profile: Logo: this site path leaves its folder');
    expect(filesBelow(repo).map((file) => [file, statSync(join(repo, file)).mtimeMs, readFileSync(join(repo, file), 'utf8')])).toEqual(before);
  });
});
