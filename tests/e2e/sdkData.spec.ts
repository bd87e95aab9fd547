/**
 * The SDK data tags in the production build: the network tables and the deprecated-option sentences come from
 * plugins/remark-sdk-data and read the same in the HTML page and in its Markdown copy (plugins/llms-txt).
 */
import {test, expect} from '../support/fixtures';
import {DEPRECATED_OPTIONS, networkFacts, pinnedSdkVersion} from '../../plugins/remark-sdk-data/sdkData';

test('the v3 network table lists every network of the pinned SDK with its attestation rule', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/network/state-of-network');
  const table = page.locator('table').filter({has: page.getByRole('columnheader', {name: 'Node attestation'})});
  await expect(table).toHaveCount(1);
  await expect(table.locator('tbody tr')).toHaveCount(networkFacts('v3').length);
  const datil = table.locator('tbody tr').filter({has: page.locator('td:first-child code', {hasText: /^datil$/})});
  await expect(datil).toContainText('decentralized');
  await expect(datil).toContainText('Chronicle Yellowstone');
  await expect(datil).toContainText('always verified');
  const dev = table.locator('tbody tr').filter({has: page.locator('td:first-child code', {hasText: /^datil-dev$/})});
  await expect(dev).toContainText('only with checkNodeAttestation: true');
});

test('a page can show only some networks, and the v2 table counts the bootstrap nodes', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/network/networks/testnet');
  const rows = page.locator('table').filter({has: page.getByRole('columnheader', {name: 'Node attestation'})}).locator('tbody tr');
  await expect(rows.locator('td:first-child')).toHaveText(['datil-dev', 'datil-test']);
  await gotoHydrated('/v2/support/stateOfNetwork');
  const serrano = page.locator('table tbody tr').filter({has: page.locator('td:first-child code', {hasText: /^serrano$/})});
  await expect(serrano).toContainText('10');
});

test('a deprecated option reads the same in the page and in its Markdown copy', async ({page, gotoHydrated, request}) => {
  expect(DEPRECATED_OPTIONS.v3.capacityDelegationAuthSig).toBeDefined();
  const sentence = `is deprecated in ${pinnedSdkVersion('v3')}: use the capabilityAuthSigs array`;
  await gotoHydrated('/v3/sdk/capacity-credits');
  await expect(page.locator('article p').filter({hasText: sentence})).toHaveCount(1);
  const markdown = await (await request.get('/v3/sdk/capacity-credits.md')).text();
  expect(markdown).toContain(`\`capacityDelegationAuthSig\` (in \`getSessionSigs\``);
  expect(markdown).toContain(`is deprecated in ${pinnedSdkVersion('v3')}: use the \`capabilityAuthSigs\` array`);
  expect(markdown).not.toContain('<SdkDeprecatedOption');
  const networks = await (await request.get('/v3/network/state-of-network.md')).text();
  expect(networks).toContain('| Network | For | Operated | Rollup | Requires payment | Keys | Node attestation | Build on it? |');
});
