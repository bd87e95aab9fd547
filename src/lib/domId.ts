/**
 * Element ids derived from content, for labels and descriptions (`aria-labelledby`, `htmlFor`, …).
 *
 * React's `useId` is not used: the static HTML is rendered by React and hydrated by Preact in the browser
 * (plugins/preact-client), and the two number their ids differently, so an element rendered after hydration would
 * point at an id the page does not have. An id made from the content is the same in both.
 */
export function domId(...parts: readonly (string | number)[]): string {
  const slug = parts
    .map((part) => String(part).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 48))
    .filter(Boolean)
    .join('-');
  return slug || 'id';
}
