/**
 * The local search engine: answers DocSearch-shaped queries from the local index, so the search modal and the
 * search page look and behave the same with or without Algolia. Plain text in, escaped HTML (with <mark>) out:
 * a query can never inject markup.
 *
 * Matching and scoring are MiniSearch's (an inverted index, BM25+ scores, field boosts, prefix search), with the
 * Porter stemmer of `stemmer`. What is ours is what a docs site needs around them:
 * - one record per page (its title, description and the text before its first heading) and one per section
 *   heading, so a result list never holds the same heading twice; the best-matching paragraph, list item or table
 *   row of the record is its snippet;
 * - identifiers (`decryptToString`, `LIT_NETWORKS_KEYS`, `datil-test`, `Lit.Actions.signEcdsa`) match as written
 *   or by their parts, in the query and in the text, the whole identifier counting more;
 * - the reader's context: results in the part of the site the reader searches from (the v3 or v2 docs, the
 *   learning lab) come before other parts', and API references of old SDK lines after the current guides, unless
 *   the query names them.
 * tests/unit/searchRelevance.spec.ts measures the ranking on realistic queries; tune the weights below against it.
 */
import MiniSearch, {type Query, type SearchResult as MiniSearchResult} from 'minisearch';
import {stemmer} from 'stemmer';
import type {IndexedPage, SearchIndexFile} from './indexFormat';

export type HitType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';
type RecordType = Exclude<HitType, 'content'>;
type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<Level, string | null>;
interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface LocalHit {
  objectID: string;
  url: string;
  type: HitType;
  hierarchy: Hierarchy;
  content: string | null;
  _highlightResult: {hierarchy: Record<Level, Highlighted>; content?: Highlighted};
  _snippetResult: {hierarchy: Record<Level, Highlighted>; content?: Highlighted};
}

interface Paragraph {
  readonly text: string;
}

/** The part of the site a page is in; search prefers the reader's own. */
export type SiteSection = 'v3' | 'v2' | 'learningLab' | 'ecosystem' | 'blog' | 'pages';

export interface SearchRecord {
  id: string;
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  tag: string;
  language: string;
  section: SiteSection;
  /** A page about an old SDK line (an API reference of 1.x to 5.x): after the current guides, unless asked for. */
  legacy: boolean;
  /** Words of the record's own heading: the page title for a page, the section heading for a section. */
  heading: readonly string[];
  /** Words of the headings above it (page title, and the level-2 heading of a level-3 section). */
  context: readonly string[];
  /** Words of the last part of a page's URL (`jwtverify`, `updateableConditions`, `session sigs` for `session-sigs/intro`); [] for sections. */
  slug: readonly string[];
  /** A page's description and sidebar label; '' for sections. */
  summary: string;
  /** Words that name the record's part of the site ("learning lab"; "api reference", "v1" for the 1.x reference). */
  label: readonly string[];
  /** The names of the sidebar categories above the record's page ("Guides Encryption and Access Control"). */
  categories: string;
  /** The text of the page's introduction or of the section, block by block. */
  paragraphs: readonly Paragraph[];
}

export interface SearchOptions {
  facetFilters?: readonly (string | readonly string[])[];
  hitsPerPage?: number;
  /** Page of results, from 0. */
  page?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  /**
   * Path of the page the reader searches from (`location.pathname`): results in its part of the site (the v3 or
   * v2 docs, the learning lab, the ecosystem) come first. Without it, or from a page outside the docs, the docs
   * version the facet filters search is the reader's part (v2 when they name the v2 docs, else v3).
   */
  fromUrl?: string;
}

export interface SearchResult {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
}

const WORD = /[\p{L}\p{N}]+/gu;
/** A word, or words joined by `-`, `.` or `_` into one name (`datil-test`, `Lit.Actions.signEcdsa`, `LIT_ERROR`). */
const COMPOUND = /[\p{L}\p{N}]+(?:[-._][\p{L}\p{N}]+)*/gu;
const SEPARATOR = /[-._]/;
const PLAIN_WORD = /^\p{Lu}?\p{Ll}*$/u;
/** Where an identifier splits into words: jwt|Verify, updateable|Conditions, PKP|Ethers|Wallet, eip|191, v|6. */
const PART_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;
const MAX_TERMS = 10;
const MAX_QUERY_LENGTH = 256;
const DEFAULT_HITS_PER_PAGE = 20;

/**
 * How much a match counts in each field of a record (MiniSearch multiplies its BM25+ score by these): the record's
 * own heading, the parts of the identifiers in it, the page's URL name, its description and sidebar label, the
 * headings above a section, the sidebar categories above its page, its text.
 */
const FIELD_BOOST = {title: 3, titleParts: 1.5, slug: 5, summary: 5, parents: 1.5, categories: 1, text: 1};
/** The last word of a query may be unfinished: a word it only starts counts this much of the word itself. */
const PREFIX_WEIGHT = 0.3;
/** An identifier found by its parts ("decrypt … to string" for decryptToString) counts this much of itself. */
const PARTS_WEIGHT = 0.3;
/** Results outside the reader's part of the site count this much, unless the query names that part. */
const OTHER_SECTION_FACTOR = 0.2;
/** Legacy pages count this much, unless the query names them. */
const LEGACY_FACTOR = 0.1;

/** A sidebar category of pages for old SDK lines ("Legacy SDK Versions"). */
const LEGACY_CATEGORY = /\blegacy\b/i;
/** The API references of SDK lines before 6.x, which the v3 docs document ("SDK v4.x.x"). */
const OLDER_SDK_REFERENCE = /^\/v3\/api-reference\/v[1-5]-sdk$/;
/** Words that ask for legacy pages besides their names ("legacy sdk"). */
const LEGACY_WORDS = ['legacy', 'deprecated', 'old', 'older'];
/** A page named for its folder's topic (`session-sigs/intro`): the folder's name is part of its URL name. */
const FOLDER_PAGE = /^(intro|overview|index|usage)$/;
/** Words that ask for a part of the site by its name. */
const SECTION_WORDS: Readonly<Record<SiteSection, readonly string[]>> = {
  v3: ['v3'],
  v2: ['v2'],
  learningLab: ['learning', 'lab', 'course', 'lesson', 'quiz'],
  ecosystem: ['ecosystem', 'community', 'grants', 'projects'],
  blog: ['blog', 'post'],
  pages: [],
};
/** Words too common in titles and section names to say which part of the site the reader wants. */
const GENERIC_WORDS = new Set(['sdk', 'lit', 'x', 'docs', 'the', 'and', 'of', 'to', 'a']);
/**
 * Little words that say nothing about the topic ("how to encrypt"): not indexed, not required to match and not
 * highlighted (requiredTerms).
 */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'can', 'do', 'does', 'for', 'how', 'i', 'in', 'is', 'it', 'my', 'of', 'on', 'or', 'the', 'to', 'what', 'when', 'where', 'why', 'with']);
/** Abbreviations readers type for the words the pages use. */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ['sig', ['signature']],
  ['sigs', ['signatures']],
]);

/** Lower case, accents removed ("Clé" is "cle"). Most words are plain ASCII, which needs lower case only. */
export const normalize = (text: string) => (/^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')).toLowerCase();

/**
 * Every normalized word indexed so far, with its stem (Porter: "minting" and "mint", "actions" and "action" are one
 * term). It completes the word a reader is still typing (completions) and saves stemming a word twice.
 */
const vocabulary = new Map<string, string>();
const stem = (word: string) => vocabulary.get(word) ?? stemmer(word);
function indexedStem(word: string): string {
  let root = vocabulary.get(word);
  if (root === undefined) vocabulary.set(word, (root = stemmer(word)));
  return root;
}

/**
 * The stems of indexed words that the word being typed starts but that are shorter than it, so that MiniSearch's
 * prefix search cannot find them: "installa" is the start of "installation", whose stem is "instal".
 */
function shorterCompletions(word: string): string[] {
  const roots = new Set<string>();
  for (const [indexed, root] of vocabulary) if (root.length < word.length && indexed.startsWith(word)) roots.add(root);
  return [...roots];
}

/** The parts of a name: the words joined in a compound, else the camelCase parts of an identifier; [] for a plain word. */
function nameParts(name: string): string[] {
  // Most words are plain: lower case, perhaps capitalized ("Network"). They have no parts.
  if (PLAIN_WORD.test(name)) return [];
  const joined = name.split(SEPARATOR);
  if (joined.length > 1) return joined.filter(Boolean);
  // One letter is no part ("v6" is found by "6"), but one digit is.
  const parts = name.split(PART_BOUNDARY).filter((part) => part.length > 1 || /\p{N}/u.test(part));
  return parts.length > 1 || (parts.length === 1 && parts[0] !== name) ? parts : [];
}

/** A name as searched: normalized, without the separators of a compound ("datiltest"). */
const wholeName = (name: string) => normalize(name.replace(/[-._]/g, ''));

/**
 * Searchable words of a text, normalized: every word whole and, for identifiers, their parts too, so that
 * `jwtVerify` is found by "jwtverify", "jwtVer" and "jwt verify".
 */
export function indexWords(text: string | null): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const whole = normalize(word);
    out.push(whole, ...nameParts(word).map(normalize).filter((part) => part !== whole));
  }
  return out;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A query word, normalized, with its parts (`jwtVerify`: jwt, verify; `datil-test`: datil, test), which may match apart. */
export interface QueryTerm {
  readonly word: string;
  readonly parts: readonly string[];
}

/** The words of a query, deduplicated, bounded in number and length. */
export function parseQuery(query: string): QueryTerm[] {
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  for (const [raw] of query.slice(0, MAX_QUERY_LENGTH).matchAll(COMPOUND)) {
    const word = wholeName(raw);
    if (seen.has(word)) continue;
    seen.add(word);
    terms.push({word, parts: nameParts(raw).map(normalize)});
  }
  return terms.slice(0, MAX_TERMS);
}

/** Query terms as highlighted: every query word and its parts, normalized. */
export function queryTerms(query: string): string[] {
  return [...new Set(parseQuery(query).flatMap((t) => [t.word, ...t.parts]))];
}

/** Whether the reader may still be typing the query's last word: nothing follows it. */
const isTyping = (query: string) => /[\p{L}\p{N}]$/u.test(query.slice(0, MAX_QUERY_LENGTH));

/**
 * The terms that must match: the query's words less its little words, unless it has only those. A little word the
 * reader may still be typing (the last, with nothing after it) is kept: "in" may become "install".
 */
function requiredTerms(query: string): QueryTerm[] {
  const terms = parseQuery(query);
  const typing = isTyping(query);
  const topical = terms.filter((t, i) => !STOP_WORDS.has(t.word) || (typing && i === terms.length - 1));
  return topical.length > 0 ? topical : terms;
}

/** A query word as written and as its synonyms. */
const spellings = (word: string) => [word, ...(SYNONYMS.get(word) ?? [])];

/** What is highlighted for the terms that must match: each spelling, its stem, and the word's parts. */
function highlightTerms(terms: readonly QueryTerm[]): string[] {
  return [...new Set(terms.flatMap((t) => [...spellings(t.word).flatMap((w) => [w, stem(w)]), ...t.parts]))];
}

function hierarchyOf(page: IndexedPage, lvl2: string, lvl3: string): Hierarchy {
  return {lvl0: page.lvl0, lvl1: page.lvl1, lvl2: lvl2 || null, lvl3: lvl3 || null, lvl4: null, lvl5: null, lvl6: null};
}

function sectionOfTag(tag: string, url: string): SiteSection {
  if (tag === 'docs-default-2.0') return 'v2';
  if (tag.startsWith('docs-default')) return 'v3';
  if (tag.startsWith('docs-learningLab')) return 'learningLab';
  if (tag.startsWith('docs-ecosystem')) return 'ecosystem';
  return /^\/blog(\/|$)/.test(url) ? 'blog' : 'pages';
}

/** The docs part of the site a path is in, if any; under a base URL (`/docs/v3/…`) too. */
function docsSectionOfPath(path: string): SiteSection | undefined {
  for (const part of path.split(/[?#]/)[0]!.split('/')) {
    if (part === 'v3') return 'v3';
    if (part === 'v2') return 'v2';
    if (part === 'learningLab') return 'learningLab';
    if (part === 'Ecosystem') return 'ecosystem';
  }
  return undefined;
}

/** Expands the compact index into one record per page and one per section heading. */
export function buildRecords(index: SearchIndexFile): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const page of index.pages) {
    const trail = page.trail ?? [];
    const section = sectionOfTag(page.tag, page.url);
    const legacy = trail.some((crumb) => LEGACY_CATEGORY.test(crumb)) || OLDER_SDK_REFERENCE.test(page.url);
    const title = indexWords(page.lvl1);
    const path = page.url.split('/').filter(Boolean);
    const slug = indexWords((FOLDER_PAGE.test(path.at(-1) ?? '') ? path.slice(-2) : path.slice(-1)).join(' '));
    // Words that ask for the page's part of the site; for a legacy page also its own name ("v1 sdk") and categories.
    const label = [...SECTION_WORDS[section], ...(legacy ? [...indexWords([page.lvl0, ...trail].join(' ')), ...title, ...slug, ...LEGACY_WORDS] : [])];
    const base = {tag: page.tag, language: page.language, section, legacy, label: label.filter((w) => !GENERIC_WORDS.has(w))};
    // The sidebar categories above the page ("Guides › Encryption and Access Control"), searched with low weight.
    const categories = [page.lvl0, ...trail.slice(0, -1)].join(' ');
    // The sidebar may name the page otherwise than its title ("Decentralized Compute (Lit Actions)").
    const sidebarLabel = trail.at(-1) !== page.lvl1 ? (trail.at(-1) ?? '') : '';
    const summary = `${page.description ?? ''} ${sidebarLabel}`.trim();
    // Text before the first heading belongs to the page record.
    const intro = page.sections.filter((s) => !s.lvl2 && !s.lvl3).flatMap((s) => s.content);
    records.push({...base, id: page.url, url: page.url, type: 'lvl1', hierarchy: hierarchyOf(page, '', ''), heading: title, context: [], slug, summary, categories, paragraphs: intro.map((text) => ({text}))});
    const seen = new Set<string>([page.url]);
    page.sections.forEach((s, i) => {
      if (!s.lvl2 && !s.lvl3) return;
      const url = s.anchor ? `${page.url}#${s.anchor}` : page.url;
      const type: RecordType = s.lvl3 ? 'lvl3' : 'lvl2';
      records.push({
        ...base,
        id: seen.has(url) ? `${url}|${i}` : url,
        url,
        type,
        hierarchy: hierarchyOf(page, s.lvl2, s.lvl3),
        heading: indexWords(type === 'lvl3' ? s.lvl3 : s.lvl2),
        context: type === 'lvl3' ? [...title, ...indexWords(s.lvl2)] : title,
        slug: [],
        summary: '',
        categories,
        paragraphs: s.content.map((text) => ({text})),
      });
      seen.add(url);
    });
  }
  return records;
}

type Field = keyof typeof FIELD_BOOST;
const FIELDS = Object.keys(FIELD_BOOST) as Field[];

/** The MiniSearch document of a record: its position in the records and the text of each field. */
type IndexedDocument = {readonly id: number} & Readonly<Record<Field, string>>;

function documentOf(record: SearchRecord, id: number): IndexedDocument {
  const {lvl1, lvl2, lvl3} = record.hierarchy;
  const title = (record.type === 'lvl1' ? lvl1 : record.type === 'lvl2' ? lvl2 : lvl3) ?? '';
  const parents = record.type === 'lvl1' ? '' : record.type === 'lvl2' ? (lvl1 ?? '') : `${lvl1 ?? ''} ${lvl2 ?? ''}`;
  const text = record.paragraphs.map((p) => p.text).join('\n');
  return {id, title, titleParts: title, slug: record.slug.join(' '), summary: record.summary, parents, categories: record.categories, text};
}

/** The little words as they are written in text: lower case, capitalized, upper case. */
const STOP_WORDS_AS_WRITTEN = new Set([...STOP_WORDS].flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()]));

/** The words and compounds of a text, little words left out. Runs for every word of the index: kept lean. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const name of text.match(COMPOUND) ?? []) {
    if (SEPARATOR.test(name)) tokens.push(name, ...name.split(SEPARATOR));
    else if (!STOP_WORDS_AS_WRITTEN.has(name)) tokens.push(name);
  }
  return tokens;
}

/**
 * The terms a token of a field is indexed under, stemmed: a compound under its whole name (its words are tokens of
 * their own); a word under itself and its identifier parts, except in the record's heading, whose identifier parts
 * are a field of their own (`titleParts`, weighed less: a heading "getPkpSessionSigs" is not about PKPs).
 */
const termCache = {title: new Map<string, string[]>(), titleParts: new Map<string, string[]>(), other: new Map<string, string[]>()};
function indexTerms(token: string, field?: string): string[] {
  const cache = field === 'title' || field === 'titleParts' ? termCache[field] : termCache.other;
  let terms = cache.get(token);
  if (!terms) {
    const whole = indexedStem(wholeName(token));
    const parts = SEPARATOR.test(token) ? [] : nameParts(token).map((part) => indexedStem(normalize(part)));
    terms = field === 'title' ? [whole] : field === 'titleParts' ? parts : [...new Set([whole, ...parts])];
    cache.set(token, terms);
  }
  return terms;
}

/**
 * The MiniSearch index of the records a search may return (those its facet filters keep), built on the first search
 * with those filters and kept as long as the records are. A reader searches one docs version, so the other
 * version's pages are indexed only when someone searches them; term statistics are those of what is searched.
 */
const indexes = new WeakMap<readonly SearchRecord[], Map<string, MiniSearch<IndexedDocument>>>();

function indexOf(records: readonly SearchRecord[], facetFilters: SearchOptions['facetFilters']): MiniSearch<IndexedDocument> {
  let byFacets = indexes.get(records);
  if (!byFacets) indexes.set(records, (byFacets = new Map()));
  // The same filters in another order (the modal's and the search page's) share one index.
  const key = (facetFilters ?? []).map((f) => (typeof f === 'string' ? f : [...f].sort().join('|'))).sort().join('&');
  let index = byFacets.get(key);
  if (!index) {
    index = new MiniSearch<IndexedDocument>({
      fields: FIELDS,
      tokenize,
      processTerm: indexTerms,
      // A query is a tree of terms already normalized and stemmed (termQuery).
      searchOptions: {tokenize: (term) => [term], processTerm: (term) => term, boost: FIELD_BOOST, weights: {prefix: PREFIX_WEIGHT, fuzzy: 0}},
    });
    for (const [i, record] of records.entries()) if (passesFacets(record, facetFilters)) index.add(documentOf(record, i));
    byFacets.set(key, index);
  }
  return index;
}

/**
 * A query word matches by its stem or a synonym's, or by all its parts (which count less: the identifier itself is
 * the better match). The last word may also be the start of longer words, as the reader may not have finished typing
 * it; those count little (PREFIX_WEIGHT, less the more letters are missing), so that a word typed in full finds its
 * own pages first. The typed word, not its stem, is what longer words must start with: "yes" is stemmed "ye", which
 * would complete to "yellow".
 */
function termQuery(term: QueryTerm, typing: boolean): Query {
  const alternatives: Query[] = spellings(term.word).map((w) => stem(w));
  if (typing) {
    alternatives.push({queries: [term.word], prefix: true});
    const shorter = shorterCompletions(term.word);
    if (shorter.length > 0) alternatives.push({combineWith: 'OR', queries: shorter, boostTerm: () => PREFIX_WEIGHT});
  }
  if (term.parts.length > 0) alternatives.push({combineWith: 'AND', queries: term.parts.map(stem), boostTerm: () => PARTS_WEIGHT});
  const distinct = alternatives.filter((a, i) => typeof a !== 'string' || alternatives.indexOf(a) === i);
  return distinct.length === 1 ? distinct[0]! : {combineWith: 'OR', queries: distinct};
}

function passesFacets(record: SearchRecord, facetFilters: SearchOptions['facetFilters']): boolean {
  if (!facetFilters) return true;
  const value = (facet: string) => {
    const [attribute, ...rest] = facet.split(':');
    const wanted = rest.join(':');
    if (attribute === 'language') return record.language === wanted;
    if (attribute === 'docusaurus_tag') return record.tag === wanted;
    return true;
  };
  return facetFilters.every((filter) => (typeof filter === 'string' ? value(filter) : filter.some(value)));
}

/** The reader's part of the site: that of the page searched from, else the docs version the facets search. */
function readerSection(options: SearchOptions): SiteSection {
  const fromPage = options.fromUrl ? docsSectionOfPath(options.fromUrl) : undefined;
  if (fromPage) return fromPage;
  const searchesV2 = (options.facetFilters ?? []).flat().includes('docusaurus_tag:docs-default-2.0');
  return searchesV2 ? 'v2' : 'v3';
}

/** Whether a word of the query names the record's part of the site (a label word, or its start from three letters). */
function namesLabel(record: SearchRecord, terms: readonly QueryTerm[]): boolean {
  const words = terms.flatMap((t) => [t.word, ...t.parts]).filter((w) => !GENERIC_WORDS.has(w));
  return words.some((word) => record.label.some((w) => w === word || (word.length >= 3 && w.startsWith(word))));
}

/** How the reader's context weighs on a record's score: 1 in the reader's part of the site, less elsewhere. */
function contextFactor(record: SearchRecord, section: SiteSection, terms: readonly QueryTerm[]): number {
  if (namesLabel(record, terms)) return 1;
  return (record.section === section ? 1 : OTHER_SECTION_FACTOR) * (record.legacy ? LEGACY_FACTOR : 1);
}

/** Whether a list of words holds a term: a word it starts, or a word of the same stem. */
function holds(words: readonly string[], term: string): boolean {
  const root = stem(term);
  return words.some((w) => w.startsWith(term) || stem(w).startsWith(root));
}

/** Whether a query term is in a list of words: whole, by a synonym, or by all its parts. */
function termIn(words: readonly string[], term: QueryTerm): boolean {
  if (spellings(term.word).some((w) => holds(words, w))) return true;
  return term.parts.length > 0 && term.parts.every((p) => holds(words, p));
}

/** Whether a word (whole or one of its identifier parts) starts with a term. */
function wordMatchesTerm(word: string, term: string): boolean {
  return normalize(word).startsWith(term) || nameParts(word).some((part) => normalize(part).startsWith(term));
}

/** Escaped text with the words that match a term wrapped in the highlight tags. */
export function highlight(text: string, terms: readonly string[], pre = '<mark>', post = '</mark>'): Highlighted {
  let out = '';
  let last = 0;
  const matched = new Set<string>();
  for (const m of text.matchAll(WORD)) {
    const found = terms.filter((t) => wordMatchesTerm(m[0], t));
    out += escapeHtml(text.slice(last, m.index));
    if (found.length > 0) {
      for (const term of found) matched.add(term);
      out += `${pre}${escapeHtml(m[0])}${post}`;
    } else {
      out += escapeHtml(m[0]);
    }
    last = m.index! + m[0].length;
  }
  out += escapeHtml(text.slice(last));
  const matchLevel = matched.size === 0 ? 'none' : matched.size === terms.length ? 'full' : 'partial';
  return {value: out, matchLevel, matchedWords: [...matched]};
}

/** A window of about `size` words around the first match, with ellipses where text was cut. */
export function snippetText(text: string, terms: readonly string[], size = 24): string {
  const all = [...text.matchAll(/\S+/g)];
  if (all.length <= size) return text;
  const first = all.findIndex((m) => [...m[0].matchAll(WORD)].some(([w]) => terms.some((t) => wordMatchesTerm(w, t))));
  const start = Math.max(0, Math.min((first < 0 ? 0 : first) - 6, all.length - size));
  const slice = all.slice(start, start + size).map((m) => m[0]).join(' ');
  return `${start > 0 ? '… ' : ''}${slice}${start + size < all.length ? ' …' : ''}`;
}

/** The block of text that holds the most query terms (the first on a tie), or -1 when the record has none. */
function bestParagraph(record: SearchRecord, terms: readonly QueryTerm[]): number {
  let best = record.paragraphs.length > 0 ? 0 : -1;
  let most = 0;
  record.paragraphs.forEach((paragraph, p) => {
    const words = indexWords(paragraph.text);
    const count = terms.filter((term) => termIn(words, term)).length;
    if (count > most) [best, most] = [p, count];
  });
  return best;
}

function toHit(record: SearchRecord, terms: readonly QueryTerm[], pre: string, post: string): LocalHit {
  const marked = highlightTerms(terms);
  // Every term is in the headings: the hit is the heading itself, else the text that matched.
  const byHeading = terms.every((term) => termIn([...record.heading, ...record.context, ...record.slug], term));
  const levels = Object.keys(record.hierarchy) as Level[];
  const hl = Object.fromEntries(levels.map((l) => [l, highlight(record.hierarchy[l] ?? '', marked, pre, post)])) as Record<Level, Highlighted>;
  const paragraph = bestParagraph(record, terms);
  const content = paragraph >= 0 ? record.paragraphs[paragraph]!.text : null;
  const type: HitType = byHeading ? record.type : 'content';
  // DocSearch shows a content hit as its snippet over `hierarchy.lvl1`; for a section that line names the heading
  // too ("Page › Section"), so the reader sees where the snippet is. Display only: the hierarchy is unchanged.
  const path = [record.hierarchy.lvl1, record.hierarchy.lvl2, record.hierarchy.lvl3].filter((h): h is string => !!h).join(' › ');
  const snippetHierarchy = type === 'content' && record.type !== 'lvl1' ? {...hl, lvl1: highlight(path, marked, pre, post)} : hl;
  return {
    objectID: record.id,
    url: record.url,
    type,
    hierarchy: record.hierarchy,
    content,
    _highlightResult: {hierarchy: hl, ...(content !== null && {content: highlight(content, marked, pre, post)})},
    _snippetResult: {hierarchy: snippetHierarchy, ...(content !== null && {content: highlight(snippetText(content, marked), marked, pre, post)})},
  };
}

export function search(records: readonly SearchRecord[], query: string, options: SearchOptions = {}): SearchResult {
  const hitsPerPage = Math.max(0, options.hitsPerPage ?? DEFAULT_HITS_PER_PAGE);
  const page = Math.max(0, Math.floor(options.page ?? 0));
  const terms = requiredTerms(query);
  if (terms.length === 0) return {hits: [], nbHits: 0, page, nbPages: 0};
  const section = readerSection(options);
  const index = indexOf(records, options.facetFilters);
  const typing = isTyping(query);
  const tree: Query = {combineWith: 'AND', queries: terms.map((term, i) => termQuery(term, typing && i === terms.length - 1))};
  const scored = index
    .search(tree)
    .map((result: MiniSearchResult) => {
      const record = records[result.id as number]!;
      return {record, score: result.score * contextFactor(record, section, terms)};
    });
  scored.sort((a, b) => b.score - a.score || a.record.id.localeCompare(b.record.id));
  // Two headings without their own anchor share a URL: the reader would land on the same place twice.
  const seenUrls = new Set<string>();
  const ranked = scored.filter(({record}) => !seenUrls.has(record.url) && !!seenUrls.add(record.url));
  const start = page * hitsPerPage;
  return {
    nbHits: ranked.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(ranked.length / hitsPerPage) : 0,
    hits: ranked
      .slice(start, start + hitsPerPage)
      .map(({record}) => toHit(record, terms, options.highlightPreTag ?? '<mark>', options.highlightPostTag ?? '</mark>')),
  };
}
