/**
 * remark plugin: pages use <Tabs>, <TabItem> and <DocCardList> without importing them, and only the pages that use
 * them load their code.
 *
 * Registering them in a swizzled MDXComponents would ship them, and the grapheme segmenter DocCardList builds when
 * its module loads, with every page (about 10 KB of JavaScript and a few tens of milliseconds on a slow phone).
 * Instead, this plugin adds `import Tabs from '@theme/Tabs'` (and so on) to each Markdown page that uses one, so
 * the bundler puts the component in that page's chunks. A page that imports one itself is left as it is.
 */

/** Component name → module, for the components writers may use without an import (CONTRIBUTING.md). */
export const AUTO_IMPORTS: Readonly<Record<string, string>> = {
  Tabs: '@theme/Tabs',
  TabItem: '@theme/TabItem',
  DocCardList: '@theme/DocCardList',
};

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  children?: Node[];
  data?: {estree?: {body?: {type: string; specifiers?: {local: {name: string}}[]}[]}};
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

/** The mdast node MDX compiles to `import Name from 'source'` (MDX reads the ESTree program, not the text). */
function importNode(name: string, source: string): Node {
  const value = `import ${name} from '${source}';`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
          },
        ],
      } as never,
    },
  };
}

export default function remarkAutoImport() {
  return (tree: Node): void => {
    const used = new Set<string>();
    const imported = new Set<string>();
    walk(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && node.name in AUTO_IMPORTS) {
        used.add(node.name);
      }
      if (node.type === 'mdxjsEsm') {
        for (const statement of node.data?.estree?.body ?? []) {
          for (const specifier of statement.specifiers ?? []) imported.add(specifier.local.name);
        }
      }
    });
    const missing = [...used].filter((name) => !imported.has(name)).sort();
    tree.children = [...missing.map((name) => importNode(name, AUTO_IMPORTS[name]!)), ...(tree.children ?? [])];
  };
}
