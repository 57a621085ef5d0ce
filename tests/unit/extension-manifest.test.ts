import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadManifest(origins?: string) {
  vi.resetModules();
  if (origins === undefined) vi.stubEnv('LAB_SITE_ORIGINS', '');
  else vi.stubEnv('LAB_SITE_ORIGINS', origins);
  const { default: manifest } = await import('../../manifest.config.ts');
  return manifest as unknown as chrome.runtime.ManifestV3;
}

afterEach(() => vi.unstubAllEnvs());

describe('extension manifest', () => {
  it('asks only for what it uses, with host access only to the local development origins', async () => {
    const manifest = await loadManifest();
    expect(manifest.manifest_version).toBe(3);
    expect([...manifest.permissions!].sort()).toEqual(['activeTab', 'downloads', 'scripting', 'sidePanel', 'storage']);
    expect(manifest.host_permissions).toEqual(['http://localhost:5173/*', 'http://127.0.0.1:5173/*']);
    expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://*/*']);
    expect(manifest.content_scripts).toEqual([
      { matches: ['http://localhost:5173/*', 'http://127.0.0.1:5173/*'], js: ['content-script.iife.ts'], run_at: 'document_start' },
    ]);
    // No page may message the extension, no file is exposed to pages, no eval anywhere.
    expect(manifest).not.toHaveProperty('externally_connectable');
    expect(manifest).not.toHaveProperty('web_accessible_resources');
    expect(manifest.content_security_policy?.extension_pages).toBe("script-src 'self'; object-src 'self'");
    expect(manifest.version).toBe('1.0.1');
  });

  it('adds build-time lab origins to the required host access and the content script', async () => {
    const manifest = await loadManifest('https://lab.example.org');
    expect(manifest.host_permissions).toContain('https://lab.example.org/*');
    expect(manifest.content_scripts?.[0]?.matches).toContain('https://lab.example.org/*');
  });

  it('fails the build on an origin that is not one', async () => {
    await expect(loadManifest('lab.example.org')).rejects.toThrow(/LAB_SITE_ORIGINS/);
  });
});
