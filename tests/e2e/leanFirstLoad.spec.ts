/**
 * What was taken off every page's first load still works where it is needed: doc card descriptions
 * (plugins/doc-card-descriptions), the route registry without module names (plugins/lean-route-manifest), the
 * route-change progress bar (plugins/light-progress-bar) and the search engine (src/search/localClient.ts).
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import type {Page} from '@playwright/test';

const CARD_PAGE = '/v3/sdk/wallets/intro';
const PAGE_WITHOUT_CARDS = '/v3/sdk/installation';

const cardDescriptions = (page: Page) => page.locator('article [class*="cardDescription"]').allTextContents();

/** Bodies of the scripts a page loads until it is idle. */
function scriptBodies(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && bodies.push(r.text()));
  return bodies;
}

test('doc cards show their descriptions in the static page, after hydration and after client-side navigation', async ({page, request, gotoHydrated}) => {
  const html = await (await request.get(CARD_PAGE)).text();
  const description = /cardDescription[^>]*>([^<]{20,})</.exec(html)?.[1];
  expect(description, 'a card description in the static HTML').toBeTruthy();
  await gotoHydrated(CARD_PAGE);
  expect(await cardDescriptions(page)).toContain(description);

  await gotoHydrated(PAGE_WITHOUT_CARDS);
  await page.locator('nav a[href="/v3/category/guides"]').first().click();
  await expect(page).toHaveURL(/\/v3\/category\/guides$/);
  await expect(page.locator('article [class*="cardDescription"]').first()).not.toBeEmpty();
  expect((await cardDescriptions(page)).every((text) => text.trim().length > 0)).toBe(true);
});

test('a docs page without cards loads no doc descriptions and no module paths', async ({page, request, gotoHydrated}) => {
  const html = await (await request.get(CARD_PAGE)).text();
  const description = /cardDescription[^>]*title="([^"]{20,})"/.exec(html)?.[1] ?? /cardDescription[^>]*>([^<]{20,})</.exec(html)?.[1];
  expect(description).toBeTruthy();
  const bodies = scriptBodies(page);
  await gotoHydrated(PAGE_WITHOUT_CARDS);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((s) => s.includes(description!.slice(0, 40))).length, 'scripts with a card description').toBe(0);
  // A registry entry in the browser is [loader, module name, module id]; the name is the server's only.
  const registryNames = scripts.flatMap((s) => s.match(/"@(?:site|theme|generated)\/[^"]*",\d+\]/g) ?? []);
  expect(registryNames, 'module names in the route registry').toEqual([]);
});

test('a slow page change shows the progress bar until the page has arrived', async ({page, gotoHydrated}) => {
  await gotoHydrated(PAGE_WITHOUT_CARDS);
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.locator('nav a[href="/v3/category/guides"]').first().click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page).toHaveURL(/\/v3\/category\/guides$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('the search engine arrives with the index, on the first search', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (r) => /search-index\.json|search-engine\.[0-9a-f]+\.js$/.test(r.url()) && requests.push(new URL(r.url()).pathname));
  await page.goto(PAGE_WITHOUT_CARDS);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('capacity credits');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-HitsFooter a')).toHaveText(/See all \d+ results/);
  expect(requests.map((path) => path.replace(/\.[0-9a-f]+\.js$/, '.js')).sort()).toEqual(['/assets/js/search-engine.js', '/search-index.json']);
});
