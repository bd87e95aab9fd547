/**
 * Keyboard paths (accessibility issue): the navbar, the version dropdown and the sidebar categories work with
 * Tab, Enter and Escape alone. The skip link, search, announcement close and feedback widget have their own
 * keyboard tests in navigation, search, announcement and feedback specs.
 */
import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';

/** Opens /v3/ and focuses its "Installing the Lit SDK" sidebar category, checked to be collapsed. */
async function focusCollapsedCategory(page: Page, gotoHydrated: (path: string) => Promise<void>) {
  await gotoHydrated('/v3/');
  const category = page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('button', {name: /Installing the Lit SDK/});
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await category.focus();
  return category;
}

/** Presses Tab until `predicate` holds for the focused element; fails after `max` presses. */
async function tabUntil(page: Page, description: string, predicate: (el: Element) => boolean, max = 40) {
  const visited: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const [hit, seen] = await page.evaluate(
      (fn) => [new Function('el', `return (${fn})(el)`)(document.activeElement), document.activeElement?.outerHTML.slice(0, 80) ?? ''] as const,
      predicate.toString(),
    );
    if (hit) return;
    visited.push(seen);
  }
  throw new Error(`Tab never reached ${description}; focus went to:\n${visited.join('\n')}`);
}

test('Tab walks the navbar in reading order and Enter follows a link', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  const names: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.closest('nav.navbar') ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : null;
    });
    if (name) names.push(name);
  }
  const order = ['Docs', 'Learning Lab', 'Ecosystem', 'Blog'].map((n) => names.findIndex((x) => x.startsWith(n)));
  expect(order.every((i) => i >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  await page.goto('/v3/');
  await tabUntil(page, 'the Learning Lab link', (el) => el.textContent?.trim() === 'Learning Lab' && !!el.closest('nav.navbar'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/learningLab\//);
});

test('the version dropdown opens with Enter, its items are reached with Tab, and Enter switches version', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  await tabUntil(page, 'the version dropdown', (el) => el.textContent?.trim() === 'v3.x.x' && el.tagName === 'SUMMARY');
  const nav = page.getByRole('navigation', {name: 'Main'});
  const v2 = nav.getByRole('link', {name: 'v2.x.x', exact: true});
  await expect(v2).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(v2).toBeVisible();
  await tabUntil(page, 'the v2.x.x item', (el) => el.textContent?.trim() === 'v2.x.x', 4);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/v2\/sdk\/explanation\/installation$/);
});

test('sidebar categories expand and collapse with Enter, and their links are reachable', async ({page, gotoHydrated}) => {
  const category = await focusCollapsedCategory(page, gotoHydrated);
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  // The next Tab goes into the category's own list of pages, once it has opened (it expands with a transition, and
  // links in a list still collapsed are not focusable: on a busy machine the Tab could come first).
  await expect(category.locator('xpath=ancestor::li[1]/ul//a').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const inCategory = await category.evaluate((button) => {
    const list = button.closest('li')?.querySelector(':scope > ul');
    return !!list && !!document.activeElement && list.contains(document.activeElement) && document.activeElement.matches('a[href^="/v3/"]');
  });
  expect(inCategory).toBe(true);
  await category.focus();
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-expanded', 'false');
});

test('Space toggles a sidebar category instead of scrolling the page', async ({page, gotoHydrated}) => {
  const category = await focusCollapsedCategory(page, gotoHydrated);
  const scrolled = () => page.evaluate(() => window.scrollY);
  const before = await scrolled();
  await page.keyboard.press('Space');
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  expect(await scrolled()).toBe(before);
  await expect(category).toBeFocused();
});
