/**
 * Makes sure a Chromium exists for the end-to-end tests. On a fresh Debian machine run as
 * root it installs Debian's chromium package; otherwise it names the one command to run.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium-path.mjs';

const found = findChromium();
if (found) {
  console.log(`Chromium for end-to-end tests: ${found}`);
  process.exit(0);
}
if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('No Chromium found; installing Debian\'s chromium package (apt-get install chromium)...');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } catch {
    // fall through to the message below
  }
  if (findChromium()) process.exit(0);
}
console.error(
  'No Chromium found for the end-to-end tests. Install one with:\n\n    sudo apt-get install -y chromium\n\n' +
    'or point CHROME_PATH at an installed Chromium or Chrome.',
);
process.exit(1);
