/**
 * Spec §1/§4 "docs version dropdown", "preferred docs version remembered": v3 is current, v2 older with the
 * unmaintained banner; switching lands on the equivalent page (src/data/versionMap.ts) or the version's overview.
 */
import {test, expect, waitForHydration, storedValue} from '../support/fixtures';
import type {Page} from '@playwright/test';

/** The version dropdown's button (a disclosure's summary: it opens on click, not on hover). */
const dropdownButton = (page: Page, current: string) => page.getByRole('navigation', {name: 'Main'}).locator('summary').filter({hasText: current});

async function chooseVersion(page: Page, current: string, target: string) {
  const nav = page.getByRole('navigation', {name: 'Main'});
  await dropdownButton(page, current).click();
  await nav.getByRole('link', {name: target, exact: true}).click();
  await waitForHydration(page);
}

test('the dropdown lists v3.x.x and v2.x.x', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  const nav = page.getByRole('navigation', {name: 'Main'});
  await dropdownButton(page, 'v3.x.x').click();
  await expect(nav.getByRole('link', {name: 'v3.x.x', exact: true})).toBeVisible();
  await expect(nav.getByRole('link', {name: 'v2.x.x', exact: true})).toBeVisible();
});

test('switching to v2 lands on the equivalent page and back again', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  await chooseVersion(page, 'v3.x.x', 'v2.x.x');
  await expect(page).toHaveURL(/\/v2\/sdk\/explanation\/installation$/);
  await chooseVersion(page, 'v2.x.x', 'v3.x.x');
  await expect(page).toHaveURL(/\/v3\/sdk\/installation$/);
});

test('a page without a counterpart lands on the other version overview', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/api-reference/v4-sdk');
  await chooseVersion(page, 'v3.x.x', 'v2.x.x');
  await expect(page).toHaveURL(/\/v2\/$/);
});

test('v2 pages say the version is no longer maintained and link to v3', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v2/pkp/intro');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('no longer actively maintained');
  await expect(banner.getByRole('link', {name: 'latest version'})).toHaveAttribute('href', /^\/v3\//);
});

test('the v2 banner\'s "latest version" link goes to the page the version dropdown finds', async ({page, gotoHydrated}) => {
  for (const [v2, v3] of [
    ['/v2/pkp/intro', '/v3/sdk/wallets/intro'],
    ['/v2/sdk/explanation/installation', '/v3/sdk/installation'],
  ]) {
    await gotoHydrated(v2!);
    const latest = page.locator('.theme-doc-version-banner').getByRole('link', {name: 'latest version'});
    await expect(latest).toHaveAttribute('href', v3!);
    const nav = page.getByRole('navigation', {name: 'Main'});
    await dropdownButton(page, 'v2.x.x').click();
    await expect(nav.getByRole('link', {name: 'v3.x.x', exact: true})).toHaveAttribute('href', v3!);
    await page.keyboard.press('Escape');
  }
  await page.locator('.theme-doc-version-banner').getByRole('link', {name: 'latest version'}).click();
  await expect(page).toHaveURL(/\/v3\/sdk\/installation$/);
  // A v2 page with no counterpart keeps the stock banner, which leads to the v3 overview.
  await gotoHydrated('/v2/sdk/explanation/contracts');
  await expect(page.locator('.theme-doc-version-banner').getByRole('link', {name: 'latest version'})).toHaveAttribute('href', '/v3/');
});

test('the chosen version is remembered: the Docs link follows it', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  await chooseVersion(page, 'v3.x.x', 'v2.x.x');
  await page.goto('/blog');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', {name: 'Main'});
  await expect(nav.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/v2/');
  expect(await storedValue(page, 'docs-preferred-version-default')).toBe('2.0');
});
