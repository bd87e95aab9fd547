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

// Issue 20, search quality: identifiers, one hit per heading with a snippet, table rows, paging.
const creditsHtml = `<!doctype html><html><head><title>Capacity Credits | Lit Protocol</title>
<meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body><article><div class="markdown">
<h1>Capacity Credits</h1><p>Credits pay for requests.</p>
<h2 id="which-networks-need-credits">Which networks need credits</h2><p>Some networks need credits, others do not.</p>
<table><thead><tr><th>Network</th><th>Rate limiting</th><th>Credit needed</th></tr></thead>
<tbody><tr><td>datil-dev</td><td>Not enforced</td><td>No</td></tr><tr><td>datil-test</td><td>Enforced</td><td>Yes</td></tr></tbody></table>
<p>Credits are minted on the networks that enforce them; networks list their credit price.</p>
<h2 id="conditions">Conditions</h2><p>Call <code>jwtVerify</code> on the token, then read <code>updateableConditions</code> from the response.</p>
<ul><li><p>A loose item about the network.</p></li><li>An item with a list<ul><li>A nested item.</li></ul></li></ul>
</div></article></body></html>`;
const credits = extractPage(creditsHtml, '/v3/sdk/capacity-credits')!;
const creditRecords = buildRecords({version: 1, pages: [credits]});

test('identifiers are found whole, by prefix and by their camelCase parts, and highlighted', () => {
  for (const query of ['updateableConditions', 'updateableconditions', 'updateable conditions', 'jwtVerify', 'jwtVer', 'jwt verify']) {
    const {hits} = search(creditRecords, query);
    expect(hits.map((h) => h.url), query).toEqual(['/v3/sdk/capacity-credits#conditions']);
  }
  expect(highlight('Call jwtVerify now', queryTerms('verify')).value).toBe('Call <mark>jwtVerify</mark> now');
  expect(search(creditRecords, 'jwtverifyx').nbHits).toBe(0);
});

test('one hit per heading, with the best-matching block as its snippet', () => {
  const {hits} = search(creditRecords, 'networks credits');
  const urls = hits.map((h) => h.url);
  expect(new Set(urls).size).toBe(urls.length);
  const section = hits.find((h) => h.url.endsWith('#which-networks-need-credits'))!;
  expect(section.type).toBe('lvl2');
  expect(section._snippetResult.content?.value).toContain('<mark>');
  // A hit found in the text shows that text, with the page and heading as its path.
  const byText = search(creditRecords, 'minted').hits[0]!;
  expect(byText.type).toBe('content');
  expect(byText.content).toMatch(/^Credits are minted/);
  expect(byText._snippetResult.hierarchy.lvl1.value).toBe('Capacity Credits › Which networks need credits');
});

test('a table row is one block with its column names, never a lone cell', () => {
  const section = credits.sections.find((s) => s.anchor === 'which-networks-need-credits')!;
  expect(section.content).toContain('Network: datil-test; Rate limiting: Enforced; Credit needed: Yes');
  expect(section.content).not.toContain('Yes');
  expect(section.content).not.toContain('Network; Rate limiting; Credit needed');
  const {hits} = search(creditRecords, 'enforced');
  expect(hits).toHaveLength(1);
  expect(hits[0]!.content).toBe('Network: datil-dev; Rate limiting: Not enforced; Credit needed: No');
});

test('list items are indexed once each, loose or nested', () => {
  const section = credits.sections.find((s) => s.anchor === 'conditions')!;
  expect(section.content).toEqual(expect.arrayContaining(['A loose item about the network.', 'An item with a list', 'A nested item.']));
  expect(section.content.filter((t) => t.includes('loose'))).toHaveLength(1);
});

test('results come in pages', () => {
  const pages = Array.from({length: 5}, (_, i) => ({...credits, url: `/v3/page-${i}`}));
  const many = buildRecords({version: 1, pages});
  const first = search(many, 'network', {hitsPerPage: 4});
  expect(first.nbHits).toBe(10);
  expect(first.nbPages).toBe(3);
  const last = search(many, 'network', {hitsPerPage: 4, page: 2});
  expect(last.hits).toHaveLength(2);
  const all = [0, 1, 2].flatMap((page) => search(many, 'network', {hitsPerPage: 4, page}).hits.map((h) => h.url));
  expect(new Set(all).size).toBe(10);
});

// Issue 28: the ranking is MiniSearch's; what the engine adds around it.
function pageOf(url: string, tag: string, title: string, body: string, trail?: string[]) {
  const doc = `<!doctype html><html><head><title>${title} | Lit Protocol</title><meta name="description" content="About ${title}.">
<meta name="docsearch:docusaurus_tag" content="${tag}"></head><body>${trail ? `<nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item">Home</li>${trail.map((t) => `<li class="breadcrumbs__item">${t}</li>`).join('')}</ul></nav>` : ''}
<article><div class="markdown"><h1>${title}</h1>${body}</div></article></body></html>`;
  return extractPage(doc, url)!;
}
const guide = pageOf('/v3/sdk/installation', 'docs-default-current', 'Installation', '<p>Create a LitNodeClient and call connect once.</p>', ['Guides', 'Installation']);
const legacyReference = pageOf(
  '/v3/api-reference/v1-sdk',
  'docs-default-current',
  'SDK v1.x.x',
  '<h2 id="litnodeclient">LitNodeClient</h2><p>The LitNodeClient of the old SDK.</p>',
  ['API Reference', 'Legacy SDK Versions', 'SDK v1.x.x'],
);
const lesson = pageOf('/learningLab/intro-to-lit/network', 'docs-learningLab-current', '2. The Lit Network', '<h2 id="datil">The Datil networks</h2><p>Datil is the mainnet.</p>');
const networks = pageOf('/v3/network/state-of-network', 'docs-default-current', 'Lit Networks', '<h2 id="datil">Datil networks</h2><p>Datil is the mainnet.</p>');
const contextRecords = buildRecords({version: 1, pages: [guide, legacyReference, lesson, networks]});
const urlsOf = (query: string, options = {}) => search(contextRecords, query, options).hits.map((h) => h.url.split('#')[0]);

test('the extractor keeps the page description and the sidebar trail', () => {
  expect(legacyReference.description).toBe('About SDK v1.x.x.');
  expect(legacyReference.trail).toEqual(['API Reference', 'Legacy SDK Versions', 'SDK v1.x.x']);
});

test('legacy API references come after the current guides, unless the query names them', () => {
  expect(urlsOf('LitNodeClient')[0]).toBe('/v3/sdk/installation');
  expect(urlsOf('LitNodeClient v1')[0]).toBe('/v3/api-reference/v1-sdk');
  expect(urlsOf('legacy LitNodeClient')[0]).toBe('/v3/api-reference/v1-sdk');
});

test("the reader's part of the site comes first", () => {
  expect(urlsOf('datil', {fromUrl: '/v3/sdk/installation'})[0]).toBe('/v3/network/state-of-network');
  expect(urlsOf('datil', {fromUrl: '/learningLab/intro-to-lit/acc'})[0]).toBe('/learningLab/intro-to-lit/network');
  // Without a page, the docs version searched is the reader's (v3 here); naming the learning lab asks for it.
  expect(urlsOf('datil')[0]).toBe('/v3/network/state-of-network');
  expect(urlsOf('datil learning lab')[0]).toBe('/learningLab/intro-to-lit/network');
});

test('words match by their stem, little words are not required, compounds match whole or by their words', () => {
  for (const query of ['minted', 'minting credits', 'how to mint']) expect(search(creditRecords, query).nbHits, query).toBeGreaterThan(0);
  expect(search(creditRecords, 'how to mint').hits.map((h) => h.url)).toEqual(search(creditRecords, 'mint').hits.map((h) => h.url));
  expect(search(creditRecords, 'datil-test').hits[0]!.content).toBe('Network: datil-test; Rate limiting: Enforced; Credit needed: Yes');
  expect(search(creditRecords, 'datil-test').hits[0]!._snippetResult.content?.value).toContain('<mark>datil</mark>-<mark>test</mark>');
});

test('odd queries never throw, and never echo markup', () => {
  const odd = ['', '   ', '!!!', '.-_', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '.*+?^${}()|[]\\', '(((', 'a'.repeat(2000),
    'network '.repeat(250), '🔑', '🔑 credits', 'credits 🔑', '\ud83d', 'constructor', '__proto__', 'toString hasOwnProperty', 'Ω≈ç√∫'];
  for (const query of odd) {
    const result = search(creditRecords, query);
    expect(result.hits.length, query).toBeLessThanOrEqual(20);
    for (const hit of result.hits) expect(JSON.stringify(hit._snippetResult) + JSON.stringify(hit._highlightResult), query).not.toMatch(/<(?!\/?mark>)/);
  }
  expect(search(creditRecords, '🔑 credits').nbHits).toBe(search(creditRecords, 'credits').nbHits);
  expect(search(creditRecords, '!!!').nbHits).toBe(0);
});

test('text is escaped in hits, highlighted or not', () => {
  const page = pageOf('/v3/x', 'docs-default-current', 'Tags &amp; <code>&lt;b&gt;</code>', '<p>Write &lt;b&gt;bold&lt;/b&gt; &amp; more credits.</p>');
  const [hit] = search(buildRecords({version: 1, pages: [page]}), 'credits').hits;
  expect(hit!._snippetResult.content?.value).toBe('Write &lt;b&gt;bold&lt;/b&gt; &amp; more <mark>credits</mark>.');
  expect(hit!._highlightResult.hierarchy.lvl1.value).toBe('Tags &amp; &lt;b&gt;');
});

test('the last word may be unfinished: it completes to words as written, not to its stem', () => {
  const chain = pageOf('/v3/chain', 'docs-default-current', 'Chronicle Yellowstone', '<p>The installation of the chain.</p>');
  const both = buildRecords({version: 1, pages: [credits, chain]});
  expect(search(both, 'installa').hits.map((h) => h.url)).toEqual(['/v3/chain']);
  expect(search(both, 'Yel').hits.map((h) => h.url)).toEqual(['/v3/chain']);
  // "yes" is stemmed "ye", the start of "yellowstone": the typed word, not its stem, is completed.
  expect(search(both, 'yes').hits.map((h) => h.url)).toEqual(['/v3/sdk/capacity-credits#which-networks-need-credits']);
  // A word followed by a space is finished: it must match whole.
  expect(search(both, 'yel ').nbHits).toBe(0);
});
