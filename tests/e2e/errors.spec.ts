/** Spec §8 "Error catalogue": the crash page with "Try again", and browser storage failures logged and ignored. */
import {test, expect, blockStorage, waitForHydration} from '../support/fixtures';

test('a crashing page shows "This page crashed.", the error and "Try again", which re-renders it', async ({page}) => {
  await page.goto('/tests/crash?throw=once');
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Deliberate crash for the crash-page test')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Go to the documentation home'})).toBeVisible();
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {name: 'Crash test'})).toBeVisible();
});

test('the site works with storage disabled', async ({page}) => {
  await blockStorage(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/v3/sdk/installation');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
  await page.locator('.menu a[href="/v3/what-is-lit"]').first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('What is Lit Protocol');
  expect(errors).toEqual([]);
});

test('the site works when storage is full', async ({page, gotoHydrated}) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
  });
  await gotoHydrated('/v3/');
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', /dark|light/);
});
