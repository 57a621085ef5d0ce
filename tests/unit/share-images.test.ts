/**
 * A news item's and a project's own share image (docs/decisions/078): the page's og:image,
 * twitter:image and JSON-LD image use it, else the item's image, else the lab's; it is checked,
 * exported and translated like the other image fields.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import {
  ALT_TEXT_MESSAGE,
  SHARE_ALT_TEXT_MESSAGE,
  itemShareImage,
  validateAltText,
} from '../../shared/content/media/alt-text';
import { checkContent } from '../../shared/content/health';
import type { Content } from '../../shared/content/model/model';
import type { NewsItem, Project } from '../../shared/content/model/schemas';
import { missingFields, TRANSLATABLE } from '../../shared/content/model/translations';
import { itemSafetyProblem } from '../../shared/content/model/safe-paths';
import { validators } from '../../shared/content/model/validation';
import { fileFields } from '../../shared/export/files';
import { buildExportZip, planExport } from '../../shared/export/zip';
import { checkExportZip } from '../../shared/export/verify';
import { headTags } from '../../site/head-tags';
import { newsItemHead, projectHead } from '../../site/heads/item-heads';
import { newsArticleLd, researchProjectLd } from '../../site/structured-data';
import { seedContent } from '../fixtures/content/seed';
import { mapAssets, PNG } from './export-fixtures';

const SITE = { origin: 'https://lab.example.org', basePath: '/' };

const meta = (tags: ReturnType<typeof headTags>, name: string) =>
  tags.find((tag) => tag.tag === 'meta' && (tag.attrs.property === name || tag.attrs.name === name))?.attrs.content;

function withNews(content: Content, item: NewsItem): Content {
  return { ...content, newsItems: [item, ...content.newsItems.filter((n) => n.id !== item.id)] };
}

function withProject(content: Content, project: Project): Content {
  return { ...content, projects: [project, ...content.projects.filter((p) => p.id !== project.id)] };
}

describe('the share image of a page', () => {
  const content = seedContent();
  const shared = content.newsItems.find((item) => item.shareImage)!;
  const plain = content.newsItems.find((item) => !item.shareImage && item.imageUrl && !item.emojiHexcodes?.length)!;

  it("is the news item's own share image, with its own alt text, in og:image, twitter:image and the JSON-LD", () => {
    const head = newsItemHead(content, { id: shared.id }, SITE);
    expect(head.image).toBe(shared.shareImage);
    expect(head.imageAlt).toBe(shared.shareImageAlt);
    const tags = headTags(head, SITE, `/news/${shared.id}`, content.labProfile);
    expect(meta(tags, 'og:image')).toBe(`https://lab.example.org${shared.shareImage}`);
    expect(meta(tags, 'twitter:image')).toBe(`https://lab.example.org${shared.shareImage}`);
    expect(meta(tags, 'og:image:alt')).toBe(shared.shareImageAlt);
    expect(meta(tags, 'twitter:card')).toBe('summary_large_image');
    expect(newsArticleLd(SITE, shared, content.labProfile).image).toEqual({
      '@type': 'ImageObject',
      contentUrl: `https://lab.example.org${shared.shareImage}`,
      url: `https://lab.example.org${shared.shareImage}`,
      caption: shared.shareImageAlt,
    });
  });

  it("is the item's image when it has no share image of its own", () => {
    const head = newsItemHead(content, { id: plain.id }, SITE);
    expect(head.image).toBe(plain.imageUrl);
    expect(head.imageAlt).toBe(plain.imageAlt);
    // A share image emptied in the studio counts as none.
    expect(itemShareImage('newsItems', { ...plain, shareImage: '  ', shareImageAlt: 'x' })).toEqual({
      image: plain.imageUrl,
      alt: plain.imageAlt,
    });
  });

  it("is the lab's share image when the item has neither", () => {
    const bare = { ...plain, imageUrl: undefined, imageAlt: undefined };
    const tags = headTags(
      newsItemHead(withNews(content, bare), { id: bare.id }, SITE),
      SITE,
      `/news/${bare.id}`,
      content.labProfile,
    );
    expect(meta(tags, 'og:image')).toBe(`https://lab.example.org${content.labProfile.shareImage}`);
  });

  it("is a project's own share image in its head and its ResearchProject", () => {
    const project = {
      ...content.projects[0]!,
      shareImage: '/assets/projects/share.png',
      shareImageAlt: 'The project in one picture',
    };
    const edited = withProject(content, project);
    const head = projectHead(edited, { id: project.id }, SITE);
    expect(head).toMatchObject({ image: '/assets/projects/share.png', imageAlt: 'The project in one picture' });
    expect(researchProjectLd(SITE, project, edited).image).toMatchObject({
      url: 'https://lab.example.org/assets/projects/share.png',
      caption: 'The project in one picture',
    });
    // Without one, the project's image as before.
    expect(projectHead(content, { id: project.id }, SITE).image).toBe(content.projects[0]!.image);
  });

  it('decorative (alt "") gives no og:image:alt', () => {
    const tags = headTags(
      newsItemHead(withNews(content, { ...shared, shareImageAlt: '' }), { id: shared.id }, SITE),
      SITE,
      '/news/x',
      content.labProfile,
    );
    expect(meta(tags, 'og:image')).toBe(`https://lab.example.org${shared.shareImage}`);
    expect(meta(tags, 'og:image:alt')).toBeUndefined();
  });
});

describe('rules, checks and translations of the share image', () => {
  const content = seedContent();
  const project = { ...content.projects[0]!, shareImage: '/assets/projects/share.png' } as Project;
  delete project.shareImageAlt;

  it('needs alt text or the decorative choice, as the image does', () => {
    expect(validateAltText('projects', project)).toBe(SHARE_ALT_TEXT_MESSAGE);
    expect(validateAltText('projects', { ...project, shareImageAlt: '   ' })).toBe(SHARE_ALT_TEXT_MESSAGE);
    expect(validateAltText('projects', { ...project, shareImageAlt: '' })).toBeNull();
    expect(validateAltText('projects', { ...project, shareImageAlt: 'A picture' })).toBeNull();
    // The image's own rule comes first.
    expect(validateAltText('projects', { ...project, imageAlt: undefined })).toBe(ALT_TEXT_MESSAGE);
    expect((validators.projects as (item: Project) => string | null)(project)).toBe(SHARE_ALT_TEXT_MESSAGE);
  });

  it('refuses a path that leaves its folder, as for the image', () => {
    expect(
      itemSafetyProblem('newsItems', { ...content.newsItems[0]!, shareImage: '/assets/../../etc/passwd' }),
    ).toMatch(/Share image/);
  });

  it("site health: missing alt text and a broken share image address are errors on the form's fields", () => {
    const problems = checkContent(
      {
        ...withProject(content, project),
        newsItems: [
          { ...content.newsItems[0]!, shareImage: 'https//broken example', shareImageAlt: 'x' },
          ...content.newsItems.slice(1),
        ],
      },
      { today: '2026-11-27' },
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        check: 'alt-text',
        severity: 'error',
        target: { kind: 'projects', id: project.id },
        field: 'shareImageAlt',
        fieldLabel: 'Share image alt text',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        check: 'external-url',
        severity: 'error',
        target: { kind: 'newsItems', id: content.newsItems[0]!.id },
        field: 'shareImage',
        fieldLabel: 'Share image',
      }),
    );
  });

  it('its alt text is translated', () => {
    expect(TRANSLATABLE.newsItems).toContain('shareImageAlt');
    expect(TRANSLATABLE.projects).toContain('shareImageAlt');
    expect(
      missingFields(TRANSLATABLE.projects, { ...project, shareImageAlt: 'A picture', translations: {} }, 'nb'),
    ).toContain('shareImageAlt');
  });
});

describe('exporting an uploaded share image', () => {
  it("goes to public/assets/<collection>/ and the item points at it, and apply-export's checks accept it", async () => {
    const content = seedContent();
    const project = {
      ...content.projects[0]!,
      shareImage: 'asset:projects/model-zoo-share-card-abc.png',
      shareImageAlt: 'Cards',
    };
    const news = {
      ...content.newsItems[0]!,
      shareImage: 'asset:news/hiring-share-poster-def.png',
      shareImageAlt: 'Poster',
    };
    const edited = { ...withProject(content, project), newsItems: [news, ...content.newsItems.slice(1)] };
    expect(
      fileFields(edited)
        .filter((field) => field.field === 'shareImage' && field.url.startsWith('asset:'))
        .map((field) => [field.kind, field.folder, field.image]),
    ).toEqual([
      ['projects', 'projects', true],
      ['newsItems', 'news', true],
    ]);
    const assets = mapAssets({
      'projects/model-zoo-share-card-abc.png': { bytes: PNG, type: 'image/png' },
      'news/hiring-share-poster-def.png': { bytes: PNG, type: 'image/png' },
    });
    const plan = await planExport(edited, assets);
    expect(plan.files.map((file) => file.path)).toEqual(
      expect.arrayContaining([
        'public/assets/projects/model-zoo-share-card-abc.png',
        'public/assets/news/hiring-share-poster-def.png',
      ]),
    );
    const zip = await buildExportZip(edited, assets);
    expect(zip.entries).toEqual(
      expect.arrayContaining([
        'public/assets/projects/model-zoo-share-card-abc.png',
        'public/assets/news/hiring-share-poster-def.png',
      ]),
    );
    const projects = await (await JSZip.loadAsync(zip.bytes)).file('shared/content/seed/projects.ts')!.async('string');
    expect(projects).toContain('"shareImage": "/assets/projects/model-zoo-share-card-abc.png"');
    expect((await checkExportZip(zip.bytes)).ok).toBe(true);
  });
});
