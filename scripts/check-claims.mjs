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
import {checkClaims, claimsFileOf, contentPages, parseSpec} from './lib/claims.mjs';
import {packageDir, prefetchPackages} from './lib/evidencePackages.mjs';
import {root} from './lib/setup.mjs';

const args = process.argv.slice(2);
const summary = args.includes('--summary');
const offline = args.includes('--offline');
/** The page (or data file) a command-line argument names: itself, or the file its .claims.yml reviews. */
const pageOf = (arg) => {
  const base = path.relative(root, path.resolve(arg)).split(path.sep).join('/');
  if (!base.endsWith('.claims.yml')) return base;
  const stem = base.slice(0, -'.claims.yml'.length);
  return ['.md', '.mdx', '.ts'].map((ext) => stem + ext).find((f) => fs.existsSync(path.join(root, f))) ?? `${stem}.md`;
};
const only = args.filter((a) => !a.startsWith('--')).map(pageOf);
const pages = contentPages(root).filter((p) => only.length === 0 || only.includes(p));

if (!offline) {
  // Every package release the review files cite, packed in a few batches before the check reads them.
  const cited = pages.flatMap((page) => {
    const file = path.join(root, claimsFileOf(page));
    if (!fs.existsSync(file)) return [];
    return [...fs.readFileSync(file, 'utf8').matchAll(/^\s*-?\s*package:\s*['"]?([^'"\s]+)['"]?\s*$/gm)].map((m) => parseSpec(m[1])).filter(Boolean);
  });
  await prefetchPackages(cited);
}
const {findings, totals} = checkClaims({root, pages, offline, packageDir: (name, version) => packageDir(name, version, {fetch: !offline})});

for (const f of findings) console.log(`${f.file}:${f.line}: ${f.message}`);
if (summary || only.length === 0) {
  const list = (o) => Object.entries(o).map(([k, v]) => `${k} ${v}`).join(', ') || 'none';
  console.log(
    `\nclaims: ${totals.pages} pages reviewed, ${totals.pending} pending; ${totals.claims} claims (${list(totals.status)}); evidence: ${list(totals.evidence)}${totals.skipped ? `; ${totals.skipped} package items skipped (--offline)` : ''}`,
  );
}
if (findings.length) {
  console.log(`\n${findings.length} problem(s) in ${new Set(findings.map((f) => f.file)).size} file(s).`);
  process.exit(1);
}
