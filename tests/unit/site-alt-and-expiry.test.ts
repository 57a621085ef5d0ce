import { describe, expect, it } from 'vitest';
import { normalizeContent } from '../../shared/content/model/normalize';
import { seedContent } from '../fixtures/content/seed';
import type { SiteLocation } from '../../site/head';
import { headTags } from '../../site/head-tags';
import { lastModified } from '../../site/prerender/machine-files';
import { jobHead } from '../../site/heads/item-heads';
import { joinUsHead } from '../../site/heads/list-heads';
import { personLd, researchProjectLd } from '../../site/structured-data';
import { schemaProblems } from '../fixtures/schema-org';

const site: SiteLocation = { origin: 'https://lab.example.org', basePath: '/' };
const content = normalizeContent(seedContent());
const meta = (tags: ReturnType<typeof headTags>, key: string) => tags.find((t) => t.attrs.property === key || t.attrs.name === key)?.attrs.content;

describe('alt text in share cards', () => {
  it("an item's described image gives og:image:alt and twitter:image:alt", () => {
    const tags = headTags({ title: 'Ada', image: '/assets/team/ada.png', imageAlt: 'Ada at the whiteboard' }, site, '/team/ada', content.labProfile);
    expect(meta(tags, 'og:image:alt')).toBe('Ada at the whiteboard');
    expect(meta(tags, 'twitter:image:alt')).toBe('Ada at the whiteboard');
    // Right after og:image, as the OpenGraph protocol lists structured properties.
    const index = tags.findIndex((t) => t.attrs.property === 'og:image');
    expect(tags[index + 1]!.attrs.property).toBe('og:image:alt');
  });

  it('a decorative or undescribed image has none; the default image is described by the lab name', () => {
    expect(meta(headTags({ title: 'A', image: '/x.png', imageAlt: '' }, site, '/a', content.labProfile), 'og:image:alt')).toBeUndefined();
    expect(meta(headTags({ title: 'A', image: '/x.png' }, site, '/a', content.labProfile), 'og:image:alt')).toBeUndefined();
    const undescribed = { ...content.labProfile, shareImageAlt: undefined };
    expect(meta(headTags({ title: 'A' }, site, '/a', undescribed), 'og:image:alt')).toBe('Discovery of Mind Lab');
  });

  it("the lab's share image carries the profile's alt text for it, or none when marked decorative", () => {
    const profile = { ...content.labProfile, shareImage: '/assets/og-default.png', shareImageAlt: 'The lab name on a blue ground' };
    expect(meta(headTags({ title: 'A' }, site, '/a', profile), 'og:image:alt')).toBe('The lab name on a blue ground');
    expect(meta(headTags({ title: 'A' }, site, '/a', profile), 'twitter:image:alt')).toBe('The lab name on a blue ground');
    expect(meta(headTags({ title: 'A' }, site, '/a', { ...profile, shareImageAlt: '' }), 'og:image:alt')).toBeUndefined();
    // The logo stands in for a missing share image, with the logo's alt text.
    const logoOnly = { ...profile, shareImage: '', logo: '/assets/lab/logo.png', logoAlt: 'Lab logo: an open eye' };
    expect(meta(headTags({ title: 'A' }, site, '/a', logoOnly), 'og:image:alt')).toBe('Lab logo: an open eye');
  });
});

describe('alt text in JSON-LD', () => {
  it('a described image is an ImageObject with a caption; an undescribed one a URL', () => {
    const project = content.projects[0]!;
    const ld = researchProjectLd(site, project, content);
    expect(ld.image).toEqual({ '@type': 'ImageObject', contentUrl: `https://lab.example.org${project.image}`, url: `https://lab.example.org${project.image}`, caption: project.imageAlt });
    expect(schemaProblems(ld)).toEqual([]);
    const member = { ...content.teamMembers[0]!, imageAlt: undefined };
    expect(personLd(site, member, content.labProfile).image).toBe(`https://lab.example.org${member.imageUrl}`);
  });
});

describe('expired jobs at build time', () => {
  const job = content.jobOpenings.find((j) => j.isOpen)!;

  it("a job's page has its JobPosting until the closing day and none after (the list page never has one)", () => {
    expect((jobHead(content, { id: job.id }, site, '2026-12-15').jsonLd ?? []).map((o) => o.title)).toEqual([job.title]);
    expect(jobHead(content, { id: job.id }, site, '2026-12-16').jsonLd ?? []).toEqual([]);
    expect(joinUsHead(content, {}, site, '2026-12-15').jsonLd ?? []).toEqual([]);
  });

  it("the sitemap dates /join-us by the open jobs of the build's day", () => {
    expect(lastModified(content, '/join-us', '2026-12-15')).toBe(job.postedDate);
    expect(lastModified(content, '/join-us', '2026-12-16')).toBeUndefined();
  });
});
