/**
 * The framework boundary (CONTRIBUTING, "Upgrading Docusaurus"): the site reaches Docusaurus, React and other
 * installed packages only through their public extension points, so `npm install` of a new release needs no other
 * step. This scans the site's own code (src, plugins, config, the config files) for what would break that:
 *   - imports of a package's non-exported files (`@docusaurus/<pkg>/lib/...`, `react-dom/cjs/...`, any path into
 *     node_modules), except `@docusaurus/theme-common/internal`, the theme's own door for swizzled components;
 *   - webpack/Rspack aliases, and module replacement aimed at anything but the site's own files;
 *   - loaders aimed at installed packages, and text rewriting of their source.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {ADDITIONAL_LANGUAGES} from '../../config/codeThemes';

const root = path.join(__dirname, '../..');
const SCANNED = ['src', 'plugins', 'config', 'docusaurus.config.ts', 'sidebars.ts', 'sidebarsLearningLab.ts', 'sidebarsEcosystem.ts'];

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (fs.statSync(full).isFile()) return [entry];
  return fs.readdirSync(full, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? files(path.join(entry, e.name)) : /\.(m?[jt]sx?|cjs)$/.test(e.name) ? [path.join(entry, e.name)] : []));
}

const RULES: {name: string; pattern: RegExp}[] = [
  {name: 'import of a non-exported file of a package', pattern: /from\s+['"](?:@docusaurus\/[^/'"]+\/lib\/|react(?:-dom)?\/cjs\/|[^'"]*node_modules\/)|(?:import|require)\(\s*['"](?:@docusaurus\/[^/'"]+\/lib\/|[^'"]*node_modules\/)/},
  {name: 'bundler alias', pattern: /\balias\s*:/},
  {name: 'module replacement aimed at a dependency', pattern: /NormalModuleReplacementPlugin\(\s*\/(?![^/]*src\[)/},
  {name: 'loader aimed at installed packages', pattern: /test:\s*\/[^/\n]*node_modules/},
];

test('the site uses installed packages only through their public extension points', () => {
  const findings: string[] = [];
  for (const file of SCANNED.flatMap(files)) {
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (/^\s*(\*|\/\/)/.test(line)) return; // comments
      for (const rule of RULES) if (rule.pattern.test(line)) findings.push(`${file}:${i + 1}: ${rule.name}: ${line.trim()}`);
    });
  }
  expect(findings).toEqual([]);
});

test('the code highlighter registers exactly the configured extra Prism grammars', () => {
  const source = fs.readFileSync(path.join(root, 'src/components/CodeHighlighter/languages.ts'), 'utf8');
  const required = [...source.matchAll(/require\('prismjs\/components\/prism-([a-z-]+)'\)/g)].map((m) => m[1]);
  expect(required).toEqual([...ADDITIONAL_LANGUAGES]);
});

test('no dependency is overridden by the site, apart from the registry fixes NOTES-environment describes', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {overrides?: Record<string, string>; dependencies: Record<string, string>};
  expect(Object.keys(pkg.overrides ?? {}).sort()).toEqual(['@docsearch/react', '@swc/core', '@swc/html']);
  expect(Object.keys(pkg.dependencies)).not.toContain('preact');
});
