#!/usr/bin/env node
/**
 * check-samples: every code sample in the content compiles against the SDK version its page documents.
 *
 *   npm run check:samples            all content
 *   npm run check:samples -- FILE…   only these Markdown files (handy while writing)
 *
 * What it enforces (see CONTRIBUTING.md, "Code samples"):
 * - ```ts / ```tsx fences are complete modules, type-checked with strict TypeScript against the pinned SDK:
 *   v3 content (docs/, learningLab/, Ecosystem/, blog/) against samples/v3 (@lit-protocol/* 6.x),
 *   v2 content (versioned_docs/version-2.0/) against samples/v2 (@lit-protocol/* 2.x).
 * - A fence marked `snippet` (```ts snippet) is a deliberate fragment: it must parse, nothing more.
 * - A fence marked `lit-action` is code that runs on the Lit nodes. It is checked against the declarations of
 *   the Lit Action globals in samples/lit-actions/globals.d.ts; the values passed in as jsParams are named on
 *   the fence: ```js lit-action jsParams="toSign,publicKey"
 * - ```js / ```jsx fences must parse; ```json fences must be valid JSON.
 * Prints file:line for each failure, then the counts, and exits 1 on any failure.
 * Installs samples/v3 and samples/v2 with `npm ci` on first use.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {exec} from 'node:child_process';
import {promisify} from 'node:util';
import {fileURLToPath} from 'node:url';
import {markdownFiles, fencesOf} from './lib/fences.mjs';
import {NPM_CI} from './lib/setup.mjs';
import {sampleCompilerOptions} from './lib/sampleCompilerOptions.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SETS = [
  {name: 'v3', sdk: 'samples/v3', roots: ['docs', 'learningLab', 'Ecosystem', 'blog', 'src/pages']},
  {name: 'v2', sdk: 'samples/v2', roots: ['versioned_docs/version-2.0']},
];
const TS_LANGS = new Set(['ts', 'tsx', 'typescript']);
const JS_LANGS = new Set(['js', 'jsx', 'javascript', 'mjs']);
const LIT_ACTION_GLOBALS = path.join(root, 'samples/lit-actions/globals.d.ts');

const only = process.argv.slice(2).map((f) => path.resolve(f));
const failures = [];
const counts = {typechecked: 0, snippets: 0, litActions: 0, jsParsed: 0, json: 0};

/**
 * Installs a samples package on first use, and again whenever its lockfile is newer than the installed tree.
 * Resolves at once when it is current; the sets are installed side by side (each install waits on the network and
 * the disk more than on the CPU).
 */
async function ensureInstalled(dir) {
  const installed = path.join(root, dir, 'node_modules/.package-lock.json');
  const lock = path.join(root, dir, 'package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log(`Installing ${dir} (${fs.existsSync(installed) ? 'its lockfile changed' : 'first run'})…`);
  const {stderr} = await promisify(exec)(NPM_CI, {cwd: path.join(root, dir)});
  if (stderr.trim()) console.error(stderr.trimEnd());
}

const rel = (f) => path.relative(root, f);
const fail = (fence, offset, message) =>
  failures.push(`${rel(fence.file)}:${fence.line + offset}: ${message}`);

function metaParams(meta) {
  const m = /jsParams="([^"]*)"/.exec(meta);
  return m ? m[1].split(/[\s,]+/).filter(Boolean) : [];
}

const fencesBySet = SETS.map((set) =>
  markdownFiles(set.roots.map((r) => path.join(root, r)))
    .filter((f) => only.length === 0 || only.includes(f))
    .flatMap((f) => fencesOf(f)),
);
const needsSdk = (fences) => fences.some((f) => TS_LANGS.has(f.lang) || JS_LANGS.has(f.lang));
await Promise.all(SETS.map((set, i) => (needsSdk(fencesBySet[i]) ? ensureInstalled(set.sdk) : undefined)));

for (const [i, set] of SETS.entries()) {
  const fences = fencesBySet[i];
  if (!needsSdk(fences)) continue;
  const require = createRequire(path.join(root, set.sdk, 'package.json'));
  const ts = require('typescript');
  // One folder per run, so writers can run checks in parallel; removed at exit.
  const genDir = path.join(root, set.sdk, '.generated', `run-${process.pid}`);
  fs.mkdirSync(genDir, {recursive: true});
  process.on('exit', () => fs.rmSync(genDir, {recursive: true, force: true}));

  /** Generated file -> {fence, prelude lines} for mapping diagnostics back to the Markdown. */
  const origin = new Map();
  const programFiles = [];
  fences.forEach((fence, i) => {
    const isTs = TS_LANGS.has(fence.lang);
    const isJs = JS_LANGS.has(fence.lang);
    const isLitAction = /(^|\s)lit-action(\s|$)/.test(fence.meta);
    const isSnippet = /(^|\s)snippet(\s|$)/.test(fence.meta);
    if (fence.lang === 'json') {
      counts.json++;
      try {
        JSON.parse(fence.code);
      } catch (e) {
        fail(fence, 0, `invalid JSON: ${e.message}`);
      }
      return;
    }
    if (!isTs && !isJs) return;
    const ext = fence.lang === 'tsx' || fence.lang === 'jsx' ? (isTs ? '.tsx' : '.jsx') : isTs ? '.ts' : '.js';
    if (isSnippet || (isJs && !isLitAction)) {
      // Parse only.
      isSnippet ? counts.snippets++ : counts.jsParsed++;
      const out = ts.transpileModule(fence.code, {
        reportDiagnostics: true,
        fileName: `sample${ext}`,
        compilerOptions: {jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext},
      });
      for (const d of out.diagnostics ?? []) {
        const {line} = d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0) : {line: 0};
        fail(fence, line, `does not parse: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      }
      return;
    }
    const name = `${rel(fence.file).replace(/[^\w]+/g, '_')}_L${fence.line}_${i}${ext}`;
    const file = path.join(genDir, name);
    let prelude = [];
    if (isLitAction) {
      counts.litActions++;
      prelude = metaParams(fence.meta).map((p) =>
        isTs ? `declare const ${p}: any;` : `/** @type {any} */ var ${p};`,
      );
    } else {
      counts.typechecked++;
    }
    fs.writeFileSync(file, [...prelude, fence.code, 'export {};', ''].join('\n'));
    origin.set(path.resolve(file), {fence, prelude: prelude.length});
    programFiles.push(file);
  });
  if (programFiles.length === 0) continue;

  const options = sampleCompilerOptions(ts, path.join(root, set.sdk));
  const program = ts.createProgram([...programFiles, LIT_ACTION_GLOBALS], options);
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const src = d.file && origin.get(path.resolve(d.file.fileName));
    if (!src) {
      failures.push(`${d.file ? rel(d.file.fileName) : set.sdk}: ${message}`);
      continue;
    }
    const {line} = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    fail(src.fence, line - src.prelude, `TS${d.code}: ${message}`);
  }
}

for (const f of failures) console.error(f);
console.log(
  `check:samples: ${counts.typechecked} TypeScript samples type-checked, ${counts.litActions} Lit Actions checked, ` +
    `${counts.snippets} marked snippets parsed, ${counts.jsParsed} JavaScript samples parsed, ${counts.json} JSON samples; ` +
    `${failures.length} failure(s)`,
);
process.exit(failures.length ? 1 : 0);
