/**
 * Input made before the page is live is not lost (plugins/early-input), on a phone-speed CPU: Chromium's CPU
 * throttled 4x (DevTools protocol), the input made at DOMContentLoaded, when the HTML is parsed and painted but
 * React does not own the page yet. The page's own chunks (which main.js loads before it hydrates) are held back
 * until the input has been made, as on a slow network, so the input cannot race the hydration on a busy machine;
 * each test also checks that it really came first, by the page's own signal (src/theme/Root sends PAGE_LIVE_EVENT).
 * Then the chunks are let through, the CPU runs at full speed again, and each test waits for the page to be live
 * (up to the test's timeout) before looking for the effect.
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import {dialog, searchBox, searchButton} from '../support/searchDialog';
import type {Page} from '@playwright/test';
import {clickWhereShown, throttleCpu} from '../support/firstLoad.mjs';
import {PAGE_LIVE_EVENT} from '../../src/lib/pageLiveContract';

const PAGE = '/v3/sdk/installation';

type Recorder = {inputsBeforeLive: boolean[]; live: boolean};

/** Lets the page's held chunks through and the CPU run at full speed again (see openAtDomContentLoaded). */
const releaseChunks = new WeakMap<Page, () => void>();

/** Opens `path` with the CPU throttled 4x, returning at DOMContentLoaded; records whether the page was live at each input. */
async function openAtDomContentLoaded(page: Page, path = PAGE): Promise<void> {
  const cdp = await throttleCpu(page, 4);
  await page.addInitScript((liveEvent) => {
    const recorder: Recorder = {inputsBeforeLive: [], live: false};
    (window as unknown as {recorder: Recorder}).recorder = recorder;
    document.addEventListener(liveEvent, () => (recorder.live = true));
    const record = (event: Event) => event.isTrusted && recorder.inputsBeforeLive.push(!recorder.live);
    window.addEventListener('pointerdown', record, true);
    window.addEventListener('keydown', record, true);
  }, PAGE_LIVE_EVENT);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Once the input is made, what follows (hydration, loading the search index) need not be slow: a busy machine is
  // slow enough.
  releaseChunks.set(page, () => {
    release();
    void cdp.send('Emulation.setCPUThrottlingRate', {rate: 1}).catch(() => undefined);
  });
  await page.route(/\/assets\/js\/(?!main\.|runtime~main\.)/, async (route) => {
    // Held until the test has made its input (expectInputBeforeLive releases them); 10 s at most.
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await route.continue();
  });
  await page.goto(path, {waitUntil: 'domcontentloaded'});
}

async function expectInputBeforeLive(page: Page): Promise<void> {
  const {inputsBeforeLive} = await page.evaluate(() => (window as unknown as {recorder: Recorder}).recorder);
  releaseChunks.get(page)?.();
  expect(inputsBeforeLive.length, 'inputs recorded').toBeGreaterThan(0);
  expect(inputsBeforeLive.every(Boolean), 'every input came before the page was live').toBe(true);
}

test('the announcement bar closes', async ({page}) => {
  await openAtDomContentLoaded(page);
  await clickWhereShown(page, page.getByRole('button', {name: 'Close'}).first());
  await expectInputBeforeLive(page);
  await waitForHydration(page);
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});

test('the colour mode toggle, disabled until the page is live, changes the mode', async ({page}) => {
  await openAtDomContentLoaded(page);
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme-choice');
  await clickWhereShown(page, page.getByRole('button', {name: /Switch between dark and light mode/}).first());
  await expectInputBeforeLive(page);
  await waitForHydration(page);
  await expect(html).not.toHaveAttribute('data-theme-choice', before ?? '');
});

test('the search button opens search at once, and what is typed goes into it', async ({page}) => {
  await openAtDomContentLoaded(page);
  await clickWhereShown(page, searchButton(page));
  // Before the page is live: the dialog is in the page's HTML and opens natively.
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('pkp');
  await expect(searchBox(page)).toHaveValue('pkp');
  await expectInputBeforeLive(page);
  await waitForHydration(page);
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
});

for (const shortcut of ['Control+k', '/']) {
  test(`${shortcut} opens search and every letter typed after it arrives, in order`, async ({page}) => {
    await openAtDomContentLoaded(page);
    await page.locator('body').waitFor();
    await page.keyboard.press(shortcut);
    await page.keyboard.type('capacity');
    await expectInputBeforeLive(page);
    // Typing goes on across the moment the page goes live.
    await page.keyboard.type(' credits');
    await waitForHydration(page);
    await expect(searchBox(page)).toHaveValue('capacity credits');
    await expect(dialog(page).getByRole('option').filter({hasText: /capacity credits/i}).first()).toBeVisible();
  });
}

test('a link clicked before the page is live is followed by the browser at once (not held)', async ({page}) => {
  await openAtDomContentLoaded(page);
  // The page's chunks stay held: only the browser can follow the link.
  await clickWhereShown(page, page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'}).first());
  await expect(page).toHaveURL(/\/blog$/);
  releaseChunks.get(page)?.();
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the menu toggle opens the menu', async ({page}) => {
    await openAtDomContentLoaded(page);
    await clickWhereShown(page, page.getByRole('button', {name: 'Toggle navigation bar'}));
    await expectInputBeforeLive(page);
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: 'Close navigation bar'})).toBeVisible();
  });

  test('the search button opens search', async ({page}) => {
    await openAtDomContentLoaded(page);
    await clickWhereShown(page, searchButton(page));
    await expect(searchBox(page)).toBeFocused();
    await expectInputBeforeLive(page);
    await waitForHydration(page);
    await expect(dialog(page)).toBeVisible();
  });
});

test("when the page's scripts fail to load, the search dialog still opens and searches on the search page", async ({page}) => {
  let first = true;
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, (route) => {
    if (!first) return route.continue();
    first = false;
    return route.abort();
  });
  await page.goto(PAGE, {waitUntil: 'domcontentloaded'});
  await page.keyboard.press('Control+k');
  await page.keyboard.type('pkp');
  await expect(searchBox(page)).toHaveValue('pkp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=pkp$/);
  await waitForHydration(page);
  await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('pkp');
});

test('when the page cannot go live (main.js fails to load), the version dropdown still opens and lists its versions', async ({page}) => {
  // The dropdown is a native disclosure (<details>, src/theme/NavbarItem/DropdownNavbarItem/Desktop): it needs no script.
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto(PAGE, {waitUntil: 'domcontentloaded'});
  await page.locator('.navbar__items--right .dropdown > .navbar__link').first().click();
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'v2.x.x', exact: true})).toHaveAttribute('href', '/v2/sdk/explanation/installation');
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'v2.x.x', exact: true})).toBeVisible();
});
