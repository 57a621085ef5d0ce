/**
 * How a visitor's page starts (docs/decisions/061): the build moves the page's module script and
 * preloads onto the boot script, which starts them once the page has painted; and the lists'
 * filter options sort the same in the prerenderer as in any browser.
 */
import { describe, expect, it } from 'vitest';
import { moveEntryToBoot } from '../../scripts/vite-paint-first';
import { alphabetical } from '../../site/components/filter-select';

const BUILT = `<head>
    <script src="/lab/boot.js"></script>
    <script type="module" crossorigin src="/lab/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/lab/assets/runtime-B2.js">
    <link rel="modulepreload" crossorigin href="/lab/assets/site-C3.js">
    <title>Lab</title>
  </head>`;

describe('the built page hands its script to the boot script', () => {
  it('moves the entry and its preloads into attributes, with the base path and the store\'s keys', () => {
    const html = moveEntryToBoot(BUILT, { base: '/lab/', localKeys: ['projects', 'teamMembers'] });
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script src="/lab/boot.js" data-entry="/lab/assets/index-A1.js" data-modules="/lab/assets/runtime-B2.js /lab/assets/site-C3.js" data-base="/lab/" data-local="projects teamMembers"></script>',
    );
    expect(html).toContain('<title>Lab</title>');
  });

  it('refuses a page without a module script or without the boot script, rather than ship a page that never starts', () => {
    expect(() => moveEntryToBoot('<head><script src="/boot.js"></script></head>', { base: '/', localKeys: [] })).toThrow(/no module script/);
    expect(() => moveEntryToBoot(BUILT, { base: '/', localKeys: [] })).toThrow(/no <script src="\/boot.js"><\/script>/);
  });
});

describe('filter options', () => {
  it('sort alphabetically whatever the case and accents, the same everywhere', () => {
    expect(alphabetical(['PyTorch', 'python', 'Émile', 'Emil', 'emile', 'Zebra', '3D'])).toEqual(['3D', 'Emil', 'emile', 'Émile', 'python', 'PyTorch', 'Zebra']);
  });
});
