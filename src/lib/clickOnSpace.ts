import type {KeyboardEvent} from 'react';

/**
 * Space on a link that acts as a button (role="button") clicks it, as Space does on a button, instead of scrolling
 * the page: browsers give links no Space action. For the `onKeyDown` prop of such a link.
 */
export function clickOnSpace(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== ' ' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  event.preventDefault();
  event.currentTarget.click();
}
