import { generateProfileSource, PROFILE_PATH } from '../../shared/export/profile-source';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApplyError, applyExport, formatSummary } from '../../scripts/apply-export';
import { ENTITY_KINDS } from '../../shared/content/model/model';
import { seedContent } from '../fixtures/content/seed';
import { generateSettingsSource, generateSource, SETTINGS_PATH, sourcePath } from '../../shared/export/source';
import { checkExportZip, LIMITS, pathProblem } from '../../shared/export/verify';
import { buildExportZip, EXPORT_README_PATH } from '../../shared/export/zip';
import { JPEG, mapAssets, PDF, PNG } from './export-fixtures';

let repo: string;
let work: string;

/** A minimal checkout: package.json, the eight seed files and the settings file. */
function makeRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'apply-repo-'));
  writeFileSync(join(dir, 'package.json'), '{}');
  mkdirSync(join(dir, 'shared/content/seed'), { recursive: true });
  for (const kind of ENTITY_KINDS) writeFileSync(join(dir, sourcePath(kind)), generateSource(kind, seedContent()[kind]));
  writeFileSync(join(dir, SETTINGS_PATH), generateSettingsSource(seedContent()));
  writeFileSync(join(dir, PROFILE_PATH), generateProfileSource(seedContent().labProfile));
  return dir;
}

/** Every file under a folder with its bytes, to prove a bad ZIP changed nothing. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else out[full.slice(dir.length)] = readFileSync(full).toString('base64');
    }
  };
  walk(dir);
  return out;
}

async function writeZip(build: (zip: JSZip) => void, options: JSZip.JSZipGeneratorOptions<'uint8array'> = {}): Promise<string> {
  const zip = new JSZip();
  build(zip);
  const path = join(work, `z-${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(path, await zip.generateAsync({ type: 'uint8array', ...options }));
  return path;
}

async function expectRejected(zipPath: string, message: RegExp) {
  const before = snapshot(repo);
  const error = await applyExport(zipPath, repo).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApplyError);
  expect((error as ApplyError).message).toMatch(/nothing was changed/);
  expect((error as ApplyError).problems.join('\n')).toMatch(message);
  expect(snapshot(repo)).toEqual(before);
}

beforeEach(() => {
  repo = makeRepo();
  work = mkdtempSync(join(tmpdir(), 'apply-work-'));
});
afterEach(() => {
  rmSync(repo, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

const seedFile = (kind: (typeof ENTITY_KINDS)[number]) => generateSource(kind, seedContent()[kind]);

describe('apply-export on a good ZIP', () => {
  it('writes the studio export and reports what changed', async () => {
    const content = seedContent();
    const member = content.teamMembers[0]!;
    content.teamMembers[0] = { ...member, name: 'Ada Lovelace', imageUrl: 'asset:team/member-1-ada-lovelace.jpg' };
    content.collaborators = content.collaborators.slice(1);
    const { bytes } = await buildExportZip(content, mapAssets({ 'team/member-1-ada-lovelace.jpg': { bytes: JPEG, type: 'image/jpeg' } }));
    const zipPath = join(work, 'export.zip');
    writeFileSync(zipPath, bytes);

    const summary = await applyExport(zipPath, repo);
    expect(summary.added).toEqual(['public/assets/team/member-1-ada-lovelace.jpg']);
    expect(summary.changed).toEqual([sourcePath('collaborators'), sourcePath('teamMembers')]);
    // Ten untouched data sets (pages, talks, teaching and events among them), the untouched settings file and the untouched lab profile.
    expect(summary.unchanged).toHaveLength(12);
    expect(summary.unchanged).toContain(SETTINGS_PATH);
    // The guide inside the ZIP is for the maintainer; it never lands in the repository.
    expect(existsSync(join(repo, EXPORT_README_PATH))).toBe(false);
    expect(summary.counts.find((c) => c.kind === 'collaborators')).toEqual({
      kind: 'collaborators',
      before: seedContent().collaborators.length,
      after: seedContent().collaborators.length - 1,
    });
    expect(readFileSync(join(repo, 'public/assets/team/member-1-ada-lovelace.jpg'))).toEqual(Buffer.from(JPEG));
    const team = readFileSync(join(repo, sourcePath('teamMembers')), 'utf8');
    expect(team).toContain('"name": "Ada Lovelace"');
    expect(team).toContain('"imageUrl": "/assets/team/member-1-ada-lovelace.jpg"');
    // Seed images already live in the repo of a real checkout; this bare one lacks them.
    expect(summary.missing.every((p) => p.startsWith('public/assets/'))).toBe(true);
    const text = formatSummary(summary, 'repo');
    expect(text).toContain('added      public/assets/team/member-1-ada-lovelace.jpg');
    expect(text).toContain('changed    shared/content/seed/teamMembers.ts');
    expect(text).toContain('unchanged  12 files');
    expect(text).toMatch(/collaborators\s+\d+ {2}\(was \d+\)/);

    // Applying the same ZIP again changes nothing.
    const again = await applyExport(zipPath, repo);
    expect(again.added).toEqual([]);
    expect(again.changed).toEqual([]);
    expect(formatSummary(again, 'repo')).toContain('Nothing changed');
  });

  it('writes changed settings: featured items, team image and position, topic colours', async () => {
    const content = seedContent();
    content.featuredItems = { projectId: content.projects[2]!.id, newsItemId: content.newsItems[3]!.id, publicationId: content.publications[4]!.id };
    content.teamImage = 'https://images.example/team.jpg';
    content.teamImagePosition = 'top';
    const first = Object.keys(content.topicColorRegistry)[0]!;
    content.topicColorRegistry = { ...content.topicColorRegistry, [first]: { name: first, color: 'hsl(300, 70%, 80%)', hue: 300 } };
    const zipPath = join(work, 'settings.zip');
    writeFileSync(zipPath, (await buildExportZip(content, mapAssets({}))).bytes);

    const summary = await applyExport(zipPath, repo);
    expect(summary.changed).toEqual([SETTINGS_PATH]);
    const text = readFileSync(join(repo, SETTINGS_PATH), 'utf8');
    expect(text).toBe(generateSettingsSource(content));
    expect(text).toContain(`"projectId": "${content.projects[2]!.id}"`);
    expect(text).toContain('"teamImage": "https://images.example/team.jpg"');
    expect(text).toContain('"teamImagePosition": "top"');
    expect(text).toContain('"hue": 300');
  });

  it('carries an embedded team image as a file and refers to it from the settings', async () => {
    const content = seedContent();
    content.teamImage = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`;
    const zipPath = join(work, 'team-image.zip');
    writeFileSync(zipPath, (await buildExportZip(content, mapAssets({}))).bytes);
    const summary = await applyExport(zipPath, repo);
    expect(summary.added).toEqual(['public/assets/team/team-image.png']);
    expect(readFileSync(join(repo, SETTINGS_PATH), 'utf8')).toContain('"teamImage": "/assets/team/team-image.png"');
  });

  it('accepts a partial ZIP with folder entries', async () => {
    const zipPath = await writeZip((zip) => {
      zip.folder('public/assets/team/cv');
      zip.file('public/assets/team/cv/member-1-cv.pdf', PDF);
      zip.file('public/assets/software/software-1.png', PNG);
    });
    const summary = await applyExport(zipPath, repo);
    expect(summary.added).toEqual(['public/assets/software/software-1.png', 'public/assets/team/cv/member-1-cv.pdf']);
    expect(summary.counts).toEqual([]);
  });
});

describe('apply-export refuses a bad ZIP and changes nothing', () => {
  it('path traversal', async () => {
    await expectRejected(
      await writeZip((zip) => {
        zip.file(sourcePath('projects'), seedFile('projects'));
        zip.file('public/assets/team/../../../evil.jpg', JPEG);
      }),
      /leaves its folder/,
    );
    await expectRejected(await writeZip((zip) => zip.file('../outside.ts', 'x')), /leaves its folder/);
  });

  it('absolute paths and files outside the data and asset folders', async () => {
    await expectRejected(await writeZip((zip) => zip.file('/etc/passwd', 'x')), /absolute path/);
    await expectRejected(await writeZip((zip) => zip.file('package.json', '{}')), /is not one of the data files/);
    await expectRejected(await writeZip((zip) => zip.file('shared/content/seed/index.ts', 'x')), /is not one of the data files/);
    await expectRejected(await writeZip((zip) => zip.file('public/assets/team/photo.svg', '<svg/>')), /is not one of the data files/);
    await expectRejected(await writeZip((zip) => zip.file('public/index.html', '<script>')), /is not one of the data files/);
  });

  it('symbolic links', async () => {
    await expectRejected(
      await writeZip((zip) => zip.file('public/assets/team/link.jpg', '/etc/passwd', { unixPermissions: 0o120777 }), { platform: 'UNIX' }),
      /symbolic link/,
    );
  });

  it('a symbolic link in the repository that leads outside it', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'apply-outside-'));
    mkdirSync(join(repo, 'public'), { recursive: true });
    symlinkSync(outside, join(repo, 'public/assets'));
    await expectRejected(await writeZip((zip) => zip.file('public/assets/team/a.jpg', JPEG)), /outside the repository/);
    expect(readdirSync(outside)).toEqual([]);
    rmSync(outside, { recursive: true });
  });

  it('oversized entries and totals', async () => {
    const big = new Uint8Array(LIMITS.assetBytes + 1);
    big.set(JPEG);
    await expectRejected(await writeZip((zip) => zip.file('public/assets/team/big.jpg', big, { compression: 'DEFLATE' })), /larger than/);
    const zipPath = await writeZip((zip) => {
      zip.file('public/assets/team/a.jpg', JPEG);
      zip.file('public/assets/team/b.jpg', JPEG);
    });
    const result = await checkExportZip(new Uint8Array(readFileSync(zipPath)), { ...LIMITS, totalBytes: JPEG.length + 1 });
    expect(result).toMatchObject({ ok: false, errors: [expect.stringMatching(/add up to more than/)] });
  });

  it('an entry that lies about its size is stopped while inflating', async () => {
    const zip = new JSZip();
    const big = new Uint8Array(50_000);
    big.set(JPEG);
    zip.file('public/assets/team/bomb.jpg', big, { compression: 'DEFLATE' });
    const bytes = await zip.generateAsync({ type: 'uint8array' });
    // Claim 10 bytes in both the local header and the central directory.
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < bytes.length - 4; i += 1) {
      const sig = view.getUint32(i, true);
      if (sig === 0x04034b50) view.setUint32(i + 22, 10, true);
      if (sig === 0x02014b50) view.setUint32(i + 24, 10, true);
    }
    const result = await checkExportZip(bytes, { ...LIMITS, assetBytes: 1000 });
    expect(result).toMatchObject({ ok: false, errors: [expect.stringMatching(/bomb\.jpg" is larger than 1000 bytes/)] });
  });

  it('a damaged entry (wrong checksum)', async () => {
    const zip = new JSZip();
    zip.file('public/assets/team/a.jpg', JPEG, { compression: 'STORE' });
    const bytes = await zip.generateAsync({ type: 'uint8array' });
    // Flip the last byte of the stored file data, which sits right before the central directory.
    const view = new DataView(bytes.buffer);
    let central = 0;
    while (view.getUint32(central, true) !== 0x02014b50) central += 1;
    bytes[central - 1] = bytes[central - 1]! ^ 0xff;
    const result = await checkExportZip(bytes);
    expect(result).toMatchObject({ ok: false, errors: [expect.stringMatching(/a\.jpg" is damaged \(checksum mismatch\)/)] });
  });

  it('an invalid or hand-edited settings file', async () => {
    const good = generateSettingsSource(seedContent());
    await expectRejected(await writeZip((zip) => zip.file(SETTINGS_PATH, good.replace('"teamImage": ', '"teamPicture": '))), /settings\.ts.*teamImage/);
    await expectRejected(await writeZip((zip) => zip.file(SETTINGS_PATH, good.replace('  "featuredItems"', '"featuredItems"'))), /settings\.ts.*canonical form/);
    await expectRejected(await writeZip((zip) => zip.file(SETTINGS_PATH, good.replace('= {', '= {]'))), /settings\.ts.*JSON/);
    await expectRejected(await writeZip((zip) => zip.file(SETTINGS_PATH, 'export const other = 1;\n')), /settings\.ts.*missing/);
  });

  it('invalid data files', async () => {
    await expectRejected(
      await writeZip((zip) => zip.file(sourcePath('teamMembers'), seedFile('teamMembers').replace('"name": ', '"nom": '))),
      /teamMembers\.ts.*canonical form/,
    );
    await expectRejected(await writeZip((zip) => zip.file(sourcePath('news' as never), 'x')), /is not one of the data files/);
    await expectRejected(await writeZip((zip) => zip.file(sourcePath('projects'), 'export const projects = 1;')), /projects\.ts/);
    // One bad file among good ones: nothing is written, not even the good ones.
    await expectRejected(
      await writeZip((zip) => {
        zip.file(sourcePath('projects'), seedFile('projects').replace('"title"', '"titel"'));
        zip.file('public/assets/team/new.jpg', JPEG);
      }),
      /projects\.ts/,
    );
  });

  it('files whose bytes do not match their extension', async () => {
    await expectRejected(await writeZip((zip) => zip.file('public/assets/team/a.jpg', '<html><script>alert(1)</script>')), /is not a JPG file/);
    await expectRejected(await writeZip((zip) => zip.file('public/assets/team/cv/a.pdf', PNG)), /is not a PDF file \(it holds image\/png\)/);
  });

  it('something that is not a ZIP, an empty ZIP, or a folder that is not a checkout', async () => {
    const notZip = join(work, 'not.zip');
    writeFileSync(notZip, 'hello');
    await expectRejected(notZip, /not a readable ZIP/);
    await expectRejected(await writeZip(() => {}), /holds no data files/);
    await expectRejected(join(work, 'missing.zip'), /does not exist/);
    const good = await writeZip((zip) => zip.file('public/assets/team/a.jpg', JPEG));
    await expect(applyExport(good, work)).rejects.toThrow(/not a checkout/);
  });
});

describe('path rules', () => {
  it('lists allowed and refused paths', () => {
    expect(pathProblem('shared/content/seed/teamMembers.ts')).toBeNull();
    expect(pathProblem('public/assets/projects/project-1-x.webp')).toBeNull();
    expect(pathProblem('public/assets/team/')).toBeNull();
    expect(pathProblem('shared/')).toBeNull();
    expect(pathProblem('src/')).toMatch(/folder outside/);
    expect(pathProblem('public/assets/team\\a.jpg')).toMatch(/backslash/);
    expect(pathProblem('C:/x.jpg')).toMatch(/absolute/);
    expect(pathProblem('public/assets/team//a.jpg')).toMatch(/empty parts/);
  });
});

describe('the apply-export command', () => {
  const run = (...args: string[]) =>
    spawnSync(join(process.cwd(), 'node_modules/.bin/tsx'), ['scripts/apply-export.ts', ...args], { encoding: 'utf8' });

  it('prints the summary for a good ZIP and fails with the reasons for a bad one', async () => {
    const good = await writeZip((zip) => zip.file('public/assets/projects/project-1-photo.png', PNG));
    const ok = run(good, '--repo', repo);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('added      public/assets/projects/project-1-photo.png');
    expect(ok.stdout).toContain('Review with `git diff`, then commit.');

    const before = snapshot(repo);
    const bad = await writeZip((zip) => zip.file('../../escape.png', PNG));
    const refused = run(bad, '--repo', repo);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('apply-export: The ZIP was not applied; nothing was changed.');
    expect(refused.stderr).toContain('"../../escape.png" leaves its folder');
    expect(snapshot(repo)).toEqual(before);

    const usage = run();
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('usage: npm run apply-export -- path/to/export.zip [--repo DIR]');
  }, 30_000);
});

describe('files no data refers to any more', () => {
  it('are listed after an apply, and removed with the prune option; files data or code still names stay', async () => {
    const seed = seedContent();
    const kept = seed.teamMembers.find((m) => m.imageUrl.startsWith('/assets/team/'))!;
    mkdirSync(join(repo, 'public/assets/team/cv'), { recursive: true });
    mkdirSync(join(repo, 'public/assets/lab'), { recursive: true });
    writeFileSync(join(repo, `public${kept.imageUrl}`), PNG);
    writeFileSync(join(repo, 'public/assets/team/former-member.png'), PNG);
    writeFileSync(join(repo, 'public/assets/team/cv/former-member.pdf'), PDF);
    // Named by the product's own code (a style here): never the content's to remove.
    writeFileSync(join(repo, 'public/assets/lab/banner.png'), PNG);
    mkdirSync(join(repo, 'site/styles'), { recursive: true });
    writeFileSync(join(repo, 'site/styles/hero.css'), '.hero { background: url(/assets/lab/banner.png); }');
    const zipPath = join(work, 'export.zip');
    writeFileSync(zipPath, (await buildExportZip(seed, mapAssets({}))).bytes);
    // Files git tracks: removing them can be undone (untracked ones need --prune-untracked).
    spawnSync('git', ['init', '-q'], { cwd: repo });
    spawnSync('git', ['add', '-A'], { cwd: repo });

    const listed = await applyExport(zipPath, repo);
    expect(listed.unused).toEqual(['public/assets/team/cv/former-member.pdf', 'public/assets/team/former-member.png']);
    expect(listed.pruned).toEqual([]);
    expect(formatSummary(listed, 'repo')).toContain('run again with --prune to remove them');
    expect(existsSync(join(repo, 'public/assets/team/former-member.png'))).toBe(true);

    const pruned = await applyExport(zipPath, repo, LIMITS, { prune: true });
    expect(pruned.pruned).toEqual(listed.unused);
    expect(formatSummary(pruned, 'repo')).toContain('  removed    public/assets/team/former-member.png');
    expect(existsSync(join(repo, 'public/assets/team/former-member.png'))).toBe(false);
    expect(existsSync(join(repo, `public${kept.imageUrl}`))).toBe(true);
    expect(existsSync(join(repo, 'public/assets/lab/banner.png'))).toBe(true);
  });
});
