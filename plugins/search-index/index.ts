/**
 * Local search, used when Algolia is not configured: serves the search page at /search and, after the production
 * build, reads every route's HTML and writes build/search-index.json for src/search. In `docusaurus start` there
 * is no index; the search box then says it cannot fetch results.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractPage} from './extract';
import {SEARCH_INDEX_PATH, type IndexedPage, type SearchIndexFile} from '../../src/search/indexFormat';

const SKIP = [/^\/search\/?$/, /^\/tests\//, /^\/404\.html$/];

function htmlFileOf(outDir: string, route: string): string | undefined {
  const base = path.join(outDir, route);
  return [path.join(base, 'index.html'), `${base}.html`, base].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

export default function searchIndexPlugin(_context: LoadContext): Plugin {
  return {
    name: 'lit-search-index',
    async contentLoaded({actions}) {
      actions.addRoute({path: '/search', component: '@site/src/components/LocalSearchPage', exact: true});
    },
    async postBuild({outDir, routesPaths}) {
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
