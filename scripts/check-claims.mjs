#!/usr/bin/env node
/**
 * check:claims: every page's claims carry their evidence, and the evidence still holds.
 *
 *   npm run check:claims                   every page
 *   npm run check:claims -- FILE…          these pages (a page or its .claims.yml)
 *   npm run check:claims -- --summary      also print the totals (claims by status, evidence by kind)
 *   npm run check:claims -- --offline      do not fetch packages nobody installs (their evidence is skipped, and said so)
 *
 * Beside every page `x.md` lives `x.claims.yml` (format: CONTRIBUTING.md, "Claims and evidence"). For each page this
 * fails, printing file and line, when:
 * - the page has no review file (and is not listed in scripts/claims-pending.txt), or is listed there and has one;
 * - the page changed since its review: `reviewed.blob` is not the page's `git hash-object` (re-check the claims the
 *   change touches, then `npm run claims:stamp -- FILE`);
 * - the SDK pin of the page's line moved since the review (`reviewed.sdk`);
 * - a claim lacks `claim` or a valid `status`, a confirmed or corrected claim has no `quote` the page contains, a
 *   corrected or cut claim has no `was` (the wording it replaced), or a claim kept on the page has no evidence;
 * - evidence does not hold: a package file that does not exist or does not contain `shows`; evidence from a version of
 *   a pinned package other than the pin (unless marked `historical: true`); a test file without the named test; a
 *   build component the page does not use; a public source that is not an https URL (GitHub links must name a commit);
 *   a repository file (`site`) that does not exist or does not contain `shows`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  STATUSES,
  EVIDENCE_KINDS,
  PENDING_FILE,
  blobOf,
  claimsFileOf,
  contentPages,
  evidenceKind,
  flat,
  pinnedLineVersion,
  pinnedPackages,
  readClaims,
  readPending,
  rel,
  sdkLineOf,
} from './lib/claims.mjs';
import {packageDir, parseSpec} from './lib/evidencePackages.mjs';
import {root} from './lib/setup.mjs';

const args = process.argv.slice(2);
const summary = args.includes('--summary');
const offline = args.includes('--offline');
const only = args
  .filter((a) => !a.startsWith('--'))
  .map((f) => rel(f).replace(/\.claims\.yml$/, ''))
  .map((f) => (/\.mdx?$/.test(f) ? f : fs.existsSync(path.join(root, `${f}.mdx`)) ? `${f}.mdx` : `${f}.md`));

const pages = contentPages().filter((p) => only.length === 0 || only.includes(p));
const pending = readPending();
const findings = [];
const totals = {pages: 0, pending: 0, claims: 0, status: {}, evidence: {}, skipped: 0};
const fileCache = new Map();
const read = (file) => {
  if (!fileCache.has(file)) fileCache.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);
  return fileCache.get(file);
};

/** Line of the n-th claim in the YAML text, for messages (the n-th "- claim:" entry). */
function claimLines(text) {
  const lines = [];
  text.split('\n').forEach((l, i) => /^\s*-\s+claim\s*:/.test(l) && lines.push(i + 1));
  return lines;
}

function checkEvidence(item, {page, pageText, line, pins, add}) {
  const kind = evidenceKind(item);
  if (!kind) return add(line, `evidence item has none of ${EVIDENCE_KINDS.join(', ')}: ${JSON.stringify(item)}`);
  totals.evidence[kind] = (totals.evidence[kind] ?? 0) + 1;
  switch (kind) {
    case 'package': {
      const spec = parseSpec(item.package);
      if (!spec) return add(line, `package "${item.package}" is not name@exact-version`);
      if (!item.file || !item.shows) return add(line, `package evidence needs \`file\` and \`shows\` (${item.package})`);
      const pinned = pins[spec.name];
      if (pinned && pinned !== spec.version && !item.historical) {
        add(line, `${item.package}: the page's line pins ${spec.name}@${pinned}; re-check against the pin, or mark the evidence \`historical: true\` when the claim is about that release`);
      }
      const dir = packageDir(spec.name, spec.version, {fetch: !offline});
      if (!dir) {
        if (offline) return void totals.skipped++;
        return add(line, `${item.package} could not be found installed or fetched with npm pack`);
      }
      const text = read(path.join(dir, item.file));
      if (text === undefined) return add(line, `${item.package} has no file ${item.file}`);
      if (!flat(text).includes(flat(item.shows))) add(line, `${item.package}/${item.file} does not contain: ${item.shows}`);
      return;
    }
    case 'test': {
      const text = read(path.join(root, item.test));
      if (text === undefined) return add(line, `test file ${item.test} does not exist`);
      if (!item.title) return add(line, `test evidence needs the \`title\` of the test in ${item.test}`);
      if (!text.includes(item.title)) add(line, `${item.test} has no test titled: ${item.title}`);
      return;
    }
    case 'build': {
      if (!new RegExp(`<${item.build}\\b`).test(pageText)) add(line, `the page does not use <${item.build}>, which this evidence names`);
      return;
    }
    case 'source': {
      let url;
      try {
        url = new URL(item.source);
      } catch {
        return add(line, `source is not a URL: ${item.source}`);
      }
      if (url.protocol !== 'https:') add(line, `source must be an https URL: ${item.source}`);
      if (url.hostname === 'github.com' && /\/(blob|tree)\//.test(url.pathname) && !/\/(blob|tree)\/[0-9a-f]{40}\//.test(url.pathname)) {
        add(line, `GitHub source must name a commit (a permalink), not a branch: ${item.source}`);
      }
      if (!item.shows) add(line, `source evidence needs \`shows\`: what the source says, in your words (${item.source})`);
      return;
    }
    case 'site': {
      const text = read(path.join(root, item.site));
      if (text === undefined) return add(line, `repository file ${item.site} does not exist`);
      if (item.shows && !flat(text).includes(flat(item.shows))) add(line, `${item.site} does not contain: ${item.shows}`);
      return;
    }
  }
}

for (const page of pages) {
  const claimsFile = claimsFileOf(page);
  const add = (line, message, file = claimsFile) => findings.push({file, line, message});
  const hasClaims = fs.existsSync(path.join(root, claimsFile));
  if (pending.has(page)) {
    totals.pending++;
    if (hasClaims) add(1, `has a review now: remove ${page} from ${PENDING_FILE}`, PENDING_FILE);
    continue;
  }
  if (!hasClaims) {
    add(1, `no review: write ${claimsFile} (CONTRIBUTING.md, "Claims and evidence")`, page);
    continue;
  }
  totals.pages++;
  const {data, error} = readClaims(claimsFile);
  if (error) {
    add(1, error);
    continue;
  }
  const yamlText = fs.readFileSync(path.join(root, claimsFile), 'utf8');
  const lines = claimLines(yamlText);
  const pageText = fs.readFileSync(path.join(root, page), 'utf8');
  const pageFlat = flat(pageText);
  const line = sdkLineOf(page);
  const reviewed = data?.reviewed ?? {};
  const blob = blobOf(page);
  if (reviewed.blob !== blob) {
    add(1, `the page changed after its review (reviewed ${reviewed.blob ?? 'nothing'}, now ${blob}): re-check the claims the change touches, then run npm run claims:stamp -- ${page}`, page);
  }
  if (!reviewed.commit) add(1, '`reviewed.commit` is missing (the commit the review was made on)');
  const pinnedVersion = pinnedLineVersion(line);
  if (reviewed.sdk !== pinnedVersion) {
    add(1, `reviewed against SDK ${reviewed.sdk ?? '(none)'} but samples/${line} pins ${pinnedVersion}: re-check the claims against the pin, then set reviewed.sdk`);
  }
  const pins = pinnedPackages(line);
  const claims = Array.isArray(data?.claims) ? data.claims : [];
  if (!Array.isArray(data?.claims)) add(1, '`claims` must be a list (an empty list for a page that makes no claim of fact)');
  claims.forEach((claim, i) => {
    const at = lines[i] ?? 1;
    totals.claims++;
    if (!claim?.claim) add(at, 'claim has no `claim` (the statement, in a sentence)');
    if (!STATUSES.includes(claim?.status)) return add(at, `status must be one of ${STATUSES.join(', ')}`);
    totals.status[claim.status] = (totals.status[claim.status] ?? 0) + 1;
    const quotes = [claim.quote ?? []].flat();
    if (claim.status !== 'cut') {
      if (!quotes.length) add(at, 'a claim kept on the page needs `quote`: words of the page that make it');
      for (const q of quotes) if (!pageFlat.includes(flat(q))) add(at, `the page does not contain the quote: ${q}`);
    }
    if (claim.status !== 'confirmed' && !claim.was) add(at, `a ${claim.status} claim needs \`was\`: the wording it replaced`);
    const evidence = [claim.evidence ?? []].flat();
    if (claim.status !== 'cut' && evidence.length === 0) add(at, 'a claim kept on the page needs evidence');
    for (const item of evidence) checkEvidence(item, {page, pageText, line: at, pins, add});
  });
}

for (const entry of pending) {
  if (!fs.existsSync(path.join(root, entry))) findings.push({file: PENDING_FILE, line: 1, message: `${entry} is not a page`});
}

for (const f of findings) console.log(`${f.file}:${f.line}: ${f.message}`);
if (summary || only.length === 0) {
  const fmt = (o) => Object.entries(o).map(([k, v]) => `${k} ${v}`).join(', ') || 'none';
  console.log(
    `\nclaims: ${totals.pages} pages reviewed, ${totals.pending} pending; ${totals.claims} claims (${fmt(totals.status)}); evidence: ${fmt(totals.evidence)}${totals.skipped ? `; ${totals.skipped} package items skipped (--offline)` : ''}`,
  );
}
if (findings.length) {
  console.log(`\n${findings.length} problem(s) in ${new Set(findings.map((f) => f.file)).size} file(s).`);
  process.exit(1);
}
