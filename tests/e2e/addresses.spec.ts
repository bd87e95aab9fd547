/**
 * Spec §2 "Trailing .html and /index are stripped from paths", "Any unmatched path shows a not-found page", and
 * "A banner explains a wrong base URL if the site fails to load at its root": what the browser shows, whatever the
 * host does (src/clientModules/canonicalPath.ts, src/theme/Root.tsx, plugins/load-failure).
 */
// cspell:ignore learninglab
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from '../support/fixtures';
import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const BUILD = path.join(__dirname, '../../build');

/** Every level-1 heading text the page shows, across navigations and re-renders, in order. */
async function recordHeadings(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportHeading', (text: string) => {
    if (seen.at(-1) !== text) seen.push(text);
  });
  await page.addInitScript(() => {
    const report = () => {
      const text = document.querySelector('h1')?.textContent?.trim();
      if (text) (window as unknown as {reportHeading: (t: string) => void}).reportHeading(text);
    };
    new MutationObserver(report).observe(document, {childList: true, subtree: true, characterData: true});
  });
  return seen;
}

test.describe('/index and .html lead to the canonical URL', () => {
  // Each as the host in the tests serves it (the build's redirect page), and as a plain host that answers the path
  // with the page's own file (v2/index.html for /v2/index), which showed the page, then "Page not found".
  const CASES = [
    {from: '/v2/index', to: '/v2/', file: 'v2/index.html', heading: 'Overview'},
    {from: '/v3/index', to: '/v3/', file: 'v3/index.html', heading: 'Overview'},
    {from: '/v3/sdk/installation/index', to: '/v3/sdk/installation', file: 'v3/sdk/installation/index.html', heading: 'Installation'},
    {from: '/v3/sdk/installation/index.html', to: '/v3/sdk/installation', file: 'v3/sdk/installation/index.html', heading: 'Installation'},
    {from: '/v3/sdk/installation.html', to: '/v3/sdk/installation', file: 'v3/sdk/installation/index.html', heading: 'Installation'},
  ];
  for (const {from, to, file, heading} of CASES) {
    for (const host of ['redirect page', 'page file'] as const) {
      test(`${from} → ${to} (host serves the ${host})`, async ({page}) => {
        const headings = await recordHeadings(page);
        if (host === 'page file') {
          await page.route(`**${from}`, (route) => route.fulfill({status: 200, contentType: 'text/html; charset=utf-8', body: fs.readFileSync(path.join(BUILD, file))}));
        }
        await page.goto(from);
        await waitForHydration(page);
        await expect(page).toHaveURL(new RegExp(`${to.replace(/[.]/g, '\\.')}$`));
        await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
        // Complete once the page has hydrated: the router renders the address it is given while hydrating, so a
        // "Page not found" for the /index or .html form would have been recorded by then.
        expect(headings).toEqual([heading]);
      });
    }
  }
});

test.describe('an address in the wrong letter case stays not found, with the right spelling offered', () => {
  for (const [from, canonical, heading] of [
    ['/V3/sdk/installation', '/v3/sdk/installation', 'Installation'],
    ['/ecosystem/community', '/Ecosystem/community', 'Community Resources'],
    ['/learninglab/intro', '/learningLab/intro', 'Introduction to the Learning Lab'],
    ['/Blog', '/blog', 'Blog'],
  ] as const) {
    test(`${from}: 404, "Page not found" and "Did you mean ${canonical}?"`, async ({page}) => {
      const headings = await recordHeadings(page);
      const response = await page.goto(from);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      const suggestion = page.getByRole('status').filter({hasText: 'Did you mean'});
      await expect(suggestion.getByRole('link', {name: canonical})).toHaveAttribute('href', canonical);
      await expect(page).toHaveURL(new RegExp(`${from}$`));
      expect(headings).toEqual(['Page not found']);
      await suggestion.getByRole('link', {name: canonical}).click();
      await expect(page).toHaveURL(new RegExp(`${canonical}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    });
  }

  test('coming back to a wrong-case address with Back shows "Page not found" again, and Forward the right page', async ({page}) => {
    await page.goto('/V3/sdk/installation');
    await waitForHydration(page);
    await page.getByRole('status').getByRole('link', {name: '/v3/sdk/installation'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
    await page.goBack();
    await expect(page).toHaveURL(/\/V3\/sdk\/installation$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
    await page.goForward();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
    await expect(page).toHaveURL(/\/v3\/sdk\/installation$/);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the not-found page with its suggestion has no axe violations (${scheme} mode)`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto('/Blog');
      await waitForHydration(page);
      await expect(page.getByRole('status').getByRole('link', {name: '/blog'})).toBeVisible();
      const {violations} = await new AxeBuilder({page}).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    });
  }

  test('an unknown address offers no spelling', async ({page}) => {
    // The page looks the address up in the sitemap it fetches after hydration; the lookup itself is unit-tested
    // (tests/unit/canonicalPath.spec.ts).
    const sitemapRead = page.waitForEvent('requestfinished', (request) => request.url().endsWith('/sitemap.xml'));
    await page.goto('/v3/no-such-page');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
    await sitemapRead;
    await expect(page.getByText('Did you mean')).toHaveCount(0);
    await expect(page).toHaveURL(/\/v3\/no-such-page$/);
  });
});

test.describe('served under another base URL (/docs/)', () => {
  /** A host with the build under /docs/ and nothing outside it. */
  async function serveUnderDocs(page: Page, origin: string): Promise<void> {
    await page.route(`${origin}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (!url.pathname.startsWith('/docs/')) return route.fulfill({status: 404, contentType: 'text/plain', body: 'Not found'});
      const response = await route.fetch({url: `${origin}${url.pathname.slice('/docs'.length)}${url.search}`});
      return route.fulfill({response});
    });
  }

  test('the root stays under the base, and every page explains the wrong base URL', async ({page, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    await serveUnderDocs(page, origin);
    await page.goto('/docs/');
    await expect(page).toHaveURL(`${origin}/docs/v3/`);
    const banner = page.getByRole('alert').filter({hasText: 'This site did not load properly.'});
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('wrong base URL');
    await expect(banner).toContainText('"/"');

    await page.goto('/docs/v3/sdk/installation');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link')).toHaveAttribute('href', /^https:\/\//);
    // The page's own text is still there, under the banner.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
  });

  test('the banner stays out of pages served at their base URL', async ({page, gotoHydrated}) => {
    await gotoHydrated('/v3/sdk/installation');
    await expect(page.getByText('This site did not load properly.')).toHaveCount(0);
    expect(await page.locator('#base-url-issue').count()).toBe(0);
  });
});
