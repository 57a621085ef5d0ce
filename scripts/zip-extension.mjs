/** Packs dist/extension/ into dist/extension.zip, ready for a store upload. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import JSZip from 'jszip';

const dist = process.env.DIST_DIR ?? new URL('../dist', import.meta.url).pathname;
const root = join(dist, 'extension');
const zip = new JSZip();
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else zip.file(relative(root, path), readFileSync(path));
  }
};
walk(root);
const out = join(dist, 'extension.zip');
writeFileSync(out, await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
console.log(`Wrote ${relative(process.cwd(), out)}`);
