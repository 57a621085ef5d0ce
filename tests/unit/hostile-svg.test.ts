/**
 * Hostile content, part three: SVG pictures the build renders to PNG (share cards, the lab's
 * logo and touch icon; docs/decisions/067). The render reads nothing from the build machine's
 * disk or the network, refuses a picture too large, too long or too costly, and a refused logo
 * leaves the product's mark in its place, with the reason in the build log.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inertSvg, renderPng, SVG_LIMITS, SvgRefusedError, writeLabLogo, writeLogo, writeShareImages } from '../../scripts/raster-images.mjs';

// Each render starts a process of its own: on a busy machine a test of several renders takes seconds.
vi.setConfig({ testTimeout: 60_000 });

let site: string;
let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'hostile-svg-'));
  site = join(work, 'site');
  mkdirSync(join(site, 'assets'), { recursive: true });
  writeFileSync(join(site, 'favicon.svg'), readFileSync(new URL('../../public/favicon.svg', import.meta.url)));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const svg = (body: string, size = 'width="40" height="40"') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${size}>${body}</svg>`;
/** A PNG's width and height: the two numbers after its IHDR tag. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

describe('an SVG reads no file and no address', () => {
  it('cuts <image href="/abs/path.png"> (which resvg would otherwise load from disk) and http hrefs', async () => {
    // A real picture on the build machine's disk.
    const secret = join(work, 'secret.png');
    writeFileSync(secret, await renderPng(svg('<rect width="40" height="40" fill="#f00"/>')));
    const plain = svg('<rect width="40" height="40" fill="#fff"/>');
    const withImage = (href: string, attr = 'href') => svg(`<rect width="40" height="40" fill="#fff"/><image width="40" height="40" ${attr}="${href}"/>`);
    // Unchecked, the renderer does read it: the test can tell.
    expect((await renderPng(withImage(secret))).equals(await renderPng(plain))).toBe(false);
    for (const [href, attr] of [
      [secret, 'href'],
      [secret, 'xlink:href'],
      [`file://${secret}`, 'href'],
      ['http://127.0.0.1:9/p.png', 'href'],
      [`  ${secret}`, 'href'],
    ] as const) {
      const inert = inertSvg(withImage(href, attr));
      expect(inert).not.toContain(secret);
      expect(inert).not.toContain('127.0.0.1');
      expect((await renderPng(inert)).equals(await renderPng(plain)), `${attr}=${href}`).toBe(true);
    }
    // References inside the SVG and embedded raster pictures stay.
    const inner = svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#036"/></linearGradient></defs><rect width="40" height="40" fill="url(#g)"/><use href="#g"/>');
    expect(inertSvg(inner)).toBe(inner);
  });

  it('refuses a DTD, whose entities could spell a reference', () => {
    const text = `<!DOCTYPE svg [<!ENTITY p "${join(work, 'secret.png')}">]>${svg('<image href="&p;" width="4" height="4"/>')}`;
    expect(() => inertSvg(text)).toThrow('the SVG declares a DTD or entities');
  });

  it('cuts an embedded SVG, whose own references would not be checked', () => {
    const nested = Buffer.from(svg(`<image href="${join(work, 'secret.png')}" width="4" height="4"/>`)).toString('base64');
    expect(inertSvg(svg(`<image href="data:image/svg+xml;base64,${nested}" width="4" height="4"/>`))).toContain('href="#"');
  });
});

describe('an SVG asks for bounded work', () => {
  it('refuses a 1 x 100000 logo instead of allocating gigabytes, and the build keeps the product mark', async () => {
    writeFileSync(join(site, 'assets/logo.svg'), svg('<rect width="1" height="100000" fill="#036"/>', 'width="1" height="100000"'));
    await expect(writeLogo(site, '/assets/logo.svg', '/apple-touch-icon.png', 180)).rejects.toThrow(SvgRefusedError);
    await expect(writeLogo(site, '/assets/logo.svg', '/apple-touch-icon.png', 180)).rejects.toThrow('the SVG is 1 x 100000, more than 20 times as long as it is wide');
    expect(existsSync(join(site, 'apple-touch-icon.png'))).toBe(false);

    const problem = await writeLabLogo(site, '/assets/logo.svg', '/favicon.svg', '/apple-touch-icon.png', 180);
    expect(problem).toBe('Logo /assets/logo.svg not rendered (the SVG is 1 x 100000, more than 20 times as long as it is wide); using /favicon.svg.');
    expect(pngSize(readFileSync(join(site, 'apple-touch-icon.png')))[0]).toBe(180);
  });

  it('refuses a picture of more pixels than the cap', async () => {
    writeFileSync(join(site, 'assets/tall.svg'), svg('<rect width="10" height="190"/>', 'width="10" height="190"'));
    await expect(writeLogo(site, '/assets/tall.svg', '/big.png', 4096)).rejects.toThrow(`the picture would be 4096 x 77824 pixels, more than ${SVG_LIMITS.pixels} in all`);
  });

  it('refuses many filter effects before rendering, and a share card of one is reported and skipped', async () => {
    const blurred = Array.from({ length: 200 }, (_, k) => `<filter id="f${k}"><feGaussianBlur stdDeviation="40"/></filter><rect filter="url(#f${k})" width="1200" height="630"/>`).join('');
    writeFileSync(join(site, 'assets/blur.svg'), svg(blurred, 'width="1200" height="630"'));
    expect(() => inertSvg(blurred)).toThrow(`the SVG has more than ${SVG_LIMITS.filters} filter effects`);
    const problems = await writeShareImages(site, new Map([['/assets/blur.svg', '/assets/share/blur.png']]), { width: 1200, height: 630 });
    expect(problems).toEqual([`/assets/blur.svg: the SVG has more than ${SVG_LIMITS.filters} filter effects`]);
    expect(existsSync(join(site, 'assets/share/blur.png'))).toBe(false);
  });

  it('stops a render that runs past its time budget', async () => {
    await expect(renderPng(svg('<rect width="40" height="40"/>'), {}, { ...SVG_LIMITS, ms: 1 })).rejects.toThrow('rendering took longer than 0.001 s');
  });

  it('checks the shape of a shared SVG, not only of its card', async () => {
    writeFileSync(join(site, 'assets/thin.svg'), svg('<rect width="1" height="100000"/>', 'width="1" height="100000"'));
    const problems = await writeShareImages(site, new Map([['/assets/thin.svg', '/assets/share/thin.png']]), { width: 1200, height: 630 });
    expect(problems).toEqual(['/assets/thin.svg: the SVG is 1 x 100000, more than 20 times as long as it is wide']);
  });
});
