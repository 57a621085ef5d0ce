/**
 * The scale part of `npm run bench:site` (docs/decisions/030): the site built from the seed,
 * from ten times the seed and from 1,000 papers / 100 members. For each: the time of the whole
 * site build (client, server bundle, every page prerendered), pages written, /publications HTML
 * bytes, Lighthouse LCP and TBT of /publications (mobile, median of LH_RUNS) and the latency of
 * the list's search box in a visitor's browser (keystroke to updated list, CPU 4x): the median
 * over KEYSTROKE_LOADS page loads of ten keystrokes, each load's median, and the first keystroke
 * of a load (typed at once, while the whole list is fetched).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { startStaticServer } from './start-static-server.mjs';

/** Page loads whose keystrokes the search figure takes the median of (KEYSTROKE_LOADS, default 3). */
const KEYSTROKE_LOADS = Number(process.env.KEYSTROKE_LOADS ?? 3);

function countPages(dir) {
  let pages = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) pages += countPages(path);
    else if (name === 'index.html') pages += 1;
  }
  return pages;
}

function buildSite(root, distDir, contentFile) {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build:site'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ADMIN_PASSWORD: 'bench-only-password',
      ...process.env,
      DIST_DIR: distDir,
      ...(contentFile ? { SITE_CONTENT_JSON: contentFile } : {}),
    },
  });
  if (result.status !== 0) throw new Error(`build failed for ${contentFile ?? 'the seed'}`);
  return performance.now() - started;
}

/**
 * @param {object} tools from bench-site.mjs: root, port, lighthouse (url -> run), median,
 *   browser, throttledPage, measureKeystrokes, ms, kb, runs
 */
export async function benchScaleBuilds(tools) {
  const { root, port, median, ms, kb, lighthouseRuns } = tools;
  const { scaleContent, paperScaleContent } = await tsImport('../tests/fixtures/scale.ts', import.meta.url);
  const work = join(root, 'dist', 'bench-scale');
  mkdirSync(work, { recursive: true });
  const cases = [
    { name: 'seed', content: null },
    { name: '10x seed', content: scaleContent(10) },
    { name: '1,000 papers / 100 members', content: paperScaleContent(1000, 100) },
  ];
  console.log('\nScale: the site built from more content (visitor browser, no local edits)');
  console.log(
    'content                      papers  pages  build     /publications HTML gz  LCP      TBT     search keystroke',
  );
  for (const [index, { name, content }] of cases.entries()) {
    const distDir = join(work, String(index));
    let contentFile = null;
    if (content) {
      contentFile = join(work, `content-${index}.json`);
      writeFileSync(contentFile, JSON.stringify(content));
    }
    const buildMs = buildSite(root, distDir, contentFile);
    const site = join(distDir, 'site');
    const html = existsSync(join(site, 'publications', 'index.html'))
      ? gzipSync(readFileSync(join(site, 'publications', 'index.html'))).length
      : 0;
    const papers = content ? content.publications.length : 60;
    const server = await startStaticServer(site, port + 1 + index);
    try {
      const base = `http://127.0.0.1:${port + 1 + index}`;
      const runs = await lighthouseRuns(`${base}/publications`);
      // Three page loads of ten keystrokes each: one load's ten vary by tens of milliseconds on a
      // shared machine, and its first keystroke is also the one that fetches the whole list.
      const loads = [];
      for (let load = 0; load < KEYSTROKE_LOADS; load += 1)
        loads.push(await tools.measureKeystrokes(tools.browser, tools.mobile, [], { cpu: 4, network: null }, ['q', 'z', 'x', 'j', 'k'], base));
      const keys = loads.flat();
      const perLoad = loads.map((load) => Math.round(median(load))).join(', ');
      console.log(
        `${name.padEnd(28)} ${String(papers).padEnd(7)} ${String(countPages(site)).padEnd(6)} ${ms(buildMs).padEnd(9)} ${kb(html).padEnd(22)} ${ms(median(runs.map((r) => r.lcp))).padEnd(8)} ${ms(median(runs.map((r) => r.tbt))).padEnd(7)} median ${ms(median(keys))} (loads: ${perLoad} ms), first ${ms(median(loads.map((load) => load[0])))}, max ${ms(Math.max(...keys))}`,
      );
    } finally {
      try {
        process.kill(-server.pid);
      } catch {
        server.kill();
      }
    }
  }
}
