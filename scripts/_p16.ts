import { makeLibrary } from '../tests/fixtures/bibtex-library';
import { parseBibtex } from '../shared/content/bibtex';
const n = Number(process.argv[2] ?? 3000);
const text = makeLibrary(n);
const times: number[] = [];
for (let k = 0; k < 3; k++) { const t = performance.now(); parseBibtex(text); times.push(performance.now() - t); }
console.log(n, times.map((t) => t.toFixed(0)).join(' '));
