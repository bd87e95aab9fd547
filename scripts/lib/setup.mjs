/**
 * Fresh-machine set-up shared by `npm test`, `npm run preview` and `npm run bench`: installs the npm dependencies
 * when they are missing or older than the lockfile, and finds (or, as root on Debian, installs) Chromium for the
 * browser tests and the benchmark.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execSync} from 'node:child_process';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export function run(command, options = {}) {
  console.log(`\n$ ${command}`);
  execSync(command, {cwd: root, stdio: 'inherit', ...options});
}

/**
 * `npm ci` as every set-up runs it. --prefer-offline: the lockfile pins every version and its integrity, so the cache
 * needs no revalidation against the registry.
 */
export const NPM_CI = 'npm ci --prefer-offline --no-audit --no-fund --loglevel=error';

export function ensureDependencies() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  run(NPM_CI);
}

export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(wanted)) return wanted;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
    if (fs.existsSync(wanted)) return wanted;
  }
  throw new Error(
    `Chromium not found at ${wanted}. Install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  );
}
