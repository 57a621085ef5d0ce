import { describe, expect, it } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import {
  assetPathSchema,
  bridgeRequestSchema,
  bridgeResponseSchemas,
  isFromOwnContentScript,
  isFromOwnExtensionPage,
  isValidContentValue,
  siteEventSchema,
  sitePathSchema,
} from '../../extension/messages';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const BASE = `chrome-extension://${ID}/`;
const seed = seedContent();

describe('content values', () => {
  it('accepts what the store writes for every key', () => {
    for (const [key, value] of Object.entries(seed)) {
      expect(isValidContentValue(key as keyof typeof seed, JSON.stringify(value)), key).toBe(true);
    }
  });

  it('refuses text that is not JSON, the wrong shape, or a list needing repair', () => {
    expect(isValidContentValue('projects', 'not json')).toBe(false);
    expect(isValidContentValue('projects', '{"a":1}')).toBe(false);
    expect(isValidContentValue('projects', JSON.stringify([{ title: 'no id' }]))).toBe(false);
    const [first] = seed.projects;
    expect(isValidContentValue('projects', JSON.stringify([first, first]))).toBe(false);
    expect(isValidContentValue('teamImage', '42')).toBe(false);
    expect(isValidContentValue('featuredItems', '"text"')).toBe(false);
  });
});

describe('bridge requests', () => {
  const write = (changes: unknown) => bridgeRequestSchema.safeParse({ type: 'content:write', changes });

  it('accepts a write of content keys with valid values', () => {
    const value = JSON.stringify(seed.newsItems);
    expect(write([{ key: 'newsItems', value, expected: null }]).success).toBe(true);
    expect(write([{ key: 'teamImagePosition', value: null, expected: '"center"' }]).success).toBe(true);
  });

  it('refuses other keys, invalid values, extra fields and empty writes', () => {
    expect(write([{ key: 'isAuthenticated', value: 'true', expected: null }]).success).toBe(false);
    expect(write([{ key: '__proto__', value: '{}', expected: null }]).success).toBe(false);
    expect(write([{ key: 'projects', value: '[{"title":"x"}]', expected: null }]).success).toBe(false);
    expect(write([{ key: 'projects', value: '[]', expected: null, extra: 1 }]).success).toBe(false);
    expect(write([{ key: 'projects', value: '[]' }]).success).toBe(false);
    expect(write([]).success).toBe(false);
    expect(bridgeRequestSchema.safeParse({ type: 'content:read', more: true }).success).toBe(false);
    expect(bridgeRequestSchema.safeParse({ type: 'eval', code: '1' }).success).toBe(false);
    expect(bridgeRequestSchema.safeParse('content:read').success).toBe(false);
    expect(bridgeRequestSchema.safeParse(null).success).toBe(false);
  });

  it('only navigates to same-site paths', () => {
    expect(sitePathSchema.safeParse('/projects/project-1').success).toBe(true);
    expect(sitePathSchema.safeParse('/feed#news-3').success).toBe(true);
    for (const bad of ['https://evil.example/', '//evil.example/', ['java', 'script:alert(1)'].join(''), 'projects', '/\\evil', '/a b']) {
      expect(sitePathSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('only accepts asset paths below a folder, with known types and base64 bytes', () => {
    expect(assetPathSchema.safeParse('team/ada-lovelace.jpg').success).toBe(true);
    expect(assetPathSchema.safeParse('team/cv/ada.pdf').success).toBe(true);
    for (const bad of ['../etc/passwd', 'team/../x.jpg', '/team/x.jpg', 'team/.hidden', 'team', 'Team/x.jpg', 'team/x y.jpg']) {
      expect(assetPathSchema.safeParse(bad).success, bad).toBe(false);
    }
    const put = (mime: string, data: string) => bridgeRequestSchema.safeParse({ type: 'assets:put', path: 'team/a.png', mime, data }).success;
    expect(put('image/png', 'iVBORw0KGgo=')).toBe(true);
    expect(put('text/html', 'PGh0bWw+')).toBe(false);
    expect(put('image/png', 'not base64!')).toBe(false);
  });

  it('parses answers by the schema of their request', () => {
    expect(bridgeResponseSchemas['content:write'].safeParse({ ok: true, entries: {} }).success).toBe(true);
    expect(bridgeResponseSchemas['content:write'].safeParse({ ok: false, error: 'conflict', message: 'x' }).success).toBe(true);
    expect(bridgeResponseSchemas['content:read'].safeParse({ ok: true }).success).toBe(false);
    expect(bridgeResponseSchemas['assets:get'].safeParse({ ok: true, asset: null }).success).toBe(true);
  });

  it('parses what the site pushes', () => {
    expect(siteEventSchema.safeParse({ type: 'site:changed', entries: { projects: '[]' } }).success).toBe(true);
    expect(siteEventSchema.safeParse({ type: 'site:changed', entries: { other: '1' } }).success).toBe(false);
    expect(siteEventSchema.safeParse({ type: 'site:location', location: { origin: 'x' } }).success).toBe(false);
  });
});

describe('sender checks', () => {
  it('accepts only this extension’s own pages', () => {
    expect(isFromOwnExtensionPage({ id: ID, url: `${BASE}sidepanel.html` }, ID, BASE)).toBe(true);
    expect(isFromOwnExtensionPage({ id: ID, url: `${BASE}sidepanel.html`, tab: { id: 3 } }, ID, BASE)).toBe(false);
    expect(isFromOwnExtensionPage({ id: 'other-extension', url: `${BASE}sidepanel.html` }, ID, BASE)).toBe(false);
    expect(isFromOwnExtensionPage({ id: ID, url: 'https://evil.example/' }, ID, BASE)).toBe(false);
    expect(isFromOwnExtensionPage({ id: ID }, ID, BASE)).toBe(false);
    expect(isFromOwnExtensionPage(undefined, ID, BASE)).toBe(false);
  });

  it('accepts a site report only from this extension’s content script in the attached tab', () => {
    expect(isFromOwnContentScript({ id: ID, tab: { id: 7 } }, ID, 7)).toBe(true);
    expect(isFromOwnContentScript({ id: ID, tab: { id: 8 } }, ID, 7)).toBe(false);
    expect(isFromOwnContentScript({ id: 'other', tab: { id: 7 } }, ID, 7)).toBe(false);
    expect(isFromOwnContentScript({ id: ID }, ID, 7)).toBe(false);
  });
});
