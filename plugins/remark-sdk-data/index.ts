/**
 * remark plugin: replaces the SDK data components in Markdown with content generated at build time from the
 * pinned packages (see sdkData.ts). Zero client JavaScript, and the values are indexed by search.
 *
 *   <SdkVersion sdk="v3" />                             6.11.5 (inline text)
 *   <SdkVersion sdk="v3" package="wrapped-keys" />      the version the samples pin for that package (inline text)
 *   <SdkChainsTable sdk="v3" family="evm" />            table of the chains the SDK accepts as `chain`
 *   <SdkChainSettings sdk="v2" chain="chronicleTestnet" />   Setting/Value table of one LIT_CHAINS entry
 *   <SdkConstantTable sdk="v3" name="LIT_NETWORK" />    name/value table of a constant (from="types" for types)
 *   <SdkNodeRequirement sdk="v3" />                     "Node.js 19 or later (the SDK needs …)" (inline text)
 *   <SdkNetworkTable sdk="v3" only="datil-dev,datil-test" />   the networks of an SDK line (`only` optional)
 *   <SdkDeprecatedOption sdk="v3" name="capacityDelegationAuthSig" />   what replaces it and what it still does
 *
 * A wrong attribute fails the build with the file name and line.
 */
import {
  chainRows,
  chainSettingsRows,
  constantRows,
  deprecatedOptionMarkdown,
  isSdkLine,
  networkTable,
  nodeRequirementMarkdown,
  pinnedPackageVersion,
  pinnedSdkVersion,
  type ChainFamily,
  type SdkLine,
} from './sdkData';

interface Node {
  type: string;
  name?: string;
  value?: string;
  attributes?: {type: string; name: string; value?: unknown}[];
  children?: Node[];
  position?: {start: {line: number}};
  [key: string]: unknown;
}

const text = (value: string): Node => ({type: 'text', value});
const code = (value: string): Node => ({type: 'inlineCode', value});
const cell = (child: Node): Node => ({type: 'tableCell', children: [child]});
const row = (cells: Node[]): Node => ({type: 'tableRow', children: cells});

function table(header: string[], rows: Node[][]): Node {
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((h) => cell(text(h)))), ...rows.map(row)],
  };
}

/** Inline Markdown with `code` spans (nothing else) as text and inlineCode nodes. */
function phrasing(markdown: string): Node[] {
  return markdown
    .split('`')
    .map((part, i) => (i % 2 === 1 ? code(part) : text(part)))
    .filter((n) => n.value !== '');
}

function attr(node: Node, name: string): string | undefined {
  const a = node.attributes?.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
}

const mdCell = (markdown: string): Node => ({type: 'tableCell', children: phrasing(markdown)});

/** A table whose cells are inline Markdown (`code` spans only), as sdkData.ts builds them. */
function markdownTable({header, rows}: {header: string[]; rows: string[][]}): Node {
  return table(header, rows.map((r) => r.map(mdCell)));
}

/** The generated content: one node, or a run of inline nodes that takes the tag's place in its paragraph. */
function render(node: Node): Node | Node[] {
  const sdk = attr(node, 'sdk');
  if (!isSdkLine(sdk)) throw new Error(`<${node.name}> needs sdk="v3" or sdk="v2"`);
  switch (node.name) {
    case 'SdkVersion': {
      const pkg = attr(node, 'package');
      return text(pkg === undefined ? pinnedSdkVersion(sdk) : pinnedPackageVersion(sdk, pkg));
    }
    case 'SdkNodeRequirement':
      return phrasing(nodeRequirementMarkdown(sdk));
    case 'SdkDeprecatedOption': {
      const name = attr(node, 'name');
      if (!name) throw new Error('<SdkDeprecatedOption> needs a name');
      return phrasing(deprecatedOptionMarkdown(sdk, name));
    }
    case 'SdkNetworkTable':
      return markdownTable(networkTable(sdk, attr(node, 'only')));
    case 'SdkChainsTable': {
      const family = attr(node, 'family') as ChainFamily;
      if (!['evm', 'solana', 'cosmos'].includes(family)) {
        throw new Error('<SdkChainsTable> needs family="evm", "solana" or "cosmos"');
      }
      const rows = chainRows(sdk, family);
      const withId = rows.some((r) => r.chainId !== undefined);
      return table(
        withId ? ['chain', 'Name', 'Chain ID', 'Symbol'] : ['chain', 'Name', 'Symbol'],
        rows.map((r) =>
          withId
            ? [cell(code(r.key)), cell(text(r.name)), cell(text(r.chainId ?? '')), cell(text(r.symbol))]
            : [cell(code(r.key)), cell(text(r.name)), cell(text(r.symbol))],
        ),
      );
    }
    case 'SdkChainSettings': {
      const chain = attr(node, 'chain');
      if (!chain) throw new Error('<SdkChainSettings> needs a chain (a key of LIT_CHAINS)');
      return markdownTable({header: ['Setting', 'Value'], rows: chainSettingsRows(sdk, chain)});
    }
    case 'SdkConstantTable': {
      const name = attr(node, 'name');
      const from = attr(node, 'from') ?? 'constants';
      if (!name) throw new Error('<SdkConstantTable> needs a name');
      if (from !== 'constants' && from !== 'types') throw new Error('<SdkConstantTable> from must be "constants" or "types"');
      return table(
        ['Name', 'Value'],
        constantRows(sdk, name, from).map(([k, v]) => [cell(code(k)), cell(code(v))]),
      );
    }
    default:
      return node;
  }
}

const HANDLED = new Set([
  'SdkVersion',
  'SdkChainsTable',
  'SdkChainSettings',
  'SdkConstantTable',
  'SdkNodeRequirement',
  'SdkNetworkTable',
  'SdkDeprecatedOption',
]);

export default function remarkSdkData() {
  return (tree: Node, file: {path?: string}) => {
    const walk = (parent: Node) => {
      if (!parent.children) return;
      parent.children = parent.children.flatMap((child) => {
        if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && HANDLED.has(child.name ?? '')) {
          try {
            const out = render(child);
            const inline = Array.isArray(out) ? out : out.type === 'text' ? [out] : undefined;
            // A tag on a line of its own is a block: inline content then needs a paragraph around it.
            if (inline) return child.type === 'mdxJsxFlowElement' ? [{type: 'paragraph', children: inline}] : inline;
            return [out as Node];
          } catch (e) {
            const line = child.position?.start.line ?? 0;
            throw new Error(`${file.path ?? 'unknown file'}:${line}: ${(e as Error).message}`);
          }
        }
        walk(child);
        return [child];
      });
    };
    walk(tree);
  };
}
