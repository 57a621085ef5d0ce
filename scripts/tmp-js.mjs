import { chromium } from 'playwright';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startStaticServer } from './start-static-server.mjs';
const port = 4399; const dist = process.env.DIST_DIR ?? 'dist';
const server = await startStaticServer(`${dist}/site`, port);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/projects/', '/publications/', '/team/', '/news/'];
for (const route of routes) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', (r) => { if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
  await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
  let total = 0; const rows = [];
  for (const s of scripts) { const f = `${dist}/site${s}`; const n = existsSync(f) ? gzipSync(readFileSync(f), { level: 9 }).length : 0; total += n; rows.push([s, n]); }
  console.log(route, (total/1024).toFixed(1), 'KB');
  if (process.env.V) for (const [s, n] of rows.sort((a,b)=>b[1]-a[1])) console.log('   ', (n/1024).toFixed(1), s);
  await page.close();
}
await browser.close(); process.kill(-server.pid);
