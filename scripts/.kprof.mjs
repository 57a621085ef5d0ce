import { chromium } from 'playwright';
import { writeFileSync } from 'node:fs';
const base = process.argv[2];
const profile = process.argv[3] === 'profile';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(`${base}/publications`, { waitUntil: 'load' });
await page.locator('.publication').first().waitFor();
const search = page.getByRole('searchbox', { name: 'Search' });
await search.click();
await page.waitForTimeout(3000);
if (profile) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
const timings = [];
for (const key of ['q', 'z', 'x', 'j', 'k', 'a', 'e']) {
  for (const press of [key, 'Backspace']) {
    await page.evaluate(() => {
      const list = document.querySelector('main .container.page');
      window.__update = new Promise((resolve) => {
        let start = 0;
        const onKey = (event) => { start = event.timeStamp; window.removeEventListener('keydown', onKey, true); };
        window.addEventListener('keydown', onKey, true);
        const observer = new MutationObserver(() => { observer.disconnect(); requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0)); });
        observer.observe(list.querySelector('.result-count'), { childList: true, subtree: true, characterData: true });
      });
    });
    await page.keyboard.press(press);
    timings.push(Math.round(await page.evaluate(() => window.__update)));
  }
}
if (profile) {
  const { profile: prof } = await cdp.send('Profiler.stop');
  writeFileSync('/work/kprof/profile.cpuprofile', JSON.stringify(prof));
  // self time by function
  const self = new Map(); const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const dt = prof.timeDeltas; const counts = new Map();
  prof.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
  for (const [id, t] of counts) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + t); }
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, t]) => `${(t / 1000).toFixed(0).padStart(6)} ms ${k}`).join('\n'));
}
const sorted = [...timings].sort((a, b) => a - b);
console.log('timings', timings.join(' '), 'median', sorted[Math.floor(sorted.length / 2)]);
await b.close();
