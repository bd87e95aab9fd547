/**
 * Issue 20, the search modal and button (local index mode): a chosen hit shows its section, storage disabled,
 * the modal's code failing to load, Tab kept inside the modal, the button's focus ring and its accessible name
 * (WCAG 2.5.3 Label in Name), on desktop and on a phone, in light and dark mode.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, blockStorage, waitForHydration} from '../support/fixtures';
import type {Locator, Page} from '@playwright/test';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => modal(page).locator('input.DocSearch-Input');
const searchButton = (page: Page) => page.locator('.navbar .DocSearch-Button');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function openAndType(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.type(query);
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
}

/** The heading is on screen, below the sticky navbar, and the page is not at its top. */
async function expectSectionShown(page: Page, id: string) {
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  // Still there a moment later: nothing scrolled the page back.
  await page.waitForTimeout(700);
  await expect(heading).toBeInViewport();
}

test.describe('a hit with a hash shows its section', () => {
  test('from the modal, on another page (Enter on the first hit)', async ({page, gotoHydrated}) => {
    await gotoHydrated('/v3/');
    await openAndType(page, 'which networks need credits');
    await expect(modal(page).locator('.DocSearch-Hit a').first()).toHaveAttribute('data-href', '/v3/sdk/capacity-credits#which-networks-need-credits');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/v3\/sdk\/capacity-credits#which-networks-need-credits$/);
    await expectSectionShown(page, 'which-networks-need-credits');
  });

  test('from the modal, with the target page already loaded (a click on the hit)', async ({page, gotoHydrated}) => {
    // The route's code is in the cache, so the new page renders at once, as close as can be to the modal closing.
    await gotoHydrated('/v3/sdk/capacity-credits');
    await page.goBack();
    await gotoHydrated('/v3/');
    await openAndType(page, 'which networks need credits');
    await modal(page).locator('.DocSearch-Hit').first().click();
    await expect(page).toHaveURL(/#which-networks-need-credits$/);
    await expectSectionShown(page, 'which-networks-need-credits');
  });

  test('from the modal, for a section of the page already open', async ({page, gotoHydrated}) => {
    await gotoHydrated('/v3/sdk/capacity-credits');
    await openAndType(page, 'step 1 mint a capacity credit');
    const first = modal(page).locator('.DocSearch-Hit a').first();
    await expect(first).toHaveAttribute('data-href', '/v3/sdk/capacity-credits#step-1-mint-a-capacity-credit');
    await page.keyboard.press('Enter');
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

test('with storage disabled, the modal opens and searches, and no error reaches the page', async ({page, gotoHydrated}) => {
  await blockStorage(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await gotoHydrated('/v3/');
  await openAndType(page, 'session');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  await searchButton(page).click();
  await expect(searchInput(page)).toBeFocused();
  expect(errors).toEqual([]);
});

test.describe("the modal's code failing to load", () => {
  const MODAL_CHUNK = /\/assets\/js\/search-modal\.[0-9a-f]+\.js$/;

  test('a dropped download is asked for again: the first press still opens search', async ({page, gotoHydrated}) => {
    let aborted = 0;
    await page.route(MODAL_CHUNK, (route) => (aborted++ === 0 ? route.abort() : route.continue()));
    await gotoHydrated('/v3/');
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    expect(aborted).toBe(2);
  });

  test('while the network is down search leads to the search page with what was typed; once it is back, the modal opens', async ({page, gotoHydrated}) => {
    let down = true;
    await page.route(MODAL_CHUNK, (route) => (down ? route.abort() : route.continue()));
    await gotoHydrated('/v3/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('pkp');
    await expect(page).toHaveURL(/\/search\?q=pkp$/);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('pkp');
    down = false;
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await searchButton(page).click();
    await expect(searchInput(page)).toBeFocused();
  });
});

test("letters typed as the search page opens in the modal's place all reach its box, in order", async ({page, gotoHydrated}) => {
  await page.route(/\/assets\/js\/search-modal\.[0-9a-f]+\.js$/, (route) => route.abort());
  await gotoHydrated('/v3/');
  await page.keyboard.press('Control+k');
  // Typed while the search page replaces the modal and reads its query from the URL (which could overwrite them).
  await page.waitForURL(/\/search\?q=$/);
  await page.keyboard.type('pkp');
  await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('pkp');
  await expect(page).toHaveURL(/\/search\?q=pkp$/);
});

test('Tab and Shift+Tab stay inside the open modal', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await openAndType(page, 'session');
  const insideModal = () => page.evaluate(() => !!document.activeElement?.closest('.DocSearch-Modal'));
  const seen = new Set<string>();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await insideModal(), `after ${i + 1} Tab`).toBe(true);
    seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''));
  }
  expect(seen.size, 'Tab goes round the controls of the modal').toBeGreaterThan(1);
  // From the input, Shift+Tab goes to the last control of the modal, not to the page behind.
  await searchInput(page).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await insideModal()).toBe(true);
  await expect(searchInput(page)).not.toBeFocused();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await insideModal(), `after ${i + 2} Shift+Tab`).toBe(true);
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

/** The ring's colour and width, and the first opaque background behind the button (the navbar). */
async function focusRing(button: Locator) {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    let behind = element.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (behind) {
      const color = getComputedStyle(behind).backgroundColor;
      if (!/rgba\(.*, 0\)$/.test(color) && color !== 'transparent') {
        background = color;
        break;
      }
      behind = behind.parentElement;
    }
    return {style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor, background, focusVisible: element.matches(':focus-visible')};
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`the search button, ${scheme} mode`, () => {
    test.use({colorScheme: scheme});

    test('its keyboard focus ring is solid, 2 px, and 3:1 or more against the navbar', async ({page, gotoHydrated}) => {
      await gotoHydrated('/v3/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      // Keyboard focus: Tab from the element just before the button.
      await page.evaluate(() => {
        const button = document.querySelector<HTMLElement>('.navbar .DocSearch-Button')!;
        const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]')].filter((e) => e.tabIndex >= 0 && e.getClientRects().length > 0);
        all[all.indexOf(button) - 1]!.focus();
      });
      await page.keyboard.press('Tab');
      await expect(searchButton(page)).toBeFocused();
      const ring = await focusRing(searchButton(page));
      expect(ring.focusVisible).toBe(true);
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(contrast(ring.color, ring.background), `${ring.color} on ${ring.background}`).toBeGreaterThanOrEqual(3);
    });

    for (const viewport of [{name: 'desktop', width: 1280, height: 800}, {name: 'phone', width: 390, height: 844}]) {
      test(`its accessible name contains its visible text (axe, ${viewport.name})`, async ({page, gotoHydrated}) => {
        await page.setViewportSize(viewport);
        await gotoHydrated('/v3/');
        const button = searchButton(page);
        await expect(button).toBeVisible();
        if (viewport.name === 'desktop') {
          // The key hint is shown: the name carries it, as seen.
          await expect(button.locator('.DocSearch-Button-Key').first()).toBeVisible();
          await expect(button).toHaveAccessibleName('Search Ctrl K');
        } else {
          await expect(button.locator('.DocSearch-Button-Placeholder')).toBeHidden();
          await expect(button).toHaveAccessibleName(/^Search\b/);
        }
        const describe = (violations: {id: string; nodes: {target: unknown[]}[]}[]) => violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
        // The usual audit, on the button only (it was excluded from tests/e2e/accessibility.spec.ts before).
        const usual = await new AxeBuilder({page}).withTags(TAGS).include('.navbar .DocSearch-Button').analyze();
        expect(describe(usual.violations)).toEqual([]);
        // And the Label in Name rule by name, so that it runs whatever its tags become.
        const labelInName = await new AxeBuilder({page}).withRules(['label-content-name-mismatch']).include('.navbar .DocSearch-Button').analyze();
        expect(describe(labelInName.violations)).toEqual([]);
        // On a phone only the icon shows: the rule has no visible text to compare and does not apply.
        expect(labelInName[viewport.name === 'desktop' ? 'passes' : 'inapplicable'].map((r) => r.id)).toContain('label-content-name-mismatch');
      });
    }
  });
}
