/**
 * What loads after the first paint or on demand still arrives where it is needed: doc card descriptions, the
 * route-change progress bar and the search engine (src/search/loadIndex.ts).
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import type {Page} from '@playwright/test';
import {dialog, options} from '../support/searchDialog';

const CARD_PAGE = '/v3/sdk/wallets/intro';
const PAGE_WITHOUT_CARDS = '/v3/sdk/installation';

/** The doc cards of the page's content (a link with a heading), and the description under each title. */
const cardDescriptions = (page: Page) =>
  page.locator('article').getByRole('link').filter({has: page.getByRole('heading', {level: 2})}).locator('p').allTextContents();

test('doc cards show their descriptions in the static page, after hydration and after client-side navigation', async ({page, openContext, gotoHydrated}) => {
  const staticPage = await (await openContext({javaScriptEnabled: false})).newPage();
  await staticPage.goto(CARD_PAGE);
  const served = await cardDescriptions(staticPage);
  expect(served.length, 'cards on the page').toBeGreaterThan(0);
  expect(served.filter((text) => text.trim().length < 20), 'cards without a description').toEqual([]);

  await gotoHydrated(CARD_PAGE);
  expect(await cardDescriptions(page)).toEqual(served);

  await gotoHydrated(PAGE_WITHOUT_CARDS);
  await page.locator('nav a[href="/v3/category/guides"]').first().click();
  await expect(page).toHaveURL(/\/v3\/category\/guides$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Lit SDK Guides');
  const afterNavigation = await cardDescriptions(page);
  expect(afterNavigation.length).toBeGreaterThan(0);
  expect(afterNavigation.filter((text) => text.trim().length === 0)).toEqual([]);
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

test('the search engine arrives with the index, when search first opens', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (r) => /search-index\.json|search-(engine|modal)\.[0-9a-f]+\.js$/.test(r.url()) && requests.push(new URL(r.url()).pathname));
  await page.goto(PAGE_WITHOUT_CARDS);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('capacity credits');
  await expect(options(page).first()).toBeVisible();
  await expect(dialog(page).getByRole('link', {name: /See all \d+ results/})).toBeVisible();
  expect(requests.map((path) => path.replace(/\.[0-9a-f]+\.js$/, '.js')).sort()).toEqual(['/assets/js/search-engine.js', '/assets/js/search-modal.js', '/search-index.json']);
});
