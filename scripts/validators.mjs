/**
 * Independent validators of the built site (docs/decisions/042): the W3C Nu HTML Checker
 * (npm vnu-jar, run on Java) over every prerendered page in one JVM, and a strict XML check of
 * feed.xml and sitemap.xml with xmllint (the sitemap against its schema). Like
 * ensure-chromium.mjs, a missing Java or xmllint is installed from Debian when running as root
 * on a fresh machine (CI); otherwise the message names the one command to run.
 */
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
export const SITEMAP_SCHEMA = join(root, 'tests', 'validators', 'sitemap.xsd');

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** A command from a Debian package: present, or installed when we are root with apt-get. */
function ensureCommand(command, debianPackage) {
  if (onPath(command)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`No ${command} found; installing Debian's ${debianPackage} (apt-get install ${debianPackage})...`);
    try {
      execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`, {
        stdio: 'inherit',
      });
    } catch {
      // reported below
    }
    if (onPath(command)) return;
  }
  throw new Error(`The validators need ${command}. Install it with:\n\n    sudo apt-get install -y ${debianPackage}\n`);
}

export const ensureJava = () => ensureCommand('java', 'default-jre-headless');
export const ensureXmllint = () => ensureCommand('xmllint', 'libxml2-utils');

/** Every .html file under a folder. */
export function htmlFiles(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...htmlFiles(path));
    else if (name.endsWith('.html')) found.push(path);
  }
  return found.sort();
}

/**
 * The Nu HTML Checker over all the given files in one run. Returns its error messages as
 * "file:line: message" (warnings are not errors and are left out).
 */
export function nuHtmlErrors(files, baseDir) {
  ensureJava();
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
  const run = spawnSync('java', ['-Xss4m', '-jar', jar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  // vnu writes its JSON report to stderr and exits 1 when it found errors.
  const text = run.stderr.trim() || run.stdout.trim();
  let report;
  try {
    report = JSON.parse(text);
  } catch {
    throw new Error(`The Nu HTML Checker did not report (exit ${run.status}):\n${text.slice(0, 2000)}`);
  }
  return report.messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .map((message) => {
      const file = (message.url ?? '').replace(/^file:/, '');
      return `${relative(baseDir, decodeURIComponent(file))}:${message.lastLine ?? '?'}: ${message.message}`;
    });
}

/** xmllint's complaints about one XML file (strict: no network, warnings count), against a schema if given. */
export function xmlErrors(file, schema) {
  ensureXmllint();
  const args = ['--noout', '--nonet', '--pedantic', ...(schema ? ['--schema', schema] : []), file];
  try {
    execFileSync('xmllint', args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    return [];
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    return output.split('\n').filter((line) => line && !/ validates$/.test(line));
  }
}
