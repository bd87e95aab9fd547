/**
 * Spec §1 site-level features and §2 "Navigation behaviour": navbar, footer, skip link, root redirect,
 * .html and /index paths, scroll to hash, table of contents levels, external links, navbar hiding on scroll,
 * prefetching (and not on save-data), the progress bar on slow loads and the reload when a route fails to load.
 */
import {test, expect, waitForHydration} from '../support/fixtures';

test.describe('navbar and footer', () => {
  test('the navbar has the logo, Docs, Ecosystem, the version dropdown, the SDK repository and the colour switch', async ({page, gotoHydrated}) => {
    await gotoHydrated('/v3/sdk/installation');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(nav.getByRole('link', {name: /Lit Protocol/}).first()).toHaveAttribute('href', '/v3/');
    await expect(nav.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/v3/');
    await expect(nav.getByRole('link', {name: 'Ecosystem', exact: true})).toHaveAttribute('href', '/Ecosystem/community');
    await expect(nav.locator('summary').filter({hasText: 'v3.x.x'})).toBeVisible();
    await expect(nav.getByRole('link', {name: /SDK source on GitHub/})).toHaveAttribute('href', 'https://github.com/LIT-Protocol/js-sdk');
    await expect(nav.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
  });

  test('the footer has Community, More and Contact columns, a logo and the copyright', async ({page, gotoHydrated}) => {
    await gotoHydrated('/v3/');
    const footer = page.locator('footer');
    for (const title of ['Community', 'More', 'Contact']) await expect(footer.getByText(title, {exact: true})).toBeVisible();
    await expect(footer.getByRole('img', {name: 'Lit Protocol logo'})).toBeVisible();
    await expect(footer.getByText(/Copyright © \d{4} Lit Protocol/)).toBeVisible();
  });

  test('the first Tab reaches "Skip to main content", which moves focus to the content', async ({page, gotoHydrated}) => {
    await gotoHydrated('/v3/sdk/installation');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Focus moved to <main>: the next Tab lands on the first focusable element inside the content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });
});

test.describe('addresses', () => {
  test('/ leads to the v3 docs', async ({page}) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/v3\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Overview');
  });

  test('the root page redirects even without JavaScript', async ({openContext}) => {
    const page = await (await openContext({javaScriptEnabled: false})).newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/v3\/$/);
  });

  for (const [from, to] of [
    ['/v3/sdk/installation.html', '/v3/sdk/installation'],
    ['/v3/index', '/v3/'],
    ['/v3/sdk/installation/index', '/v3/sdk/installation'],
    ['/v2/sdk/explanation/installation.html', '/v2/sdk/explanation/installation'],
  ]) {
    test(`${from} resolves to ${to}`, async ({page}) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[.]/g, '\\.')}$`));
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    });
  }

  test('an unknown URL returns 404 with a helpful page', async ({page}) => {
    const response = await page.goto('/v3/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
    await expect(page.getByRole('searchbox', {name: 'Search the documentation'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Documentation overview'})).toHaveAttribute('href', '/v3/');
    await expect(page).toHaveTitle(/\| Lit Protocol$/);
  });

  test('the search box on the 404 page leads to the search page with the query', async ({page}) => {
    await page.goto('/nothing-here');
    await waitForHydration(page);
    await page.getByRole('searchbox', {name: 'Search the documentation'}).fill('session signatures');
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    await expect(page).toHaveURL(/\/search\?q=session\+signatures/);
  });
});

test.describe('in-page navigation', () => {
  test('a URL with a hash scrolls to its heading', async ({page, gotoHydrated}) => {
    await gotoHydrated('/v3/sdk/installation');
    const id = await page.locator('.markdown h2[id]').nth(1).getAttribute('id');
    test.skip(!id, 'page has fewer than two sections');
    await page.goto(`/v3/sdk/installation#${id}`);
    await waitForHydration(page);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });

  test('the table of contents lists heading levels 2 and 3 only', async ({page, gotoHydrated}) => {
    await page.setViewportSize({width: 1400, height: 900});
    await gotoHydrated('/v3/sdk/installation');
    const tocLinks = await page.locator('.table-of-contents a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const headingIds = await page
      .locator('.markdown h2[id], .markdown h3[id]')
      .evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    const deeper = await page.locator('.markdown h4[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    expect(tocLinks).toEqual(headingIds);
    for (const id of deeper) expect(tocLinks).not.toContain(id);
  });

  test('external links open in a new tab with rel="noopener noreferrer"', async ({page, gotoHydrated}) => {
    await gotoHydrated('/v3/');
    const external = page.locator('footer a[href^="https://"]');
    expect(await external.count()).toBeGreaterThan(0);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
    }
  });

  test('the navbar stays shown while the page scrolls down and up', async ({page, gotoHydrated}) => {
    // Spec §4 lets it hide while scrolling down; it stays, so that it never comes back over what has focus (WCAG
    // 2.4.11, tests/e2e/focusWalks.spec.ts).
    await gotoHydrated('/v3/resources/glossary');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 250);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(navbar).toBeInViewport({ratio: 1});
    await page.mouse.wheel(0, -300);
    await expect(navbar).toBeInViewport({ratio: 1});
  });
});

test.describe('loading routes', () => {
  test('internal links are prefetched', async ({page, gotoHydrated}) => {
    await gotoHydrated('/v3/');
    await page.locator('.menu a[href="/v3/sdk/installation"]').first().hover();
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  });

  test('nothing is prefetched when the reader saves data', async ({page, gotoHydrated}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}});
    });
    await gotoHydrated('/v3/');
    const link = page.locator('.menu a[href="/v3/sdk/installation"]').first();
    await link.evaluate((element) => {
      const state = window as unknown as {fetchedLater: string[]; linkSeen?: boolean; linkHovered?: boolean};
      // Every script or prefetch the page asks for from now on (webpack removes a chunk's <script> once loaded, so
      // they are recorded as they are added).
      state.fetchedLater = [];
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof HTMLScriptElement && node.src) state.fetchedLater.push(node.src);
          if (node instanceof HTMLLinkElement && /prefetch|preload/.test(node.rel)) state.fetchedLater.push(node.href);
        }
      }).observe(document, {childList: true, subtree: true});
      // The moments when the site would prefetch, passed: the link seen in the viewport by an IntersectionObserver
      // created after the site's own (observers are called in the order they were created), and the hover reaching
      // the document (React's handlers, on its root element, run before a listener on document).
      new IntersectionObserver((entries, observer) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          state.linkSeen = true;
          observer.disconnect();
        }
      }).observe(element);
      document.addEventListener('mouseover', (event) => {
        if (element.contains(event.target as Node)) state.linkHovered = true;
      });
    });
    await link.hover();
    await page.waitForFunction(() => {
      const state = window as unknown as {linkSeen?: boolean; linkHovered?: boolean};
      return state.linkSeen && state.linkHovered;
    });
    expect(await page.evaluate(() => (window as unknown as {fetchedLater: string[]}).fetchedLater)).toEqual([]);
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
  });

  test('a slow route load shows the progress bar and keeps the previous page until the next has loaded', async ({page, gotoHydrated}) => {
    await gotoHydrated('/v3/');
    await page.route('**/assets/js/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.evaluate(() => {
      // Disable prefetch/preload on hover so the click is what loads the route.
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}});
    });
    await page.locator('.menu a[href="/v3/what-is-lit"]').first().click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Overview');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('What is Lit Protocol', {timeout: 15_000});
  });

  test('when a route fails to load, the page reloads at the new address', async ({page, gotoHydrated}) => {
    await gotoHydrated('/v3/');
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}});
    });
    let failed = 0;
    await page.route('**/assets/js/**', (route) => {
      if (failed++ === 0) return route.abort('failed');
      return route.continue();
    });
    const reloaded = page.waitForEvent('load');
    await page.locator('.menu a[href="/v3/what-is-lit"]').first().click();
    await reloaded;
    await expect(page).toHaveURL(/\/v3\/what-is-lit$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('What is Lit Protocol');
  });
});
