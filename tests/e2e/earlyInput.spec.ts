/**
 * Clicks and search shortcuts made before the page is live take effect once it is (plugins/early-input), on a
 * phone-speed CPU: Chromium's CPU throttled 4x (DevTools protocol), the input made at DOMContentLoaded, when the
 * HTML is parsed and painted but React has not yet taken over. The page's own chunks (which main.js loads before it
 * hydrates) are held back until the input has been made, as on a slow network, so the input cannot race the
 * hydration on a busy machine; each test also checks that it really came first. Each waits for the page to be live
 * (up to the test's timeout) before looking for the effect, so a slow hydration on a busy machine is not a failure.
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import type {Page} from '@playwright/test';
import {clickWhereShown, throttleCpu} from '../support/firstLoad.mjs';

const PAGE = '/v3/sdk/installation';

/** Lets the page's held chunks through (see openAtDomContentLoaded). */
const releaseChunks = new WeakMap<Page, () => void>();

/** Opens PAGE with the CPU throttled 4x, returning at DOMContentLoaded; records whether the page was live at each input. */
async function openAtDomContentLoaded(page: Page, path = PAGE): Promise<void> {
  await throttleCpu(page, 4);
  await page.addInitScript(() => {
    const record = () => (window as unknown as {inputsBeforeHydration: boolean[]}).inputsBeforeHydration.push(document.documentElement.dataset.hasHydrated !== 'true');
    (window as unknown as {inputsBeforeHydration: boolean[]}).inputsBeforeHydration = [];
    window.addEventListener('pointerdown', record, true);
    window.addEventListener('touchstart', record, true);
    window.addEventListener('keydown', (event) => event.isTrusted && record(), true);
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  releaseChunks.set(page, release);
  await page.route(/\/assets\/js\/(?!main\.|runtime~main\.)/, async (route) => {
    // Held until the test has made its input (expectInputBeforeHydration releases them); 10 s at most.
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await route.continue();
  });
  await page.goto(path, {waitUntil: 'domcontentloaded'});
}

async function expectInputBeforeHydration(page: Page): Promise<void> {
  const before = await page.evaluate(() => (window as unknown as {inputsBeforeHydration: boolean[]}).inputsBeforeHydration);
  releaseChunks.get(page)?.();
  expect(before.length, 'inputs recorded').toBeGreaterThan(0);
  expect(before[0], 'the first input came before the page was live').toBe(true);
}

test('the announcement bar closes', async ({page, consoleErrors: _c, blockedRequests: _b}) => {
  await openAtDomContentLoaded(page);
  await clickWhereShown(page, page.getByRole('button', {name: 'Close'}).first());
  await expectInputBeforeHydration(page);
  await waitForHydration(page);
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});

test('the version dropdown opens instead of reloading the page', async ({page, consoleErrors: _c, blockedRequests: _b}) => {
  await openAtDomContentLoaded(page);
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  await clickWhereShown(page, page.locator('.navbar__items--right .dropdown > .navbar__link').first());
  await expectInputBeforeHydration(page);
  await waitForHydration(page);
  await expect(page.locator('.navbar__items--right .dropdown__menu').first()).toBeVisible();
  await expect(page.getByRole('link', {name: 'v2.x.x'}).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument), 'the page was not reloaded').toBe(true);
});

test('the colour mode toggle, disabled until the page is live, changes the mode', async ({page, consoleErrors: _c, blockedRequests: _b}) => {
  await openAtDomContentLoaded(page);
  await clickWhereShown(page, page.getByRole('button', {name: /Switch between dark and light mode/}).first());
  await expectInputBeforeHydration(page);
  await waitForHydration(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-theme-choice', 'system');
});

test('the search button opens search', async ({page, consoleErrors: _c, blockedRequests: _b}) => {
  await openAtDomContentLoaded(page);
  await clickWhereShown(page, page.locator('.navbar .DocSearch-Button').first());
  await expectInputBeforeHydration(page);
  await waitForHydration(page);
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
});

test('Ctrl+K opens search and keeps what is typed after it', async ({page, consoleErrors: _c, blockedRequests: _b}) => {
  await openAtDomContentLoaded(page);
  await page.locator('body').waitFor();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('pkp');
  await expectInputBeforeHydration(page);
  await waitForHydration(page);
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toHaveValue('pkp');
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the menu toggle opens the menu', async ({page, consoleErrors: _c, blockedRequests: _b}) => {
    await openAtDomContentLoaded(page);
    await clickWhereShown(page, page.getByRole('button', {name: 'Toggle navigation bar'}));
    await expectInputBeforeHydration(page);
    await waitForHydration(page);
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
  });
});

test('when the page cannot go live (main.js fails to load), the version dropdown still opens and lists its versions', async ({page, blockedRequests: _b}) => {
  // The dropdown is a native disclosure (<details>, src/theme/NavbarItem/DropdownNavbarItem/Desktop): it needs no script.
  test.fixme(true, 'plugins/early-input still holds clicks on <summary> until the page is live (issue 26, item 2); this passes once it leaves them to the browser');
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto(PAGE, {waitUntil: 'domcontentloaded'});
  await page.locator('.navbar__items--right .dropdown > .navbar__link').first().click();
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'v2.x.x', exact: true})).toHaveAttribute('href', '/v2/sdk/explanation/installation');
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'v2.x.x', exact: true})).toBeVisible();
});
