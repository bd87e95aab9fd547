/**
 * WCAG 2.2 2.4.11 Focus Not Obscured (issue 29), and spec §4 "Navbar may hide while scrolling down and reappear on
 * scroll up or near page bottom" (issue 28). Tab and Shift+Tab through every stop of a sample of page templates, on a
 * desktop and on a phone: no element that takes focus may be entirely hidden under the sticky navbar or other fixed
 * content, or be out of view.
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import {WALK_ROUTES, focusedElementIsShown, routeShards, settlePage, walkFocus} from '../support/focusWalk';

/** Routes per test: each walks its routes in one page, both ways. */
const SHARD_SIZE = 3;
/** A walk both ways of a long page on a busy 2-core machine (about 200 key presses): generous, as nothing here sleeps. */
const MS_PER_ROUTE = 90_000;

for (const viewport of [
  {width: 1280, height: 800},
  {width: 390, height: 844},
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({viewport});
    for (const routes of routeShards(WALK_ROUTES, SHARD_SIZE)) {
      test(`focus is never hidden under the navbar: Tab and Shift+Tab through ${routes.join(', ')}`, async ({page}) => {
        test.setTimeout(routes.length * MS_PER_ROUTE);
        const problems: Record<string, string[]> = {};
        for (const route of routes) {
          for (const key of ['Tab', 'Shift+Tab'] as const) {
            await page.goto(route);
            await waitForHydration(page);
            await settlePage(page);
            const walk = await walkFocus(page, key, focusedElementIsShown, {afterSkipLink: key === 'Tab'});
            expect(walk.stops, `${route}: stops reached with ${key}`).toBeGreaterThan(5);
            if (walk.problems.length) problems[`${route} (${key})`] = walk.problems;
          }
        }
        expect(problems).toEqual({});
      });
    }
  });
}

test('at the bottom of a long page the navbar is shown', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/resources/glossary');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  // Scroll down as a reader does (the navbar may hide meanwhile), then to the very end.
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 400);
  await page.keyboard.press('End');
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
  await expect(navbar).toBeInViewport({ratio: 1});
  await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
});
