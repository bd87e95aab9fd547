/**
 * Issue 18, "Wrapped keys (v3)": the section's pages are in the v3 sidebar under Guides, show the package version
 * the samples pin, are reachable from the glossary, and are found by the local search.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/fixtures';

const SECTION = '/v3/sdk/wrapped-keys';
/** The sidebar order of the section's pages after its overview (sidebars.ts). */
const PAGES = [
  ['generate-and-import', 'Generate and Import'],
  ['sign-message-and-transaction', 'Sign Messages and Transactions'],
  ['export', 'Export'],
  ['list-and-storage', 'List and Storage'],
  ['security', 'Who Can Decrypt'],
  ['costs-and-limits', 'Costs and Limits'],
] as const;

const samplesPackage = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../samples/v3/package.json'), 'utf8'),
) as {dependencies: Record<string, string>};
const wrappedKeysVersion = samplesPackage.dependencies['@lit-protocol/wrapped-keys'];
const sdkVersion = samplesPackage.dependencies['@lit-protocol/lit-node-client'];

test('the v3 sidebar has a Wrapped Keys section under Guides with its pages in order', async ({page, gotoHydrated}) => {
  await gotoHydrated(`${SECTION}/overview`);
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const category = sidebar.getByRole('link', {name: 'Wrapped Keys', exact: true});
  await expect(category).toHaveAttribute('href', `${SECTION}/overview`);
  await expect(category).toHaveAttribute('aria-current', 'page');
  const links = sidebar.locator(`a[href^="${SECTION}/"]`);
  await expect(links).toHaveText(['Wrapped Keys', ...PAGES.map(([, label]) => label)]);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([`${SECTION}/overview`, ...PAGES.map(([slug]) => `${SECTION}/${slug}`)]);
  // The section sits inside the Guides category.
  const guides = sidebar.locator('li', {has: page.getByRole('link', {name: 'Guides', exact: true})}).first();
  await expect(guides.getByRole('link', {name: 'Wrapped Keys', exact: true})).toBeVisible();
});

test('the overview names the pinned wrapped-keys version and the SDK version it is used with', async ({page, gotoHydrated}) => {
  await gotoHydrated(`${SECTION}/overview`);
  const intro = page.locator('article p').filter({hasText: '@lit-protocol/wrapped-keys'}).first();
  await expect(intro).toContainText(`@lit-protocol/wrapped-keys ${wrappedKeysVersion}`);
  await expect(intro).toContainText(sdkVersion);
});

test('the glossary entry "Wrapped key" links to the section', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/resources/glossary');
  const entry = page.locator('h3', {hasText: 'Wrapped key'});
  await expect(entry).toBeVisible();
  await page.locator('article').getByRole('link', {name: 'Wrapped Keys', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${SECTION}/overview$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Wrapped Keys');
});

test('the local search finds the wrapped keys pages', async ({page}) => {
  await page.goto('/search?q=exportPrivateKey');
  await expect(page.locator(`main a[href^="${SECTION}/export"]`).first()).toBeVisible();
  await page.goto('/search?q=wrapped%20keys');
  await expect(page.locator(`main a[href^="${SECTION}/"]`).first()).toBeVisible();
  const hrefs = await page
    .locator(`main a[href^="${SECTION}/"]`)
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(new Set(hrefs).size).toBeGreaterThanOrEqual(3);
});
