/**
 * Analytics (build-hosted: GTAG_TRACKING_ID=G-TEST000000). The gtag script request is intercepted; the test reads
 * what the page sends through window.dataLayer: a page view per client-side navigation, IP anonymising off, and
 * outbound link clicks.
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import type {Page} from '@playwright/test';

type Entry = unknown[];
const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? []).map((a) => Array.from(a)) as unknown[][]);
const pageViews = (entries: Entry[]) => entries.filter((e) => e[0] === 'event' && e[1] === 'page_view');

test('gtag loads with the tracking id and sends a page view on every route change', async ({page}) => {
  const scripts: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({status: 200, contentType: 'text/javascript', body: '/* stubbed gtag */'});
  });
  await page.goto('/v3/');
  await waitForHydration(page);
  expect(scripts.some((u) => u.includes('id=G-TEST000000'))).toBe(true);
  const config = (await dataLayer(page)).find((e) => e[0] === 'config');
  expect(config?.[1]).toBe('G-TEST000000');
  expect(JSON.stringify(config?.[2] ?? {})).not.toContain('anonymize_ip');
  const before = pageViews(await dataLayer(page)).length;
  await page.locator('.menu a[href="/v3/what-is-lit"]').first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('What is Lit Protocol');
  await page.locator('.menu a[href="/v3/resources/how-it-works"]').first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('How Does Lit Protocol Work');
  await expect.poll(async () => pageViews(await dataLayer(page)).length).toBe(before + 2);
  // The plugin sets page_path, then sends the page view.
  const paths = (await dataLayer(page)).filter((e) => e[0] === 'set' && e[1] === 'page_path').map((e) => e[2]);
  expect(paths.slice(-2)).toEqual(['/v3/what-is-lit', '/v3/resources/how-it-works']);
});

test('a click on an outbound link is tracked', async ({page}) => {
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
  // On the context: the link opens a new tab, which page.route would not cover.
  await page.context().route('https://github.com/**', (route) => route.fulfill({status: 200, contentType: 'text/html', body: 'stub'}));
  await page.goto('/v3/');
  await waitForHydration(page);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('footer a[href="https://github.com/LIT-Protocol/js-sdk"]').click()]);
  await popup.close();
  const outbound = (await dataLayer(page)).filter((e) => e[0] === 'event' && e[1] === 'click');
  expect(JSON.stringify(outbound)).toContain('https://github.com/LIT-Protocol/js-sdk');
});
