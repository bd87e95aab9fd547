/**
 * A doc's Markdown source turned into plain Markdown for readers' tools: front matter and imports dropped, the SDK
 * data tags rendered from the pinned packages (the same data as the HTML), partials inlined, and the site's MDX
 * components reduced to their text.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  chainRows,
  constantRows,
  deprecatedOptionMarkdown,
  networkTable,
  nodeRequirementMarkdown,
  pinnedPackageVersion,
  pinnedSdkVersion,
  isSdkLine,
  type ChainFamily,
} from '../remark-sdk-data/sdkData';

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function sdkTag(tag: string): string {
  const sdk = attr(tag, 'sdk');
  if (!isSdkLine(sdk)) return '';
  if (tag.startsWith('<SdkVersion')) {
    const pkg = attr(tag, 'package');
    return pkg === undefined ? pinnedSdkVersion(sdk) : pinnedPackageVersion(sdk, pkg);
  }
  if (tag.startsWith('<SdkNodeRequirement')) return nodeRequirementMarkdown(sdk);
  if (tag.startsWith('<SdkDeprecatedOption')) return deprecatedOptionMarkdown(sdk, attr(tag, 'name') ?? '');
  if (tag.startsWith('<SdkNetworkTable')) {
    const {header, rows} = networkTable(sdk, attr(tag, 'only'));
    return table(header, rows);
  }
  if (tag.startsWith('<SdkChainsTable')) {
    const rows = chainRows(sdk, attr(tag, 'family') as ChainFamily);
    return table(['chain', 'Name', 'Chain ID', 'Symbol'], rows.map((r) => [`\`${r.key}\``, r.name, r.chainId ?? '', r.symbol]));
  }
  const from = attr(tag, 'from') === 'types' ? 'types' : 'constants';
  return table(['Name', 'Value'], constantRows(sdk, attr(tag, 'name') ?? '', from).map(([k, v]) => [`\`${k}\``, `\`${v}\``]));
}

export function toMarkdown(sourceFile: string, title: string, description: string | undefined): string {
  let text = fs.readFileSync(sourceFile, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  // Inline imported partials (import X from '…/_partial.mdx'; then <X />).
  const partials = new Map<string, string>();
  text = text.replace(/^import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/gm, (_m, name: string, spec: string) => {
    const file = spec.startsWith('@site/') ? path.resolve(__dirname, '../..', spec.slice(6)) : path.resolve(path.dirname(sourceFile), spec);
    if (fs.existsSync(file)) partials.set(name, fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '').trim());
    return '';
  });
  for (const [name, body] of partials) text = text.replace(new RegExp(`<${name}\\s*/>`, 'g'), body);
  text = text
    .replace(/^import\s.*$/gm, '')
    .replace(/<Sdk(Version|ChainsTable|ConstantTable|NodeRequirement|NetworkTable|DeprecatedOption)\b[^>]*\/>/g, (tag) => sdkTag(tag))
    .replace(/^\s*<\/?Tabs[^>]*>\s*$/gm, '')
    .replace(/^\s*<TabItem[^>]*label="([^"]*)"[^>]*>\s*$/gm, '**$1**')
    .replace(/^\s*<\/TabItem>\s*$/gm, '')
    .replace(/^\s*<DocCardList\s*\/>\s*$/gm, '')
    .replace(/<Quiz[\s\S]*?\/>\s*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `# ${title}\n\n${description ? `> ${description}\n\n` : ''}${text}\n`;
}
