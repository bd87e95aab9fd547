/**
 * Finds fenced code blocks in Markdown/MDX files. Shared by the sample and content checks.
 * A fence is ``` or ~~~ (three or more), optionally indented (inside <TabItem>), with a language and
 * a meta string: ```ts title="app.ts" snippet
 */
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {{file: string, line: number, lang: string, meta: string, code: string}} Fence */

/** Every .md/.mdx file below the given roots, sorted. */
export function markdownFiles(roots) {
  const out = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) out.push(full);
    }
  };
  roots.forEach(walk);
  return out.sort();
}

/** The fences of one file; `line` is the 1-based line of the first code line. */
export function fencesOf(file, text = fs.readFileSync(file, 'utf8')) {
  const lines = text.split('\n');
  /** @type {Fence[]} */
  const fences = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})([\w+-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, marker, lang, meta] = open;
    const body = [];
    let j = i + 1;
    const close = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
    for (; j < lines.length && !close.test(lines[j]); j++) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    fences.push({file, line: i + 2, lang: lang.toLowerCase(), meta: meta.trim(), code: body.join('\n')});
    i = j;
  }
  return fences;
}
