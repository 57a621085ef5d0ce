import { describe, expect, it } from 'vitest';
import {
  builtInOrigins,
  contentScriptFile,
  DEV_SITE_ORIGINS,
  hasScheme,
  isConfiguredUrl,
  normalizeOrigin,
  originOfPattern,
  originOfUrl,
  originPattern,
  parseOriginList,
} from '../../extension/origins';

describe('site origins', () => {
  it('normalises typed addresses to an origin', () => {
    expect(normalizeOrigin('lab.example.org')).toBe('https://lab.example.org');
    expect(normalizeOrigin(' https://Lab.Example.org/team/member-1?x#y ')).toBe('https://lab.example.org');
    expect(normalizeOrigin('http://127.0.0.1:5173/')).toBe('http://127.0.0.1:5173');
    for (const bad of ['', 'ftp://lab.example.org', ['java', 'script:alert(1)'].join(''), 'https://user:pw@lab.example.org', 'https://*.example.org', 'file:///etc']) {
      expect(normalizeOrigin(bad), bad).toBeNull();
    }
  });

  it('maps origins to match patterns and back, ignoring wildcards', () => {
    expect(originPattern('https://lab.example.org')).toBe('https://lab.example.org/*');
    expect(originOfPattern('http://localhost:5173/*')).toBe('http://localhost:5173');
    expect(originOfPattern('https://*/*')).toBeNull();
    expect(originOfPattern('<all_urls>')).toBeNull();
  });

  it('tells configured pages from others', () => {
    expect(isConfiguredUrl('http://localhost:5173/projects/project-1', DEV_SITE_ORIGINS)).toBe(true);
    expect(isConfiguredUrl('http://localhost:4173/', DEV_SITE_ORIGINS)).toBe(false);
    expect(isConfiguredUrl(undefined, DEV_SITE_ORIGINS)).toBe(false);
    expect(hasScheme('lab.example.org')).toBe(false);
    expect(hasScheme('http://lab.example.org')).toBe(true);
    expect(originOfUrl('chrome://extensions')).toBeNull();
  });

  it('reads build-time origins and fails the build on a typo', () => {
    expect(parseOriginList(undefined)).toEqual([]);
    expect(parseOriginList('https://lab.example.org, https://lab.example.org/ http://staging.example.org:8080')).toEqual([
      'https://lab.example.org',
      'http://staging.example.org:8080',
    ]);
    expect(() => parseOriginList('ftp://nope')).toThrow(/LAB_SITE_ORIGINS/);
    expect(() => parseOriginList('lab.example.org')).toThrow(/LAB_SITE_ORIGINS/);
  });

  it('reads the built-in origins and the content script from the manifest', () => {
    const manifest = {
      host_permissions: ['http://localhost:5173/*', 'https://lab.example.org/*'],
      content_scripts: [{ js: ['content-script.iife.js'], matches: [] }],
    } as unknown as chrome.runtime.Manifest;
    expect(builtInOrigins(manifest)).toEqual(['http://localhost:5173', 'https://lab.example.org']);
    expect(contentScriptFile(manifest)).toBe('content-script.iife.js');
  });
});
