/**
 * The local search engine: answers DocSearch-shaped queries from the local index, so the search modal and the
 * search page look and behave the same with or without Algolia. Plain text in, escaped HTML (with <mark>) out:
 * a query can never inject markup.
 */
import type {IndexedPage, SearchIndexFile} from './indexFormat';

export type HitType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';
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

export interface SearchRecord {
  id: string;
  url: string;
  type: HitType;
  hierarchy: Hierarchy;
  content: string | null;
  tag: string;
  language: string;
  /** Normalized words per weighted field, for matching. */
  fields: readonly {weight: number; words: readonly string[]}[];
}

export interface SearchOptions {
  facetFilters?: readonly (string | readonly string[])[];
  hitsPerPage?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
}

const WORD = /[\p{L}\p{N}]+/gu;
const MAX_TERMS = 10;
const MAX_QUERY_LENGTH = 256;

export const normalize = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const words = (text: string | null) => (text ? normalize(text).match(WORD) ?? [] : []);

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Query terms: normalized words, deduplicated, bounded in number and length. */
export function queryTerms(query: string): string[] {
  return [...new Set(words(query.slice(0, MAX_QUERY_LENGTH)))].slice(0, MAX_TERMS);
}

function hierarchyOf(page: IndexedPage, lvl2: string, lvl3: string): Hierarchy {
  return {lvl0: page.lvl0, lvl1: page.lvl1, lvl2: lvl2 || null, lvl3: lvl3 || null, lvl4: null, lvl5: null, lvl6: null};
}

/** Expands the compact index into one record per page title, section heading and paragraph. */
export function buildRecords(index: SearchIndexFile): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const page of index.pages) {
    const title = words(page.lvl1);
    const base = {tag: page.tag, language: page.language};
    records.push({...base, id: page.url, url: page.url, type: 'lvl1', hierarchy: hierarchyOf(page, '', ''), content: null, fields: [{weight: 8, words: title}]});
    page.sections.forEach((section, s) => {
      const url = section.anchor ? `${page.url}#${section.anchor}` : page.url;
      const hierarchy = hierarchyOf(page, section.lvl2, section.lvl3);
      const headingFields = [
        {weight: 5, words: words(section.lvl2)},
        {weight: 4, words: words(section.lvl3)},
        {weight: 2, words: title},
      ];
      if (section.lvl2 || section.lvl3) {
        records.push({...base, id: `${url}|h${s}`, url, type: section.lvl3 ? 'lvl3' : 'lvl2', hierarchy, content: null, fields: headingFields});
      }
      section.content.forEach((text, c) => {
        records.push({...base, id: `${url}|c${s}.${c}`, url, type: 'content', hierarchy, content: text, fields: [{weight: 1, words: words(text)}, ...headingFields.map((f) => ({...f, weight: f.weight / 4}))]});
      });
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

function score(record: SearchRecord, terms: readonly string[]): number {
  let total = 0;
  for (const term of terms) {
    let best = 0;
    for (const field of record.fields) {
      for (const word of field.words) {
        if (word === term) best = Math.max(best, field.weight * 1.5);
        else if (word.startsWith(term)) best = Math.max(best, field.weight);
      }
    }
    if (best === 0) return 0;
    total += best;
  }
  const typeBonus = {lvl1: 3, lvl2: 2, lvl3: 1, content: 0}[record.type];
  return total + typeBonus;
}

/** Escaped text with the words that match a term wrapped in the highlight tags. */
export function highlight(text: string, terms: readonly string[], pre = '<mark>', post = '</mark>'): Highlighted {
  let out = '';
  let last = 0;
  const matched = new Set<string>();
  for (const m of text.matchAll(WORD)) {
    const norm = normalize(m[0]);
    const term = terms.find((t) => norm.startsWith(t));
    out += escapeHtml(text.slice(last, m.index));
    if (term) {
      matched.add(term);
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
  const first = all.findIndex((m) => words(m[0]).some((w) => terms.some((t) => w.startsWith(t))));
  const start = Math.max(0, Math.min((first < 0 ? 0 : first) - 6, all.length - size));
  const slice = all.slice(start, start + size).map((m) => m[0]).join(' ');
  return `${start > 0 ? '… ' : ''}${slice}${start + size < all.length ? ' …' : ''}`;
}

function toHit(record: SearchRecord, terms: readonly string[], pre: string, post: string): LocalHit {
  const levels = Object.keys(record.hierarchy) as Level[];
  const hl = Object.fromEntries(
    levels.map((l) => [l, highlight(record.hierarchy[l] ?? '', terms, pre, post)]),
  ) as Record<Level, Highlighted>;
  const content = record.content === null ? undefined : highlight(record.content, terms, pre, post);
  const contentSnippet = record.content === null ? undefined : highlight(snippetText(record.content, terms), terms, pre, post);
  return {
    objectID: record.id,
    url: record.url,
    type: record.type,
    hierarchy: record.hierarchy,
    content: record.content,
    _highlightResult: {hierarchy: hl, ...(content && {content})},
    _snippetResult: {hierarchy: hl, ...(contentSnippet && {content: contentSnippet})},
  };
}

export function search(records: readonly SearchRecord[], query: string, options: SearchOptions = {}): {hits: LocalHit[]; nbHits: number} {
  const terms = queryTerms(query);
  if (terms.length === 0) return {hits: [], nbHits: 0};
  const scored: {record: SearchRecord; score: number}[] = [];
  for (const record of records) {
    if (!passesFacets(record, options.facetFilters)) continue;
    const s = score(record, terms);
    if (s > 0) scored.push({record, score: s});
  }
  scored.sort((a, b) => b.score - a.score || a.record.id.localeCompare(b.record.id));
  const limit = options.hitsPerPage ?? 20;
  return {
    nbHits: scored.length,
    hits: scored.slice(0, limit).map(({record}) => toHit(record, terms, options.highlightPreTag ?? '<mark>', options.highlightPostTag ?? '</mark>')),
  };
}
