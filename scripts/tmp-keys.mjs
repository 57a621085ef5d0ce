import { chromium } from 'playwright';
import { startStaticServer } from './start-static-server.mjs';
const site = process.argv[2]; const port = 4397;
const server = await startStaticServer(site, port);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const all = [];
for (let run = 0; run < 3; run += 1) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`http://127.0.0.1:${port}/publications`, { waitUntil: 'load' });
  await page.locator('.publication').first().waitFor();
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.click();
  await page.waitForTimeout(1500);
  for (const key of ['q', 'z', 'x', 'j']) for (const press of [key, 'Backspace']) {
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
    all.push(Math.round(await page.evaluate(() => window.__update)));
  }
  await context.close();
}
const sorted = [...all].sort((a, b) => a - b);
console.log('keystrokes', all.join(' '), 'median', sorted[Math.floor(sorted.length / 2)]);
await browser.close(); process.kill(-server.pid);
