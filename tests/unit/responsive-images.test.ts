/**
 * Responsive pictures (docs/decisions/075): which widths each picture gets, which pictures of
 * the content get variants, the build's variant files and their cache (a rebuild with unchanged
 * pictures does no image work), the limits on hostile pictures, and the prerendered page and
 * its data agreeing on the variants.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeVariants, RASTER_LIMITS } from '../../scripts/responsive-images.mjs';
import { emptyContent } from '../../shared/content/model/empty-content';
import { isVariantSource, PLACE_WIDTHS, planWidths, variantSources, variantsForPage, type ImageVariantMap } from '../../shared/content/media/image-variants';
import { emptyLabProfile } from '../../shared/content/model/lab-profile';
import type { Content } from '../../shared/content/model/model';
import { seedContent } from '../fixtures/content/seed';

const seed = seedContent();
import { renderPage, setImageManifest } from '../../site/entry-server';
import type { SiteLocation } from '../../site/head';

describe('planning the widths of a picture', () => {
  it('makes each wanted width the picture is wide enough for, smallest first, each once', () => {
    expect(planWidths(2000, [640, 400, 1280, 960, 640])).toEqual([400, 640, 960, 1280]);
  });

  it('never enlarges: a picture narrower than a place wants gives its own width instead', () => {
    expect(planWidths(700, [400, 640, 960, 1280])).toEqual([400, 640, 700]);
    expect(planWidths(90, [128, 224, 336])).toEqual([90]);
  });

  it('gives a picture its own width when no place says what it wants', () => {
    expect(planWidths(512.7, [])).toEqual([512]);
  });
});

describe('the pictures that get variants', () => {
  const content = (): Content => {
    const base = emptyContent(emptyLabProfile('Smith Lab', 'Example University'));
    return {
      ...base,
      labProfile: { ...base.labProfile, logo: '/assets/profile/logo.png' },
      teamImage: '/assets/team/team-image.jpg',
      teamMembers: [{ ...seed.teamMembers[0]!, imageUrl: '/assets/team/ada.jpg' }],
      projects: [
        { ...seed.projects[0]!, image: '/assets/projects/zoo.webp' },
        { ...seed.projects[1]!, image: '/assets/projects/drawing.svg' },
      ],
      newsItems: [{ ...seed.newsItems[0]!, imageUrl: 'https://elsewhere.example/photo.jpg' }],
      software: [{ ...seed.software[0]!, imageUrl: '/assets/software/anim.gif' }],
      collaborators: [{ ...seed.collaborators[0]!, logo: '/assets/collaborators/uni.PNG' }],
    };
  };

  it('lists the raster pictures of the site with the widths of the places they are shown in', () => {
    const sources = variantSources(content());
    expect([...sources.keys()].sort()).toEqual([
      '/assets/collaborators/uni.PNG',
      '/assets/profile/logo.png',
      '/assets/projects/zoo.webp',
      '/assets/team/ada.jpg',
      '/assets/team/team-image.jpg',
    ]);
    expect(sources.get('/assets/team/ada.jpg')).toEqual(PLACE_WIDTHS.avatar);
    expect(sources.get('/assets/projects/zoo.webp')).toEqual(PLACE_WIDTHS.picture);
    expect(sources.get('/assets/collaborators/uni.PNG')).toEqual(PLACE_WIDTHS.logo);
  });

  it('leaves SVG, GIF, other hosts, queries and paths that climb out as they are', () => {
    for (const value of ['/a/b.svg', '/a/b.gif', 'https://x.example/b.jpg', '//x.example/b.jpg', '/a/b.jpg?x=1', '/a/../b.jpg', 'asset:projects/b.webp', 'data:image/png;base64,AAAA', ' /a/b.jpg'])
      expect(isVariantSource(value), value).toBe(false);
    expect(isVariantSource('/assets/projects/b.JPEG')).toBe(true);
  });

  it("gives a page's data the entries of the pictures its content names, and only those", () => {
    const entry = { width: 800, height: 600, widths: [400, 640, 800], stem: '/assets/variants/abc' };
    const all: ImageVariantMap = { '/assets/projects/zoo.webp': entry, '/assets/team/ada.jpg': { ...entry, stem: '/assets/variants/def' } };
    expect(variantsForPage(all, { projects: [{ image: '/assets/projects/zoo.webp', title: '/assets/team/ada.jpg x' }] })).toEqual({ '/assets/projects/zoo.webp': entry });
    expect(variantsForPage(all, { projects: [] })).toEqual({});
  });
});

// AVIF encoding takes its time on a busy machine.
describe('the build makes variants and keeps them between builds', { timeout: 120_000 }, () => {
  let dir: string;
  let siteDir: string;
  let cacheDir: string;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'responsive-images-'));
    siteDir = join(dir, 'site');
    cacheDir = join(dir, 'cache');
    mkdirSync(join(siteDir, 'assets', 'projects'), { recursive: true });
    const photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();
    writeFileSync(join(siteDir, 'assets', 'projects', 'zoo.jpg'), photo);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const sources = () => new Map([['/assets/projects/zoo.jpg', [400, 640, 960, 1280]]]);

  it('writes AVIF and WebP files at the planned widths, and names their size', async () => {
    const result = await makeVariants({ siteDir, sources: sources(), plan: planWidths, cacheDir });
    expect(result.problems).toEqual([]);
    const entry = result.variants['/assets/projects/zoo.jpg']!;
    expect(entry).toMatchObject({ width: 1000, height: 500, widths: [400, 640, 960, 1000] });
    expect(result.made).toBe(8);
    for (const width of entry.widths) {
      const avif = readFileSync(join(siteDir, `${entry.stem}-${width}.avif`));
      const webp = readFileSync(join(siteDir, `${entry.stem}-${width}.webp`));
      expect(avif.subarray(4, 12).toString('latin1')).toBe('ftypavif');
      expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect((await sharp(webp).metadata()).width).toBe(width);
    }
  });

  it('does no image work on a rebuild with unchanged pictures, and makes new files when a picture changes', async () => {
    const first = await makeVariants({ siteDir, sources: sources(), plan: planWidths, cacheDir });
    expect(first).toMatchObject({ made: 8, reused: 0, measured: 1 });
    rmSync(join(siteDir, 'assets', 'variants'), { recursive: true });
    const second = await makeVariants({ siteDir, sources: sources(), plan: planWidths, cacheDir });
    expect(second).toMatchObject({ made: 0, reused: 8, measured: 0, pictures: 1 });
    expect(second.variants).toEqual(first.variants);
    expect(readdirSync(join(siteDir, 'assets', 'variants'))).toHaveLength(8);

    writeFileSync(join(siteDir, 'assets', 'projects', 'zoo.jpg'), await sharp({ create: { width: 600, height: 600, channels: 3, background: '#d53a3a' } }).png().toBuffer());
    const changed = await makeVariants({ siteDir, sources: sources(), plan: planWidths, cacheDir });
    expect(changed).toMatchObject({ made: 4, reused: 0, measured: 1 });
    expect(changed.variants['/assets/projects/zoo.jpg']!.widths).toEqual([400, 600]);
    expect(changed.variants['/assets/projects/zoo.jpg']!.stem).not.toBe(first.variants['/assets/projects/zoo.jpg']!.stem);
  });

  it('refuses, with the reason, a picture over the pixel, size or shape limits, and one outside the site', async () => {
    writeFileSync(join(siteDir, 'assets', 'projects', 'strip.png'), await sharp({ create: { width: 2100, height: 100, channels: 3, background: '#000' } }).png().toBuffer());
    writeFileSync(join(siteDir, 'assets', 'projects', 'broken.jpg'), Buffer.from('not a picture'));
    writeFileSync(join(dir, 'secret.png'), await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer());
    const result = await makeVariants({
      siteDir,
      sources: new Map([
        ['/assets/projects/zoo.jpg', [400]],
        ['/assets/projects/strip.png', [400]],
        ['/assets/projects/broken.jpg', [400]],
        ['/../secret.png', [400]],
        ['/assets/projects/missing.jpg', [400]],
      ]),
      plan: planWidths,
      cacheDir,
      limits: { ...RASTER_LIMITS, pixels: 400_000 },
    });
    expect(Object.keys(result.variants)).toEqual([]);
    expect(result.problems).toEqual([
      '/assets/projects/zoo.jpg: the picture has more than 400000 pixels (1000x500)',
      '/assets/projects/strip.png: the picture is more than 20 times longer than wide',
      expect.stringMatching(/^\/assets\/projects\/broken\.jpg: not a picture sharp can read/),
      expect.stringMatching(/^\/\.\.\/secret\.png: /),
      '/assets/projects/missing.jpg: the file is not in the site',
    ]);
    expect(existsSync(join(siteDir, 'secret.png'))).toBe(false);
  });
});

describe('a prerendered page and its data agree on the variants', () => {
  const site: SiteLocation = { origin: 'https://lab.example.org', basePath: '/' };
  afterEach(() => setImageManifest({}));

  it("serves a project's picture in AVIF and WebP with sizes, width and height, eager on its page and lazy in the list", async () => {
    // The second project: the list's first card is above the fold and eager.
    const project = { ...seed.projects[1]!, image: '/assets/projects/zoo.jpg' };
    const content: Content = { ...seed, projects: [seed.projects[0]!, project, ...seed.projects.slice(2)] };
    const entry = { width: 1000, height: 500, widths: [400, 640, 960, 1000], stem: '/assets/variants/abc123' };
    setImageManifest({ '/assets/projects/zoo.jpg': entry });
    const page = await renderPage(`/projects/${project.id}`, site, content);
    expect(page.data.images).toEqual({ '/assets/projects/zoo.jpg': entry });
    const picture = /<picture class="picture">(.*?)<\/picture>/.exec(page.body)?.[1] ?? '';
    expect(picture).toContain('<source type="image/avif" srcSet="/assets/variants/abc123-400.avif 400w, /assets/variants/abc123-640.avif 640w, /assets/variants/abc123-960.avif 960w, /assets/variants/abc123-1000.avif 1000w"');
    expect(picture).toContain('type="image/webp" srcSet="/assets/variants/abc123-400.webp 400w');
    expect(picture).toMatch(/<img class="detail-hero__image" src="\/assets\/projects\/zoo.jpg"[^>]*fetchpriority="high"[^>]*width="1000" height="500"/);

    const list = await renderPage('/projects', site, content);
    expect(list.data.images).toEqual({ '/assets/projects/zoo.jpg': entry });
    expect(list.body).toMatch(/<picture class="picture"><source type="image\/avif"[^>]*sizes="\(max-width: 720px\) 100vw, 23rem"\/>.*?<img src="\/assets\/projects\/zoo.jpg"[^>]*loading="lazy"/);
  });

  it('renders plain pictures and no images entry without a manifest (the development server)', async () => {
    const project = { ...seed.projects[0]!, image: '/assets/projects/zoo.jpg' };
    const content: Content = { ...seed, projects: [project] };
    const page = await renderPage(`/projects/${project.id}`, site, content);
    expect(page.data.images).toBeUndefined();
    expect(page.body).not.toContain('<picture');
    expect(page.body).toContain('src="/assets/projects/zoo.jpg"');
  });
});
