/**
 * Spec §2 and SIDEBARS.md, checked on the sources: every doc route has its file with front matter, and every
 * sidebar entry points at a doc that exists. (The browser tests check the built pages.)
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {DOC_FOLDERS, siteRoutes} from '../support/routes';
import sidebars from '../../sidebars';

const root = path.resolve(__dirname, '../..');

function docFile(folder: string, docId: string): string | undefined {
  return ['.md', '.mdx'].map((ext) => path.join(root, folder, docId + ext)).find((f) => fs.existsSync(f));
}

test('every doc route in routes.tsv has a source file with title and description', () => {
  const problems: string[] = [];
  for (const r of siteRoutes()) {
    const folder = DOC_FOLDERS[r.section];
    if (!folder) continue;
    const file = docFile(folder, r.docId);
    if (!file) {
      problems.push(`${r.route}: no file ${folder}/${r.docId}.md(x)`);
      continue;
    }
    const fm = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
    if (!/^title:\s*\S/m.test(fm)) problems.push(`${file}: no title`);
    if (!/^description:\s*\S/m.test(fm)) problems.push(`${file}: no description`);
    if (r.title && !fm.includes(r.title)) problems.push(`${file}: title should be "${r.title}"`);
  }
  expect(problems).toEqual([]);
});

function sidebarDocIds(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const obj = item as {type?: string; id?: string; items?: unknown; link?: {type?: string; id?: string}};
    const own = obj.type === 'doc' && obj.id ? [obj.id] : [];
    const link = obj.link?.type === 'doc' && obj.link.id ? [obj.link.id] : [];
    return [...own, ...link, ...sidebarDocIds(obj.items)];
  });
}

test('every v3 sidebar entry is a doc that exists', () => {
  const ids = sidebarDocIds((sidebars as {docs: unknown}).docs);
  expect(ids.length).toBeGreaterThan(80);
  expect(ids.filter((id) => !docFile('docs', id))).toEqual([]);
});

test('every v2 sidebar entry is a doc that exists', () => {
  const json = JSON.parse(fs.readFileSync(path.join(root, 'versioned_sidebars/version-2.0-sidebars.json'), 'utf8'));
  const ids = sidebarDocIds(json.docs);
  expect(ids.length).toBeGreaterThan(70);
  expect(ids.filter((id) => !docFile('versioned_docs/version-2.0', id))).toEqual([]);
});
