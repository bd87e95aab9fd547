/**
 * Spec §2/§4/§7/§8 search, in the default (local index) mode: keyboard opening and closing, results, "See all N
 * results", the search page, version filtering, the no-results and failure texts, lazy loading of the index,
 * and queries that must stay plain text. Everything is found as a reader finds it: by role, name and text.
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import {dialog, searchBox, options, searchButton, waitForResultsOfQuery} from '../support/searchDialog';
import type {Page, Route} from '@playwright/test';

async function openWithKeyboard(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
}

/** Holds the search index's response until the returned function is called. */
async function holdSearchIndex(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-index.json', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the index, the engine and the results code are not loaded until the reader opens search', async ({page, gotoHydrated}) => {
  const requests: string[] = [];
  page.on('request', (r) => /search-index\.json|search-(engine|modal)\.[0-9a-f]+\.js$/.test(r.url()) && requests.push(new URL(r.url()).pathname.replace(/\.[0-9a-f]+\.js$/, '.js')));
  await gotoHydrated('/v3/sdk/installation');
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  await openWithKeyboard(page);
  await page.keyboard.type('session');
  await expect(options(page).first()).toBeVisible();
  expect(requests.sort()).toEqual(['/assets/js/search-engine.js', '/assets/js/search-modal.js', '/search-index.json']);
});

test('Ctrl+K and "/" open the search, Escape closes it and gives focus back to the search button', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await openWithKeyboard(page);
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
  // "/" works when focus is on the page, not in a text field.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  // A click on the button opens it too; so does the close button close it.
  await searchButton(page).click();
  await expect(searchBox(page)).toBeFocused();
  await dialog(page).getByRole('button', {name: 'Close'}).click();
  await expect(dialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
});

test('letters typed straight after the shortcut, while search still loads, all reach the search box in order', async ({page, gotoHydrated}) => {
  // The index is held back until everything has been typed: all of it is typed while search loads, on first use.
  const releaseIndex = await holdSearchIndex(page);
  await gotoHydrated('/v3/sdk/installation');
  await page.keyboard.press('/');
  await page.keyboard.type('capacity');
  // The shortcut pressed again on the way keeps the box and what is in it.
  await page.keyboard.press('Control+k');
  await page.keyboard.type(' credits');
  await expect(searchBox(page)).toHaveValue('capacity credits');
  await expect(dialog(page).getByRole('status')).toHaveText('Loading the search index…');
  releaseIndex();
  await expect(options(page).filter({hasText: /capacity credits/i}).first()).toBeVisible();
});

test('"/" typed inside a text field does not open the search', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  await page.getByRole('button', {name: 'No'}).click();
  const comment = page.getByLabel('What was missing or wrong? (optional)');
  await comment.focus();
  await page.keyboard.type('a/b');
  await expect(comment).toHaveValue('a/b');
  await expect(dialog(page)).toBeHidden();
});

test('results appear as you type; the arrows move the active result and Enter opens it', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await openWithKeyboard(page);
  await page.keyboard.type('capacity credits');
  await expect(options(page).first()).toBeVisible();
  await waitForResultsOfQuery(page);
  await expect(options(page).first()).toContainText(/capacity/i);
  // The input keeps focus; the active result is the one aria-activedescendant names, and it is selected.
  const second = options(page).nth(1);
  await page.keyboard.press('ArrowDown');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'false');
  const title = (await second.innerText()).split('\n')[1]!.split(' › ')[0]!;
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
});

test('the dialog is labelled, its input is a combobox controlling the results, and a click on a result opens it', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await openWithKeyboard(page);
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.type('capacity credits');
  const listbox = dialog(page).getByRole('listbox');
  await expect(listbox).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
  const first = options(page).first();
  const title = (await first.innerText()).split('\n')[1]!.split(' › ')[0]!;
  await first.click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
});

test('"See all N results" leads to the search page, which shows as many results and keeps the query in the URL', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await openWithKeyboard(page);
  await page.keyboard.type('encryption');
  const seeAll = dialog(page).getByRole('link', {name: /See all \d+ results/});
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

test('Enter with no result chosen searches on the search page', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await openWithKeyboard(page);
  await page.keyboard.type('qqxyzzy');
  await expect(dialog(page).getByText('No results for')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=qqxyzzy$/);
  await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('qqxyzzy');
});

test('/search?q= renders results on load', async ({page}) => {
  await page.goto('/search?q=walletconnect');
  await waitForHydration(page);
  await expect(page.getByText(/^\d+ results? for/)).toBeVisible();
  await expect(page.locator('main ol li a').first()).toHaveAttribute('href', /\/(v3|v2)\//);
});

test('on a v2 page the search returns v2 docs, on v3 pages v3 docs', async ({page, gotoHydrated}) => {
  /** The section each result is shown under ("v2 · …" for the v2 docs). */
  const sections = () => options(page).evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.split('\n')[0]!));
  const OTHER_SECTIONS = ['Learning Lab', 'Ecosystem', 'Blog', 'Pages'];

  await gotoHydrated('/v2/pkp/intro');
  await openWithKeyboard(page);
  await page.keyboard.type('PKP');
  await expect(options(page).first()).toBeVisible();
  const onV2 = await sections();
  expect(onV2.some((s) => s.startsWith('v2 · ')), onV2.join(', ')).toBe(true);
  expect(onV2.filter((s) => !s.startsWith('v2 · ') && !OTHER_SECTIONS.includes(s)), 'results outside the v2 docs').toEqual([]);
  await page.keyboard.press('Escape');

  await gotoHydrated('/v3/sdk/wallets/intro');
  await openWithKeyboard(page);
  await page.keyboard.type('PKP');
  await expect(options(page).first()).toBeVisible();
  const onV3 = await sections();
  expect(onV3.filter((s) => s.startsWith('v2')), 'v2 results on a v3 page').toEqual([]);
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

test('no results: the dialog and the page say so, suggest what to do and link to report it', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await openWithKeyboard(page);
  await page.keyboard.type('qqxyzzy');
  await expect(dialog(page).getByText('No results for')).toBeVisible();
  await expect(dialog(page).getByText('Believe this query should return results?')).toBeVisible();
  await expect(dialog(page).getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /github\.com\/LIT-Protocol\/docs\/issues\/new/);
  // "Try searching for" offers queries; choosing one (by keyboard) searches it.
  await expect(dialog(page).getByText('Try searching for')).toBeVisible();
  await dialog(page).getByRole('button', {name: 'session signatures'}).focus();
  await page.keyboard.press('Enter');
  await expect(searchBox(page)).toHaveValue('session signatures');
  await expect(searchBox(page)).toBeFocused();
  await expect(options(page).first()).toBeVisible();
  await expect(dialog(page).getByText('No results for')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/search?q=qqxyzzy');
  await waitForHydration(page);
  await expect(page.getByText('No results for')).toBeVisible();
  await expect(page.getByText('Try searching for')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Let us know.'})).toBeVisible();
});

test('a failed index request shows "Unable to fetch results", and "Try again" searches once it loads', async ({page, gotoHydrated}) => {
  let down = true;
  await page.route('**/search-index.json', (route) => (down ? route.fulfill({status: 503, body: 'unavailable'}) : route.continue()));
  await gotoHydrated('/v3/');
  await openWithKeyboard(page);
  await page.keyboard.type('session');
  await expect(dialog(page).getByText('Unable to fetch results')).toBeVisible();
  await expect(dialog(page).getByText('You might want to check your network connection.')).toBeVisible();
  down = false;
  await dialog(page).getByRole('button', {name: 'Try again'}).click();
  await expect(options(page).first()).toBeVisible();
  await expect(dialog(page).getByText('Unable to fetch results')).toHaveCount(0);
  await page.keyboard.press('Escape');
  down = true;
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
    await expect(page.getByText(/^(\d+ results? for|No results for)/)).toBeVisible();
    await gotoHydrated('/v3/');
    await openWithKeyboard(page);
    await searchBox(page).fill(query);
    // The dialog has answered the query (its status line says how many results, read out by screen readers).
    await expect(dialog(page).getByRole('status')).toHaveText(/^(\d+ results?|1 result)$/);
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });
}
