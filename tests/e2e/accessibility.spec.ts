/**
 * axe-core on every route of routes.tsv in light mode, and on a sample of pages in dark mode and at 390 px:
 * zero violations of WCAG 2.2 A/AA rules and axe best practices. Exclusions are listed with their reason.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../support/fixtures';
import {siteRoutes} from '../support/routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Elements left out of the audit, with why. */
const EXCLUDE: readonly {selector: string; reason: string}[] = [
  {
    selector: '.DocSearch-Button',
    reason:
      'DocSearch (upstream) names its button "Search (Control+k)" while showing "Search Ctrl K" (label-content-name-mismatch); overriding the name broke it on phones, where the text is hidden. Tracked in the accessibility issue.',
  },
];
/** Pages with violations still to fix, each with the rule that fails; tracked in the accessibility issue. */
const KNOWN: Readonly<Record<string, string>> = {};

async function audit(page: Page) {
  let builder = new AxeBuilder({page}).withTags(TAGS);
  for (const {selector} of EXCLUDE) builder = builder.exclude(selector);
  const {violations} = await builder.analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length}× ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe('light mode, every route', () => {
  for (const {route} of siteRoutes()) {
    test(`${route} has no axe violations`, async ({page}) => {
      test.fixme(!!KNOWN[route], KNOWN[route]);
      await page.goto(route);
      await waitForHydration(page);
      expect(await audit(page)).toEqual([]);
    });
  }
});

const SAMPLE = ['/v3/', '/v3/sdk/installation', '/v3/sdk/access-control/evm/basic-examples', '/v2/pkp/intro', '/learningLab/intro-to-lit/acc', '/Ecosystem/projects', '/blog/mdx-blog-post', '/search?q=pkp', '/markdown-page', '/v3/category/guides', '/no-such-page'];

test.describe('dark mode', () => {
  test.use({colorScheme: 'dark'});
  for (const route of SAMPLE) {
    test(`${route} has no axe violations in dark mode`, async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await audit(page)).toEqual([]);
    });
  }
});

test.describe('390 px wide', () => {
  test.use({viewport: {width: 390, height: 844}});
  for (const route of SAMPLE) {
    test(`${route} has no axe violations on a phone`, async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      expect(await audit(page)).toEqual([]);
    });
  }
});

for (const scheme of ['light', 'dark'] as const) test.describe(`the open search modal, ${scheme} mode`, () => {
  test.use({colorScheme: scheme});
  for (const state of ['results', 'no results'] as const) {
    test(`has no axe violations with ${state}`, async ({page}) => {
      await page.goto('/v3/');
      await waitForHydration(page);
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await page.keyboard.type(state === 'results' ? 'session' : 'qqxyzzy');
      await expect(page.locator(state === 'results' ? '.DocSearch-Hit' : '.DocSearch-NoResults').first()).toBeVisible();
      const {violations} = await new AxeBuilder({page}).withTags(TAGS).include('.DocSearch-Container').analyze();
      expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
    });
  }
});
