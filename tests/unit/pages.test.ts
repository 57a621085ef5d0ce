import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentRuleProblems } from '../../shared/content/model/content-rules';
import { pageAddressProblem } from '../../shared/content/model/page-rules';
import {
  BUILT_IN_SEGMENTS,
  SLUG_MESSAGE,
  SLUG_REQUIRED,
  slugFromTitle,
  slugLanguageMessage,
  slugProblem,
  slugReservedMessage,
  slugTakenMessage,
  pagesIn,
} from '../../shared/content/read/pages';
import { validateItem } from '../../shared/content/model/validation';
import { routes } from '../../site/app';
import { ROUTE_PATHS } from '../../site/prerender/route-paths';
import { prerenderPaths, renderPage } from '../../site/entry-server';
import { slicePage } from '../../site/prerender/page-slices';
import { contextActions } from '../../extension/panel/page-context';
import { seedContent } from '../fixtures/content/seed';
import { content as emptyContent, page } from './content-fixtures';
import { siteAddress } from '../../scripts/site-address';

const firstSegment = (pattern: string) => pattern.split('/').filter(Boolean)[0] ?? '';

describe('a page address (slug)', () => {
  it('is lower-case letters, digits and single hyphens', () => {
    expect(slugProblem('open-science')).toBeNull();
    expect(slugProblem('lab-handbook-2026')).toBeNull();
    for (const bad of ['Open-Science', 'open science', 'open_science', 'open--science', '-open', 'open-', 'open.html', 'a/b', 'ø', 'x'.repeat(65)])
      expect(slugProblem(bad), bad).toBe(SLUG_MESSAGE);
    expect(slugProblem('')).toBe(SLUG_REQUIRED);
    expect(slugProblem('   ')).toBe(SLUG_REQUIRED);
  });

  it('never takes the first segment of one of the site’s own routes, the studio’s included', () => {
    const segments = new Set(
      [...routes.map((route) => route.path), ...Object.keys(ROUTE_PATHS)]
        .map(firstSegment)
        .filter((segment) => segment && !segment.startsWith(':') && segment !== '*'),
    );
    expect([...segments]).toEqual(expect.arrayContaining(['projects', 'team', 'news', 'feed', 'publications', 'software', 'join-us', 'search', 'admin']));
    for (const segment of segments) {
      expect(BUILT_IN_SEGMENTS, segment).toContain(segment);
      expect(slugProblem(segment), segment).toBe(slugReservedMessage(segment));
    }
  });

  it('never takes a folder the site serves from public/ nor the build’s own names', () => {
    const folders = readdirSync(join(__dirname, '../../public'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders).toContain('assets');
    for (const name of [...folders, '404', 'jobs']) expect(slugProblem(name), name).toBe(slugReservedMessage(name));
  });

  it('never takes a language prefix: any two letters, and a site language of three', () => {
    expect(slugProblem('nb')).toBe(slugLanguageMessage('nb'));
    expect(slugProblem('de')).toBe(slugLanguageMessage('de'));
    expect(slugProblem('sme')).toBeNull();
    expect(slugProblem('sme', ['en', 'sme'])).toBe(slugLanguageMessage('sme'));
    expect(pageAddressProblem(page({ slug: 'sme' }), [], ['en', 'sme'])).toBe(slugLanguageMessage('sme'));
  });

  it('is one page’s only: a second page at the same address is refused', () => {
    const first = page({ id: 'a', slug: 'open-science' });
    const second = page({ id: 'b', slug: 'open-science' });
    expect(pageAddressProblem(first, [first], ['en'])).toBeNull();
    expect(pageAddressProblem(second, [first, second], ['en'])).toBe(slugTakenMessage('open-science'));
  });

  it('follows a new page’s title', () => {
    expect(slugFromTitle('Open science')).toBe('open-science');
    expect(slugFromTitle('  Join the reading group! ')).toBe('join-the-reading-group');
    expect(slugFromTitle('Fasiliteter og utstyr – Ålesund')).toBe('fasiliteter-og-utstyr-alesund');
  });
});

describe('a page refused with its message', () => {
  it('by the form’s rule: a reserved address, a missing title or body', () => {
    expect(validateItem('pages', page())).toBeNull();
    expect(validateItem('pages', page({ slug: 'news' }))).toBe("The address /news/ is one of the site's own pages or files; choose another address for this page");
    expect(validateItem('pages', page({ slug: 'Open Science' }))).toBe(SLUG_MESSAGE);
    expect(validateItem('pages', page({ title: '' }))).toBe('Please fill in all required fields');
    expect(validateItem('pages', page({ body: ' ' }))).toBe('Please fill in all required fields');
  });

  it('by the rules apply-export, check:content and the build apply: reserved, language and taken addresses', () => {
    const content = emptyContent({
      pages: [page({ id: 'p1', slug: 'admin' }), page({ id: 'p2', slug: 'nb' }), page({ id: 'p3', slug: 'facilities' }), page({ id: 'p4', slug: 'facilities' })],
    });
    const problems = contentRuleProblems(content).filter((problem) => problem.kind === 'pages');
    expect(problems.map((problem) => [problem.id, problem.message])).toEqual([
      ['p1', slugReservedMessage('admin')],
      ['p2', slugLanguageMessage('nb')],
      ['p3', slugTakenMessage('facilities')],
      ['p4', slugTakenMessage('facilities')],
    ]);
  });
});

describe('pages on the site', () => {
  const site = siteAddress({});

  it('are prerendered at /{slug} in every language, whatever their placement', () => {
    const content = seedContent();
    expect(content.pages.map((p) => [p.slug, p.placement])).toEqual([
      ['facilities', 'footer'],
      ['reading-group', 'link'],
    ]);
    const paths = prerenderPaths(content);
    expect(paths).toContain('/facilities');
    expect(paths).toContain('/reading-group');
  });

  it('render their title, Markdown body and head; an unknown address is the not-found page', async () => {
    const content = seedContent();
    const rendered = await renderPage('/facilities', site, content);
    expect(rendered.status).toBe(200);
    expect(rendered.body).toContain('>Facilities</h1>');
    expect(rendered.body).toContain('<strong>four testing booths</strong>');
    expect(rendered.head).toContain('<title data-head>Facilities · ');
    expect(rendered.head).toMatch(/<meta name="description" content="The lab has four testing booths and an eye-tracking room\./);
    const norwegian = await renderPage('/facilities', site, content, { lang: 'nb' });
    expect(norwegian.body).toContain('>Fasiliteter</h1>');
    const missing = await renderPage('/no-such-page', site, content);
    expect(missing.status).toBe(404);
  });

  it('are linked from the header or the footer by placement, never when only by link', () => {
    const pages = [page({ id: 'a', slug: 'a1', placement: 'nav' }), page({ id: 'b', slug: 'b1', placement: 'footer' }), page({ id: 'c', slug: 'c1', placement: 'link' })];
    expect(pagesIn(pages, 'nav').map((p) => p.id)).toEqual(['a']);
    expect(pagesIn(pages, 'footer').map((p) => p.id)).toEqual(['b']);
    // A page at an address the site keeps for itself is linked from nowhere.
    expect(pagesIn([page({ slug: 'team', placement: 'nav' })], 'nav')).toEqual([]);
  });

  it('give every page’s data the linked pages’ titles only, and the page itself in full', () => {
    const content = seedContent();
    const team = slicePage('/team', content, {});
    expect(team.content.pages?.map((p) => [p.slug, p.body])).toEqual([['facilities', '']]);
    const own = slicePage('/:slug', content, { slug: 'reading-group' });
    expect(own.content.pages?.map((p) => p.slug)).toEqual(['facilities', 'reading-group']);
    expect(own.content.pages?.[1]?.body).toContain('every second Thursday');
    const nb = slicePage('/team', content, {}, 'nb');
    expect(nb.content.pages?.[0]?.title).toBe('Fasiliteter');
  });

  it('are known to the side panel: edit this page, manage pages', () => {
    const content = seedContent();
    expect(contextActions({ path: '/nb/facilities/' }, content)).toEqual([
      { label: 'Edit this page', detail: 'Facilities', to: '/admin/pages/edit/facilities' },
      { label: 'Manage pages', to: '/admin/pages' },
    ]);
    expect(contextActions({ path: '/unknown/' }, content)).toEqual([]);
  });
});
