import { PROFILE_PATH } from '../../shared/export/profile-source';
import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { ENTITY_KINDS } from '../../shared/content/model/model';
import { seedContent } from '../fixtures/content/seed';
import { decodeDataUrl } from '../../shared/export/bytes';
import { isSafeAssetPath, suggestedFileName } from '../../shared/export/files';
import { generateSettingsSource, generateSource, SETTINGS_PATH, sourcePath } from '../../shared/export/source';
import { buildExportZip, buildImagesZip, EXPORT_README_PATH, guessImageRepoPath, panelImages, planExport, type ImageZipProgress } from '../../shared/export/zip';
import { checkExportZip } from '../../shared/export/verify';
import { dataUrl, JPEG, mapAssets, PDF, PNG } from './export-fixtures';

const DATE = new Date('2026-01-02T03:04:05Z');

function editedContent() {
  const content = seedContent();
  const [first, second, ...rest] = content.teamMembers;
  content.teamMembers = [
    { ...first!, id: 'member-1', name: 'Ada Lovelace', imageUrl: 'asset:team/member-1-ada-lovelace.jpg', cvUrl: 'asset:team/cv/member-1-ada-lovelace.pdf' },
    { ...second!, id: 'member-2', name: 'Émile Zola', imageUrl: dataUrl('image/png', PNG) },
    ...rest,
  ];
  content.projects = [{ ...content.projects[0]!, image: dataUrl('image/jpeg', JPEG) }, ...content.projects.slice(1)];
  return content;
}

const assets = () =>
  mapAssets({
    'team/member-1-ada-lovelace.jpg': { bytes: JPEG, type: 'image/jpeg' },
    'team/cv/member-1-ada-lovelace.pdf': { bytes: PDF, type: 'application/pdf' },
  });

describe('export ZIP', () => {
  it('holds exactly the eight seed files and the settings file for unchanged seed content, byte for byte, and a guide', async () => {
    const seed = seedContent();
    const { bytes, entries } = await buildExportZip(seed, assets(), { date: DATE });
    expect(entries).toEqual([...ENTITY_KINDS.map(sourcePath), SETTINGS_PATH, PROFILE_PATH, EXPORT_README_PATH].sort());
    const zip = await JSZip.loadAsync(bytes);
    for (const kind of ENTITY_KINDS) {
      expect(await zip.file(sourcePath(kind))!.async('string')).toBe(generateSource(kind, seed[kind]));
    }
    expect(await zip.file(SETTINGS_PATH)!.async('string')).toBe(readFileSync(new URL(`../fixtures/content/${SETTINGS_PATH.replace('shared/content/', '')}`, import.meta.url), 'utf8'));
    expect(await zip.file(SETTINGS_PATH)!.async('string')).toBe(generateSettingsSource(seed));
    const guide = await zip.file(EXPORT_README_PATH)!.async('string');
    expect(guide).toContain('npm run apply-export -- path/to/this.zip');
  });

  it('is laid out like the repository and carries uploads and embedded images as files', async () => {
    const { bytes, entries, plan } = await buildExportZip(editedContent(), assets(), { date: DATE });
    expect(plan.notes).toEqual([]);
    expect(entries).toEqual(
      [
        ...ENTITY_KINDS.map(sourcePath),
        SETTINGS_PATH,
        PROFILE_PATH,
        EXPORT_README_PATH,
        'public/assets/team/member-1-ada-lovelace.jpg',
        'public/assets/team/cv/member-1-ada-lovelace.pdf',
        'public/assets/team/member-2-emile-zola.png',
        `public/assets/projects/${suggestedFileName({ id: plan.lists.projects[0]!.id, label: plan.lists.projects[0]!.title }, 'jpg')}`,
      ].sort(),
    );
    const zip = await JSZip.loadAsync(bytes);
    expect(await zip.file('public/assets/team/member-2-emile-zola.png')!.async('uint8array')).toEqual(PNG);
    expect(await zip.file('public/assets/team/cv/member-1-ada-lovelace.pdf')!.async('uint8array')).toEqual(PDF);
    const team = await zip.file(sourcePath('teamMembers'))!.async('string');
    expect(team).toContain('"imageUrl": "/assets/team/member-1-ada-lovelace.jpg"');
    expect(team).toContain('"cvUrl": "/assets/team/cv/member-1-ada-lovelace.pdf"');
    expect(team).toContain('"imageUrl": "/assets/team/member-2-emile-zola.png"');
    expect(team).not.toContain('asset:');
    expect(await zip.file(sourcePath('projects'))!.async('string')).not.toContain('data:image');
  });

  it('rewrites references in the data and leaves site paths and external URLs alone', async () => {
    const content = editedContent();
    content.software = [{ ...content.software[0]!, imageUrl: 'https://images.example/logo.png' }, ...content.software.slice(1)];
    const plan = await planExport(content, assets());
    expect(plan.lists.teamMembers[0]!.imageUrl).toBe('/assets/team/member-1-ada-lovelace.jpg');
    expect(plan.lists.projects[0]!.image).toMatch(/^\/assets\/projects\/project-.*\.jpg$/);
    expect(plan.lists.software[0]!.imageUrl).toBe('https://images.example/logo.png');
    expect(plan.lists.teamMembers[2]!.imageUrl).toBe(content.teamMembers[2]!.imageUrl);
    // The content itself is not modified.
    expect(content.teamMembers[0]!.imageUrl).toBe('asset:team/member-1-ada-lovelace.jpg');
  });

  it("carries the lab's uploaded logo and share image as files under public/assets/profile/ and points the profile at them", async () => {
    const content = editedContent();
    const profile = { ...content.labProfile, logo: 'asset:profile/logo-mark-abc.png', shareImage: dataUrl('image/png', PNG) };
    const plan = await planExport({ ...content, labProfile: profile }, mapAssets({ 'profile/logo-mark-abc.png': { bytes: PNG, type: 'image/png' } }));
    expect(plan.profile.logo).toBe('/assets/profile/logo-mark-abc.png');
    expect(plan.profile.shareImage).toBe('/assets/profile/share-image.png');
    expect(plan.files.map((f) => f.path)).toEqual(expect.arrayContaining(['public/assets/profile/logo-mark-abc.png', 'public/assets/profile/share-image.png']));
    // apply-export accepts the folder.
    const zip = await buildExportZip({ ...content, labProfile: profile }, mapAssets({ 'profile/logo-mark-abc.png': { bytes: PNG, type: 'image/png' } }));
    const checked = await checkExportZip(zip.bytes);
    expect(checked.ok).toBe(true);
  });

  it('names an upload whose stored path is not a plain repository path after its item', async () => {
    const content = editedContent();
    content.teamMembers[0] = { ...content.teamMembers[0]!, imageUrl: 'asset:team/-portrait.png', cvUrl: undefined };
    const plan = await planExport(content, mapAssets({ 'team/-portrait.png': { bytes: PNG, type: 'image/png' } }));
    expect(plan.lists.teamMembers[0]!.imageUrl).toBe('/assets/team/member-1-ada-lovelace.png');
    expect(plan.files.map((f) => f.path)).toContain('public/assets/team/member-1-ada-lovelace.png');
  });

  it('takes the file type from the bytes, not from a wrong label', async () => {
    const content = editedContent();
    content.teamMembers[1] = { ...content.teamMembers[1]!, imageUrl: dataUrl('image/jpeg', PNG) };
    const plan = await planExport(content, assets());
    expect(plan.lists.teamMembers[1]!.imageUrl).toBe('/assets/team/member-2-emile-zola.png');
  });

  it('writes a file used by two items once', async () => {
    const content = editedContent();
    content.teamMembers[2] = { ...content.teamMembers[2]!, imageUrl: content.teamMembers[1]!.imageUrl };
    const plan = await planExport(content, assets());
    expect(plan.files.filter((f) => f.path.includes('emile'))).toHaveLength(1);
    expect(plan.lists.teamMembers[2]!.imageUrl).toBe('/assets/team/member-2-emile-zola.png');
  });

  it('notes uploads missing from this browser and undecodable embedded files', async () => {
    const content = editedContent();
    content.teamMembers[2] = { ...content.teamMembers[2]!, imageUrl: 'data:image/png;base64,%%%' };
    const plan = await planExport(content, mapAssets({}));
    expect(plan.notes).toHaveLength(3);
    expect(plan.notes[0]).toContain('Ada Lovelace (imageUrl): the uploaded file "team/member-1-ada-lovelace.jpg" is missing from this browser');
    expect(plan.notes.join('\n')).toContain('cannot be decoded');
  });

  it('produces the same bytes for the same content and date', async () => {
    const a = await buildExportZip(editedContent(), assets(), { date: DATE });
    const b = await buildExportZip(editedContent(), assets(), { date: DATE });
    expect(a.bytes).toEqual(b.bytes);
  });
});

describe('images ZIP', () => {
  it('collects team, project and software images from uploads, embedded data, site paths and the web', async () => {
    const content = editedContent();
    content.software = [{ ...content.software[0]!, imageUrl: 'https://images.example/logo.png' }, ...content.software.slice(1)];
    content.software[1] = { ...content.software[1]!, imageUrl: 'https://offline.example/x.png' };
    const fetched: string[] = [];
    const progress: ImageZipProgress[] = [];
    const result = await buildImagesZip(
      content,
      assets(),
      async (url) => {
        fetched.push(url);
        if (url.includes('offline')) throw new Error('Failed to fetch');
        return { bytes: url.endsWith('.svg') ? new TextEncoder().encode('<svg/>') : PNG, type: url.endsWith('.svg') ? 'image/svg+xml' : 'image/png' };
      },
      { date: DATE, onProgress: (p) => progress.push(p) },
    );
    const images = panelImages(content);
    expect(images.every((i) => ['team', 'projects', 'software'].includes(i.folder))).toBe(true);
    expect(result.entries).toContain('public/assets/team/member-1-ada-lovelace.jpg');
    expect(result.entries).toContain('public/assets/team/member-2-emile-zola.png');
    expect(result.entries.some((e) => e.startsWith('public/assets/projects/'))).toBe(true);
    expect(result.entries).toContain(`public/assets/software/${suggestedFileName({ id: content.software[0]!.id, label: content.software[0]!.name }, 'png')}`);
    expect(result.entries).toContain('images-skipped.txt');
    expect(result.entries.some((e) => e.includes('cv/'))).toBe(false);
    expect(result.skipped).toEqual([{ label: content.software[1]!.name, url: 'https://offline.example/x.png', reason: 'Failed to fetch' }]);
    // Seed images are same-site paths: fetched and kept under their own names.
    const sitePaths = images.filter((i) => i.source === 'site').map((i) => i.url);
    expect(sitePaths.length).toBeGreaterThan(0);
    for (const url of sitePaths) expect(result.entries).toContain(`public${url}`);
    expect(progress[0]).toMatchObject({ done: 0, phase: 'collect' });
    expect(progress.at(-1)).toEqual({ done: images.length, total: images.length, phase: 'zip' });
    const zip = await JSZip.loadAsync(result.bytes);
    expect(await zip.file('images-skipped.txt')!.async('string')).toContain('https://offline.example/x.png (Failed to fetch)');
  });

  it('guesses download names before reading the bytes', () => {
    const [ada, emile] = panelImages(editedContent());
    expect(guessImageRepoPath(ada!)).toBe('public/assets/team/member-1-ada-lovelace.jpg');
    expect(guessImageRepoPath(emile!)).toBe('public/assets/team/member-2-emile-zola.png');
  });
});

describe('paths and data URLs', () => {
  it('accepts only plain names in the asset folders', () => {
    expect(isSafeAssetPath('team/member-1-ada.jpg')).toBe(true);
    expect(isSafeAssetPath('team/cv/member-1-ada.pdf')).toBe(true);
    for (const bad of ['../team/x.jpg', 'team/../x.jpg', '/team/x.jpg', 'team/x.svg', 'team/x', 'other/x.jpg', 'team/.hidden.jpg', 'team/a b.jpg', 'team\\x.jpg']) {
      expect(isSafeAssetPath(bad), bad).toBe(false);
    }
  });

  it('decodes base64 and percent-encoded data URLs', () => {
    expect(decodeDataUrl(dataUrl('image/png', PNG))).toEqual({ type: 'image/png', bytes: PNG });
    expect(decodeDataUrl('data:image/svg+xml,%3Csvg%2F%3E')).toEqual({ type: 'image/svg+xml', bytes: new TextEncoder().encode('<svg/>') });
    expect(decodeDataUrl('https://example.org/x.png')).toBeNull();
  });
});

describe('export ZIP with a stored file whose bytes do not match its type', () => {
  it('skips HTML labelled as a PNG with a note, exports the field empty, and the ZIP still applies', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const content = editedContent();
    content.teamMembers[1] = { ...content.teamMembers[1]!, imageUrl: dataUrl('image/png', html) };
    content.teamMembers[0] = { ...content.teamMembers[0]!, cvUrl: 'asset:team/cv/fake.pdf' };
    const reader = mapAssets({
      'team/member-1-ada-lovelace.jpg': { bytes: JPEG, type: 'image/jpeg' },
      'team/cv/fake.pdf': { bytes: PNG, type: 'application/pdf' },
    });
    const zip = await buildExportZip(content, reader, { date: DATE });
    expect([...zip.plan.notes].sort()).toEqual([
      expect.stringContaining('Ada Lovelace (cvUrl): skipped, the stored file says it is application/pdf but its bytes are image/png'),
      expect.stringContaining('Émile Zola (imageUrl): skipped, the stored file says it is image/png but its bytes are not an image or PDF'),
    ]);
    expect(zip.entries.some((path) => path.includes('emile') || path.includes('fake'))).toBe(false);
    expect(zip.plan.lists.teamMembers[1]!.imageUrl).toBe('');
    expect(zip.plan.lists.teamMembers[0]!.cvUrl).toBe('');
    const { checkExportZip } = await import('../../shared/export/verify');
    const checked = await checkExportZip(zip.bytes);
    expect(checked.ok ? 'ok' : checked.errors).toBe('ok');
  });
});
