/**
 * How fast the BibTeX import reads and previews a large library. A measurement, never a
 * pass/fail. `npm run bench:bibtex` (RUNS=9 by default; React's production build, as the site ships).
 *
 * The library: 3,000 entries in the styles of Zotero, JabRef, Mendeley, BibDesk, Paperpile,
 * Google Scholar, DBLP, MathSciNet and biblatex (tests/fixtures/bibtex-library.ts) plus the
 * site's own publications as the studio exports them (so the preview finds duplicates), about
 * 2 MB. Prints the median parse time, the preview time (rows, validation, duplicates, and the
 * table rendered with react-dom/server as the import screen renders it), and the parse time of
 * a 16x file with its ratio to the 1x time (linear parsing gives about 16).
 */
import { loadavg } from 'node:os';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { parseBibtex, publicationsToBibtex } from '../shared/content/scholarly/bibtex';
import { publications } from '../shared/content/seed/publications';
import { previewBibtex, type PreviewRow } from '../shared/editor/screens/bibtex-preview';
import { ImportPreviewTable } from '../shared/editor/screens/import-preview-table';
import { makeLibrary } from '../tests/fixtures/bibtex-library';

const RUNS = Number(process.env.RUNS ?? 9);
const ENTRIES = 3000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/**
 * Median and fastest wall time, and the median CPU time of this process (user + system): on a
 * busy shared machine the wall time includes waiting for a core, the CPU time does not.
 */
interface Timing {
  median: number;
  fastest: number;
  cpu: number;
}
function time(runs: number, task: () => void): Timing {
  task(); // warm-up
  const times: number[] = [];
  const cpu: number[] = [];
  for (let k = 0; k < runs; k += 1) {
    const used = process.cpuUsage();
    const start = performance.now();
    task();
    times.push(performance.now() - start);
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000);
  }
  return { median: median(times), fastest: Math.min(...times), cpu: median(cpu) };
}
const ms = (t: Timing) => `${t.median.toFixed(1)} ms (fastest ${t.fastest.toFixed(1)}, CPU ${t.cpu.toFixed(1)})`;
const mb = (text: string) => `${(Buffer.byteLength(text) / 1e6).toFixed(2)} MB`;

const library = (entries: number) => makeLibrary(entries - publications.length) + '\n' + publicationsToBibtex(publications);
const text = library(ENTRIES);
const entries = parseBibtex(text).entries.length;
const render = (rows: PreviewRow[], initialLimit?: number) =>
  renderToString(createElement(ImportPreviewTable, { rows, isChosen: (row: PreviewRow) => !row.invalid && !row.duplicateOf, onChoose: () => {}, initialLimit }));

console.log(`Library: ${entries} entries, ${mb(text)}; load average ${loadavg()[0]!.toFixed(1)} on this machine.`);

const parse = time(RUNS, () => parseBibtex(text));
let preview = previewBibtex(text, publications);
const rows = time(RUNS, () => {
  preview = previewBibtex(text, publications);
});
const table = time(RUNS, () => render(preview.rows));
const whole = time(RUNS, () => render(previewBibtex(text, publications).rows));
const everyRow = time(Math.max(3, Math.floor(RUNS / 3)), () => render(preview.rows, preview.rows.length));

console.log(`Parse (median of ${RUNS}):                 ${ms(parse)}   target <= 100 ms`);
console.log(`Preview rows (read, validate, duplicates): ${ms(rows)}  (${preview.rows.length} rows, ${preview.rows.filter((r) => r.duplicateOf).length} duplicates)`);
console.log(`Preview table render (first rows shown):   ${ms(table)}`);
console.log(`Preview, text to HTML:                     ${ms(whole)}   target <= 500 ms`);
console.log(`  (for comparison, every row rendered:     ${ms(everyRow)})`);

const big = library(ENTRIES * 16);
const parse16 = time(Math.max(3, Math.floor(RUNS / 3)), () => parseBibtex(big));
console.log(`16x file (${mb(big)}) parse:               ${ms(parse16)}   ratio ${(parse16.median / parse.median).toFixed(1)}x (CPU ${(parse16.cpu / parse.cpu).toFixed(1)}x)   target <= 16x`);
