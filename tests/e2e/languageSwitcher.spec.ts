/**
 * Spec §1 "A language switcher keeps the current page path and swaps the locale prefix (only one locale exists)":
 * Docusaurus's own locale dropdown in the navbar (config/navbar.ts). English is the only locale, with no prefix.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect} from '../support/fixtures';

const PAGE = '/v3/sdk/installation?from=test#install';

test('the navbar language switcher offers English at the current path, query and hash, and leads there', async ({page, gotoHydrated, baseURL}) => {
  await gotoHydrated(PAGE);
  const nav = page.getByRole('navigation', {name: 'Main'});
  // Every navbar dropdown is a disclosure (src/theme/NavbarItem/DropdownNavbarItem/Desktop): hovering does not open
  // it (WCAG 1.4.13, tests/e2e/dropdowns.spec.ts); a click, Enter or Space does.
  const switcher = nav.locator('summary', {hasText: 'English'});
  const english = nav.getByRole('link', {name: 'English'});
  await switcher.hover();
  await expect(english).toBeHidden();
  await switcher.focus();
  await page.keyboard.press('Enter');
  await expect(english).toBeVisible();
  await expect(english).toHaveAttribute('href', PAGE);
  await expect(english).toHaveAttribute('lang', 'en');
  const {violations} = await new AxeBuilder({page}).include('nav.navbar').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

  await english.click();
  await expect(page).toHaveURL(`${new URL(baseURL!).origin}${PAGE}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
});

test('the switcher follows the reader to the next page', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await page.locator('.menu a[href="/v3/what-is-lit"]').first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('What is Lit Protocol');
  const nav = page.getByRole('navigation', {name: 'Main'});
  await nav.locator('summary', {hasText: 'English'}).click();
  await expect(nav.getByRole('link', {name: 'English'})).toHaveAttribute('href', '/v3/what-is-lit');
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the mobile menu lists the languages, with English at the current path', async ({page, gotoHydrated}) => {
    await gotoHydrated('/support');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('button', {name: 'Languages'}).click();
    const english = nav.getByRole('link', {name: 'English'});
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('href', '/support');
  });
});
