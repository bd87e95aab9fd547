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

/** Sums the page's layout shifts from its first paint (an init script, so nothing is missed). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = {node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly};
    type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources: Source[]};
    const describe = ({node, previousRect: from, currentRect: to}: Source) =>
      `${node instanceof Element ? `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">` : node?.nodeName} ` +
      `"${node?.textContent?.trim().slice(0, 40) ?? ''}" (${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height})`;
    const state = {sum: 0, shifts: [] as string[]};
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) {
        if (entry.hadRecentInput) continue;
        state.sum += entry.value;
        state.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map(describe).join('; ')}`);
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({type: 'layout-shift', buffered: true});
    Object.assign(window, {layoutShifts: () => (add(observer.takeRecords()), state)});
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as {layoutShifts: () => {sum: number; shifts: string[]}}).layoutShifts());

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
