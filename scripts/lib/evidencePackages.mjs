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
import {execFile, execFileSync} from 'node:child_process';
import {promisify} from 'node:util';
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

const packedDir = (name, version) => path.join(PACK_CACHE, `${name.replace('/', '+')}@${version}`, 'package');
const versionOf = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
const found = new Map();

const installed = new Map();
/** The installed copy of `name@version` in one of the installed trees, or undefined (each looked up once). */
const installedDir = (name, version) => {
  const key = `${name}@${version}`;
  if (!installed.has(key)) {
    const copies = INSTALLED_TREES.flatMap((tree) => installedCopies(path.join(root, tree), name));
    installed.set(key, copies.find((d) => versionOf(d) === version));
  }
  return installed.get(key);
};
const isPacked = (name, version) => fs.existsSync(path.join(packedDir(name, version), 'package.json'));

/**
 * The directory of `name@version`, installed or packed; fetches the tarball when `fetch` is true and no copy
 * exists. Returns undefined when the package cannot be had.
 */
export function packageDir(name, version, {fetch = true} = {}) {
  const key = `${name}@${version}`;
  if (found.has(key)) return found.get(key);
  let dir = installedDir(name, version);
  const packed = packedDir(name, version);
  if (!dir && isPacked(name, version)) dir = packed;
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
      if (isPacked(name, version)) dir = packed;
    } catch {
      dir = undefined;
    }
  }
  found.set(key, dir);
  return dir;
}

/**
 * Packs, ahead of the check, every package of `specs` ({name, version}) that is neither installed nor packed yet: one
 * `npm pack` per batch of packages, a few batches at once. A fresh clone needs about 125 tarballs; packing them one
 * `npm` process each took 40-220 s of `npm test`. What fails here is left to `packageDir`, which tries again and
 * reports it.
 */
export async function prefetchPackages(specs, {batch = 16, parallel = 4} = {}) {
  const unique = new Map(specs.map((spec) => [`${spec.name}@${spec.version}`, spec]));
  const wanted = [...unique].filter(([, {name, version}]) => !isPacked(name, version) && !installedDir(name, version)).map(([key]) => key);
  if (wanted.length === 0) return 0;
  const staging = fs.mkdtempSync(path.join(PACK_CACHE + '-'));
  const run = promisify(execFile);
  const batches = [];
  for (let i = 0; i < wanted.length; i += batch) batches.push(wanted.slice(i, i + batch));
  const unpack = async (group) => {
    const dir = fs.mkdtempSync(path.join(staging, 'b'));
    try {
      const {stdout} = await run('npm', ['pack', ...group, '--json', '--pack-destination', dir], {cwd: dir, maxBuffer: 64 * 1024 * 1024});
      for (const {name, version, filename} of JSON.parse(stdout)) {
        const target = path.dirname(packedDir(name, version));
        fs.mkdirSync(target, {recursive: true});
        execFileSync('tar', ['-xzf', path.join(dir, filename), '-C', target]);
      }
    } catch {
      // One package that cannot be had fails its whole batch: packageDir fetches the rest one by one.
    }
  };
  for (let i = 0; i < batches.length; i += parallel) await Promise.all(batches.slice(i, i + parallel).map(unpack));
  fs.rmSync(staging, {recursive: true, force: true});
  return wanted.length;
}
