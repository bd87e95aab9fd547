/**
 * Claims and their evidence: the review file beside every page (`installation.md` → `installation.claims.yml`).
 * The format is described in CONTRIBUTING.md, "Claims and evidence". `checkClaims` is the check itself, used by
 * scripts/check-claims.mjs, scripts/stamp-claims.mjs and tests/unit/checkClaims.spec.ts (on a fixture tree).
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {parse} from 'yaml';
import {markdownFiles} from './fences.mjs';

/** The folders whose pages make claims; every .md/.mdx below them needs a review file. */
export const CONTENT_ROOTS = ['docs', 'versioned_docs', 'learningLab', 'Ecosystem', 'blog', 'src/pages'];
export const STATUSES = ['confirmed', 'corrected', 'cut'];
/** The kinds of evidence, as the summary counts them. */
export const EVIDENCE_KINDS = ['test', 'build', 'package', 'source', 'site'];
/** Pages not reviewed yet: this list only shrinks (the check fails on a page that is in it and has a review). */
export const PENDING_FILE = 'scripts/claims-pending.txt';

/**
 * Files of hand-typed facts that pages render through components (the network table's purposes, the Node.js
 * requirement, …): reviewed like pages, with their claims file beside them. Their facts span both SDK lines.
 */
export const DATA_FILES = ['plugins/remark-sdk-data/sdkData.ts'];

export const claimsFileOf = (page) => page.replace(/\.(mdx?|ts)$/, '.claims.yml');
const posix = (p) => p.split(path.sep).join('/');

/** Every page and data file (path relative to `root`) that needs a review file. */
export function contentPages(root) {
  const pages = markdownFiles(CONTENT_ROOTS.map((r) => path.join(root, r))).map((f) => posix(path.relative(root, f)));
  return [...pages, ...DATA_FILES.filter((f) => fs.existsSync(path.join(root, f)))];
}

/** The SDK lines a file's claims are checked against (samples/<line>): a page's one, or both for a data file. */
export function sdkLinesOf(file) {
  if (DATA_FILES.includes(file)) return ['v3', 'v2'];
  return [file.startsWith('versioned_docs/version-2.0/') ? 'v2' : 'v3'];
}

/** What `reviewed.sdk` records: the pinned SDK version of the file's line ("6.11.5"), or of each line for data files. */
export function sdkStamp(root, file) {
  const lines = sdkLinesOf(file);
  if (lines.length === 1) return pinnedLineVersion(root, lines[0]);
  return lines.map((line) => `${line} ${pinnedLineVersion(root, line)}`).join(', ');
}

/** The exact versions samples/<line> pins, by package name. */
export function pinnedPackages(root, line) {
  return JSON.parse(fs.readFileSync(path.join(root, 'samples', line, 'package.json'), 'utf8')).dependencies;
}

/** The line's SDK version: the `@lit-protocol/lit-node-client` that samples/<line> pins. */
export const pinnedLineVersion = (root, line) => pinnedPackages(root, line)['@lit-protocol/lit-node-client'];

/** `git hash-object` of a file: the id git gives its content, recorded as the reviewed version of a page. */
export function blobOf(file) {
  return execFileSync('git', ['hash-object', file], {encoding: 'utf8'}).trim();
}

export function readPending(root) {
  const file = path.join(root, PENDING_FILE);
  if (!fs.existsSync(file)) return new Set();
  const lines = fs.readFileSync(file, 'utf8').split('\n').map((l) => l.trim());
  return new Set(lines.filter((l) => l && !l.startsWith('#')));
}

/** Text compared for quotes and `shows`: whitespace runs become one space, so line breaks do not matter. */
export const flat = (text) => String(text).replace(/\s+/g, ' ').trim();

/** The kind of an evidence item, or undefined when it has none of the known keys. */
export function evidenceKind(item) {
  if (!item || typeof item !== 'object') return undefined;
  return EVIDENCE_KINDS.find((kind) => kind in item);
}

/** "@scope/name@1.2.3" → {name, version}; undefined when it is not of that form. */
export function parseSpec(spec) {
  const m = /^((?:@[^/@\s]+\/)?[^/@\s]+)@(\d[^\s]*)$/.exec(String(spec));
  return m ? {name: m[1], version: m[2]} : undefined;
}

/** Line of the n-th claim in the YAML text, for messages (the n-th "- claim:" entry). */
function claimLines(text) {
  const lines = [];
  text.split('\n').forEach((l, i) => /^\s*-\s+claim\s*:/.test(l) && lines.push(i + 1));
  return lines;
}

/**
 * Checks the review files of `pages` under `root`. `packageDir(name, version)` finds a package's files (or returns
 * undefined); with `offline`, package evidence it cannot find is skipped and counted instead of failing.
 * Returns {findings: [{file, line, message}], totals}.
 */
export function checkClaims({root, pages, pending = readPending(root), packageDir, offline = false}) {
  const findings = [];
  const totals = {pages: 0, pending: 0, claims: 0, status: {}, evidence: {}, skipped: 0};
  const cache = new Map();
  const read = (file) => {
    if (!cache.has(file)) cache.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);
    return cache.get(file);
  };
  const count = (o, key) => (o[key] = (o[key] ?? 0) + 1);

  function checkEvidence(item, {pageText, pinSets, add}) {
    const kind = evidenceKind(item);
    if (!kind) return add(`evidence item has none of ${EVIDENCE_KINDS.join(', ')}: ${JSON.stringify(item)}`);
    count(totals.evidence, kind);
    switch (kind) {
      case 'package': {
        const spec = parseSpec(item.package);
        if (!spec) return add(`package "${item.package}" is not name@exact-version`);
        if (!item.file || !item.shows) return add(`package evidence needs \`file\` and \`shows\` (${item.package})`);
        const pinned = pinSets.map((pins) => pins[spec.name]).filter(Boolean);
        if (pinned.length && !pinned.includes(spec.version) && !item.historical) {
          add(`${item.package}: the page's line pins ${spec.name}@${pinned.join(' / ')}; re-check against the pin, or mark the evidence \`historical: true\` when the claim is about that release`);
        }
        const dir = packageDir(spec.name, spec.version);
        if (!dir) {
          if (offline) return void totals.skipped++;
          return add(`${item.package} could not be found installed or fetched with npm pack`);
        }
        const text = read(path.join(dir, item.file));
        if (text === undefined) return add(`${item.package} has no file ${item.file}`);
        if (!flat(text).includes(flat(item.shows))) add(`${item.package}/${item.file} does not contain: ${item.shows}`);
        return;
      }
      case 'test': {
        const text = read(path.join(root, item.test));
        if (text === undefined) return add(`test file ${item.test} does not exist`);
        if (!item.title) return add(`test evidence needs the \`title\` of the test in ${item.test}`);
        if (!text.includes(item.title)) add(`${item.test} has no test titled: ${item.title}`);
        return;
      }
      case 'build':
        if (!new RegExp(`<${item.build}\\b`).test(pageText)) add(`the page does not use <${item.build}>, which this evidence names`);
        return;
      case 'source': {
        let url;
        try {
          url = new URL(item.source);
        } catch {
          return add(`source is not a URL: ${item.source}`);
        }
        if (url.protocol !== 'https:') add(`source must be an https URL: ${item.source}`);
        if (url.hostname === 'github.com' && /\/(blob|tree)\//.test(url.pathname) && !/\/(blob|tree)\/[0-9a-f]{40}\//.test(url.pathname)) {
          add(`GitHub source must name a commit (a permalink), not a branch: ${item.source}`);
        }
        if (!item.shows) add(`source evidence needs \`shows\`: what the source says, in your words (${item.source})`);
        return;
      }
      case 'site': {
        const text = read(path.join(root, item.site));
        if (text === undefined) return add(`repository file ${item.site} does not exist`);
        if (!item.shows) return add(`site evidence needs \`shows\`: words of ${item.site} that make the claim true`);
        if (!flat(text).includes(flat(item.shows))) add(`${item.site} does not contain: ${item.shows}`);
        return;
      }
    }
  }

  for (const page of pages) {
    const claimsFile = claimsFileOf(page);
    const addAt = (file, line, message) => findings.push({file, line, message});
    const hasClaims = fs.existsSync(path.join(root, claimsFile));
    if (pending.has(page)) {
      totals.pending++;
      if (hasClaims) addAt(PENDING_FILE, 1, `${page} has a review now: remove it from the list`);
      continue;
    }
    if (!hasClaims) {
      addAt(page, 1, `no review: write ${claimsFile} (CONTRIBUTING.md, "Claims and evidence")`);
      continue;
    }
    totals.pages++;
    const yamlText = fs.readFileSync(path.join(root, claimsFile), 'utf8');
    let data;
    try {
      data = parse(yamlText);
    } catch (error) {
      addAt(claimsFile, 1, `cannot be read as YAML: ${String(error.message).split('\n')[0]}`);
      continue;
    }
    const lines = claimLines(yamlText);
    const pageText = fs.readFileSync(path.join(root, page), 'utf8');
    const pageFlat = flat(pageText);
    const reviewed = data?.reviewed ?? {};
    const blob = blobOf(path.join(root, page));
    if (reviewed.blob !== blob) {
      addAt(page, 1, `the page changed after its review (reviewed ${reviewed.blob || 'nothing'}, now ${blob}): re-check the claims the change touches, then npm run claims:stamp -- ${page}`);
    }
    if (!reviewed.commit) addAt(claimsFile, 1, '`reviewed.commit` is missing (the commit the review was made on)');
    const stamp = sdkStamp(root, page);
    if (String(reviewed.sdk) !== stamp) {
      addAt(claimsFile, 1, `reviewed against SDK ${reviewed.sdk || '(none)'} but the samples pin ${stamp}: re-check the claims against the pin, then npm run claims:stamp -- ${page}`);
    }
    const pinSets = sdkLinesOf(page).map((line) => pinnedPackages(root, line));
    if (!Array.isArray(data?.claims)) {
      addAt(claimsFile, 1, '`claims` must be a list (an empty list for a page that makes no claim of fact)');
      continue;
    }
    data.claims.forEach((claim, i) => {
      const add = (message) => addAt(claimsFile, lines[i] ?? 1, message);
      totals.claims++;
      if (!claim?.claim) add('claim has no `claim` (the statement, in a sentence)');
      if (!STATUSES.includes(claim?.status)) return add(`status must be one of ${STATUSES.join(', ')}`);
      count(totals.status, claim.status);
      const quotes = [claim.quote ?? []].flat();
      if (claim.status !== 'cut') {
        if (!quotes.length) add('a claim kept on the page needs `quote`: words of the page that make it');
        for (const q of quotes) if (!pageFlat.includes(flat(q))) add(`the page does not contain the quote: ${q}`);
      }
      if (claim.status !== 'confirmed' && !claim.was) add(`a ${claim.status} claim needs \`was\`: the wording it replaced`);
      const evidence = [claim.evidence ?? []].flat();
      if (claim.status !== 'cut' && evidence.length === 0) add('a claim kept on the page needs evidence');
      for (const item of evidence) checkEvidence(item, {pageText, pinSets, add});
    });
  }
  for (const entry of pending) {
    if (!fs.existsSync(path.join(root, entry))) findings.push({file: PENDING_FILE, line: 1, message: `${entry} is not a page`});
  }
  return {findings, totals};
}
