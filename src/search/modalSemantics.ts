/**
 * Accessible semantics for the DocSearch 4.7 modal (both search modes), applied to its DOM while it is open.
 * Upstream renders the backdrop as role="button" around the whole modal (nested-interactive, a button named
 * "Search" whose content is the modal), a <header> and <footer> that become a second banner and contentinfo
 * landmark, focusable links inside role="option" hits, and no dialog role. Here:
 *   - the backdrop loses its widget role and ARIA state; the input becomes the combobox (ARIA 1.2 pattern: it
 *     already owns aria-activedescendant and aria-controls) and carries aria-expanded;
 *   - the modal is a labelled modal dialog; its header and footer are not landmarks;
 *   - a hit (role="option", whose children are presentational) holds no focusable link: the link's href moves to
 *     data-href. Arrows and Enter choose hits (the combobox pattern); a plain click still navigates through the
 *     router link's own handler, and a middle or modified click opens data-href in a new tab (openHitInNewTab).
 * React sets only the attributes whose values change, so these edits hold; the caller re-applies them on change.
 */
const BACKDROP_WIDGET_ATTRIBUTES = ['role', 'aria-expanded', 'aria-haspopup', 'aria-labelledby', 'tabindex'] as const;

export function applyModalSemantics(): void {
  const backdrop = document.querySelector('.DocSearch-Container');
  if (!backdrop) return;
  const input = backdrop.querySelector('.DocSearch-Input');
  if (input) {
    setIfChanged(input, 'role', 'combobox');
    setIfChanged(input, 'aria-expanded', String(backdrop.querySelector('[role="listbox"]') !== null));
  }
  for (const name of BACKDROP_WIDGET_ATTRIBUTES) if (backdrop.hasAttribute(name)) backdrop.removeAttribute(name);

  const modal = backdrop.querySelector('.DocSearch-Modal');
  if (modal) {
    setIfChanged(modal, 'role', 'dialog');
    setIfChanged(modal, 'aria-modal', 'true');
    setIfChanged(modal, 'aria-label', 'Search the documentation');
  }
  for (const part of backdrop.querySelectorAll('.DocSearch-SearchBar, .DocSearch-Footer')) setIfChanged(part, 'role', 'none');
  for (const link of backdrop.querySelectorAll('.DocSearch-Hit a[href]')) {
    link.setAttribute('data-href', link.getAttribute('href')!);
    link.removeAttribute('href');
  }
}

/** Attributes whose changes call for applyModalSemantics again. */
export const WATCHED_ATTRIBUTES = ['aria-expanded', 'role', 'tabindex', 'href'];

/** Middle click, or Ctrl/Cmd/Shift click, on a hit opens it in a new tab, as it would on a link. */
export function openHitInNewTab(event: MouseEvent): void {
  const newTab = event.type === 'auxclick' ? event.button === 1 : event.ctrlKey || event.metaKey || event.shiftKey;
  const hit = newTab && event.target instanceof Element ? event.target.closest('.DocSearch-Hit a[data-href]') : null;
  if (!hit) return;
  event.preventDefault();
  window.open(hit.getAttribute('data-href')!, '_blank', 'noopener');
}

function setIfChanged(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
