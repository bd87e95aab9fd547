/**
 * Issue 20, search quality in the browser (local index mode): identifiers, one result per heading with a snippet,
 * table rows instead of lone cells, paging on /search, and /search without `version` following the version the
 * reader chose in the version dropdown.
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import {dialog, searchBox} from '../support/searchDialog';
import type {Page} from '@playwright/test';

const results = (page: Page) => page.locator('main ol > li');
const resultPaths = (page: Page) =>
  page.locator('main ol li a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).hash));

/** The results the dialog lists for `query`, each as the reader sees it: its lines are section, title and headings, snippet. */
async function dialogResults(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).fill(query);
  // The list for the whole query (not a prefix typed on the way): the "See all" link names it.
  // Generous: on a loaded 2-core machine the first search (index download and build) and each query take long.
  await expect(dialog(page).getByRole('link', {name: /See all \d+ results/})).toHaveAttribute('href', new RegExp(`q=${encodeURIComponent(query).replace(/%20/g, '\\+')}`), {timeout: 30_000});
  return dialog(page)
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLElement).innerText.trim()));
}

test('camelCase identifiers find their pages, written whole or apart', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v2/accessControl/intro');
  for (const query of ['updateableConditions', 'updateable conditions']) {
    const found = await dialogResults(page, query);
    expect(found.some((text) => text.includes('Updateable Conditions')), `${query}: ${found.join(' | ')}`).toBe(true);
    await page.keyboard.press('Escape');
  }
  for (const query of ['jwtVerify', 'jwtverify']) {
    const found = await dialogResults(page, query);
    expect(found.some((text) => text.includes('JS JWT Verifier')), `${query}: ${found.join(' | ')}`).toBe(true);
    await page.keyboard.press('Escape');
  }
});

test('the dialog lists each heading once, and table cells are not results of their own', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  const credits = await dialogResults(page, 'capacity credits');
  /** Section, page title and heading of each result (the snippet may repeat). */
  const headings = credits.map((text) => text.split('\n').slice(0, 2).join(' › '));
  expect(new Set(headings).size, headings.join(' | ')).toBe(headings.length);
  await page.keyboard.press('Escape');
  for (const cell of ['Yes', 'Enforced']) {
    const found = await dialogResults(page, cell);
    // A result found in a table shows its row ("Network: datil-test; Rate limiting: Enforced; …"), never the cell alone.
    for (const text of found) expect(text.split(/\s+/).length, text).toBeGreaterThan(3);
    await page.keyboard.press('Escape');
  }
});

test('the search page shows one result per heading, each with a snippet', async ({page, gotoHydrated}) => {
  await gotoHydrated('/search?q=capacity+credits');
  await expect(results(page).first()).toBeVisible();
  const paths = await resultPaths(page);
  expect(new Set(paths).size).toBe(paths.length);
  const withSnippet = await results(page).evaluateAll((items) => items.filter((item) => item.querySelectorAll('p').length >= 2).length);
  expect(withSnippet).toBeGreaterThanOrEqual(paths.length - 2);
});

test('the search page comes in pages of 20, with links to the next and previous ones', async ({page, gotoHydrated}) => {
  await gotoHydrated('/search?q=session');
  const count = page.getByText(/^\d+ results for/);
  await expect(count).toContainText(/, page 1 of \d+$/);
  const total = Number((await count.innerText()).match(/^\d+/)![0]);
  const pages = Number((await count.innerText()).match(/of (\d+)$/)![1]);
  expect(total).toBeGreaterThan(50);
  expect(pages).toBe(Math.ceil(total / 20));
  await expect(results(page)).toHaveCount(20);
  const firstPage = await resultPaths(page);
  await expect(page.getByRole('link', {name: 'Previous results'})).toHaveCount(0);

  await page.getByRole('link', {name: 'More results'}).click();
  await expect(page).toHaveURL(/\/search\?q=session&page=2$/);
  await expect(count).toContainText(`page 2 of ${pages}`);
  await expect(count).toBeFocused();
  await expect(page.locator('main ol')).toHaveAttribute('start', '21');
  const secondPage = await resultPaths(page);
  expect(secondPage.filter((p) => firstPage.includes(p))).toEqual([]);

  await page.getByRole('link', {name: 'Previous results'}).click();
  await expect(page).toHaveURL(/\/search\?q=session$/);
  expect(await resultPaths(page)).toEqual(firstPage);

  // Every result can be reached: the last page holds the rest, and a page past the end shows the last one.
  await page.goto(`/search?q=session&page=${pages + 5}`);
  await waitForHydration(page);
  await expect(count).toContainText(`page ${pages} of ${pages}`);
  await expect(results(page)).toHaveCount(total - (pages - 1) * 20);
  await expect(page.getByRole('link', {name: 'More results'})).toHaveCount(0);

  // A new query starts again at page 1.
  await page.getByRole('searchbox', {name: 'Search'}).fill('encryption');
  await expect(page).toHaveURL(/\/search\?q=encryption$/);
});

test('without a version in its URL, the search page searches the version chosen in the dropdown', async ({page, gotoHydrated}) => {
  await gotoHydrated('/search?q=PKP');
  await expect(page.getByRole('radio', {name: 'v3.x.x (current)'})).toBeChecked();
  await expect.poll(async () => (await resultPaths(page)).length).toBeGreaterThan(0);
  expect((await resultPaths(page)).filter((p) => p.startsWith('/v2/'))).toEqual([]);

  // The reader picks v2.x.x in the navbar's version dropdown, which stores it as their preferred version.
  await gotoHydrated('/v3/sdk/installation');
  const nav = page.getByRole('navigation', {name: 'Main'});
  await nav.locator('summary').filter({hasText: 'v3.x.x'}).click();
  await nav.getByRole('link', {name: 'v2.x.x', exact: true}).click();
  await expect(page).toHaveURL(/\/v2\//);
  await waitForHydration(page);

  await page.goto('/search?q=PKP');
  await waitForHydration(page);
  await expect(page.getByRole('radio', {name: 'v2.x.x'})).toBeChecked();
  await expect.poll(async () => (await resultPaths(page)).some((p) => p.startsWith('/v2/'))).toBe(true);
  expect((await resultPaths(page)).filter((p) => p.startsWith('/v3/'))).toEqual([]);

  // Choosing v3 here says so in the URL, since it is no longer the default.
  await page.getByRole('radio', {name: 'v3.x.x (current)'}).check();
  await expect(page).toHaveURL(/\/search\?q=PKP&version=v3$/);
  await expect.poll(async () => (await resultPaths(page)).every((p) => !p.startsWith('/v2/'))).toBe(true);

  // The dialog on a v3 page counts v3 results, so its "See all" link names v3 for this reader.
  await gotoHydrated('/v3/');
  await page.keyboard.press('Control+k');
  await searchBox(page).fill('PKP');
  await expect(dialog(page).getByRole('link', {name: /See all \d+ results/})).toHaveAttribute('href', '/search?q=PKP&version=v3');
});
