/**
 * Server half of on-demand code highlighting. src/theme/CodeBlock loads the highlighter through
 * src/components/CodeHighlighter/client.tsx, a lazy chunk in the browser; in the server bundle this plugin puts
 * ./server.tsx (the same API, always loaded) in that module's place, so static pages carry highlighted code.
 * Only the site's own module is replaced; no dependency is touched.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function lazyCodeHighlighting(context: LoadContext): Plugin {
  const server = path.join(context.siteDir, 'src/components/CodeHighlighter/server.tsx');
  return {
    name: 'lazy-code-highlighting',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(/src[\\/]components[\\/]CodeHighlighter[\\/]client(\.tsx)?$/, server)]};
    },
  };
}
