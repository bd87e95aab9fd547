/**
 * The local search engine: answers DocSearch-shaped queries from the local index, so the search modal and the
 * search page look and behave the same with or without Algolia. Plain text in, escaped HTML (with <mark>) out:
 * a query can never inject markup.
 *
 * One record per page (its title and the text before its first heading) and one per section heading, so a result
 * list never holds the same heading twice: the paragraphs, list items and table rows of a section are searched as
 * one, and the best-matching one is shown as the hit's snippet.
 */
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
  readonly words: readonly string[];
}

export interface SearchRecord {
  id: string;
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  tag: string;
  language: string;
  /** Words of the record's own heading: the page title for a page, the section heading for a section. */
  heading: readonly string[];
  /** Words of the headings above it (page title, and the level-2 heading of a level-3 section). */
  context: readonly string[];
  /** Words of the last part of a page's URL (`jwtverify`, `updateableConditions`); [] for sections. */
  slug: readonly string[];
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
}

export interface SearchResult {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
}

const WORD = /[\p{L}\p{N}]+/gu;
/** Where an identifier splits into words: jwt|Verify, updateable|Conditions, PKP|Ethers|Wallet. */
const CAMEL_CASE_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const MAX_TERMS = 10;
const MAX_QUERY_LENGTH = 256;
const DEFAULT_HITS_PER_PAGE = 20;

/** Weight of a term found in each part of a record; an exact word counts 1.5 times a word it only starts. */
const WEIGHT = {pageTitle: 8, lvl2: 5, lvl3: 4, slug: 4, context: 0.5, text: 1} as const;
const EXACT_WORD_FACTOR = 1.5;
/** Added when the record's own heading matches: a page or section about the query beats a passing mention. */
const HEADING_BONUS: Record<RecordType, number> = {lvl1: 3, lvl2: 2, lvl3: 1};

export const normalize = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The parts of a camelCase or PascalCase word, or [] when it has none. */
function camelCaseParts(word: string): string[] {
  const parts = word.split(CAMEL_CASE_BOUNDARY);
  return parts.length > 1 ? parts : [];
}

/**
 * Searchable words of a text, normalized: every word whole and, for identifiers, their parts too, so that
 * `jwtVerify` is found by "jwtverify", "jwtVer" and "jwt verify".
 */
export function indexWords(text: string | null): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    out.push(normalize(word));
    for (const part of camelCaseParts(word)) out.push(normalize(part));
  }
  return out;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A query word, normalized, with its camelCase parts (`jwtVerify`: jwt, verify), which may match apart. */
export interface QueryTerm {
  readonly word: string;
  readonly parts: readonly string[];
}

/** The words of a query, deduplicated, bounded in number and length. */
export function parseQuery(query: string): QueryTerm[] {
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  for (const [raw] of query.slice(0, MAX_QUERY_LENGTH).matchAll(WORD)) {
    const word = normalize(raw);
    if (seen.has(word)) continue;
    seen.add(word);
    terms.push({word, parts: camelCaseParts(raw).map(normalize)});
  }
  return terms.slice(0, MAX_TERMS);
}

/** Query terms as highlighted: every query word and its camelCase parts, normalized. */
export function queryTerms(query: string): string[] {
  return [...new Set(parseQuery(query).flatMap((t) => [t.word, ...t.parts]))];
}

function hierarchyOf(page: IndexedPage, lvl2: string, lvl3: string): Hierarchy {
  return {lvl0: page.lvl0, lvl1: page.lvl1, lvl2: lvl2 || null, lvl3: lvl3 || null, lvl4: null, lvl5: null, lvl6: null};
}

const paragraphsOf = (texts: readonly string[]): Paragraph[] => texts.map((text) => ({text, words: indexWords(text)}));

/** Expands the compact index into one record per page and one per section heading. */
export function buildRecords(index: SearchIndexFile): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const page of index.pages) {
    const base = {tag: page.tag, language: page.language};
    const title = indexWords(page.lvl1);
    // Text before the first heading belongs to the page record.
    const intro = page.sections.filter((s) => !s.lvl2 && !s.lvl3).flatMap((s) => s.content);
    const slug = indexWords(page.url.split('/').filter(Boolean).at(-1) ?? '');
    records.push({...base, id: page.url, url: page.url, type: 'lvl1', hierarchy: hierarchyOf(page, '', ''), heading: title, context: [], slug, paragraphs: paragraphsOf(intro)});
    const seen = new Set<string>([page.url]);
    page.sections.forEach((section, s) => {
      if (!section.lvl2 && !section.lvl3) return;
      const url = section.anchor ? `${page.url}#${section.anchor}` : page.url;
      const type: RecordType = section.lvl3 ? 'lvl3' : 'lvl2';
      const record: SearchRecord = {
        ...base,
        id: seen.has(url) ? `${url}|${s}` : url,
        url,
        type,
        hierarchy: hierarchyOf(page, section.lvl2, section.lvl3),
        heading: indexWords(type === 'lvl3' ? section.lvl3 : section.lvl2),
        context: type === 'lvl3' ? [...title, ...indexWords(section.lvl2)] : title,
        slug: [],
        paragraphs: paragraphsOf(section.content),
      };
      seen.add(url);
      records.push(record);
    });
  }
  return records;
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

/** How well a list of words matches a term: 1.5 for the word itself, 1 for a word it starts, 0 otherwise. */
function wordMatch(words: readonly string[], term: string): number {
  let best = 0;
  for (const word of words) {
    if (word === term) return EXACT_WORD_FACTOR;
    if (best === 0 && word.startsWith(term)) best = 1;
  }
  return best;
}

interface Scored {
  record: SearchRecord;
  score: number;
  /** Every term is in the headings: the hit is the heading itself. */
  byHeading: boolean;
  /** The block to show as the snippet (-1: none). */
  paragraph: number;
}

/** Where one word of the query was found in a record, and how well. */
interface TermMatch {
  heading: number;
  context: number;
  text: number;
  /** Per block of text: whether it holds the word. */
  inParagraph: boolean[];
}

function matchWord(record: SearchRecord, word: string): TermMatch {
  const headingWeight = record.type === 'lvl1' ? WEIGHT.pageTitle : WEIGHT[record.type];
  const inText = record.paragraphs.map((paragraph) => wordMatch(paragraph.words, word));
  return {
    heading: wordMatch(record.heading, word) * headingWeight,
    context: Math.max(wordMatch(record.context, word) * WEIGHT.context, wordMatch(record.slug, word) * WEIGHT.slug),
    text: Math.max(0, ...inText) * WEIGHT.text,
    inParagraph: inText.map((match) => match > 0),
  };
}

const best = (m: TermMatch) => Math.max(m.heading, m.context, m.text);

/**
 * A query word matches as a whole (an identifier as written, or any word it starts) or, for a camelCase word,
 * by all of its parts (`jwtVerify` finds "JWT" and "verify"), at the average of their weights.
 */
function matchTerm(record: SearchRecord, term: QueryTerm): TermMatch | undefined {
  const whole = matchWord(record, term.word);
  if (best(whole) > 0 || term.parts.length === 0) return best(whole) > 0 ? whole : undefined;
  const parts = term.parts.map((part) => matchWord(record, part));
  if (parts.some((m) => best(m) === 0)) return undefined;
  const average = (pick: (m: TermMatch) => number) => (parts.every((m) => pick(m) > 0) ? parts.reduce((sum, m) => sum + pick(m), 0) / parts.length : 0);
  return {
    heading: average((m) => m.heading),
    context: average((m) => m.context),
    text: parts.reduce((sum, m) => sum + best(m), 0) / parts.length,
    inParagraph: record.paragraphs.map((_, p) => parts.some((m) => m.inParagraph[p])),
  };
}

function scoreRecord(record: SearchRecord, terms: readonly QueryTerm[]): Scored | undefined {
  // Per block, the number of terms it holds: the snippet is the block that holds the most.
  const termsInParagraph = record.paragraphs.map(() => 0);
  let total = 0;
  let byHeading = true;
  let headingMatched = false;
  for (const term of terms) {
    const match = matchTerm(record, term);
    if (!match) return undefined;
    match.inParagraph.forEach((holds, p) => holds && (termsInParagraph[p]! += 1));
    if (match.heading > 0) headingMatched = true;
    if (match.heading === 0 && match.context === 0) byHeading = false;
    total += best(match);
  }
  const mostTerms = Math.max(0, ...termsInParagraph);
  const paragraph = mostTerms > 0 ? termsInParagraph.indexOf(mostTerms) : record.paragraphs.length > 0 ? 0 : -1;
  return {record, score: total + (headingMatched ? HEADING_BONUS[record.type] : 0), byHeading, paragraph};
}

/** Whether a word (whole or one of its camelCase parts) starts with a term. */
function wordMatchesTerm(word: string, term: string): boolean {
  return normalize(word).startsWith(term) || camelCaseParts(word).some((part) => normalize(part).startsWith(term));
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

function toHit({record, byHeading, paragraph}: Scored, terms: readonly string[], pre: string, post: string): LocalHit {
  const levels = Object.keys(record.hierarchy) as Level[];
  const hl = Object.fromEntries(levels.map((l) => [l, highlight(record.hierarchy[l] ?? '', terms, pre, post)])) as Record<Level, Highlighted>;
  const content = paragraph >= 0 ? record.paragraphs[paragraph]!.text : null;
  const type: HitType = byHeading ? record.type : 'content';
  // DocSearch shows a content hit as its snippet over `hierarchy.lvl1`; for a section that line names the heading
  // too ("Page › Section"), so the reader sees where the snippet is. Display only: the hierarchy is unchanged.
  const path = [record.hierarchy.lvl1, record.hierarchy.lvl2, record.hierarchy.lvl3].filter((h): h is string => !!h).join(' › ');
  const snippetHierarchy = type === 'content' && record.type !== 'lvl1' ? {...hl, lvl1: highlight(path, terms, pre, post)} : hl;
  return {
    objectID: record.id,
    url: record.url,
    type,
    hierarchy: record.hierarchy,
    content,
    _highlightResult: {hierarchy: hl, ...(content !== null && {content: highlight(content, terms, pre, post)})},
    _snippetResult: {hierarchy: snippetHierarchy, ...(content !== null && {content: highlight(snippetText(content, terms), terms, pre, post)})},
  };
}

export function search(records: readonly SearchRecord[], query: string, options: SearchOptions = {}): SearchResult {
  const hitsPerPage = Math.max(0, options.hitsPerPage ?? DEFAULT_HITS_PER_PAGE);
  const page = Math.max(0, Math.floor(options.page ?? 0));
  const terms = parseQuery(query);
  if (terms.length === 0) return {hits: [], nbHits: 0, page, nbPages: 0};
  const highlighted = queryTerms(query);
  const scored: Scored[] = [];
  for (const record of records) {
    if (!passesFacets(record, options.facetFilters)) continue;
    const result = scoreRecord(record, terms);
    if (result) scored.push(result);
  }
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
      .map((s) => toHit(s, highlighted, options.highlightPreTag ?? '<mark>', options.highlightPostTag ?? '</mark>')),
  };
}
