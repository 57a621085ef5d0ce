import { defineManifest } from '@crxjs/vite-plugin';
import pkg from './package.json' with { type: 'json' };

/** The local development origins the extension works on out of the box. */
export const DEFAULT_SITE_ORIGINS = ['http://localhost:5173/*', 'http://127.0.0.1:5173/*'];

export default defineManifest({
  manifest_version: 3,
  name: 'Lab Site Studio',
  description: "Edit your lab website's content in a side panel beside the live page.",
  version: pkg.version,
  action: { default_title: 'Open the lab content studio' },
  side_panel: { default_path: 'sidepanel.html' },
  background: { service_worker: 'background.ts', type: 'module' },
  permissions: ['sidePanel', 'storage'],
  host_permissions: DEFAULT_SITE_ORIGINS,
  content_scripts: [{ matches: DEFAULT_SITE_ORIGINS, js: ['content-script.ts'], run_at: 'document_start' }],
});
