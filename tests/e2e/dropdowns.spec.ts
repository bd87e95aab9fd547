/**
 * WCAG 2.2 1.4.13 Content on Hover or Focus, and 2.1.1 Keyboard (issue 29): every dropdown of the navbar (the version
 * dropdown today; a locale dropdown or any `type: 'dropdown'` item gets the same component) opens on click, Enter or
 * Space, never on hover; Escape closes it and puts focus back on its button; a click elsewhere closes it; its items
 * are reached with Tab and with the arrow keys.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';

const navbar = (page: Page) => page.getByRole('navigation', {name: 'Main'});
/** A dropdown's button: the `<summary>` of its disclosure (src/theme/NavbarItem/DropdownNavbarItem/Desktop). */
const dropdownButtons = (page: Page) => navbar(page).locator('summary');
/** The links of the dropdown whose button is `button`. */
const itemsOf = (button: Locator) => button.locator('xpath=following-sibling::ul[1]').getByRole('link');

test.beforeEach(async ({gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
});

test('the navbar has dropdowns to check: the version dropdown and the language switcher', async ({page}) => {
  expect(await dropdownButtons(page).count()).toBe(2);
});

test('hovering a dropdown\'s button does not open it', async ({page}) => {
  for (const button of await dropdownButtons(page).all()) {
    await button.hover();
    await expect(itemsOf(button).first()).toBeHidden();
  }
});

test('Escape closes every dropdown and puts focus back on its button, however it was opened', async ({page}) => {
  for (const button of await dropdownButtons(page).all()) {
    for (const open of ['Enter', 'Space', 'click'] as const) {
      if (open === 'click') {
        await button.click();
      } else {
        await button.focus();
        await page.keyboard.press(open);
      }
      await expect(itemsOf(button).first(), `opened with ${open}`).toBeVisible();
      // From inside the list as from the button.
      if (open === 'Enter') {
        await page.keyboard.press('ArrowDown');
        await expect(itemsOf(button).first()).toBeFocused();
      }
      await page.keyboard.press('Escape');
      await expect(itemsOf(button).first(), `closed with Escape after ${open}`).toBeHidden();
      await expect(button).toBeFocused();
    }
  }
});

test('a click elsewhere on the page closes a dropdown', async ({page}) => {
  for (const button of await dropdownButtons(page).all()) {
    await button.click();
    await expect(itemsOf(button).first()).toBeVisible();
    await page.getByRole('heading', {level: 1}).click();
    await expect(itemsOf(button).first()).toBeHidden();
  }
});

test('a dropdown\'s items are reached with the arrow keys and with Tab, and focus leaving it closes it', async ({page}) => {
  for (const button of await dropdownButtons(page).all()) {
    const items = itemsOf(button);
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    const count = await items.count();
    // The language switcher lists one locale (spec §1: only one exists); the version dropdown several.
    if (count > 1) {
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toBeFocused();
    }
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first(), 'the arrow keys wrap around').toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Escape');
    // Tab goes from the open dropdown's button through its items, and on out of the dropdown, which closes it.
    await page.keyboard.press('Enter');
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('Tab');
      await expect(items.nth(i)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(items.first()).toBeHidden();
  }
});

test('an open dropdown has no axe violations', async ({page}) => {
  for (const button of await dropdownButtons(page).all()) {
    await button.click();
    await expect(itemsOf(button).first()).toBeVisible();
    const {violations} = await new AxeBuilder({page})
      .include('nav[aria-label="Main"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    await page.keyboard.press('Escape');
  }
});
