/**
 * Spec §2 "If loading a route fails, the page reloads", §8 "Load error: 'Page Error' title, red box with error
 * text, 'Retry' button": a page whose own code fails to load says so and offers Retry (plugins/load-failure); and
 * when it is the main bundle, the page says so too, not that the base URL is wrong. Navigations that fail reload the
 * page: tests/e2e/navigation.spec.ts. The mobile menu is no chunk of its own (src/theme/Navbar/MobileSidebar), so it
 * cannot fail to load by itself.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page, Route} from '@playwright/test';
import {test, expect, waitForHydration} from '../support/fixtures';

/** axe (WCAG 2.2 A/AA and best practices) on one part of the page. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const {violations} = await new AxeBuilder({page}).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('a page whose own code fails to load shows "Page Error", the error and Retry, which loads it', async ({page}) => {
  // Everything but the main bundle and its runtime: the route's chunks.
  const pageChunks = /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/;
  await page.route(pageChunks, (route) => route.abort('failed'));
  await page.goto('/v3/sdk/installation');
  const screen = page.getByRole('alert').filter({hasText: 'Page Error'});
  await expect(screen.getByRole('heading', {name: 'Page Error'})).toBeVisible();
  await expect(page).toHaveTitle('Page Error');
  await expect(screen).toContainText(/Failed to load http:\/\/[^ ]+\/assets\/js\/[^ ]+\.js/);
  const box = await screen.locator('div').first().evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(box).toBe('rgb(179, 38, 30)');
  const retry = screen.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeFocused();
  expect(await axeViolations(page, '#page-load-error')).toEqual([]);

  await page.unroute(pageChunks);
  await retry.click();
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
  await expect(page.getByText('Page Error')).toHaveCount(0);
});

for (const [failure, answer] of [
  ['a network error', (route: Route) => route.abort('failed')],
  ['404 (a page left from an older deploy)', (route: Route) => route.fulfill({status: 404, contentType: 'text/plain', body: 'Not found'})],
] as const) {
  test(`when the main bundle fails to load at the right base URL (${failure}), the page says it could not load and offers Retry, not the wrong-base-URL banner`, async ({page}) => {
    const mainBundle = /\/assets\/js\/main\.[^/]+\.js$/;
    await page.route(mainBundle, answer);
    await page.goto('/v3/sdk/installation');
    const screen = page.getByRole('alert').filter({hasText: 'Page Error'});
    await expect(screen.getByRole('heading', {name: 'Page Error'})).toBeVisible();
    await expect(screen).toContainText(/Failed to load http:\/\/[^ ]+\/assets\/js\/main\.[^ ]+\.js/);
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByText('This site did not load properly.')).toHaveCount(0);
    // The page's own text is still there to read.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');

    await page.unroute(mainBundle);
    await screen.getByRole('button', {name: 'Retry'}).click();
    await waitForHydration(page);
    await expect(page.getByText('Page Error')).toHaveCount(0);
  });
}
