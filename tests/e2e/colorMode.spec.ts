/**
 * Spec §1 "light/dark switch", §4 "Colour mode: light or dark. The choice is persisted and synced across tabs. With no
 * stored choice, the system preference is used if respected, otherwise the configured default (light)".
 * Two states: every click on the switch changes what the reader sees (src/theme/ColorModeToggle).
 */
import type {Page} from '@playwright/test';
import {test, expect, blockStorage, waitForHydration} from '../support/fixtures';

const shownMode = (page: Page) => page.locator('html').getAttribute('data-theme');
const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});
/** What the page looks like: its background colour, which the theme's stylesheet sets per mode. */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test('the site is light by default', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  expect(await shownMode(page)).toBe('light');
  await expect(toggle(page)).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
});

for (const system of ['dark', 'light'] as const) {
  const other = system === 'dark' ? 'light' : 'dark';
  test(`fresh visit with a ${system} system: the page is ${system}, the first click makes it ${other}, a reload keeps it, and each click flips it`, async ({page, gotoHydrated}) => {
    await page.emulateMedia({colorScheme: system});
    await gotoHydrated('/v3/');
    expect(await shownMode(page)).toBe(system);
    await expect(toggle(page)).toHaveAccessibleName(`Switch between dark and light mode (currently ${system} mode)`);
    const systemBackground = await background(page);

    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', other);
    expect(await background(page)).not.toBe(systemBackground);
    await expect(toggle(page)).toHaveAccessibleName(`Switch between dark and light mode (currently ${other} mode)`);

    await page.reload();
    await waitForHydration(page);
    expect(await shownMode(page)).toBe(other);

    for (const expected of [system, other, system]) {
      await toggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', expected);
    }
  });
}

test('the chosen mode is synced to other open tabs', async ({page, context, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  const other = await context.newPage();
  await other.goto('/v3/sdk/installation');
  await waitForHydration(other);
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  await toggle(page).click();
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('with storage disabled, each click still flips the mode', async ({page}) => {
  await blockStorage(page);
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/v3/');
  await waitForHydration(page);
  expect(await shownMode(page)).toBe('dark');
  for (const expected of ['light', 'dark'] as const) {
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', expected);
  }
});
