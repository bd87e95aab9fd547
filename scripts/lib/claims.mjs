/**
 * Claims and their evidence: the review file beside every page (`installation.md` → `installation.claims.yml`).
 * Read by scripts/check-claims.mjs (the check), scripts/stamp-claims.mjs (re-stamping a re-reviewed page) and the
 * tests. The format is described in CONTRIBUTING.md, "Claims and evidence".
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {parse} from 'yaml';
import {markdownFiles} from './fences.mjs';
import {root} from './setup.mjs';

/** The folders whose pages make claims; every .md/.mdx below them needs a review file. */
export const CONTENT_ROOTS = ['docs', 'versioned_docs', 'learningLab', 'Ecosystem', 'blog', 'src/pages'];
export const STATUSES = ['confirmed', 'corrected', 'cut'];
/** The kinds of evidence, as the summary counts them. */
export const EVIDENCE_KINDS = ['package', 'test', 'build', 'source', 'site'];
/** Pages not reviewed yet: this list only shrinks (the check fails on a page that is in it and has a review). */
export const PENDING_FILE = 'scripts/claims-pending.txt';

export const claimsFileOf = (page) => page.replace(/\.mdx?$/, '.claims.yml');
export const rel = (file) => path.relative(root, path.resolve(root, file)).split(path.sep).join('/');

/** Every page (repository-relative path) that needs a review file. */
export function contentPages() {
  return markdownFiles(CONTENT_ROOTS.map((r) => path.join(root, r))).map(rel);
}

/** The SDK line a page documents: its claims are checked against samples/<line>. */
export function sdkLineOf(page) {
  if (page.startsWith('versioned_docs/version-2.0/')) return 'v2';
  return 'v3';
}

/** The version of `@lit-protocol/lit-node-client` that samples/<line> pins: the line's SDK version. */
export function pinnedLineVersion(line) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'samples', line, 'package.json'), 'utf8'));
  return pkg.dependencies['@lit-protocol/lit-node-client'];
}

/** The exact versions samples/<line> pins, by package name. */
export function pinnedPackages(line) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'samples', line, 'package.json'), 'utf8'));
  return pkg.dependencies;
}

/** `git hash-object` of a file: the id git gives its content, recorded as the reviewed version of a page. */
export function blobOf(file) {
  return execFileSync('git', ['hash-object', path.resolve(root, file)], {cwd: root, encoding: 'utf8'}).trim();
}

export function readPending() {
  const file = path.join(root, PENDING_FILE);
  if (!fs.existsSync(file)) return new Set();
  return new Set(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );
}

/**
 * Reads a review file. Returns {data, error}; `error` names what makes it unreadable.
 * @returns {{data?: any, error?: string}}
 */
export function readClaims(claimsFile) {
  try {
    return {data: parse(fs.readFileSync(path.join(root, claimsFile), 'utf8'))};
  } catch (error) {
    return {error: `cannot be read as YAML: ${String(error.message).split('\n')[0]}`};
  }
}

/** Text compared for quotes and `shows`: whitespace runs become one space, so line breaks do not matter. */
export const flat = (text) => String(text).replace(/\s+/g, ' ').trim();

/** The kind of an evidence item, or undefined when it has none of the known keys. */
export function evidenceKind(item) {
  if (item && typeof item === 'object') {
    if ('package' in item) return 'package';
    if ('test' in item) return 'test';
    if ('build' in item) return 'build';
    if ('source' in item) return 'source';
    if ('site' in item) return 'site';
  }
  return undefined;
}
