#!/usr/bin/env node
/**
 * check-content: every page is real documentation.
 *
 *   npm run check:content                 report on all content, exit 0
 *   npm run check:content -- --gate       exit 1 on any failure in the gated folders (GATED below)
 *   npm run check:content -- FILE…        only these files
 *
 * Enforces, printing file:line for each finding:
 * - front matter `title` and `description` on every doc page;
 * - at least MIN_WORDS words of prose (code, markup and front matter do not count);
 * - no placeholder text ("coming soon", "TODO", "lorem ipsum", "TBD", …);
 * - no empty section: a heading directly followed by another heading of the same or higher level;
 * - admonition titles in brackets (`:::tip[Title]`): the old `:::tip Title` form is printed as plain text;
 * - the page compiles as MDX (a stray `{` or `<` in prose is the usual cause; wrap it in backticks).
 * Links and anchors are checked by the strict build (npm run check:links), not here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {markdownFiles} from './lib/fences.mjs';
import {frontMatter, proseOf, wordCount} from './lib/prose.mjs';
import {compile} from '@mdx-js/mdx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MIN_WORDS = 250;
/** Folders whose failures fail the build with --gate. The content issues add theirs as they land. */
const GATED = ['docs', 'versioned_docs', 'learningLab', 'Ecosystem', 'blog', 'src/pages'];
const ROOTS = ['docs', 'versioned_docs', 'learningLab', 'Ecosystem', 'blog', 'src/pages'];
const PLACEHOLDERS = [
  /coming soon/i,
  /\blorem ipsum\b/i,
  /\bTODO\b/,
  /\bFIXME\b/,
  /\bTBD\b/,
  /\bplaceholder text\b/i,
  /full text is being written/i,
  /\bwork in progress\b/i,
];

const args = process.argv.slice(2);
const gate = args.includes('--gate');
const only = args.filter((a) => !a.startsWith('--')).map((f) => path.resolve(f));
// Files and folders starting with "_" are partials imported by pages, not pages.
const isPartial = (f) => path.relative(root, f).split(path.sep).some((part) => part.startsWith('_'));
const files = markdownFiles(ROOTS.map((r) => path.join(root, r))).filter(
  (f) => !isPartial(f) && (only.length === 0 || only.includes(f)),
);

const findings = [];
let pages = 0;
for (const file of files) {
  const rel = path.relative(root, file);
  const text = fs.readFileSync(file, 'utf8');
  const {data, body, lines: fmLines} = frontMatter(text);
  const isBlog = rel.startsWith('blog/');
  const isDoc = !isBlog && !rel.startsWith('src/pages/');
  pages++;
  const add = (line, message) => findings.push({rel, line, message});
  if (isDoc && !data.title) add(1, 'front matter has no `title`');
  if (isDoc && !data.description) add(1, 'front matter has no `description`');
  if (isBlog && !data.title) add(1, 'blog post front matter has no `title`');
  const words = wordCount(proseOf(body));
  if (words < MIN_WORDS) add(fmLines + 1, `only ${words} words of prose (at least ${MIN_WORDS} needed)`);
  const bodyLines = body.split('\n');
  let inFence = false;
  let lastHeading = null;
  bodyLines.forEach((line, i) => {
    const lineNo = fmLines + i + 1;
    if (/^\s*(`{3,}|~{3,})/.test(line)) inFence = !inFence;
    if (inFence) return;
    for (const p of PLACEHOLDERS) if (p.test(line)) add(lineNo, `placeholder text: "${line.trim().slice(0, 60)}"`);
    const admonition = /^\s*:::(\w+) +(\S.*)$/.exec(line);
    if (admonition) add(lineNo, `admonition title is shown as plain text: write \`:::${admonition[1]}[${admonition[2]}]\``);
    const h = /^(#{1,6})\s+\S/.exec(line);
    if (h) {
      if (lastHeading && h[1].length <= lastHeading.level) add(lastHeading.line, 'empty section: heading with no text under it');
      lastHeading = {level: h[1].length, line: lineNo};
    } else if (line.trim()) {
      lastHeading = null;
    }
  });
  if (lastHeading) add(lastHeading.line, 'empty section: heading with no text under it');
  try {
    await compile(body, {format: 'mdx'});
  } catch (e) {
    const line = (e.line ?? e.place?.line ?? e.position?.start?.line ?? 1) + fmLines;
    add(line, `does not compile as MDX: ${e.reason ?? e.message}`);
  }
}

const gated = (f) => GATED.some((g) => f.rel === g || f.rel.startsWith(`${g}/`));
for (const f of findings) console.log(`${f.rel}:${f.line}: ${f.message}`);
const failing = findings.filter(gated);
const filesWithFindings = new Set(findings.map((f) => f.rel)).size;
console.log(`check:content: ${pages} pages, ${findings.length} finding(s) in ${filesWithFindings} page(s)`);
process.exit(gate && failing.length ? 1 : 0);
