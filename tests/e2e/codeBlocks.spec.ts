/**
 * Code blocks (src/theme/CodeBlock, src/components/CodeHighlighter): highlighted in the static HTML, kept intact
 * through hydration, made interactive only when the reader reaches for one (until then a block waits with
 * data-highlight-pending, set by our component), recoloured in dark mode, and copyable; blocks in tabs and on
 * touch screens included. That the highlighter is not in the first load is checked by the budgets.
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import type {Page} from '@playwright/test';

const PAGE_WITH_CODE = '/v3/sdk/installation';
const PAGE_WITHOUT_CODE = '/v3/resources/glossary';

/**
 * Waits until the page is past its first render in the browser: the colour mode toggle is enabled in the same
 * render that Docusaurus's Tabs remount their panels in (both follow useIsBrowser()).
 */
async function waitForBrowserRender(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.getByRole('button', {name: /Switch between dark and light mode/})).toBeEnabled();
}

test('the static HTML carries highlighted code', async ({request}) => {
  const html = await (await request.get(PAGE_WITH_CODE)).text();
  expect((html.match(/class="?token /g) ?? []).length).toBeGreaterThan(100);
});

test('every block keeps its code through hydration, below the fold too', async ({page, request}) => {
  const html = await (await request.get(PAGE_WITH_CODE)).text();
  const serverBlocks = (html.match(/class=lit-code-block|class="lit-code-block"/g) ?? []).length;
  await page.goto(PAGE_WITH_CODE);
  await waitForBrowserRender(page);
  const texts = await page.locator('.lit-code-block').evaluateAll((blocks) => blocks.map((b) => b.querySelector('pre code')?.textContent?.trim() ?? ''));
  expect(texts).toHaveLength(serverBlocks);
  expect(texts.filter((t) => t === '')).toEqual([]);
});

test('code is shown highlighted without the highlighter, which comes when the reader reaches for a block', async ({page}) => {
  await page.goto(PAGE_WITH_CODE);
  await waitForBrowserRender(page);
  const block = page.locator('.lit-code-block').first();
  await expect(block).toHaveAttribute('data-highlight-pending');
  await expect(block.locator('.token').first()).toBeVisible();
  await block.hover();
  await expect(block).not.toHaveAttribute('data-highlight-pending');
  await expect(block.getByRole('button', {name: /copy/i})).toBeAttached();
});

test('blocks inside tabs stay highlighted islands', async ({page}) => {
  await page.goto(PAGE_WITH_CODE);
  await waitForBrowserRender(page);
  const tabBlock = page.locator('.tabs-container .lit-code-block').first();
  await expect(tabBlock).toHaveAttribute('data-highlight-pending');
  await expect(tabBlock.locator('.token').first()).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 390, height: 844}});
  test('the first scroll brings the copy buttons, which are shown without hover', async ({page}) => {
    await page.goto(PAGE_WITH_CODE);
    await waitForHydration(page);
    const block = page.locator('.lit-code-block').filter({hasText: 'first-lit-program.ts'});
    await expect(block).toHaveAttribute('data-highlight-pending');
    await block.scrollIntoViewIfNeeded();
    await expect(block).not.toHaveAttribute('data-highlight-pending');
    await expect(block.getByRole('button', {name: /copy/i})).toBeVisible();
  });
});

test('keyboard focus on a block survives the swap', async ({page}) => {
  await page.goto(PAGE_WITH_CODE);
  await waitForHydration(page);
  const block = page.locator('.lit-code-block').filter({hasText: 'first-lit-program.ts'});
  await block.locator('pre').focus();
  await expect(block).not.toHaveAttribute('data-highlight-pending');
  await expect(block.locator('pre')).toBeFocused();
});

test('the copy button copies the code', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE_WITH_CODE);
  await waitForHydration(page);
  const block = page.locator('.lit-code-block').filter({hasText: 'first-lit-program.ts'});
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await expect(block).not.toHaveAttribute('data-highlight-pending');
  await block.getByRole('button', {name: /copy/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('LitNodeClient');
  const words = (s: string) => s.replace(/\s+/g, ' ').trim();
  expect(words(copied)).toBe(words(await block.locator('pre code').innerText()));
  expect(copied.split('\n').length).toBeGreaterThan(40);
});

test('switching to dark mode recolours every block, those not yet highlighted included', async ({page}) => {
  await page.goto(PAGE_WITH_CODE);
  await waitForHydration(page);
  while ((await page.locator('html').getAttribute('data-theme')) !== 'dark') {
    await page.getByRole('button', {name: /system mode|light mode|dark mode/}).click();
  }
  await expect(page.locator('[data-highlight-pending]')).toHaveCount(0);
  const backgrounds = await page.locator('.lit-code-block pre').evaluateAll((pres) => pres.map((p) => getComputedStyle(p).backgroundColor));
  expect(new Set(backgrounds)).toEqual(new Set(['rgb(30, 30, 30)']));
});

test('after client-side navigation, code on the new page is highlighted', async ({page}) => {
  await page.goto(PAGE_WITHOUT_CODE);
  await waitForHydration(page);
  await page.locator('article a[href="/v3/sdk/authentication/auth-sig"]').first().click();
  await expect(page).toHaveURL(/\/v3\/sdk\/authentication\/auth-sig$/);
  await expect(page.locator('.lit-code-block .token').first()).toBeVisible();
  await expect(page.locator('[data-highlight-pending]')).toHaveCount(0);
});
