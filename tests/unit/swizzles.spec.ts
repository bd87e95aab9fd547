/**
 * The site's theme overrides (src/theme) against theme-classic's own swizzle config: the `getSwizzleConfig` that
 * @docusaurus/theme-classic exports, which `docusaurus swizzle --list` reads. A component the config does not list
 * is unsafe to wrap and to eject, as the swizzle command treats it. For each override this prints its form and
 * safety, and fails when:
 *   - CONTRIBUTING's mechanism table has no row for it, or its row names another form or safety;
 *   - it is unsafe and its row does not say what it pays for;
 *   - it is a copy of a theme-classic component made from another theme-classic version than the installed one
 *     (after an upgrade: compare the copy with the new upstream file, then update the version in its header and row).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {getSwizzleConfig} from '@docusaurus/theme-classic';

const root = path.join(__dirname, '../..');
const THEME = path.join(root, 'src/theme');
const themeClassicVersion = (JSON.parse(fs.readFileSync(require.resolve('@docusaurus/theme-classic/package.json'), 'utf8')) as {version: string}).version;

type Form = 'wrapper' | 'copy' | 'own component';
interface Override {
  name: string;
  file: string;
  form: Form;
  safety: string;
  /** For a copy: the theme-classic version its header says it was copied from. */
  copiedFrom?: string;
}

/** Theme component names as Docusaurus derives them from src/theme (Foo/index.tsx and Foo.tsx are both "Foo"). */
function componentFiles(dir = THEME): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return /(?<!\.d)\.[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}
const componentName = (file: string) => path.relative(THEME, file).split(path.sep).join('/').replace(/\/index\.[jt]sx?$/, '').replace(/\.[jt]sx?$/, '');

/** The source of a file and of the site modules it imports (relative or @site/src), which may hold the wrapper's import. */
function sourceWithImports(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return '';
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  const imported = [...source.matchAll(/(?:from\s+|import\(\s*(?:\/\*[^*]*\*\/)?)\s*['"]((?:\.{1,2}|@site)\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return [
    source,
    ...imported.map((specifier) => {
      const base = specifier.startsWith('@site/') ? path.join(root, specifier.slice('@site/'.length)) : path.resolve(path.dirname(file), specifier);
      const resolved = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
      return resolved && resolved.startsWith(path.join(root, 'src')) ? sourceWithImports(resolved, seen) : '';
    }),
  ].join('\n');
}

function overrides(): Override[] {
  const config = getSwizzleConfig?.();
  if (!config) throw new Error('@docusaurus/theme-classic no longer exports getSwizzleConfig: find where `docusaurus swizzle --list` reads safety now');
  const {components} = config;
  return componentFiles().map((file) => {
    const name = componentName(file);
    const source = fs.readFileSync(file, 'utf8');
    const copiedFrom = /copy of @docusaurus\/theme-classic (\d+\.\d+\.\d+)/.exec(source)?.[1];
    const form: Form = sourceWithImports(file).includes(`@theme-original/${name}'`) ? 'wrapper' : copiedFrom ? 'copy' : 'own component';
    const safety = components[name]?.actions[form === 'wrapper' ? 'wrap' : 'eject'] ?? 'unsafe';
    return {name, file: path.relative(root, file), form, safety, copiedFrom};
  });
}

/** CONTRIBUTING's mechanism table rows for src/theme, by component name: the form cell and the payoff cell. */
function contributingRows(): Map<string, {form: string; payoff: string}> {
  const guide = fs.readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');
  const rows = new Map<string, {form: string; payoff: string}>();
  for (const line of guide.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`src\/theme\/([^`]+?)(?:\.tsx?)?`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, {form: cells[2] ?? '', payoff: cells[3] ?? ''});
  }
  return rows;
}

test('every theme override is listed in CONTRIBUTING with its form and safety, and an unsafe one with what it pays for', () => {
  const found = overrides();
  console.log(
    `Theme overrides against @docusaurus/theme-classic ${themeClassicVersion}'s swizzle config:\n` +
      found.map((o) => `  ${o.name.padEnd(45)} ${o.form.padEnd(14)} ${o.safety}`).join('\n'),
  );
  const rows = contributingRows();
  const problems: string[] = [];
  for (const o of found) {
    const row = rows.get(o.name);
    if (!row) {
      problems.push(`${o.file}: no row for src/theme/${o.name} in CONTRIBUTING's mechanism table`);
      continue;
    }
    const expectedForm = o.form === 'copy' ? `copy of ${o.copiedFrom}` : o.form;
    if (!row.form.includes(expectedForm)) problems.push(`${o.file}: CONTRIBUTING's row should say "${expectedForm}" (it says "${row.form}")`);
    if (!new RegExp(`\\b${o.safety}\\b`).test(row.form)) problems.push(`${o.file}: CONTRIBUTING's row should say "${o.safety}" (theme-classic's swizzle config)`);
    if (o.safety !== 'safe' && row.payoff.replace(/\(being reworked\)/g, '').trim().length < 20) {
      problems.push(`${o.file}: an unsafe override, so CONTRIBUTING must say what it pays for`);
    }
  }
  for (const name of rows.keys()) if (!found.some((o) => o.name === name)) problems.push(`CONTRIBUTING lists src/theme/${name}, which does not exist`);
  expect(problems).toEqual([]);
});

test('a copy of a theme-classic component was made from the installed theme-classic', () => {
  const stale = overrides()
    .filter((o) => o.form === 'copy' && o.copiedFrom !== themeClassicVersion)
    .map((o) => `${o.file}: copied from ${o.copiedFrom}, installed ${themeClassicVersion}: compare it with the new upstream file`);
  expect(stale).toEqual([]);
});
