/**
 * A clean start (a lab's name and institution, nothing else) prerenders as a finished site: no
 * card, heading or button without content, and a share image the build makes itself.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeShareCard } from '../../scripts/raster-images.mjs';
import { emptyContent } from '../../shared/content/model/empty-content';
import { emptyLabProfile } from '../../shared/content/model/lab-profile';
import { imagePixelSize } from '../../shared/content/media/image-size';
import { prerenderPaths, renderPage } from '../../site/entry-server';
import type { SiteLocation } from '../../site/head';
import { headTags } from '../../site/head-tags';
import { shareCardSvg, wrapWords } from '../../site/share-card';
import { LAB_SHARE_CARD, SHARE_IMAGE_SIZE } from '../../site/share-image';

const site: SiteLocation = { origin: 'https://lab.example.org', basePath: '/' };
const clean = () => emptyContent({ ...emptyLabProfile('Smith Lab', 'Example University'), brandColor: '#2E7D32' });
const meta = (head: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(head)?.[1];

describe('a clean start', () => {
  it('shares, on every page, the card the build makes from its name and colour', async () => {
    const content = clean();
    for (const path of prerenderPaths(content)) {
      const page = await renderPage(path, site, content);
      expect(meta(page.head, 'og:image'), path).toBe(`https://lab.example.org${LAB_SHARE_CARD}`);
      expect(meta(page.head, 'og:image:alt'), path).toBe('Smith Lab, Example University');
    }
  });

  it("shows the contact page's address as its name and institution, and no card without words", async () => {
    const { body } = await renderPage('/contact', site, clean());
    for (const heading of ['Collaborations', 'Job Openings', 'Press Inquiries']) expect(body).not.toContain(heading);
    expect(body).toMatch(/<address[^>]*><span>Smith Lab<\/span><span><br\/>Example University<\/span><\/address>/);
    expect(body).not.toMatch(/class="card[^"]*"[^>]*>\s*<div class="card__body">\s*<h2[^>]*>[^<]*<\/h2>\s*<div[^>]*>\s*<\/div>/);
  });

  it('keeps a contact card that has its words, and drops one that has only a heading', async () => {
    const content = clean();
    const contact = { ...content.labProfile.contact, press: { heading: 'Press Inquiries', text: 'Write to press@example.org.' } };
    const { body } = await renderPage('/contact', site, { ...content, labProfile: { ...content.labProfile, contact } });
    expect(body).toContain('Press Inquiries');
    expect(body).not.toContain('Collaborations');
    expect(body).not.toContain('<address');
  });

  it('shows no "Work with us" heading or card without words, and no hero button to an empty section', async () => {
    const { body } = await renderPage('/', site, clean());
    expect(body).not.toContain('Work with us');
    expect(body).not.toContain('Explore our research');
    expect(body).not.toContain('Open positions');
    expect(body).not.toContain('hero__facts');
    expect(body).toContain('Smith Lab');
  });

  it('shows the work-with-us card once it has words, and a hero button once its section has content', async () => {
    const content = clean();
    const labProfile = { ...content.labProfile, home: { ...content.labProfile.home, workWithUs: 'Students welcome.' } };
    const jobs = [{ id: 'job-1', title: 'PhD position', description: 'Work.', requirements: [], type: 'PhD Student', location: 'On-site', postedDate: '2026-01-01', isOpen: true, contactEmail: 'lab@example.org', applicationUrl: '', closingDate: '' }];
    const { body } = await renderPage('/', site, { ...content, labProfile, jobOpenings: jobs });
    expect(body).toContain('Work with us');
    expect(body).toContain('Students welcome.');
    expect(body).toContain('Open positions');
    expect(body).not.toContain('Explore our research');
  });

  it("the header names the lab first and its institution second", async () => {
    const { body } = await renderPage('/', site, clean());
    expect(body).toMatch(/<span class="logo__name">Smith Lab<\/span> <span class="logo__institution">Example University<\/span>/);
  });
});

describe("the lab's share card", () => {
  it('is the fallback of the head when neither page nor profile has an image', () => {
    const profile = { ...emptyLabProfile('Smith Lab', 'Example University'), logo: '/assets/lab/logo.svg' };
    const tags = headTags({ title: 'Team' }, site, '/team', profile);
    expect(tags.find((t) => t.attrs.property === 'og:image')?.attrs.content).toBe('https://lab.example.org/assets/share/lab-card.png');
    expect(tags.find((t) => t.attrs.name === 'twitter:image')?.attrs.content).toBe('https://lab.example.org/assets/share/lab-card.png');
  });

  it("is drawn in the lab's colours with its name (escaped) and institution, and renders to a 1200 x 630 PNG", async () => {
    const svg = shareCardSvg({ name: 'Smith & <Jones> Lab', institution: 'Example University', brandColor: '#2E7D32' });
    expect(svg).toContain('Smith &amp; &lt;Jones&gt; Lab');
    expect(svg).toContain('Example University');
    expect(svg).toContain('#2e7d32');
    expect(svg).not.toMatch(/#00aaff|#005580/i);
    const dir = mkdtempSync(join(tmpdir(), 'share-card-'));
    await writeShareCard(dir, svg, LAB_SHARE_CARD);
    expect(imagePixelSize(new Uint8Array(readFileSync(join(dir, 'assets/share/lab-card.png'))))).toEqual(SHARE_IMAGE_SIZE);
  });

  it('wraps a long name into at most three lines', () => {
    expect(wrapWords('Laboratory for Computational Cognitive Neuroscience and Automated Discovery of Mind', 22, 3)).toEqual([
      'Laboratory for',
      'Computational',
      'Cognitive…',
    ]);
    expect(wrapWords('Smith Lab', 22, 3)).toEqual(['Smith Lab']);
  });
});
