/** DocSearch's search box, shared by the code that types into it (type-ahead, "Try searching for"). */
export const MODAL_INPUT_CLASS = 'DocSearch-Input';
/** The search box of the local search page (/search), where search goes when the modal cannot load. */
export const SEARCH_PAGE_INPUT_ID = 'search-page-input';

/** Puts a query in DocSearch's input the way typing does, so its autocomplete (a React onChange) runs the search. */
export function enterQuery(input: HTMLInputElement, query: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}
