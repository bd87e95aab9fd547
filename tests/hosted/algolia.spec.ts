/**
 * Algolia DocSearch mode (build-hosted: ALGOLIA_* set to dummy values). Every Algolia request is intercepted and
 * answered here; no test reaches the real service. Checks the contextual facet filters, results with
 * "See all N results", the no-results texts and the failure texts, and axe on the open modal.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, blockStorage, waitForHydration} from '../support/fixtures';
import type {Page, Route} from '@playwright/test';

const ALGOLIA = /https:\/\/[^/]*(algolia\.net|algolianet\.com)\//;
const modal = (page: Page) => page.locator('.DocSearch-Modal');

interface SentQuery {
  indexName: string;
  query: string;
  facetFilters?: unknown;
}

function hit(n: number) {
  const hierarchy = {lvl0: 'Guides', lvl1: `Session signatures ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const hl = Object.fromEntries(Object.entries(hierarchy).map(([k, v]) => [k, {value: v ?? '', matchLevel: 'full', matchedWords: []}]));
  return {
    objectID: `hit-${n}`,
    url: `https://developer.litprotocol.com/v3/sdk/authentication/session-sigs/intro#part-${n}`,
    type: 'lvl1',
    hierarchy,
    content: null,
    _highlightResult: {hierarchy: hl},
    _snippetResult: {hierarchy: hl},
  };
}

async function stubAlgolia(page: Page, answer: (q: SentQuery) => {status: number; hits?: unknown[]}) {
  const sent: SentQuery[] = [];
  await page.route(ALGOLIA, async (route: Route) => {
    const body = route.request().postDataJSON() as {requests: SentQuery[]};
    sent.push(...body.requests);
    const results = body.requests.map((q) => {
      const {status, hits = []} = answer(q);
      return status === 200 ? {hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, query: q.query, params: '', index: q.indexName} : null;
    });
    const status = answer(body.requests[0]!).status;
    if (status !== 200) return route.fulfill({status, contentType: 'application/json', body: JSON.stringify({message: 'stubbed failure', status})});
    return route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({results})});
  });
  return sent;
}

async function searchFor(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(modal(page).locator('input.DocSearch-Input')).toBeFocused();
  await modal(page).locator('input.DocSearch-Input').fill(query);
}

test('queries carry the language and the docs version of the page as facet filters', async ({page}) => {
  const sent = await stubAlgolia(page, () => ({status: 200, hits: [hit(1)]}));
  await page.goto('/v3/sdk/installation');
  await waitForHydration(page);
  await searchFor(page, 'session');
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  const filters = JSON.stringify(sent.at(-1)!.facetFilters);
  expect(filters).toContain('language:en');
  expect(filters).toContain('docusaurus_tag:docs-default-current');
  expect(sent.at(-1)!.indexName).toBe('lit-docs-test');
  await page.keyboard.press('Escape');
  await page.goto('/v2/pkp/intro');
  await waitForHydration(page);
  await searchFor(page, 'pkp');
  await expect.poll(() => JSON.stringify(sent.at(-1)!.facetFilters)).toContain('docusaurus_tag:docs-default-2.0');
});

test('letters typed straight after the shortcut are kept while the modal loads (src/search/typeAhead.ts)', async ({page}) => {
  const sent = await stubAlgolia(page, () => ({status: 200, hits: [hit(1)]}));
  await page.goto('/v3/sdk/installation');
  await waitForHydration(page);
  await page.keyboard.press('/');
  await page.keyboard.type('session sigs');
  await expect(modal(page).locator('input.DocSearch-Input')).toHaveValue('session sigs');
  await expect.poll(() => sent.at(-1)?.query).toBe('session sigs');
});

test('results render with internal URLs rewritten to the site, and "See all N results"', async ({page}) => {
  await stubAlgolia(page, () => ({status: 200, hits: [hit(1), hit(2), hit(3)]}));
  await page.goto('/v3/');
  await waitForHydration(page);
  await searchFor(page, 'session');
  await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(3);
  await expect(modal(page).locator('.DocSearch-Hit a').first()).toHaveAttribute('data-href', /^\/v3\/sdk\/authentication\/session-sigs\/intro#part-\d$/);
  const seeAll = modal(page).getByRole('link', {name: /See all 3 results/});
  await expect(seeAll).toHaveAttribute('href', '/search?q=session');
});

test('an empty answer shows the no-results texts and the report link', async ({page}) => {
  await stubAlgolia(page, () => ({status: 200, hits: []}));
  await page.goto('/v3/');
  await waitForHydration(page);
  await searchFor(page, 'nothing-matches-this');
  await expect(modal(page).getByText('No results for')).toBeVisible();
  await expect(modal(page).getByText('Try searching for')).toBeVisible();
  await expect(modal(page).getByRole('button', {name: 'Lit Actions'})).toBeVisible();
  await expect(modal(page).getByText('Believe this query should return results?')).toBeVisible();
  await expect(modal(page).getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /github\.com\/LIT-Protocol\/docs\/issues\/new/);
});

test('a failed request shows "Unable to fetch results"', async ({page}) => {
  await stubAlgolia(page, () => ({status: 500}));
  await page.goto('/v3/');
  await waitForHydration(page);
  await searchFor(page, 'session');
  await expect(modal(page).getByText('Unable to fetch results')).toBeVisible({timeout: 20_000});
  await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();
});

test('the open modal has no axe violations, with results and without', async ({page}) => {
  let hits: unknown[] = [hit(1), hit(2)];
  await stubAlgolia(page, () => ({status: 200, hits}));
  await page.goto('/v3/');
  await waitForHydration(page);
  await searchFor(page, 'session');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  const audit = async () =>
    (await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).include('.DocSearch-Container').analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    );
  expect(await audit()).toEqual([]);
  hits = [];
  await modal(page).locator('input.DocSearch-Input').fill('nothing-matches-this');
  await expect(modal(page).getByText('Try searching for')).toBeVisible();
  expect(await audit()).toEqual([]);
});

test('with storage disabled the modal still opens and searches (storage failures are logged and ignored)', async ({page}) => {
  await blockStorage(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // (gtag's script cannot load here: only storage errors count.)
  page.on('console', (message) => message.type() === 'error' && /SecurityError|storage/i.test(message.text()) && errors.push(message.text()));
  await stubAlgolia(page, () => ({status: 200, hits: [hit(1)]}));
  await page.goto('/v3/');
  await waitForHydration(page);
  await searchFor(page, 'session');
  await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("the search button's name holds its visible text, keys included (WCAG 2.5.3)", async ({page}) => {
  await page.goto('/v3/');
  await waitForHydration(page);
  const button = page.locator('.navbar .DocSearch-Button');
  await expect(button.locator('.DocSearch-Button-Key').first()).toBeVisible();
  await expect(button).toHaveAccessibleName(/^Search Ctrl K\b/);
});

for (const [device, viewport] of [['desktop', {width: 1280, height: 800}], ['phone', {width: 390, height: 844}]] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the search button passes axe on a ${device}, ${colorScheme} mode (Label in Name included)`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({colorScheme});
      await page.goto('/v3/');
      await waitForHydration(page);
      if (device === 'desktop') await expect(page.locator('.navbar .DocSearch-Button-Key').first()).toBeVisible();
      const {violations} = await new AxeBuilder({page})
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .include('.navbar .DocSearch-Button')
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    });
  }
}
