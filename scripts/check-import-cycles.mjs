#!/usr/bin/env node
/**
 * Lists import cycles among the TypeScript files under the given folders (default: shared/content).
 * Every relative import counts, `import type` included: a loop of types still ties the files
 * together. Exits 1 when there is a cycle, printing each one as a chain of files.
 *
 *   node scripts/check-import-cycles.mjs [folder ...]
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const roots = process.argv.slice(2);
const folders = (roots.length > 0 ? roots : ['shared/content']).map((folder) => resolve(folder));

function filesUnder(folder) {
  const found = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) found.push(...filesUnder(path));
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  if (/\.(m?js)$/.test(base)) candidates.push(base.replace(/\.m?js$/, '.ts'));
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

const files = folders.flatMap(filesUnder);
const inside = new Set(files);
const edges = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const targets = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (target && inside.has(target)) targets.add(target);
  }
  edges.set(file, [...targets].sort());
}

// Tarjan's strongly connected components: every component of more than one file is a loop.
let index = 0;
const indices = new Map();
const lowlinks = new Map();
const stack = [];
const onStack = new Set();
const components = [];
function connect(file) {
  indices.set(file, index);
  lowlinks.set(file, index);
  index += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of edges.get(file) ?? []) {
    if (!indices.has(target)) {
      connect(target);
      lowlinks.set(file, Math.min(lowlinks.get(file), lowlinks.get(target)));
    } else if (onStack.has(target)) {
      lowlinks.set(file, Math.min(lowlinks.get(file), indices.get(target)));
    }
  }
  if (lowlinks.get(file) === indices.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfLoop = component.length === 1 && (edges.get(file) ?? []).includes(file);
    if (component.length > 1 || selfLoop) components.push(component);
  }
}
for (const file of files) if (!indices.has(file)) connect(file);

const shown = (file) => relative(process.cwd(), file);
if (components.length === 0) {
  console.log(`No import cycle among ${files.length} files in ${folders.map(shown).join(', ')}.`);
} else {
  for (const component of components) {
    const members = new Set(component);
    // One loop through the component, for the message: walk from its first file along members.
    const start = component.sort()[0];
    const path = [start];
    let current = start;
    const seen = new Set([start]);
    for (;;) {
      const next = (edges.get(current) ?? []).find((target) => members.has(target));
      if (!next || seen.has(next)) {
        if (next) path.push(next);
        break;
      }
      path.push(next);
      seen.add(next);
      current = next;
    }
    console.log(`Import cycle among ${component.length} files: ${path.map(shown).join(' → ')}`);
  }
  process.exitCode = 1;
}
