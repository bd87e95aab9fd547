/**
 * Search relevance: every query of tests/unit/searchRelevance.data.ts, asked from its page against the real built
 * index (build/search-index.json, written by plugins/search-index in `npm run build:strict`), as the site asks it:
 * the facet filters of the page's docs version and the page's path as `fromUrl`. Prints a table of where the first
 * right answer came and fails when fewer queries than the floors below have it first or in the top 3, so a change
 * that ranks worse fails. Raise the floors when the figures rise; README ("How good the local search is") quotes them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildRecords, search, type SearchRecord} from '../../src/search/engine';
import type {SearchIndexFile} from '../../src/search/indexFormat';
import {RELEVANCE_QUERIES, type RelevanceQuery} from './searchRelevance.data';

/** Measured on 2026-11-26: 69 of 91 first, 85 of 91 in the top 3. */
const FLOOR_TOP1 = 67;
const FLOOR_TOP3 = 83;

const INDEX_FILE = path.join(process.cwd(), 'build', 'search-index.json');

function loadIndex(): SearchIndexFile {
  if (!fs.existsSync(INDEX_FILE)) throw new Error(`${INDEX_FILE} is missing: run npm run build:strict first`);
  return JSON.parse(fs.readFileSync(INDEX_FILE, 'utf8')) as SearchIndexFile;
}

/** The docs version tags a page searches (src/search/useSearchFacets): its own version of the main docs, and the rest. */
function facetFiltersFrom(page: string) {
  const docs = page.startsWith('/v2/') ? 'docs-default-2.0' : 'docs-default-current';
  const tags = ['default', docs, 'docs-learningLab-current', 'docs-ecosystem-current'];
  return ['language:en', tags.map((tag) => `docusaurus_tag:${tag}`)];
}

/** A page URL matches the page and its sections; a URL with an anchor only that section. */
const isExpected = (url: string, expected: string) => (expected.includes('#') ? url === expected : url.split('#')[0] === expected);

/** The position of the first right answer (1-based), or 0 when none is in the first ten. */
function rankOf(records: readonly SearchRecord[], q: RelevanceQuery): {rank: number; first: string} {
  const {hits} = search(records, q.query, {facetFilters: facetFiltersFrom(q.from), fromUrl: q.from, hitsPerPage: 10});
  const rank = hits.findIndex((hit) => q.expected.some((e) => isExpected(hit.url, e))) + 1;
  return {rank, first: hits[0]?.url ?? '(no results)'};
}

test('the relevance set asks at least 40 realistic queries, the issue examples among them', () => {
  expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(40);
  const asked = new Set(RELEVANCE_QUERIES.map((q) => q.query));
  for (const example of ['install sdk', 'LitNodeClient', 'decryptToString', 'datil', 'lit action', 'how to encrypt']) expect(asked, example).toContain(example);
  for (const kind of ['api', 'task', 'error', 'network', 'concept', 'legacy', 'section']) expect(RELEVANCE_QUERIES.some((q) => q.kind === kind), kind).toBe(true);
});

test('every expected page and section of the relevance set is in the built index', () => {
  const index = loadIndex();
  const urls = new Set(index.pages.flatMap((page) => [page.url, ...page.sections.filter((s) => s.anchor).map((s) => `${page.url}#${s.anchor}`)]));
  const pages = new Set(index.pages.map((page) => page.url));
  for (const q of RELEVANCE_QUERIES) {
    expect(pages, `the page "${q.query}" is asked from`).toContain(q.from);
    for (const expected of q.expected) expect(urls, `an expected result of "${q.query}"`).toContain(expected);
  }
});

test('the right answer comes first, or in the top 3, for most queries of the relevance set', () => {
  const records = buildRecords(loadIndex());
  const rows = RELEVANCE_QUERIES.map((q) => ({q, ...rankOf(records, q)}));
  const top1 = rows.filter((r) => r.rank === 1).length;
  const top3 = rows.filter((r) => r.rank >= 1 && r.rank <= 3).length;
  const lines = rows.map(({q, rank, first}) => `${String(rank || '-').padStart(4)}  ${q.kind.padEnd(8)} ${q.query.slice(0, 48).padEnd(48)} ${q.from.padEnd(34)} ${rank === 1 ? '' : `first: ${first}`}`);
  const percent = (n: number) => `${Math.round((100 * n) / rows.length)} %`;
  console.log(
    [
      'rank  kind     query                                            from',
      ...lines,
      `Top 1: ${top1} of ${rows.length} (${percent(top1)}); top 3: ${top3} of ${rows.length} (${percent(top3)}). Floors: ${FLOOR_TOP1} and ${FLOOR_TOP3}.`,
    ].join('\n'),
  );
  expect(top1, 'queries with a right answer first').toBeGreaterThanOrEqual(FLOOR_TOP1);
  expect(top3, 'queries with a right answer in the top 3').toBeGreaterThanOrEqual(FLOOR_TOP3);
});
