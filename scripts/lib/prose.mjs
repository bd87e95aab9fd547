/**
 * Reader-visible prose of a Markdown/MDX page, for word counts and placeholder checks:
 * front matter, code fences, import/export lines, HTML/JSX tags, link targets and Markdown punctuation removed.
 */
export function frontMatter(text) {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!m) return {data: {}, body: text, lines: 0};
  const data = {};
  for (const line of m[1].split('\n')) {
    const kv = /^([\w-]+):\s*(.*)$/.exec(line);
    if (kv) data[kv[1]] = kv[2].replace(/^["']|["']$/g, '');
  }
  return {data, body: text.slice(m[0].length), lines: m[0].split('\n').length - 1};
}

export function proseOf(body) {
  return body
    .replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\s*\2`*\s*$/gm, ' ') // fenced code
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ') // MDX comments
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/`[^`\n]*`/g, ' code ') // inline code counts as one word
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ') // tags
    .replace(/\]\([^)]*\)/g, ']') // link targets
    .replace(/[#>*_|[\]:-]+/g, ' ');
}

export function wordCount(text) {
  return (text.match(/[A-Za-z0-9][A-Za-z0-9'’.-]*/g) ?? []).length;
}
