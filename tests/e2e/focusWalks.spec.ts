/**
 * What axe cannot see about focus (issue 29), by walking every stop of a sample of page templates with the keyboard
 * (tests/support/focusWalk.ts), on a desktop and on a phone:
 * - WCAG 2.2 2.4.11 Focus Not Obscured, and spec §4 "Navbar may hide while scrolling down and reappear on scroll up
 *   or near page bottom" (issue 28): no element that takes focus is entirely hidden under the sticky navbar or other
 *   fixed content, or out of view. Light mode, Tab (after the skip link, as a keyboard user starts) and Shift+Tab
 *   (from the end of the page back through the navbar).
 * - 2.4.7 Focus Visible and 1.4.11 Non-text Contrast: every element that takes focus shows a ring with 3:1 contrast
 *   against what it touches. Light mode: checked on the same two walks, which between them reach every stop. Dark
 *   mode: a Tab walk of its own from the top of the page.
 * - 2.1.2 No Keyboard Trap: every walk fails if focus never leaves the page.
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import {WALK_ROUTES, focusRingHasContrast, focusedElementIsShown, routeShards, settlePage, walkFocus, type FocusCheck} from '../support/focusWalk';

/** Routes per test: each test walks its routes in one page. */
const SHARD_SIZE = 3;
/** One walk of a long page on a busy 2-core machine (about 200 key presses): generous, as nothing here sleeps. */
const MS_PER_WALK = 45_000;

type Walk = {key: 'Tab' | 'Shift+Tab'; checks: readonly FocusCheck[]; afterSkipLink: boolean};

const MODES: readonly {colorScheme: 'light' | 'dark'; label: string; walks: readonly Walk[]}[] = [
  {
    colorScheme: 'light',
    label: 'focus is shown with 3:1 contrast and never hidden under the navbar',
    walks: [
      {key: 'Tab', checks: [focusedElementIsShown, focusRingHasContrast], afterSkipLink: true},
      {key: 'Shift+Tab', checks: [focusedElementIsShown, focusRingHasContrast], afterSkipLink: false},
    ],
  },
  {
    colorScheme: 'dark',
    label: 'every focus ring has 3:1 contrast',
    walks: [{key: 'Tab', checks: [focusRingHasContrast], afterSkipLink: false}],
  },
];

for (const {colorScheme, label, walks} of MODES) {
  for (const viewport of [
    {width: 1280, height: 800},
    {width: 390, height: 844},
  ]) {
    test.describe(`${colorScheme} mode, ${viewport.width} px wide`, () => {
      test.use({colorScheme, viewport});
      for (const routes of routeShards(WALK_ROUTES, SHARD_SIZE)) {
        test(`${label}: ${walks.map((w) => w.key).join(' and ')} through ${routes.join(', ')}`, async ({page}) => {
          test.setTimeout(routes.length * walks.length * MS_PER_WALK);
          const problems: Record<string, string[]> = {};
          for (const route of routes) {
            for (const {key, checks, afterSkipLink} of walks) {
              await page.goto(route);
              await waitForHydration(page);
              await settlePage(page);
              await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
              const walk = await walkFocus(page, key, checks, {afterSkipLink});
              expect(walk.stops, `${route}: stops reached with ${key}`).toBeGreaterThan(5);
              if (walk.problems.length) problems[`${route} (${key})`] = [...new Set(walk.problems)];
            }
          }
          expect(problems).toEqual({});
        });
      }
    });
  }
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
