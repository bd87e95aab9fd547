/** Fixed texts of the search UI outside the translated catalogue (./translations.ts). */
/** The search page's meta description, in both modes. */
export const SEARCH_PAGE_DESCRIPTION =
  'Search the Lit developer docs: the v3 and v2 SDK docs, the Learning Lab, the ecosystem pages and the blog.';

/** Queries offered when a search finds nothing ("Try searching for"), in the modal and on /search. */
export const SEARCH_SUGGESTIONS: readonly string[] = ['session signatures', 'encrypt', 'PKP', 'Lit Actions', 'capacity credits'];
