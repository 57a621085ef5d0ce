import { chromium } from 'playwright';
import { startStaticServer } from './start-static-server.mjs';
const port = 4398; const dist = process.env.DIST_DIR ?? 'dist';
const server = await startStaticServer(`${dist}/site`, port);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const shots = [['/publications', 'pubs'], ['/feed', 'feed'], ['/admin/featured', 'featured', true], ['/admin/lab-profile', 'profile', true], ['/', 'home-rtl', false, true]];
for (const width of [390, 1280]) {
  for (const [path, name, admin, rtl] of shots) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    if (admin) await page.addInitScript(() => localStorage.setItem('isAuthenticated', 'true'));
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    if (rtl) await page.evaluate(() => { document.documentElement.dir = 'rtl'; });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png` });
    await page.close();
  }
}
await browser.close(); process.kill(-server.pid);
