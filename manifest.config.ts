import { defineManifest } from '@crxjs/vite-plugin';
import pkg from './package.json' with { type: 'json' };
import { buildSiteOrigins, originPattern } from './extension/origins.ts';
import { githubHostPatterns } from './extension/github-settings.ts';

/**
 * The site origins the extension may touch without asking: a lab's own origins given at build
 * time (LAB_SITE_ORIGINS, comma separated), plus the local development origins only in a
 * development build (EXTENSION_DEV=1). Every other origin is optional, granted by staff per
 * origin from a click in the panel.
 */
export const SITE_ORIGINS = buildSiteOrigins(process.env);
const SITE_PATTERNS = SITE_ORIGINS.map(originPattern);
/** GitHub's login and API hosts, only when "Sign in with GitHub" is set up (GITHUB_CLIENT_ID). */
const GITHUB_PATTERNS = githubHostPatterns(process.env);

export default defineManifest({
  manifest_version: 3,
  name: 'Lab Site Studio',
  description: "Edit your lab website's content in a side panel beside the live page.",
  version: pkg.version,
  minimum_chrome_version: '116',
  icons: { 16: 'icons/icon-16.png', 32: 'icons/icon-32.png', 48: 'icons/icon-48.png', 128: 'icons/icon-128.png' },
  // Tabs of other origins get the setup popup (how to add the site); site tabs open the panel.
  action: {
    default_title: 'Open the lab content studio',
    default_popup: 'setup.html',
    default_icon: { 16: 'icons/icon-16.png', 32: 'icons/icon-32.png' },
  },
  side_panel: { default_path: 'sidepanel.html' },
  background: { service_worker: 'background.ts', type: 'module' },
  permissions: ['sidePanel', 'storage', 'scripting', 'downloads', 'activeTab'],
  host_permissions: [...SITE_PATTERNS, ...GITHUB_PATTERNS],
  optional_host_permissions: ['https://*/*', 'http://*/*'],
  // Without built-in origins (a store build for staff to add their site) no content script is
  // declared: the background registers it for each origin staff grant.
  ...(SITE_PATTERNS.length
    ? { content_scripts: [{ matches: SITE_PATTERNS, js: ['content-script.iife.ts'], run_at: 'document_start' }] }
    : {}),
  content_security_policy: { extension_pages: "script-src 'self'; object-src 'self'" },
});
