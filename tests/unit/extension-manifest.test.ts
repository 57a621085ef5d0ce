import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadManifest(origins?: string, dev = false) {
  vi.resetModules();
  if (origins === undefined) vi.stubEnv('LAB_SITE_ORIGINS', '');
  else vi.stubEnv('LAB_SITE_ORIGINS', origins);
  vi.stubEnv('EXTENSION_DEV', dev ? '1' : '');
  const { default: manifest } = await import('../../manifest.config.ts');
  return manifest as unknown as chrome.runtime.ManifestV3;
}

afterEach(() => vi.unstubAllEnvs());

describe('extension manifest', () => {
  it('store build: asks only for what it uses, with no host access until a site is configured or granted', async () => {
    const manifest = await loadManifest();
    expect(manifest.manifest_version).toBe(3);
    expect([...manifest.permissions!].sort()).toEqual(['activeTab', 'downloads', 'scripting', 'sidePanel', 'storage']);
    expect(manifest.host_permissions).toEqual([]);
    expect(JSON.stringify(manifest)).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://*/*']);
    expect(manifest).not.toHaveProperty('content_scripts');
    // No page may message the extension, no file is exposed to pages, no eval anywhere.
    expect(manifest).not.toHaveProperty('externally_connectable');
    expect(manifest).not.toHaveProperty('web_accessible_resources');
    expect(manifest.content_security_policy?.extension_pages).toBe("script-src 'self'; object-src 'self'");
    expect(manifest.version).toBe('1.0.1');
  });

  it('store build with LAB_SITE_ORIGINS: exactly those origins, never the development ones', async () => {
    const manifest = await loadManifest('https://lab.example.org');
    expect(manifest.host_permissions).toEqual(['https://lab.example.org/*']);
    expect(manifest.content_scripts).toEqual([{ matches: ['https://lab.example.org/*'], js: ['content-script.iife.ts'], run_at: 'document_start' }]);
    expect(JSON.stringify(manifest)).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('development build (EXTENSION_DEV=1): the local development origins as well', async () => {
    const manifest = await loadManifest('https://lab.example.org', true);
    expect(manifest.host_permissions).toEqual(['http://localhost:5173/*', 'http://127.0.0.1:5173/*', 'https://lab.example.org/*']);
    expect(manifest.content_scripts?.[0]?.matches).toEqual(['http://localhost:5173/*', 'http://127.0.0.1:5173/*', 'https://lab.example.org/*']);
  });

  it('fails the build on an origin that is not one', async () => {
    await expect(loadManifest('lab.example.org')).rejects.toThrow(/LAB_SITE_ORIGINS/);
  });
});
