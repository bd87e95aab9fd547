/**
 * WCAG 2.2 2.4.7 Focus Visible and 1.4.11 Non-text Contrast (issue 29): Tab through every stop of a sample of page
 * templates in light and dark mode, on a desktop and on a phone; every element that takes focus shows a focus ring
 * with 3:1 contrast against what it touches (tests/support/focusWalk.ts, `focusRingHasContrast`).
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import {WALK_ROUTES, focusRingHasContrast, routeShards, settlePage, walkFocus} from '../support/focusWalk';

const SHARD_SIZE = 4;
/** A walk of a long page on a busy 2-core machine: generous, as nothing here sleeps. */
const MS_PER_ROUTE = 45_000;

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [
    {width: 1280, height: 800},
    {width: 390, height: 844},
  ]) {
    test.describe(`${colorScheme} mode, ${viewport.width} px wide`, () => {
      test.use({colorScheme, viewport});
      for (const routes of routeShards(WALK_ROUTES, SHARD_SIZE)) {
        test(`every focus ring has 3:1 contrast: ${routes.join(', ')}`, async ({page}) => {
          test.setTimeout(routes.length * MS_PER_ROUTE);
          const problems: Record<string, string[]> = {};
          for (const route of routes) {
            await page.goto(route);
            await waitForHydration(page);
            await settlePage(page);
            await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
            const walk = await walkFocus(page, 'Tab', focusRingHasContrast);
            expect(walk.stops, `${route}: stops reached`).toBeGreaterThan(5);
            if (walk.problems.length) problems[route] = [...new Set(walk.problems)];
          }
          expect(problems).toEqual({});
        });
      }
    });
  }
}
