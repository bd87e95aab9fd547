/** Links shared by the search modal and the search page. */
import {DOCS_NEW_ISSUE_URL} from '@site/config/links';

/** "Believe this query should return results? Let us know.": a prefilled issue on the docs repository. */
export function missingResultsUrl({query}: {query: string}): string {
  const params = new URLSearchParams({
    title: `Search: no results for "${query.slice(0, 100)}"`,
    body: `I searched the docs for:\n\n    ${query.slice(0, 500)}\n\nand expected to find:\n`,
    labels: 'docs-search',
  });
  return `${DOCS_NEW_ISSUE_URL}?${params.toString()}`;
}

export function searchPageUrl(query: string, version?: string): string {
  const params = new URLSearchParams({q: query});
  if (version) params.set('version', version);
  return `/search?${params.toString()}`;
}
