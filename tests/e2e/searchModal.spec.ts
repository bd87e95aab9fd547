/**
 * The search dialog and button (local index mode): a chosen result shows its section, storage disabled, the
 * results code failing to load, Tab kept inside the dialog, the focus rings of the button and the search box,
 * and the button's accessible name (WCAG 2.5.3 Label in Name), on desktop and on a phone, in light and dark mode.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, blockStorage, waitForHydration} from '../support/fixtures';
import {layoutShifts, recordLayoutShifts} from '../support/layoutShifts';
import {dialog, searchBox, options, searchButton, waitForResultsOfQuery} from '../support/searchDialog';
import type {Locator, Page} from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function openAndType(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(query);
  await expect(options(page).first()).toBeVisible();
  await waitForResultsOfQuery(page);
}

/** Moves the active result down to `option` with the arrow keys (the combobox names it), then presses Enter. */
async function openWithKeyboard(page: Page, option: Locator) {
  const id = (await option.getAttribute('id'))!;
  for (let presses = 0; (await searchBox(page).getAttribute('aria-activedescendant')) !== id; presses += 1) {
    expect(presses, 'the result is reachable with the arrow keys').toBeLessThan(10);
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

/** The heading is on screen, below the sticky navbar, and the page is not at its top, once the page has settled. */
async function expectSectionShown(page: Page, id: string) {
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.waitForLoadState('networkidle');
  await expect(heading).toBeInViewport();
}

test.describe('a result with a hash shows its section', () => {
  test('from the dialog, on another page (Enter on the result)', async ({page, gotoHydrated}) => {
    await gotoHydrated('/v3/');
    await openAndType(page, 'which networks need credits');
    // The result whose heading trail ends with that section (a snippet elsewhere may quote the words too).
    await openWithKeyboard(page, options(page).filter({has: page.locator('span:nth-child(2)', {hasText: /Which networks need credits$/})}).first());
    await expect(page).toHaveURL(/\/v3\/sdk\/capacity-credits#which-networks-need-credits$/);
    await expectSectionShown(page, 'which-networks-need-credits');
  });

  test('from the dialog, with the target page already loaded (a click on the result)', async ({page, gotoHydrated}) => {
    // The route's code is in the cache, so the new page renders at once, as close as can be to the dialog closing.
    await gotoHydrated('/v3/sdk/capacity-credits');
    await page.goBack();
    await gotoHydrated('/v3/');
    await openAndType(page, 'which networks need credits');
    await options(page).filter({hasText: 'Which networks need credits'}).first().click();
    await expect(page).toHaveURL(/#which-networks-need-credits$/);
    await expectSectionShown(page, 'which-networks-need-credits');
  });

  test('from the dialog, for a section of the page already open', async ({page, gotoHydrated}) => {
    await gotoHydrated('/v3/sdk/capacity-credits');
    await openAndType(page, 'step 1 mint a capacity credit');
    await openWithKeyboard(page, options(page).filter({has: page.locator('span:nth-child(2)', {hasText: /Step 1: Mint a Capacity Credit$/})}).first());
    await expect(page).toHaveURL(/#step-1-mint-a-capacity-credit$/);
    await expectSectionShown(page, 'step-1-mint-a-capacity-credit');
  });

  test('from the search page', async ({page, gotoHydrated}) => {
    await gotoHydrated('/search?q=capacity+credits');
    const hit = page.locator('main ol li a', {hasText: 'Step 1: Mint a Capacity Credit'}).first();
    await expect(hit).toHaveAttribute('href', '/v3/sdk/capacity-credits#step-1-mint-a-capacity-credit');
    await hit.click();
    await expect(page).toHaveURL(/#step-1-mint-a-capacity-credit$/);
    await expectSectionShown(page, 'step-1-mint-a-capacity-credit');
  });
});

test('a middle click on a result opens it in a new tab', async ({page, context, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await openAndType(page, 'which networks need credits');
  const opened = context.waitForEvent('page');
  await options(page).filter({hasText: 'Which networks need credits'}).first().click({button: 'middle'});
  const tab = await opened;
  await expect(tab).toHaveURL(/\/v3\/sdk\/capacity-credits#which-networks-need-credits$/);
  await expect(dialog(page)).toBeVisible();
  await tab.close();
});

test('with storage disabled, the dialog opens and searches, and no error reaches the page', async ({page, gotoHydrated}) => {
  await blockStorage(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await gotoHydrated('/v3/');
  await openAndType(page, 'session');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await searchButton(page).click();
  await expect(searchBox(page)).toBeFocused();
  expect(errors).toEqual([]);
  // Nothing of the page's was replaced to get there.
  expect(await page.evaluate(() => Object.getOwnPropertyDescriptor(window, 'localStorage')?.get?.toString() ?? '')).toContain('SecurityError');
});

test.describe("the results code failing to load", () => {
  const RESULTS_CHUNK = /\/assets\/js\/search-modal\.[0-9a-f]+\.js$/;

  test('the dialog says so, keeps what was typed, and "Try again" loads it once the network is back', async ({page, gotoHydrated}) => {
    let down = true;
    await page.route(RESULTS_CHUNK, (route) => (down ? route.abort() : route.continue()));
    await gotoHydrated('/v3/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('pkp');
    await expect(dialog(page).getByText('Unable to fetch results')).toBeVisible();
    await expect(searchBox(page)).toHaveValue('pkp');
    down = false;
    await dialog(page).getByRole('button', {name: 'Try again'}).click();
    await expect(options(page).first()).toBeVisible();
  });

  test('Enter still searches, on the search page', async ({page, gotoHydrated}) => {
    await page.route(RESULTS_CHUNK, (route) => route.abort());
    await gotoHydrated('/v3/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('pkp');
    await expect(dialog(page).getByText('Unable to fetch results')).toBeVisible();
    await searchBox(page).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pkp$/);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('pkp');
  });
});

test('Tab and Shift+Tab stay inside the open dialog', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await openAndType(page, 'session');
  const insideDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
  const seen = new Set<string>();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await insideDialog(), `after ${i + 1} Tab`).toBe(true);
    seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''));
  }
  expect(seen.size, 'Tab goes round the controls of the dialog').toBeGreaterThan(1);
  // From the search box, Shift+Tab goes to the last control of the dialog, not to the page behind.
  await searchBox(page).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await insideDialog()).toBe(true);
  await expect(searchBox(page)).not.toBeFocused();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await insideDialog(), `after ${i + 2} Shift+Tab`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(searchButton(page)).toBeFocused();
});

/** WCAG relative luminance contrast of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = color.match(/[\d.]+/g)!.slice(0, 3).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The ring's colour and width, the element's own background and the first opaque background around it. */
async function focusRing(element: Locator) {
  return element.evaluate((target) => {
    const opaque = (color: string) => !/rgba\(.*, 0\)$/.test(color) && color !== 'transparent';
    const style = getComputedStyle(target);
    let behind = target.parentElement;
    let around = 'rgb(255, 255, 255)';
    while (behind) {
      const color = getComputedStyle(behind).backgroundColor;
      if (opaque(color)) {
        around = color;
        break;
      }
      behind = behind.parentElement;
    }
    return {style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor, own: opaque(style.backgroundColor) ? style.backgroundColor : around, around, focusVisible: target.matches(':focus-visible')};
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test.use({colorScheme: scheme});

    test("the search button's keyboard focus ring is solid, 2 px, and 3:1 or more against the navbar", async ({page, gotoHydrated}) => {
      await gotoHydrated('/v3/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      // Keyboard focus: Shift+Tab back from the control just after the button.
      await searchButton(page).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(searchButton(page)).toBeFocused();
      const ring = await focusRing(searchButton(page));
      expect(ring.focusVisible).toBe(true);
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(contrast(ring.color, ring.around), `${ring.color} on ${ring.around}`).toBeGreaterThanOrEqual(3);
    });

    test("the search box shows its focus with a ring 3:1 or more against the box and the dialog (WCAG 2.4.7, 1.4.11)", async ({page, gotoHydrated}) => {
      await gotoHydrated('/v3/');
      await page.keyboard.press('Control+k');
      await expect(searchBox(page)).toBeFocused();
      const ring = await focusRing(searchBox(page));
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(contrast(ring.color, ring.own), `${ring.color} on the box's ${ring.own}`).toBeGreaterThanOrEqual(3);
      expect(contrast(ring.color, ring.around), `${ring.color} on the dialog's ${ring.around}`).toBeGreaterThanOrEqual(3);
    });

    for (const viewport of [{name: 'desktop', width: 1280, height: 800}, {name: 'phone', width: 390, height: 844}]) {
      test(`the search button's accessible name contains its visible text (axe, ${viewport.name})`, async ({page, gotoHydrated}) => {
        await page.setViewportSize(viewport);
        await gotoHydrated('/v3/');
        const button = searchButton(page);
        await expect(button).toBeVisible();
        if (viewport.name === 'desktop') {
          // The key hint is shown: the name carries it, as seen.
          await expect(button.getByText('Ctrl', {exact: true})).toBeVisible();
          await expect(button).toHaveAccessibleName('Search Ctrl K');
        } else {
          // Only the icon shows: the words are visually hidden (a 1 px clipped box), and stay in the name.
          expect((await button.getByText('Search', {exact: true}).boundingBox())!.width).toBeLessThanOrEqual(1);
          await expect(button).toHaveAccessibleName(/^Search\b/);
        }
        const describe = (violations: {id: string; nodes: {target: unknown[]}[]}[]) => violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
        const usual = await new AxeBuilder({page}).withTags(TAGS).include('nav button[aria-haspopup="dialog"]').analyze();
        expect(describe(usual.violations)).toEqual([]);
        // And the Label in Name rule by name, so that it runs whatever its tags become.
        const labelInName = await new AxeBuilder({page}).withRules(['label-content-name-mismatch']).include('nav button[aria-haspopup="dialog"]').analyze();
        expect(describe(labelInName.violations)).toEqual([]);
      });
    }
  });
}

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the dialog fills the screen and has no axe violations', async ({page, gotoHydrated}) => {
    await gotoHydrated('/v3/');
    await searchButton(page).click();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('session');
    await expect(options(page).first()).toBeVisible();
    const box = (await dialog(page).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    const {violations} = await new AxeBuilder({page}).withTags(TAGS).include('dialog[open]').analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});

test('the search page loads without moving the footer (no layout shift when results arrive)', async ({page}) => {
  await recordLayoutShifts(page);
  for (const viewport of [{width: 1280, height: 800}, {width: 390, height: 844}]) {
    await page.setViewportSize(viewport);
    await page.goto('/search?q=pkp');
    await waitForHydration(page);
    await expect(page.getByText(/^\d+ results for/)).toBeVisible();
    await expect(page.locator('main ol li').first()).toBeVisible();
    expect((await layoutShifts(page)).sum, `layout shift at ${viewport.width} px`).toBe(0);
  }
});
