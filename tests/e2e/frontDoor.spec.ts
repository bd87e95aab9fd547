/**
 * The front door (issue 28): `/` lands on /v3/, the v3 overview, every time: with and without JavaScript, on a slow
 * CPU and a fast one, with several pages loading at once, and from a link inside the app (src/pages/index.tsx).
 * Served under a wrong base URL it stays under that path: tests/e2e/addresses.spec.ts.
 */
import type {Browser, ConsoleMessage, Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {throttleCpu} from '../support/firstLoad.mjs';

const SITE_URL = 'https://developer.litprotocol.com';
const VISIT_TIMEOUT = 60_000;

/** The address the tab's current document was loaded from (not what the app may have put in the address bar since). */
const loadedAddress = (page: Page) => page.evaluate(() => new URL((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name).pathname);

/**
 * Opens `/` in `page` (a new document each time) and checks where the reader ends up: /v3/ with the overview, in a
 * document loaded as /v3/. That last check is what makes one visit conclusive without waiting for anything to not
 * happen: the root page's document is gone, so nothing it started (a script, a meta refresh, the app) can navigate
 * afterwards. (Before issue 28 the app replaced the address with /v3/ inside the root page's document, whose meta
 * refresh could then still fire, to /v3/v3/.) Returns what went wrong, if anything.
 */
async function openRoot(page: Page, origin: string): Promise<string | undefined> {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await page.goto('/', {waitUntil: 'commit'});
    // Generous bounds: a busy machine with the CPU slowed 4x can take long; each wait ends at its signal.
    await expect(page).toHaveURL(`${origin}/v3/`, {timeout: VISIT_TIMEOUT});
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Overview', {timeout: VISIT_TIMEOUT});
    const loaded = await loadedAddress(page);
    if (loaded !== '/v3/') return `the page was loaded as ${loaded}`;
    return errors.length ? `console errors: ${errors.join(' | ')}` : undefined;
  } catch (error) {
    return `${page.url()}: ${(error as Error).message.split('\n')[0]}`;
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}

/** `loads` visits of `/`, `lanes` of them at a time, each lane a tab in a browser context of its own. */
async function openRootManyTimes(browser: Browser, baseURL: string, {loads, lanes, cpuRate}: {loads: number; lanes: number; cpuRate: (lane: number) => number}) {
  const origin = new URL(baseURL).origin;
  const failures: string[] = [];
  let started = 0;
  await Promise.all(
    Array.from({length: lanes}, async (_, lane) => {
      const context = await browser.newContext({baseURL});
      try {
        const page = await context.newPage();
        if (cpuRate(lane) > 1) await throttleCpu(page, cpuRate(lane));
        while (started < loads) {
          const visit = ++started;
          const failure = await openRoot(page, origin);
          if (failure) failures.push(`visit ${visit} (lane ${lane}, CPU ${cpuRate(lane)}x): ${failure}`);
        }
      } finally {
        await context.close();
      }
    }),
  );
  return failures;
}

// Issue 28 was accepted on 100 of 100 visits (README); the suite keeps 40, as many as a race of 1 in 10 (the bug it
// fixed showed in 3 of 30 loads) would fail with near certainty, for less of the CPU the whole suite shares.
test('/ lands on the v3 overview in 40 of 40 visits, five loading at once, two of them with the CPU slowed 4x', async ({browser, baseURL}) => {
  test.setTimeout(10 * 60_000);
  const loads = 40;
  const failures = await openRootManyTimes(browser, baseURL!, {loads, lanes: 5, cpuRate: (lane) => (lane < 2 ? 4 : 1)});
  console.log(`front door: ${loads - failures.length}/${loads} visits of / landed on /v3/ (overview)`);
  expect(failures).toEqual([]);
});

test('without JavaScript, / lands on the v3 overview (10 visits, five at once)', async ({browser, baseURL}) => {
  test.setTimeout(5 * 60_000);
  const origin = new URL(baseURL!).origin;
  const failures: string[] = [];
  let started = 0;
  await Promise.all(
    Array.from({length: 5}, async () => {
      const context = await browser.newContext({baseURL, javaScriptEnabled: false});
      const page = await context.newPage();
      while (started < 10) {
        const visit = ++started;
        try {
          await page.goto('/', {waitUntil: 'commit'});
          await expect(page).toHaveURL(`${origin}/v3/`, {timeout: VISIT_TIMEOUT});
          await expect(page.getByRole('heading', {level: 1})).toHaveText('Overview', {timeout: VISIT_TIMEOUT});
        } catch (error) {
          failures.push(`visit ${visit}: ${page.url()}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      await context.close();
    }),
  );
  expect(failures).toEqual([]);
});

test('a link to / inside the app leads to the v3 overview, without loading another page, and Back returns', async ({page, gotoHydrated, baseURL}) => {
  await gotoHydrated('/tests/root-link');
  await page.getByRole('link', {name: 'The site root'}).click();
  await expect(page).toHaveURL(`${new URL(baseURL!).origin}/v3/`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Overview');
  // Still the document of /tests/root-link: the app's own redirect, no meta refresh or script of the root page.
  expect(await loadedAddress(page)).toBe('/tests/root-link');
  await page.goBack();
  await expect(page).toHaveURL(/\/tests\/root-link$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Root link test');
});

test('the root page names /v3/ as its canonical address, absolute like every other page', async ({request}) => {
  const html = await (await request.get('/')).text();
  const canonicals = [...html.matchAll(/<link[^>]*rel=["']?canonical["']?[^>]*>/g)].map(([tag]) => /href=["']?([^"'\s>]+)/.exec(tag)?.[1]);
  expect(canonicals).toEqual([`${SITE_URL}/v3/`]);
});
