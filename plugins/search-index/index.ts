/**
 * Local search, used when Algolia is not configured: serves the search page at /search and, after the production
 * build, reads every route's HTML and writes build/search-index.json for src/search. In `docusaurus start` there
 * is no index; the search box then says it cannot fetch results.
 *
 * It also publishes DocSearch's modal stylesheet as its own hashed file (build/assets/css/docsearch-modal.<hash>.css,
 * URL in the plugin's global data): Docusaurus merges every imported CSS file into the one render-blocking
 * stylesheet, so importing it would make every page load 25 KB of CSS that only the open search modal uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractPage} from './extract';
import {SEARCH_INDEX_PATH, type IndexedPage, type SearchIndexFile} from '../../src/search/indexFormat';

const SKIP = [/^\/search\/?$/, /^\/tests\//, /^\/404\.html$/];

function htmlFileOf(outDir: string, route: string): string | undefined {
  const base = path.join(outDir, route);
  return [path.join(base, 'index.html'), `${base}.html`, base].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** DocSearch's modal stylesheet and the hashed path it is published at. */
function modalStylesheet(siteDir: string): {source: string; file: string} {
  const source = createRequire(path.join(siteDir, 'package.json')).resolve('@docsearch/css/dist/modal.css');
  const hash = crypto.createHash('sha256').update(fs.readFileSync(source)).digest('hex').slice(0, 8);
  return {source, file: `assets/css/docsearch-modal.${hash}.css`};
}

/** Global data of this plugin, read by src/components/LocalSearchBar. */
export interface SearchPluginData {
  modalStylesheet: string;
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const stylesheet = modalStylesheet(context.siteDir);
  return {
    name: 'lit-search-index',
    async contentLoaded({actions}) {
      actions.addRoute({path: '/search', component: '@site/src/components/LocalSearchPage', exact: true});
      actions.setGlobalData({modalStylesheet: `${context.baseUrl}${stylesheet.file}`} satisfies SearchPluginData);
    },
    async postBuild({outDir, routesPaths}) {
      fs.mkdirSync(path.dirname(path.join(outDir, stylesheet.file)), {recursive: true});
      fs.copyFileSync(stylesheet.source, path.join(outDir, stylesheet.file));

      const pages: IndexedPage[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        if (SKIP.some((re) => re.test(route))) continue;
        const file = htmlFileOf(outDir, route);
        if (!file) continue;
        const page = extractPage(fs.readFileSync(file, 'utf8'), route);
        if (page) pages.push(page);
      }
      const index: SearchIndexFile = {version: 1, pages};
      fs.writeFileSync(path.join(outDir, SEARCH_INDEX_PATH), JSON.stringify(index));
    },
  };
}
