#!/usr/bin/env node
/**
 * npm run test:changed: the checks of `npm test` for the pages changed against main, for a writer's loop.
 *
 *   - what changed: committed on this branch since it left main (`--base <ref>` to compare with another ref), staged,
 *     unstaged and new files;
 *   - the content gate, the sample check and the spelling check on the changed pages (the type check too when code
 *     changed);
 *   - a strict build (warm cache: broken links and anchors anywhere fail it) and the copy check of the built prose;
 *   - the per-route browser checks (status and title, SEO tags, axe) on the routes built from the changed files. A
 *     route belongs to a file when its page's "Edit this page" link names it (config/links.ts DOCS_EDIT_URL); the
 *     stand-alone pages of src/pages are matched by name.
 * Changed facts tests (tests/unit/facts, the SDK runs behind the pages' claims) run on their own.
 * When code changed (anything but pages, their claims files, facts tests and images), every page may be affected: the whole Playwright suite runs,
 * and the script says so. `npm test` remains what CI runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {ensureChromium, ensureDependencies, root, run} from './lib/setup.mjs';

const CONTENT_DIRS = ['docs/', 'versioned_docs/', 'learningLab/', 'Ecosystem/', 'blog/', 'src/pages/'];
const PAGE = /\.mdx?$/;
const ASSET = /\.(png|jpe?g|gif|svg|webp|ya?ml|json)$/;
/** Files changed without touching the site's behaviour. */
const NEUTRAL = [/^README\.md$/, /^CONTRIBUTING\.md$/, /^project-words\.txt$/, /^tests\/e2e\/accessibility\.spec\.ts$/, /^scripts\/claims-pending\.txt$/];
/** The unit tests that run the pinned SDK to back the pages' claims: run on their own, they do not touch the site. */
const FACTS_TEST = /^tests\/unit\/(facts\/.+|\w+Facts)\.spec\.ts$/;

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex >= 0 ? args[baseIndex + 1] : 'main';

const git = (...a) => execFileSync('git', a, {cwd: root, encoding: 'utf8'}).trim();

function changedFiles() {
  const mergeBase = git('merge-base', 'HEAD', base);
  const tracked = git('diff', '--name-only', mergeBase).split('\n');
  const untracked = git('ls-files', '--others', '--exclude-standard').split('\n');
  return [...new Set([...tracked, ...untracked])].filter((f) => f && fs.existsSync(path.join(root, f)));
}

/** Routes of the build whose page names one of the files in its "Edit this page" link, or is a src/pages page. */
function routesOf(files) {
  const editBase = readEditBase();
  const wanted = new Set(files.filter((f) => PAGE.test(f)));
  const routes = new Set();
  for (const file of wanted) {
    const page = /^src\/pages\/(.+)\.mdx?$/.exec(file);
    if (page) routes.add(`/${page[1]}`);
  }
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const html = fs.readFileSync(full, 'utf8');
        const edit = html.indexOf(editBase);
        if (edit < 0) continue;
        const file = html.slice(edit + editBase.length).split(/["'\s>]/)[0];
        if (wanted.has(file)) routes.add(`/${path.relative(path.join(root, 'build'), path.dirname(full))}`.replace(/\/$/, '') || '/');
      }
    }
  };
  walk(path.join(root, 'build'));
  return [...routes].sort();
}

/** config/links.ts cannot be imported by plain Node 20: read the constant from its source instead. */
function readEditBase() {
  const source = fs.readFileSync(path.join(root, 'config/links.ts'), 'utf8');
  const repo = /DOCS_REPO_URL = '([^']+)'/.exec(source)[1];
  const edit = /DOCS_EDIT_URL = `\$\{DOCS_REPO_URL\}([^`]+)`/.exec(source)[1];
  return `${repo}${edit}`;
}

ensureDependencies();
process.env.CHROMIUM_PATH = ensureChromium();

const files = changedFiles();
const pages = files.filter((f) => PAGE.test(f) && CONTENT_DIRS.some((d) => f.startsWith(d)));
const factsTests = files.filter((f) => FACTS_TEST.test(f));
const code = files.filter(
  (f) =>
    !pages.includes(f) &&
    !factsTests.includes(f) &&
    !(ASSET.test(f) && CONTENT_DIRS.some((d) => f.startsWith(d))) &&
    !NEUTRAL.some((n) => n.test(f)),
);
console.log(`Changed against ${base}: ${files.length} file(s), ${pages.length} page(s)${code.length ? `, code: ${code.join(', ')}` : ''}`);
if (files.length === 0) {
  console.log('Nothing changed: nothing to check.');
  process.exit(0);
}

try {
  if ([...code, ...factsTests].some((f) => /\.(ts|tsx|mjs|js)$/.test(f))) run('npm run --silent typecheck');
  if (pages.length) {
    const quoted = pages.map((f) => JSON.stringify(f)).join(' ');
    run(`node scripts/check-content.mjs --gate ${quoted}`);
    run(`node scripts/check-samples.mjs ${quoted}`);
    run(`npx cspell --no-progress --show-suggestions ${quoted}`);
  }
  // The claims files of the changed pages, and the pages of changed claims files: names every page whose review is
  // older than the page.
  const reviewed = [...new Set([...pages, ...files.filter((f) => f.endsWith('.claims.yml'))])];
  if (reviewed.length) run(`node scripts/check-claims.mjs ${reviewed.map((f) => JSON.stringify(f)).join(' ')}`);
  run('STRICT_LINKS=true TEST_PAGES=true npx docusaurus build');
  run('npm run --silent check:copy');
  if (factsTests.length && !code.length) run(`npx playwright test --project=unit ${factsTests.join(' ')}`);
  if (code.length) {
    console.log('\nCode changed, so any page may be affected: running the whole Playwright suite (npm test runs the rest).');
    run('npx playwright test');
  } else {
    const routes = routesOf(pages);
    console.log(`\nRoutes built from the changed pages: ${routes.length ? routes.join(' ') : 'none'}`);
    if (routes.length) {
      run('npx playwright test --project=unit tests/unit/structure.spec.ts tests/e2e/routes.spec.ts tests/e2e/seo.spec.ts tests/e2e/accessibility.spec.ts --project=e2e', {
        env: {...process.env, TEST_ROUTES: routes.join(',')},
      });
    }
  }
  console.log('\nThe changed pages pass every check.');
} catch (error) {
  console.error(`\ntest:changed failed: ${error.message.split('\n')[0]}`);
  process.exit(1);
}
