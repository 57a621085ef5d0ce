import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brandPalette, brandStylesheet, contrastRatio, DEFAULT_BRAND_COLOR } from '../../shared/content/read/brand-color';
import { emptyLabProfile, pageTitle, socialLinks } from '../../shared/content/model/lab-profile';
import { PROFILE_MESSAGES, shareImageSizeNote, validateLabProfile } from '../../shared/content/model/profile-rules';
import { markdownTree, plainText } from '../../shared/content/prose/markdown';
import { isSectionShown, sectionOfPath } from '../../shared/content/read/sections';
import { reviewChanges } from '../../shared/content/review/review';
import { asPublished } from '../../shared/export/publish';
import { generateProfileSource, parseProfileSource } from '../../shared/export/profile-source';
import { seedContent } from '../fixtures/content/seed';
import { LAB_LOGO_SOURCE, labLogoSource } from '../../site/share-image';

const seed = seedContent();

describe('brand colour', () => {
  it('derives AA text shades for light and dark pages', () => {
    for (const colour of ['#00AAFF', '#FFCC00', '#E63946', '#2A9D8F', '#7B2CBF']) {
      const result = brandPalette(colour);
      expect(result.ok, colour).toBe(true);
      if (!result.ok) continue;
      expect(contrastRatio(result.palette.text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#ffffff', result.palette.accent)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(result.palette.dark.text, '#0c1620')).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('refuses a colour with no readable shade, saying why', () => {
    const pale = brandPalette('#FAFAFA');
    expect(pale.ok).toBe(false);
    if (!pale.ok) expect(pale.reason).toMatch(/4\.5:1.*WCAG AA/);
    expect(brandPalette('blue')).toMatchObject({ ok: false, reason: expect.stringMatching(/hex code/) });
  });
  it('writes no override for the default colour', () => {
    expect(brandStylesheet(DEFAULT_BRAND_COLOR)).toBe('');
    expect(brandStylesheet('#E63946')).toMatch(/--lab:#e63946/);
  });
});

describe("the lab's rendered logo and touch icon", () => {
  it("come from the lab's logo, else its favicon, when it is a file of the site; else the product's mark", () => {
    expect(labLogoSource({ logo: '/assets/lab/logo.svg', favicon: '/favicon.svg' })).toBe('/assets/lab/logo.svg');
    expect(labLogoSource({ logo: '/assets/lab/logo.png', favicon: '/assets/lab/icon.svg' })).toBe('/assets/lab/logo.png');
    expect(labLogoSource({ logo: '', favicon: '/assets/lab/icon.svg?v=2' })).toBe('/assets/lab/icon.svg');
    // An address elsewhere cannot be read at build.
    expect(labLogoSource({ logo: 'https://cdn.example.org/logo.svg', favicon: '/assets/lab/icon.svg' })).toBe(LAB_LOGO_SOURCE);
    expect(labLogoSource({ logo: '', favicon: '' })).toBe(LAB_LOGO_SOURCE);
  });

  it('renders a square PNG from an SVG or a raster picture', async () => {
    const { writeLogo } = await import('../../scripts/raster-images.mjs');
    const { mkdtempSync, readFileSync, writeFileSync, mkdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'lab-logo-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20"><rect width="10" height="20" fill="#036"/></svg>');
    await writeLogo(dir, '/assets/logo.svg', '/icon-a.png', 180);
    // A PNG's width and height are the two numbers after its IHDR tag.
    const size = (file: string) => {
      const bytes = readFileSync(join(dir, file));
      return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
    };
    expect(size('icon-a.png')[0]).toBe(180);
    writeFileSync(join(dir, 'assets/logo.png'), readFileSync(join(dir, 'icon-a.png')));
    await writeLogo(dir, '/assets/logo.png', '/icon-b.png', 64);
    expect(size('icon-b.png')).toEqual([64, 64]);
  });
});

describe('the share image size for link previews', () => {
  it('notes a small or oddly shaped image and says what previews want; a 1.91:1 image of 1200 px passes', () => {
    expect(shareImageSizeNote({ width: 1200, height: 630 })).toBeNull();
    expect(shareImageSizeNote({ width: 2400, height: 1260 })).toBeNull();
    expect(shareImageSizeNote({ width: 800, height: 420 })).toBe('This image is 800 × 420 px: link previews want at least 1200 × 630 px, or show it small or blurred.');
    expect(shareImageSizeNote({ width: 1600, height: 1600 })).toMatch(/^This image is 1600 × 1600 px: link previews crop it to 1\.91:1/);
  });
});

describe('lab profile', () => {
  it('validates with clear messages', () => {
    expect(validateLabProfile(seed.labProfile)).toBeNull();
    expect(validateLabProfile({ ...seed.labProfile, name: ' ' })).toBe(PROFILE_MESSAGES.nameRequired);
    expect(validateLabProfile({ ...seed.labProfile, institutionUrl: 'lab.example' })).toMatch(/^Institution URL: .*http/);
    expect(validateLabProfile({ ...seed.labProfile, contact: { ...seed.labProfile.contact, email: 'nope' } })).toMatch(/^Email: /);
    expect(validateLabProfile({ ...seed.labProfile, brandColor: '#FFFFFF' })).toMatch(/^Brand colour: /);
    expect(validateLabProfile({ ...seed.labProfile, links: { ...seed.labProfile.links, mastodon: 'me' } })).toMatch(/^Mastodon: /);
  });
  it('an image of the profile needs alt text or the decorative choice', () => {
    expect(validateLabProfile({ ...seed.labProfile, logo: '/assets/lab/logo.png', logoAlt: undefined })).toBe(PROFILE_MESSAGES.alt('Logo'));
    expect(validateLabProfile({ ...seed.labProfile, logo: '/assets/lab/logo.png', logoAlt: '  ' })).toBe(PROFILE_MESSAGES.alt('Logo'));
    expect(validateLabProfile({ ...seed.labProfile, logo: '/assets/lab/logo.png', logoAlt: '' })).toBeNull();
    expect(validateLabProfile({ ...seed.labProfile, shareImageAlt: undefined })).toBe(PROFILE_MESSAGES.alt('Share image'));
    expect(validateLabProfile({ ...seed.labProfile, shareImage: '', shareImageAlt: undefined })).toBeNull();
  });
  it('round-trips through its source file and shows in the change review', () => {
    const text = generateProfileSource(seed.labProfile);
    expect(parseProfileSource(text)).toMatchObject({ ok: true });
    expect(parseProfileSource(text.replace('"name":', '"extra": 1,\n  "name":'))).toMatchObject({ ok: false });
    const edited = { ...seed, labProfile: { ...seed.labProfile, home: { ...seed.labProfile.home, lead: 'A new lead.' } } };
    const review = reviewChanges(asPublished(seed), asPublished(edited));
    expect(review.count).toBe(1);
    expect(review.sections[0]).toMatchObject({ key: 'labProfile', changes: [{ fields: [{ label: 'home › lead', after: 'A new lead.' }] }] });
  });
  it('makes titles, links and light formatting', () => {
    const profile = emptyLabProfile('Smith Lab', 'Example University');
    expect(pageTitle(profile, '')).toBe('Smith Lab · Example University');
    expect(pageTitle(profile, 'Team')).toBe('Team · Smith Lab');
    expect(socialLinks({ ...profile, links: { ...profile.links, github: 'smith-lab' } })).toEqual([{ key: 'github', label: 'GitHub', url: 'https://github.com/smith-lab' }]);
    expect(markdownTree('Write to [us](mailto:a@b.org), *now*.')).toEqual([
      { tag: 'p', children: ['Write to ', { tag: 'a', attrs: { href: 'mailto:a@b.org' }, children: ['us'] }, ', ', { tag: 'em', children: ['now'] }, '.'] },
    ]);
    expect(plainText('A [b](/x).\n\nC')).toBe('A b. C');
  });
});

describe('sections', () => {
  const empty = { ...seed, software: [], jobOpenings: seed.jobOpenings.map((job) => ({ ...job, isOpen: false })) };
  it('hides empty sections unless the profile says always; hides any on "hide"', () => {
    expect(isSectionShown(seed.labProfile, empty, 'software')).toBe(false);
    expect(isSectionShown(seed.labProfile, empty, 'joinUs')).toBe(false);
    expect(isSectionShown(seed.labProfile, empty, 'team')).toBe(true);
    const always = { ...seed.labProfile, sections: { ...seed.labProfile.sections, software: 'always' as const, team: 'hide' as const } };
    expect(isSectionShown(always, empty, 'software')).toBe(true);
    expect(isSectionShown(always, empty, 'team')).toBe(false);
    expect(sectionOfPath('/news/news-1')).toBe('news');
    expect(sectionOfPath('/contact')).toBeNull();
  });
});

describe('no lab lives in code', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(join(root, dir)).flatMap((name) => {
      const path = join(dir, name);
      return statSync(join(root, path)).isDirectory() ? files(path) : /\.(tsx?|css|html|json)$/.test(name) ? [path] : [];
    });
  it("the seed lab's name, institution, address and members appear in no source file of site/, shared/ui, editor, store or extension/", () => {
    const profile = seed.labProfile;
    const literals = [profile.name, profile.institution, profile.contact.email, ...profile.contact.address.split('\n').slice(2), ...seed.teamMembers.map((m) => m.name)];
    const hits: string[] = [];
    for (const dir of ['site', 'shared/ui', 'shared/editor', 'shared/store', 'extension']) {
      for (const file of files(dir)) {
        const text = readFileSync(join(root, file), 'utf8');
        for (const literal of literals) if (literal && text.includes(literal)) hits.push(`${file}: ${literal}`);
      }
    }
    expect(hits).toEqual([]);
  });
});
