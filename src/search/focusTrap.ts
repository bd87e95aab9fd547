/**
 * Tab and Shift+Tab stay inside the open search modal (a modal dialog, src/search/modalSemantics.ts): DocSearch
 * 4.7 lets Tab leave it for the page behind, which is covered and inert to the eye. From the last control Tab goes
 * to the first, from the first Shift+Tab to the last; focus found outside the modal is brought back in.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

function focusableIn(modal: Element): HTMLElement[] {
  return [...modal.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
  );
}

/** A keydown listener (capture phase) for the document while the modal may be open. */
export function keepTabInSearchModal(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const modal = document.querySelector('.DocSearch-Modal');
  if (!modal) return;
  const controls = focusableIn(modal);
  if (controls.length === 0) return;
  const first = controls[0]!;
  const last = controls[controls.length - 1]!;
  const active = document.activeElement;
  const inside = active instanceof Node && modal.contains(active);
  let next: HTMLElement | undefined;
  if (!inside) next = event.shiftKey ? last : first;
  else if (!event.shiftKey && active === last) next = first;
  else if (event.shiftKey && active === first) next = last;
  if (!next) return;
  event.preventDefault();
  next.focus();
}
