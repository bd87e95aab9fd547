/** DocSearch's search box, shared by the code that types into it (type-ahead, "Try searching for"). */
export const MODAL_INPUT_CLASS = 'DocSearch-Input';
/** The search box of the local search page (/search), where search goes when the modal cannot load. */
export const SEARCH_PAGE_INPUT_ID = 'search-page-input';
/**
 * Set on the search page's box once the page has read its query from the URL (after its first effects). Text put
 * into the box before that would be overwritten by the URL's query, so the type-ahead waits for it.
 */
export const SEARCH_PAGE_READY_ATTRIBUTE = 'data-query-ready';

/** The search page's box, if it is on the page and has taken its query from the URL. */
export function readySearchPageInput(target: EventTarget | null): HTMLInputElement | null {
  return target instanceof HTMLInputElement && target.id === SEARCH_PAGE_INPUT_ID && target.hasAttribute(SEARCH_PAGE_READY_ATTRIBUTE) ? target : null;
}

/** Puts a query in DocSearch's input the way typing does, so its autocomplete (a React onChange) runs the search. */
export function enterQuery(input: HTMLInputElement, query: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}
