import { afterEach, describe, expect, it } from 'vitest';
import { connectSources, headersFile, imageSources, siteCsp, siteCspHeader } from '../../scripts/vite-site-plugins';

const saved = { ...process.env };
afterEach(() => {
  for (const name of ['CROSSREF_API_URL', 'GITHUB_API_URL', 'CSP_IMG_ORIGINS', 'ORCID_API_URL', 'DATACITE_API_URL', 'OPENALEX_API_URL']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('security headers of the built site', () => {
  it('writes a _headers file for every path with the CSP (frame-ancestors included) and the other headers', () => {
    delete process.env.CSP_IMG_ORIGINS;
    const text = headersFile();
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('/*');
    expect(lines.slice(1).every((line) => /^ {2}[A-Za-z-]+: \S/.test(line))).toBe(true);
    const csp = lines
      .find((line) => line.startsWith('  Content-Security-Policy: '))!
      .slice('  Content-Security-Policy: '.length);
    expect(csp).toBe(siteCspHeader());
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(text).toContain('  X-Content-Type-Options: nosniff\n');
    expect(text).toContain('  Referrer-Policy: strict-origin-when-cross-origin\n');
    expect(text).toMatch(/\n {2}Permissions-Policy: camera=\(\), microphone=\(\), geolocation=\(\)/);
    // A meta tag cannot carry frame-ancestors: the meta policy leaves it out.
    expect(directive(siteCsp(), 'frame-ancestors')).toBeUndefined();
  });

  it('never allows plain http images; narrows images to listed origins when asked', () => {
    delete process.env.CSP_IMG_ORIGINS;
    expect(imageSources()).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    process.env.CSP_IMG_ORIGINS = 'https://images.example.org/path, https://cdn.example.net';
    expect(imageSources()).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://images.example.org',
      'https://cdn.example.net',
    ]);
    process.env.CSP_IMG_ORIGINS = 'none';
    expect(directive(siteCsp(), 'img-src')).toBe("img-src 'self' data: blob:");
  });

  it("builds connect-src from 'self' and the API origins, read from the environment with defaults", () => {
    for (const name of ['CROSSREF_API_URL', 'GITHUB_API_URL', 'ORCID_API_URL', 'DATACITE_API_URL', 'OPENALEX_API_URL', 'ZOTERO_API_URL']) delete process.env[name];
    expect(connectSources()).toEqual(["'self'", 'https://api.crossref.org', 'https://api.github.com', 'https://pub.orcid.org', 'https://api.datacite.org', 'https://api.openalex.org', 'https://api.zotero.org']);
    process.env.CROSSREF_API_URL = 'http://127.0.0.1:4714/crossref/';
    process.env.GITHUB_API_URL = 'http://127.0.0.1:4715';
    process.env.ORCID_API_URL = 'http://127.0.0.1:4716/v3.0';
    process.env.DATACITE_API_URL = 'http://127.0.0.1:4717';
    process.env.OPENALEX_API_URL = 'http://127.0.0.1:4714/openalex';
    process.env.ZOTERO_API_URL = 'http://127.0.0.1:4718';
    expect(directive(siteCsp(), 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:4714 http://127.0.0.1:4715 http://127.0.0.1:4716 http://127.0.0.1:4717 http://127.0.0.1:4718");
    process.env.GITHUB_API_URL = 'ftp://files.example.org';
    expect(() => connectSources()).toThrow(/GITHUB_API_URL must be an http\(s\) URL/);
  });
});
