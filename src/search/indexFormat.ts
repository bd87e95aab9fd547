/**
 * The local search index (build/search-index.json), written by plugins/search-index after the build and read by
 * the browser on first search. Compact on purpose: one entry per page, sections inside.
 */
export interface IndexedSection {
  /** Anchor id of the section heading ("" for the text before the first heading). */
  readonly anchor: string;
  /** Heading text at level 2 and 3 ("" when none). */
  readonly lvl2: string;
  readonly lvl3: string;
  /** Paragraphs, list items and table rows ("Column: cell; …") of the section, as plain text. */
  readonly content: readonly string[];
}

export interface IndexedPage {
  /** Site-relative URL without anchor. */
  readonly url: string;
  /** Group shown in the results (section of the site, e.g. "Guides" or "v2 · Lit Actions"). */
  readonly lvl0: string;
  /** Page title (the H1). */
  readonly lvl1: string;
  /** The page's meta description: what the page is for, in a sentence (absent when the page has none). */
  readonly description?: string;
  /**
   * The docs sidebar's breadcrumb to the page, without Home ("Guides", "Decentralized Compute (Lit Actions)"): its
   * categories and, last, the page's own sidebar label. Absent outside the docs.
   */
  readonly trail?: readonly string[];
  /** Contextual search tag, as Docusaurus writes it in docsearch:docusaurus_tag ("default" for pages and blog). */
  readonly tag: string;
  readonly language: string;
  readonly sections: readonly IndexedSection[];
}

export interface SearchIndexFile {
  readonly version: 1;
  readonly pages: readonly IndexedPage[];
}

export const SEARCH_INDEX_PATH = 'search-index.json';
