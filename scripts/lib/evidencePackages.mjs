/**
 * Finds the files of an npm package at an exact version, for the `package` evidence of claims files.
 *
 * Looks in the installed trees first (samples/v3, samples/v2, the site), then in a cache of packed tarballs
 * (node_modules/.claims-evidence; outside .cache, which `docusaurus clear` empties), which it fills with `npm pack` from the registry for versions nobody
 * installs (the SDK releases the migration guides and the legacy API references describe). `npm pack` fetches one
 * tarball, without dependencies.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {root} from './setup.mjs';

const INSTALLED_TREES = ['samples/v3/node_modules', 'samples/v2/node_modules', 'node_modules'];
export const PACK_CACHE = path.join(root, 'node_modules/.claims-evidence');

/** Every directory holding `name` inside an installed tree, nested node_modules included (depth-limited). */
function installedCopies(tree, name, depth = 3) {
  const out = [];
  const direct = path.join(tree, name);
  if (fs.existsSync(path.join(direct, 'package.json'))) out.push(direct);
  if (depth === 0 || !fs.existsSync(tree)) return out;
  for (const entry of fs.readdirSync(tree, {withFileTypes: true})) {
    if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === '.bin') continue;
    const dirs = entry.name.startsWith('@')
      ? fs.readdirSync(path.join(tree, entry.name)).map((n) => path.join(tree, entry.name, n))
      : [path.join(tree, entry.name)];
    for (const dir of dirs) {
      const nested = path.join(dir, 'node_modules');
      if (fs.existsSync(nested)) out.push(...installedCopies(nested, name, depth - 1));
    }
  }
  return out;
}

const versionOf = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
const found = new Map();

/**
 * The directory of `name@version`, installed or packed; fetches the tarball when `fetch` is true and no copy
 * exists. Returns undefined when the package cannot be had.
 */
export function packageDir(name, version, {fetch = true} = {}) {
  const key = `${name}@${version}`;
  if (found.has(key)) return found.get(key);
  let dir;
  for (const tree of INSTALLED_TREES) {
    dir = installedCopies(path.join(root, tree), name).find((d) => versionOf(d) === version);
    if (dir) break;
  }
  const packed = path.join(PACK_CACHE, `${name.replace('/', '+')}@${version}`, 'package');
  if (!dir && fs.existsSync(path.join(packed, 'package.json'))) dir = packed;
  if (!dir && fetch) {
    const target = path.dirname(packed);
    fs.mkdirSync(target, {recursive: true});
    try {
      const tarball = execFileSync('npm', ['pack', key, '--silent', '--pack-destination', target], {
        cwd: target,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .trim()
        .split('\n')
        .pop();
      execFileSync('tar', ['-xzf', path.join(target, tarball), '-C', target]);
      fs.rmSync(path.join(target, tarball));
      if (fs.existsSync(path.join(packed, 'package.json'))) dir = packed;
    } catch {
      dir = undefined;
    }
  }
  found.set(key, dir);
  return dir;
}
