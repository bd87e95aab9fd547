/**
 * Layout shifts after load: none (issue 28, "goal 0 everywhere"). Measured as Chromium reports them to a
 * PerformanceObserver ("layout-shift" entries without recent input, the sum is CLS), from navigation until the page
 * is complete: hydrated, loaded, and what it adds after hydration in place. With the CPU slowed 4x, where the
 * browser paints pages before it has parsed all of them, and three loads each, since that happens in some loads only
 * (src/css/custom.css keeps what is painted early in place). Viewports as the tests' default (1280x720) and a phone
 * (390x844). Lighthouse's figures: `npm run bench`.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../support/fixtures';
import {throttleCpu} from '../support/firstLoad.mjs';
import {layoutShifts, recordLayoutShifts} from '../support/layoutShifts';

const ROUTES = [
  // The not-found page answering a wrong letter case: its "Did you mean" line arrives after hydration.
  {route: '/V3/sdk/installation', complete: (page: Page) => expect(page.getByRole('status').getByRole('link', {name: '/v3/sdk/installation'})).toBeVisible()},
  // A long Markdown page with a table of contents after its content.
  {route: '/markdown-page', complete: (page: Page) => expect(page.getByRole('navigation', {name: 'On this page'})).toBeAttached()},
];

for (const viewport of [{width: 1280, height: 720}, {width: 390, height: 844}]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({viewport});
    for (const {route, complete} of ROUTES) {
      test(`${route}: no layout shift while it loads and hydrates (CPU 4x, three loads)`, async ({page}) => {
        test.setTimeout(120_000); // three loads at 4x CPU on a busy machine
        await recordLayoutShifts(page);
        await throttleCpu(page, 4);
        for (let load = 1; load <= 3; load++) {
          if (load === 1) await page.goto(route, {waitUntil: 'load'});
          else await page.reload({waitUntil: 'load'});
          await waitForHydration(page);
          await complete(page);
          const {sum, shifts} = await layoutShifts(page);
          expect(shifts, `load ${load}: CLS ${sum.toFixed(4)}`).toEqual([]);
        }
      });
    }
  });
}

test('the playground: the editor takes the textarea\'s box, and nothing moves while a reader scrolls down past the results', async ({page, openContext}) => {
  const route = '/v3/sdk/access-control/playground';
  const editorBox = (p: Page) => p.locator('[data-editor]').evaluate((e) => e.getBoundingClientRect().height);
  const serverRendered = await (await openContext({javaScriptEnabled: false})).newPage();
  await serverRendered.goto(route);
  const textareaHeight = await editorBox(serverRendered);
  // The long blocks below are laid out only when scrolled near (content-visibility); the box each holds until then
  // must be the one it gets, or what follows jumps under the reader's eyes.
  await recordLayoutShifts(page);
  await page.goto(route);
  await waitForHydration(page);
  await expect(page.getByTestId('status')).toHaveText(/^Status: Valid/);
  await expect(page.locator('[data-editor="codemirror"]')).toHaveCount(1);
  expect(await editorBox(page)).toBe(textareaHeight);
  const shareLink = page.getByTestId('share-url');
  const top = () => shareLink.evaluate((e) => Math.round(e.getBoundingClientRect().top + window.scrollY));
  const before = await top();
  // Wheel steps of 300 px until the link is in the lower half of the viewport.
  const {height} = page.viewportSize()!;
  for (let y = 300; y <= before - height / 2; y += 300) {
    await page.mouse.wheel(0, 300);
    await page.waitForFunction((target) => window.scrollY >= target, y);
  }
  await expect(shareLink).toBeInViewport();
  expect(await top()).toBe(before);
  // Left out: CodeMirror lays out the line-number column of an editor out of view with estimated line heights and
  // aligns it once the editor scrolls into view (a movement of some pixels inside the editor, CLS below 0.0001).
  const {shifts} = await layoutShifts(page);
  expect(shifts.filter((s) => !s.startsWith('inside the editor: '))).toEqual([]);
});
