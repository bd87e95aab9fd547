/** Spec §4 "Colour mode": light by default, system preference respected, choice persisted and synced across tabs. */
import {test, expect, waitForHydration} from '../support/fixtures';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test('the site is light by default', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  expect(await theme(page)).toBe('light');
});

test('with nothing stored, a dark system preference is respected', async ({openContext}) => {
  const page = await (await openContext({colorScheme: 'dark'})).newPage();
  await page.goto('/v3/');
  await waitForHydration(page);
  expect(await theme(page)).toBe('dark');
});

test('the chosen mode is kept after a reload', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  while ((await theme(page)) !== 'dark') await toggle.click();
  await page.reload();
  await waitForHydration(page);
  expect(await theme(page)).toBe('dark');
});

test('the chosen mode is synced to other open tabs', async ({page, context, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  const other = await context.newPage();
  await other.goto('/v3/sdk/installation');
  await waitForHydration(other);
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  while ((await theme(page)) !== 'dark') await toggle.click();
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
});
