/**
 * Spec §2 "If loading a route fails, the page reloads", §8 "Load error: 'Page Error' title, red box with error
 * text, 'Retry' button": a page whose own code fails to load says so and offers Retry
 * (src/clientModules/routeLoadError.ts). Navigations that fail reload the page: tests/e2e/navigation.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../support/fixtures';

/** axe (WCAG 2.2 A/AA and best practices) on one part of the page. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const {violations} = await new AxeBuilder({page}).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('a page whose own code fails to load shows "Page Error", the error and Retry, which loads it', async ({page, consoleErrors: _errors}) => {
  // Everything but the main bundle and its runtime: the route's chunks.
  const pageChunks = /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/;
  await page.route(pageChunks, (route) => route.abort('failed'));
  await page.goto('/v3/sdk/installation');
  const screen = page.getByRole('alert').filter({hasText: 'Page Error'});
  await expect(screen.getByRole('heading', {name: 'Page Error'})).toBeVisible();
  await expect(page).toHaveTitle('Page Error');
  await expect(screen).toContainText(/ChunkLoadError|Loading chunk/);
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
