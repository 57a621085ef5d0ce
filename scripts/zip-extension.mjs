/** Packs dist/extension/ into dist/extension.zip, ready for a store upload. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { zipSync } from 'fflate';

const dist = process.env.DIST_DIR ?? new URL('../dist', import.meta.url).pathname;
const root = join(dist, 'extension');
const files = {};
const walk = (dir) => {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else files[relative(root, path).split(sep).join('/')] = readFileSync(path);
  }
};
walk(root);
const out = join(dist, 'extension.zip');
writeFileSync(out, zipSync(files, { level: 6 }));
console.log(`Wrote ${relative(process.cwd(), out)}`);
