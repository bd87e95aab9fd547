#!/usr/bin/env node
/**
 * claims:stamp: records that a page's claims were re-checked as it now stands.
 *
 *   npm run claims:stamp -- FILE…      a page or its .claims.yml
 *
 * Run it after you have re-read the claims a change touches and updated their quotes and evidence: it writes the
 * page's current `git hash-object` (reviewed.blob), the commit you are on (reviewed.commit) and the SDK version its
 * line pins (reviewed.sdk) into the review file, keeping its comments, then runs the check on those pages. It creates
 * a review file with an empty claim list for a page that has none.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {parseDocument} from 'yaml';
import {blobOf, claimsFileOf, sdkStamp} from './lib/claims.mjs';
import {root} from './lib/setup.mjs';

const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!files.length) {
  console.error('usage: npm run claims:stamp -- PAGE.md…');
  process.exit(2);
}
const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {cwd: root, encoding: 'utf8'}).trim();
const rel = (f) => path.relative(root, path.resolve(f)).split(path.sep).join('/');
/** The page (or data file) a command-line argument names: itself, or the file its .claims.yml reviews. */
const fileOf = (arg) => {
  const base = rel(arg);
  if (!base.endsWith('.claims.yml')) return base;
  const stem = base.slice(0, -'.claims.yml'.length);
  return ['.md', '.mdx', '.ts'].map((ext) => stem + ext).find((f) => fs.existsSync(path.join(root, f))) ?? `${stem}.md`;
};
const pages = files.map(fileOf);
for (const page of pages) {
  const claimsFile = path.join(root, claimsFileOf(page));
  const doc = fs.existsSync(claimsFile)
    ? parseDocument(fs.readFileSync(claimsFile, 'utf8'))
    : parseDocument(`# Claims of ${path.basename(page)} and their evidence (CONTRIBUTING.md, "Claims and evidence").\nreviewed:\n  blob: ''\n  commit: ''\n  sdk: ''\nclaims: []\n`);
  doc.setIn(['reviewed', 'blob'], blobOf(path.join(root, page)));
  doc.setIn(['reviewed', 'commit'], commit);
  doc.setIn(['reviewed', 'sdk'], sdkStamp(root, page));
  fs.writeFileSync(claimsFile, doc.toString({lineWidth: 0}));
  console.log(`stamped ${rel(claimsFile)}`);
}
execFileSync('node', [path.join(root, 'scripts/check-claims.mjs'), ...pages], {cwd: root, stdio: 'inherit'});
