/** Spec §3/§4 "Announcement bar": shown with its colours, closeable, dismissal remembered per id. */
import {test, expect, waitForHydration, storedValue} from '../support/fixtures';
import {announcementBar} from '../../config/announcement';

const bar = (page: import('@playwright/test').Page) => page.locator('.theme-announcement-bar');

test('the announcement is shown with its configured colours', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  const inner = page.locator('.theme-announcement-bar');
  await expect(inner).toBeVisible();
  await expect(inner).toHaveCSS('background-color', 'rgb(59, 29, 143)');
  await expect(inner).toHaveCSS('color', 'rgb(255, 255, 255)');
});

test('closing it moves focus to the content and it stays closed on the next page', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  await expect(page.locator('main').first()).toBeFocused();
  await page.goto('/v3/sdk/installation');
  await waitForHydration(page);
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  expect(await storedValue(page, 'docusaurus.announcement.id')).toBe(announcementBar.id);
});

test('an announcement with a new id is shown again to a reader who closed an older one', async ({page}) => {
  await page.goto('/v3/');
  await waitForHydration(page);
  // Simulate a reader who closed an earlier announcement: same keys, an older id.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('docusaurus.announcement.dismiss')) localStorage.setItem(key, 'true');
      if (key.startsWith('docusaurus.announcement.id')) localStorage.setItem(key, 'an-older-announcement');
    }
  });
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
});
