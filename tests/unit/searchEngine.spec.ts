/** The local search engine and the index extractor (src/search, plugins/search-index). */
import {test, expect} from '@playwright/test';
import {buildRecords, highlight, queryTerms, search} from '../../src/search/engine';
import {extractPage} from '../../plugins/search-index/extract';

const html = `<!doctype html><html><head><title>Minting a PKP | Lit Protocol</title>
<meta name="docsearch:docusaurus_tag" content="docs-default-current"><meta name="docsearch:language" content="en"></head>
<body><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item">Home</li><li class="breadcrumbs__item">Guides</li></ul></nav>
<article><div class="markdown"><header><h1>Minting a PKP</h1></header><p>A PKP is a key pair held by the network.</p>
<h2 id="with-contracts">With contracts<a class="hash-link" href="#with-contracts">#</a></h2><p>Call mintNext on the PKP NFT contract.</p>
<pre><code>const secret = 1;</code></pre><a class="card"><h2>Not content</h2></a></div></article></body></html>`;

const page = extractPage(html, '/v3/sdk/wallets/minting')!;
const v2 = {...page, url: '/v2/pkp/minting', tag: 'docs-default-2.0', lvl0: 'v2 · PKPs'};
const records = buildRecords({version: 1, pages: [page, v2]});

test('the extractor keeps headings and prose, not code, cards or anchors', () => {
  expect(page.lvl0).toBe('Guides');
  expect(page.lvl1).toBe('Minting a PKP');
  expect(page.sections.map((s) => s.lvl2)).toEqual(['', 'With contracts']);
  expect(JSON.stringify(page)).not.toContain('secret');
  expect(JSON.stringify(page)).not.toContain('Not content');
  expect(page.sections[1]!.anchor).toBe('with-contracts');
});

test('every term must match, by word prefix, case and accents ignored', () => {
  expect(search(records, 'MINT contr').nbHits).toBeGreaterThan(0);
  expect(search(records, 'mint zebra').nbHits).toBe(0);
  expect(queryTerms('Clé  clé PRIVÉE')).toEqual(['cle', 'privee']);
});

test('facet filters keep the version of the page', () => {
  const v3Only = search(records, 'pkp', {facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]});
  expect(v3Only.hits.every((h) => h.url.startsWith('/v3/'))).toBe(true);
  const v2Only = search(records, 'pkp', {facetFilters: [['docusaurus_tag:docs-default-2.0']]});
  expect(v2Only.hits.every((h) => h.url.startsWith('/v2/'))).toBe(true);
});

test('titles rank above paragraphs, and hits link to the section anchor', () => {
  const {hits} = search(records, 'contracts', {facetFilters: [['docusaurus_tag:docs-default-current']]});
  expect(hits[0]!.type).toBe('lvl2');
  expect(hits[0]!.url).toBe('/v3/sdk/wallets/minting#with-contracts');
});

test('highlighting escapes everything but its own <mark>', () => {
  const out = highlight('<img src=x onerror=alert(1)> mint', queryTerms('mint img'));
  expect(out.value).toBe('&lt;<mark>img</mark> src=x onerror=alert(1)&gt; <mark>mint</mark>');
  expect(search(records, '<script>alert(1)</script>').nbHits).toBe(0);
  expect(search(records, 'a'.repeat(5000)).nbHits).toBe(0);
});
