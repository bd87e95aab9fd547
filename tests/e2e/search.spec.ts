/**
 * Spec §2/§4/§7/§8 search, in the default (local index) mode: keyboard opening and closing, results, "See all N
 * results", the search page, version filtering, the no-results and failure texts, lazy loading of the index,
 * and queries that must stay plain text.
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import type {Page} from '@playwright/test';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => modal(page).locator('input.DocSearch-Input');

async function openWithKeyboard(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
}

test('the index and the modal styles are not loaded until the reader opens search', async ({page, gotoHydrated}) => {
  const indexRequests: string[] = [];
  const modalStyles: string[] = [];
  page.on('request', (r) => r.url().includes('search-index.json') && indexRequests.push(r.url()));
  page.on('request', (r) => /docsearch-modal\.[0-9a-f]{8}\.css$/.test(r.url()) && modalStyles.push(r.url()));
  await gotoHydrated('/v3/sdk/installation');
  await page.waitForTimeout(500);
  expect(indexRequests).toEqual([]);
  expect(modalStyles).toEqual([]);
  await openWithKeyboard(page);
  expect(modalStyles).toHaveLength(1);
  await expect(modal(page)).toHaveCSS('position', 'relative');
  await searchInput(page).fill('session');
  await expect.poll(() => indexRequests.length).toBe(1);
});

test('Ctrl+K and "/" open the search, Escape closes it', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await openWithKeyboard(page);
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  // Closing returns focus to the search button; "/" works when focus is on the page, not in a control.
  await expect(page.getByRole('button', {name: /^Search/})).toBeFocused();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
});

test('letters typed straight after the shortcut are kept while the modal loads (src/search/typeAhead.ts)', async ({page, gotoHydrated}) => {
  // The modal's styles arrive late, so all of this is typed while it loads on first open; the second Ctrl+K
  // (the shortcut pressed again on the way) must not collect the letters twice.
  await page.route(/docsearch-modal\.[0-9a-f]{8}\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await gotoHydrated('/v3/sdk/installation');
  await page.keyboard.press('/');
  await page.keyboard.type('capacity');
  await page.keyboard.press('Control+k');
  await page.keyboard.type(' credits');
  await expect(modal(page)).toHaveCount(0);
  await expect(searchInput(page)).toHaveValue('capacity credits');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toContainText(/capacity/i);
});

test('"/" typed inside a text field does not open the search', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  await page.getByRole('button', {name: 'No'}).click();
  const comment = page.getByLabel('What was missing or wrong? (optional)');
  await comment.focus();
  await page.keyboard.type('a/b');
  await expect(comment).toHaveValue('a/b');
  await expect(modal(page)).toHaveCount(0);
});

test('results appear as you type, and arrows and Enter open one', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await openWithKeyboard(page);
  await page.keyboard.type('capacity credits');
  const hits = modal(page).locator('.DocSearch-Hit');
  await expect(hits.first()).toBeVisible();
  await expect(hits.first()).toContainText(/capacity/i);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(modal(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/v3\/$/);
  await expect(page.locator('.markdown').first()).toContainText(/capacity/i);
});

test('the modal is a labelled dialog whose input is a combobox, and a click on a hit opens it', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await openWithKeyboard(page);
  await expect(page.getByRole('dialog', {name: 'Search the documentation'})).toBeVisible();
  await page.keyboard.type('capacity credits');
  const combobox = page.getByRole('combobox', {name: 'Search'});
  await expect(combobox).toBeFocused();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const firstHit = modal(page).getByRole('option').first();
  const target = await firstHit.locator('a').getAttribute('data-href');
  await firstHit.click();
  await expect(modal(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${target!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});

test('"See all N results" leads to the search page, which shows the results and keeps the query in the URL', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await openWithKeyboard(page);
  await page.keyboard.type('encryption');
  const seeAll = modal(page).getByRole('link', {name: /See all \d+ results/});
  await expect(seeAll).toBeVisible();
  // The link's count and target come from the same query: once it points at the whole word, the count is for it,
  // not for a prefix typed on the way.
  await expect(seeAll).toHaveAttribute('href', /\/search\?q=encryption$/);
  const count = Number((await seeAll.innerText()).match(/\d+/)![0]);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=encryption$/);
  await expect(page.getByText(new RegExp(`^${count} results for`))).toBeVisible();
  const input = page.getByRole('searchbox', {name: 'Search'});
  await input.fill('session keys');
  await expect(page).toHaveURL(/\/search\?q=session\+keys$/);
  await expect(page).toHaveTitle('Search results for "session keys" | Lit Protocol');
});

test('/search?q= renders results on load', async ({page}) => {
  await page.goto('/search?q=walletconnect');
  await waitForHydration(page);
  await expect(page.getByText(/^\d+ results? for/)).toBeVisible();
  await expect(page.locator('main ol li a').first()).toHaveAttribute('href', /\/(v3|v2)\//);
});

test('on a v2 page the search returns v2 docs, on v3 pages v3 docs', async ({page, gotoHydrated}) => {
  for (const [path, wanted, unwanted] of [
    ['/v2/pkp/intro', /^\/v2\//, /^\/v3\//],
    ['/v3/sdk/wallets/intro', /^\/v3\//, /^\/v2\//],
  ] as const) {
    await gotoHydrated(path);
    await openWithKeyboard(page);
    await page.keyboard.type('PKP');
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
    // Hits are combobox options: their link target is in data-href (src/search/modalSemantics.ts).
    const hrefs = await modal(page).locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => new URL(a.getAttribute('data-href')!, location.href).pathname));
    expect(hrefs.some((h) => wanted.test(h))).toBe(true);
    expect(hrefs.filter((h) => unwanted.test(h))).toEqual([]);
    await page.keyboard.press('Escape');
  }
});

test('the search page switches docs version', async ({page}) => {
  await page.goto('/search?q=PKP');
  await waitForHydration(page);
  await page.getByRole('radio', {name: 'v2.x.x'}).check();
  await expect(page).toHaveURL(/version=v2/);
  // The list stays empty until the index has loaded (a slow machine may not have it yet): poll for the v2 hits.
  const resultPaths = () =>
    page.locator('main ol li a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  await expect.poll(async () => (await resultPaths()).some((h) => h.startsWith('/v2/'))).toBe(true);
  expect((await resultPaths()).filter((h) => h.startsWith('/v3/'))).toEqual([]);
});

test('no results: the modal and the page say so, suggest what to do and link to report it', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await openWithKeyboard(page);
  await page.keyboard.type('qqxyzzy');
  await expect(modal(page).getByText('No results for')).toBeVisible();
  await expect(modal(page).getByText('Believe this query should return results?')).toBeVisible();
  await expect(modal(page).getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /github\.com\/LIT-Protocol\/docs\/issues\/new/);
  // "Try searching for" offers queries; choosing one (by keyboard) searches it.
  await expect(modal(page).getByText('Try searching for')).toBeVisible();
  const suggestion = modal(page).getByRole('button', {name: 'session signatures'});
  await suggestion.focus();
  await page.keyboard.press('Enter');
  await expect(searchInput(page)).toHaveValue('session signatures');
  await expect(searchInput(page)).toBeFocused();
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(modal(page).getByText('No results for')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/search?q=qqxyzzy');
  await waitForHydration(page);
  await expect(page.getByText('No results for')).toBeVisible();
  await expect(page.getByText('Try searching for')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Let us know.'})).toBeVisible();
});

test('a failed index request shows "Unable to fetch results"', async ({page, gotoHydrated}) => {
  await page.route('**/search-index.json', (route) => route.fulfill({status: 503, body: 'unavailable'}));
  await gotoHydrated('/v3/');
  await openWithKeyboard(page);
  await page.keyboard.type('session');
  await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
  await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/search?q=session');
  await waitForHydration(page);
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
});

for (const query of ['<img src=x onerror="window.__xss=1">', '"\'`;--', '🔐 clé privée 鍵 ключ', 'a'.repeat(2000)]) {
  test(`the query ${JSON.stringify(query.slice(0, 30))} is treated as plain text`, async ({page, gotoHydrated}) => {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Search the documentation'})).toBeVisible();
    await gotoHydrated('/v3/');
    await openWithKeyboard(page);
    await searchInput(page).fill(query);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });
}
