/**
 * Space on a collapsible sidebar category toggles it, as on any button.
 *
 * A category without a page of its own is a link with role="button" (the docs theme's markup, `href="#"`). Enter
 * clicks a link, so it toggled, but Space only scrolled the page: browsers give links no Space action. This listener
 * turns Space on such a link into the click a button would get. One listener for the page rather than a swizzled
 * category, whose markup (the list item) a wrapper could not surround.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Menu links that act as buttons: sidebar categories and the mobile menu's dropdowns. Not the navbar's desktop
 * dropdown, a real link to the other version that opens its menu on Enter (its own key handler).
 */
export const LINK_BUTTON = 'a.menu__link[role="button"]';

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', (event) => {
    if (event.key !== ' ' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LINK_BUTTON) : null;
    if (!target || target !== document.activeElement) return;
    event.preventDefault(); // no scroll
    target.click();
  });
}
