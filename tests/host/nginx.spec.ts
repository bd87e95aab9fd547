/**
 * The production build behind nginx with the deploy configuration (scripts/nginx.mjs, from config/security.ts):
 * compression, caching, status codes, clean URLs and security headers, and pages that run under the CSP.
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import {options, searchBox} from '../support/searchDialog';

/** main.js in a page's HTML (minified: the attribute value may be unquoted). */
const MAIN_SCRIPT = /src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/;

test('HTML and assets are compressed', async ({request}) => {
  const html = await request.get('/v3/sdk/installation', {headers: {'Accept-Encoding': 'gzip'}});
  expect(html.headers()['content-encoding']).toBe('gzip');
  const page = await html.text();
  const script = MAIN_SCRIPT.exec(page)?.[1];
  expect(script).toBeTruthy();
  const js = await request.get(script!, {headers: {'Accept-Encoding': 'gzip'}});
  expect(js.headers()['content-encoding']).toBe('gzip');
});

test('hashed assets are cached for a year, HTML is revalidated', async ({request}) => {
  const html = await request.get('/v3/sdk/installation');
  expect(html.headers()['cache-control']).toBe('no-cache');
  const script = MAIN_SCRIPT.exec(await html.text())![1]!;
  expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('an unknown path answers 404 with the not-found page', async ({request}) => {
  const response = await request.get('/v3/not-a-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found');
});

test('clean URLs are served and .html and /index paths redirect to them', async ({request}) => {
  expect((await request.get('/v3/sdk/installation')).status()).toBe(200);
  const html = await request.get('/v3/sdk/installation.html?x=1', {maxRedirects: 0});
  expect(html.status()).toBe(301);
  expect(html.headers().location).toBe('/v3/sdk/installation?x=1');
  const index = await request.get('/v3/index', {maxRedirects: 0});
  expect(index.status()).toBe(301);
  expect(index.headers().location).toBe('/v3/');
  expect((await request.get('/llms.txt')).status()).toBe(200);
  expect((await request.get('/v3/sdk/installation.md')).headers()['content-type']).toContain('text/markdown');
});

test('every response carries the security headers', async ({request}) => {
  for (const path of ['/v3/', '/v3/not-a-page', '/search-index.json']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain('unsafe-inline\' \'self');
  }
});

test('pages, search and the theme work under the Content-Security-Policy', async ({page, gotoHydrated}) => {
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy|Refused to/.test(m.text()) && violations.push(m.text()));
  for (const path of ['/', '/v3/', '/v3/sdk/installation', '/v2/pkp/intro', '/blog/mdx-blog-post', '/learningLab/intro-to-lit/acc']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  await gotoHydrated('/v3/');
  await page.keyboard.press('Control+k');
  await searchBox(page).fill('session');
  await expect(options(page).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a wrong-case address stays not found and offers its right spelling under the Content-Security-Policy', async ({page}) => {
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy|Refused to/.test(m.text()) && violations.push(m.text()));
  const response = await page.goto('/V3/sdk/installation');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
  await expect(page.getByRole('status').getByRole('link', {name: '/v3/sdk/installation'})).toBeVisible();
  expect(violations).toEqual([]);
});
