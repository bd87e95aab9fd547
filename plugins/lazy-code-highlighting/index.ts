/**
 * Syntax highlighting off the critical path (performance issue). Stock Docusaurus puts Prism and its grammars
 * (about 30 KB gzip) in the main bundle through theme-classic's `prism-include-languages` client module, and
 * highlights every code block again while the page hydrates. This plugin:
 *   - in the browser bundle, replaces that client module with an empty one (the languages are added by the lazy
 *     highlighter chunk instead);
 *   - in the server bundle, swaps the lazy highlighter for the eager one, so static pages keep highlighted code.
 * src/theme/CodeBlock keeps the static page's highlighted HTML and loads Prism when the reader reaches for a block.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function lazyCodeHighlighting(context: LoadContext): Plugin {
  const dir = path.join(context.siteDir, 'src/components/CodeHighlighter');
  return {
    name: 'lazy-code-highlighting',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: isServer
          ? [new NormalModuleReplacementPlugin(/CodeHighlighter[\\/]client(\.tsx)?$/, path.join(dir, 'server.tsx'))]
          : [new NormalModuleReplacementPlugin(/@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/, path.join(dir, 'noClientModule.ts'))],
      };
    },
  };
}
