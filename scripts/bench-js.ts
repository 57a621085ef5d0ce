/**
 * First-load JavaScript of every public page (`npm run bench:js`): gzip bytes of the boot script,
 * the entry's chunks and the route's page chunks, in English and Norwegian (scripts/first-load-js.ts).
 * A measurement from a client build, in seconds rather than Lighthouse's minutes; the budget
 * itself is a unit test (tests/unit/site-first-load-budget.test.ts). `BENCH_JS_MODULES=20` also
 * lists that many of the largest modules of the shared chunks.
 */
import { firstLoadReport, publicRouteModules } from './first-load-js.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const report = await firstLoadReport(await publicRouteModules());
console.log(`First-load JavaScript, gzip (1 KB = 1,024 bytes; boot script ${kb(report.boot)} included)`);
console.log('route                          lang  total      files');
for (const route of report.routes)
  console.log(
    `${route.path.padEnd(30)} ${(route.lang ?? 'en').padEnd(5)} ${kb(route.gzip).padEnd(10)} ${route.files.map((file) => `${file.file.replace(/^assets\//, '')} ${kb(file.gzip)}`).join(', ')}`,
  );
const largest = Number(process.env.BENCH_JS_MODULES ?? 0);
if (largest > 0) {
  const seen = new Set<string>();
  for (const file of report.routes.flatMap((route) => route.files)) {
    if (seen.has(file.file) || !file.modules.length) continue;
    seen.add(file.file);
    console.log(`\n${file.file} (${kb(file.gzip)} gzip): largest modules, minified length`);
    for (const module of file.modules.slice(0, largest))
      console.log(
        `  ${String(module.length).padStart(7)}  ${module.id.replace(/.*?\/(node_modules|site|shared)\//, '$1/')}`,
      );
  }
}
