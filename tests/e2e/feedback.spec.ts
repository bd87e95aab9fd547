/** The "Was this page helpful?" widget on doc pages: answers, comment, issue link, memory per page, analytics. */
import {test, expect, waitForHydration} from '../support/fixtures';

const widget = (page: import('@playwright/test').Page) => page.getByRole('region', {name: 'Was this page helpful?'});

test('answering Yes thanks the reader and is remembered for that page only', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  const yes = widget(page).getByRole('button', {name: 'Yes'});
  await yes.click();
  await expect(yes).toHaveAttribute('aria-pressed', 'true');
  await expect(widget(page).getByRole('status')).toHaveText('Thank you for your feedback.');
  await page.reload();
  await waitForHydration(page);
  await expect(widget(page).getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/v3/resources/glossary');
  await waitForHydration(page);
  await expect(widget(page).getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'false');
});

test('the widget works with the keyboard and takes an optional comment', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  const no = widget(page).getByRole('button', {name: 'No'});
  await no.focus();
  await page.keyboard.press('Enter');
  const comment = widget(page).getByLabel('What was missing or wrong? (optional)');
  await expect(comment).toBeVisible();
  await comment.focus();
  await page.keyboard.type('The Bun install command is missing.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(comment).toHaveCount(0);
  await expect(widget(page).getByRole('status')).toHaveText('Thank you for your feedback.');
});

test('a link always opens a prefilled issue about the page', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  const link = widget(page).getByRole('link', {name: 'Open an issue about this page'});
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://github.com/LIT-Protocol/docs/issues/new');
  expect(href.searchParams.get('title')).toBe('Docs feedback: Installation');
  expect(href.searchParams.get('body')).toContain('Page: /v3/sdk/installation');
  await expect(link).toHaveAttribute('target', '_blank');
});

test('with analytics on, the answer is sent as an event', async ({page, gotoHydrated}) => {
  await page.addInitScript(() => {
    const w = window as unknown as {events: unknown[]; gtag: (...args: unknown[]) => void};
    w.events = [];
    w.gtag = (...args: unknown[]) => w.events.push(args);
  });
  await gotoHydrated('/v3/sdk/installation');
  await widget(page).getByRole('button', {name: 'No'}).click();
  const events = await page.evaluate(() => (window as unknown as {events: unknown[][]}).events);
  expect(events).toContainEqual(['event', 'docs_page_feedback', {page_path: '/v3/sdk/installation', helpful: 0}]);
});

test('the widget is on every docs section: v2, learning lab and ecosystem', async ({page}) => {
  for (const path of ['/v2/pkp/intro', '/learningLab/intro', '/Ecosystem/community']) {
    await page.goto(path);
    await expect(widget(page)).toBeVisible();
  }
});
