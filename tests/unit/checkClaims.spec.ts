/**
 * The claims check (scripts/lib/claims.mjs, `npm run check:claims`) on a fixture tree: it passes a page whose review
 * is current and whose evidence holds, and names each way a review can fall behind its page or its evidence.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {checkClaims} from '../../scripts/lib/claims.mjs';

type Finding = {file: string; line: number; message: string};
const PAGE = 'docs/guide.md';
const PAGE_TEXT = '---\ntitle: Guide\n---\n\nThe client retries a failed request\nthree times before it gives up.\n';

/** A tree with one page, a package, a test file and samples/v3 pinning 6.11.5; returns its root. */
function fixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  };
  write(PAGE, PAGE_TEXT);
  write('samples/v3/package.json', JSON.stringify({dependencies: {'@lit-protocol/lit-node-client': '6.11.5', '@lit-protocol/core': '6.11.5'}}));
  write('pkg/core/src/retry.js', 'const MAX_RETRIES = 3;\nfor (let i = 0; i < MAX_RETRIES; i++) {}\n');
  write('tests/unit/facts/guide.spec.ts', "test('the client retries three times', () => {});\n");
  return root;
}

const blob = (file: string) => execFileSync('git', ['hash-object', file], {encoding: 'utf8'}).trim();

function review(root: string, claims: string, reviewed: Partial<{blob: string; commit: string; sdk: string}> = {}) {
  const r = {blob: blob(path.join(root, PAGE)), commit: 'abc123', sdk: '6.11.5', ...reviewed};
  fs.writeFileSync(path.join(root, 'docs/guide.claims.yml'), `reviewed:\n  blob: '${r.blob}'\n  commit: '${r.commit}'\n  sdk: '${r.sdk}'\nclaims:\n${claims}`);
}

function run(root: string): {findings: Finding[]; totals: {claims: number; status: Record<string, number>; evidence: Record<string, number>}} {
  const packageDir = (name: string, version: string) => (name === '@lit-protocol/core' && version === '6.11.5' ? path.join(root, 'pkg/core') : undefined);
  return checkClaims({root, pages: [PAGE], pending: new Set(), packageDir});
}

const GOOD_CLAIM = `  - claim: The client retries a failed request three times.
    quote: retries a failed request three times
    status: confirmed
    evidence:
      - package: "@lit-protocol/core@6.11.5"
        file: src/retry.js
        shows: "const MAX_RETRIES = 3;"
      - test: tests/unit/facts/guide.spec.ts
        title: the client retries three times
`;

test.describe('the claims check', () => {
  test('passes a current review whose quotes and evidence hold, and counts them', () => {
    const root = fixture();
    review(root, GOOD_CLAIM);
    const {findings, totals} = run(root);
    expect(findings).toEqual([]);
    expect(totals.claims).toBe(1);
    expect(totals.status).toEqual({confirmed: 1});
    expect(totals.evidence).toEqual({package: 1, test: 1});
  });

  test('names a page with no review, and a page changed after its review', () => {
    const root = fixture();
    expect(run(root).findings.map((f) => f.message)).toEqual([expect.stringContaining('no review: write docs/guide.claims.yml')]);
    review(root, GOOD_CLAIM);
    fs.appendFileSync(path.join(root, PAGE), '\nA new sentence.\n');
    expect(run(root).findings).toEqual([expect.objectContaining({file: PAGE, message: expect.stringContaining('the page changed after its review')})]);
  });

  test('names a review made against another SDK pin, a quote the page lacks, and evidence that no longer holds', () => {
    const root = fixture();
    const claims = GOOD_CLAIM.replace('three times\n    status', 'five times\n    status').replace('MAX_RETRIES = 3', 'MAX_RETRIES = 5').replace('the client retries three times\n', 'the client retries five times\n');
    review(root, claims, {sdk: '6.10.0'});
    const messages = run(root).findings.map((f) => f.message);
    expect(messages).toEqual([
      expect.stringContaining('reviewed against SDK 6.10.0 but the samples pin 6.11.5'),
      expect.stringContaining('the page does not contain the quote: retries a failed request five times'),
      expect.stringContaining('src/retry.js does not contain: const MAX_RETRIES = 5;'),
      expect.stringContaining('has no test titled: the client retries five times'),
    ]);
  });

  test('asks corrected and cut claims for the wording they replaced, kept claims for evidence, and GitHub sources for a commit', () => {
    const root = fixture();
    review(
      root,
      `  - claim: Corrected without the old wording.
    quote: three times before it gives up
    status: corrected
    evidence:
      - source: https://github.com/LIT-Protocol/js-sdk/blob/master/README.md
        shows: the README says so
  - claim: Cut without the old wording.
    status: cut
  - claim: Kept without evidence.
    quote: The client retries
    status: confirmed
  - claim: Evidence from another release of a pinned package.
    quote: The client retries
    status: confirmed
    evidence:
      - package: "@lit-protocol/core@3.1.1"
        file: src/retry.js
        shows: MAX_RETRIES
`,
    );
    const messages = run(root).findings.map((f) => f.message);
    expect(messages).toEqual([
      expect.stringContaining('a corrected claim needs `was`'),
      expect.stringContaining('GitHub source must name a commit'),
      expect.stringContaining('a cut claim needs `was`'),
      expect.stringContaining('a claim kept on the page needs evidence'),
      expect.stringContaining('the page\'s line pins @lit-protocol/core@6.11.5'),
      expect.stringContaining('@lit-protocol/core@3.1.1 could not be found'),
    ]);
  });

  test('fails a page listed as pending that has a review', () => {
    const root = fixture();
    review(root, GOOD_CLAIM);
    const packageDir = () => undefined;
    const {findings} = checkClaims({root, pages: [PAGE], pending: new Set([PAGE]), packageDir});
    expect(findings).toEqual([expect.objectContaining({file: 'scripts/claims-pending.txt', message: expect.stringContaining('has a review now')})]);
  });
});
