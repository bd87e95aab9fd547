/** Queries offered when a search finds nothing ("Try searching for"), in the modal and on /search. */
export const SEARCH_SUGGESTIONS: readonly string[] = ['session signatures', 'encrypt', 'PKP', 'Lit Actions', 'capacity credits'];
