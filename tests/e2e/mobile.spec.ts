/** Spec §4 "Mobile sidebar": below 996 px it opens and closes, closes on back navigation and when the viewport widens. */
import {test, expect, waitForHydration} from '../support/fixtures';

test.use({viewport: {width: 390, height: 844}});

const sidebar = (page: import('@playwright/test').Page) => page.locator('.navbar-sidebar');
const openMenu = async (page: import('@playwright/test').Page) => {
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
};

test('the menu opens and closes', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  await openMenu(page);
  await expect(sidebar(page).getByRole('link', {name: 'Blog'})).toBeVisible();
  await page.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
});

test('the menu closes on back navigation', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await page.goto('/v3/sdk/installation');
  await waitForHydration(page);
  await openMenu(page);
  await page.goBack();
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
});

test('the menu closes when the viewport becomes wider than 996 px', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  await openMenu(page);
  await page.setViewportSize({width: 1200, height: 844});
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
});

test('choosing v2.x.x in the menu\'s version switch lands on the equivalent page and closes the menu', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  await openMenu(page);
  // On a doc page the menu opens on the docs sidebar; the version switch is in the main menu.
  await sidebar(page).getByRole('button', {name: /Back to main menu/}).click();
  const v2 = sidebar(page).getByRole('link', {name: 'v2.x.x', exact: true});
  if (!(await v2.isVisible())) await sidebar(page).getByRole('button', {name: 'Versions', exact: true}).click();
  await v2.click();
  await expect(page).toHaveURL(/\/v2\/sdk\/explanation\/installation$/);
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('Escape closes the menu and puts focus back on the menu button', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  await openMenu(page);
  await expect(sidebar(page).getByRole('link', {name: 'Blog'})).toBeVisible();
  await sidebar(page).getByRole('link', {name: 'Blog'}).focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeFocused();
});
