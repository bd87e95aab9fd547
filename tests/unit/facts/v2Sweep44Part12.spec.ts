/**
 * Facts found by sweep 44 part 12 (issue 25) on the v2 pages it covered, checked by running the packages that
 * samples/v2 pins (@lit-protocol/* 2.2.61) offline. Each test's title is the fact in words; the pages' .claims.yml
 * files cite them by title.
 */
import {test, expect} from '@playwright/test';
import {samplesSet, thrownBy} from './harness';

const {installed, requireFromSamples, skipReason} = samplesSet('v2', '@lit-protocol/access-control-conditions');

test.describe('2.2.61 unified conditions formatter (versioned_docs/version-2.0/accessControl/conditionTypes/unifiedAccessControlConditions.md)', () => {
  test.skip(!installed, skipReason);

  test('the unified formatter throws for a solRpc entry without PDA fields but sends an evmBasic or cosmos entry on without its missing fields', async () => {
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const returnValueTest = {comparator: '>', value: '0'};
    const sol = await thrownBy(() => acc.canonicalUnifiedAccessControlConditionFormatter({conditionType: 'solRpc', method: 'getBalance', params: [':userAddress'], chain: 'solana', returnValueTest}));
    expect(sol.message).toContain('Solana RPC Conditions have changed');
    const evm = acc.canonicalUnifiedAccessControlConditionFormatter({conditionType: 'evmBasic', chain: 'ethereum', returnValueTest});
    expect(JSON.parse(JSON.stringify(evm))).toEqual({chain: 'ethereum', returnValueTest});
    const cosmos = acc.canonicalUnifiedAccessControlConditionFormatter({conditionType: 'cosmos', chain: 'cosmos', returnValueTest});
    expect(JSON.parse(JSON.stringify(cosmos))).toEqual({chain: 'cosmos', returnValueTest});
  });
});
