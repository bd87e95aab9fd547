/**
 * axe-core on every route the site serves (routes.tsv and tests/support/addedRoutes.ts) in light mode, and on a
 * sample of pages in dark mode and at 390 px: zero violations of WCAG 2.2 A/AA rules and axe best practices, on the
 * whole page (navbar, sidebar, footer included). Nothing is excluded: a page that fails is fixed, not listed.
 *
 * Speed: a test audits a shard of routes in one browser page (a new context per route cost more than the audit), and
 * axe is loaded by an init script instead of being injected again by every analyze() call. In the every-route pass
 * the first route of a shard is loaded and hydrated as a reader's first visit is; the others are reached inside the
 * app, as a reader's next click reaches them (the router renders them from the address, see `openInApp`), which
 * halves the time per route: the page, its scripts and axe are not loaded again. The first-visit DOM of every
 * template is still audited in all three modes by the sample passes below, which load each page afresh.
 */
import fs from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../support/fixtures';
import {siteRoutes} from '../support/routes';
import {dialog, options, searchBox} from '../support/searchDialog';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** Routes per test: small enough that a failure names a short list, large enough to spread over the workers. */
const SHARD_SIZE = 12;
/** Time per route: loading, hydrating and auditing a long page on a busy 2-core machine. */
const SECONDS_PER_ROUTE = 20;

/**
 * The violations of the page as it is now, one line per rule with up to three of its elements. The audit runs without
 * building CSS selectors for what it finds (about a tenth of axe's time on a long page), and again with them only
 * when it found something, to name the elements.
 */
async function audit(page: Page, include?: string): Promise<string[]> {
  const violations = await page.evaluate(
    async ({tags, include}) => {
      const axe = (window as unknown as {axe: typeof import('axe-core')}).axe;
      const run = (selectors: boolean) => axe.run(include ? {include: [include]} : document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations'], selectors});
      let result = await run(false);
      if (result.violations.length) result = await run(true);
      return result.violations.map((v) => ({id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' '))}));
    },
    {tags: TAGS, include},
  );
  return violations.map((v) => `${v.id} (${v.impact}): ${v.targets.length}× ${v.targets.slice(0, 3).join(' | ')}`);
}

/**
 * Shows `route` in the page already open, as the site's own links do: the address changes without a reload and the
 * router renders the new route (a `popstate`, which the router handles as it does the browser's Back and Forward).
 * Resolves once the new page's title is in place. Falls back to loading the route when the title does not change
 * (two routes with one title), so a route is never audited while the previous one is still shown.
 */
async function openInApp(page: Page, route: string): Promise<void> {
  const previous = await page.title();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, route);
  const changed = await page
    .waitForFunction((before) => document.title !== before, previous, {timeout: 10_000})
    .then(() => true, () => false);
  if (!changed) {
    await page.goto(route);
    await waitForHydration(page);
    return;
  }
  // Docusaurus shows a route-loading bar (nprogress, role="bar", which axe rightly rejects) while a slow route loads,
  // and removes it once the route is shown; the audit looks at the page the reader then reads.
  await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 10_000});
}

/** `check` runs on each page before its audit; with `inApp`, routes after a shard's first are reached inside the app. */
type AuditOptions = {check?: (page: Page) => Promise<void>; inApp?: boolean};

/**
 * Audits each route in turn in the same page; returns the routes with violations. With `inApp`, every route after
 * the first is reached inside the app (`openInApp`) instead of being loaded afresh.
 */
async function auditRoutes(page: Page, routes: readonly string[], {check, inApp = false}: AuditOptions = {}): Promise<Record<string, string[]>> {
  await page.addInitScript({content: AXE_SOURCE});
  const failures: Record<string, string[]> = {};
  for (const [index, route] of routes.entries()) {
    if (inApp && index > 0) {
      await openInApp(page, route);
    } else {
      await page.goto(route);
      await waitForHydration(page);
    }
    await check?.(page);
    const violations = await audit(page);
    if (violations.length) failures[route] = violations;
  }
  return failures;
}

function shards<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function auditShards(label: string, routes: readonly string[], options: AuditOptions = {}) {
  for (const shard of shards(routes, SHARD_SIZE)) {
    const name = shard.length === 1 ? shard[0] : `${shard[0]} … ${shard.at(-1)} (${shard.length} routes)`;
    test(`${name} ${label}`, async ({page}) => {
      test.setTimeout(shard.length * SECONDS_PER_ROUTE * 1000);
      const failures = await auditRoutes(page, shard, options);
      expect(failures, 'axe violations by route').toEqual({});
    });
  }
}

test.describe('light mode, every route', () => {
  auditShards('have no axe violations', siteRoutes().map(({route}) => route), {inApp: true});
});

/** A page of each template; under `npm run test:changed`, the changed pages instead. */
const SAMPLE = process.env.TEST_ROUTES ? siteRoutes().map(({route}) => route) : ['/v3/', '/v3/sdk/installation', '/v3/sdk/access-control/evm/basic-examples', '/v2/pkp/intro', '/learningLab/intro-to-lit/acc', '/Ecosystem/projects', '/blog/mdx-blog-post', '/search?q=pkp', '/markdown-page', '/v3/category/guides', '/no-such-page'];

test.describe('light mode, a page of each template loaded afresh', () => {
  auditShards('have no axe violations on a first visit', SAMPLE);
});

test.describe('dark mode', () => {
  test.use({colorScheme: 'dark'});
  auditShards('have no axe violations in dark mode', SAMPLE, {
    check: async (page) => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    },
  });
});

test.describe('390 px wide', () => {
  test.use({viewport: {width: 390, height: 844}});
  auditShards('have no axe violations on a phone', SAMPLE);
});

for (const [label, contextOptions] of [
  ['light mode', {colorScheme: 'light'}],
  ['dark mode', {colorScheme: 'dark'}],
  ['390 px wide', {viewport: {width: 390, height: 844}}],
] as const) {
  test.describe(`the open search dialog, ${label}`, () => {
    test.use(contextOptions);
    for (const state of ['results', 'no results'] as const) {
      test(`has no axe violations with ${state}`, async ({page}) => {
        await page.addInitScript({content: AXE_SOURCE});
        await page.goto('/v3/');
        await waitForHydration(page);
        await page.keyboard.press('Control+k');
        await expect(searchBox(page)).toBeFocused();
        await page.keyboard.type(state === 'results' ? 'session' : 'qqxyzzy');
        await expect(state === 'results' ? options(page).first() : dialog(page).getByText('No results for')).toBeVisible();
        expect(await audit(page, 'dialog[open]')).toEqual([]);
      });
    }
  });
}
