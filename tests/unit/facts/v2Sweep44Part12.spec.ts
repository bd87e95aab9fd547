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

test.describe('2.2.61 executeJs signature combining (versioned_docs/version-2.0/intro/whatIsLitProtocol.md)', () => {
  test.skip(!installed, skipReason);

  test('getSignatures throws a TypeError when a later node returns no share for a signature, and drops the signature when the first node returns none', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false});
    client.networkPubKeySet = 'stand-in';
    const share = (shareIndex: number) => ({
      sigType: 'ECDSA', signatureShare: '01', shareIndex, localX: '02' + '11'.repeat(32), localY: '03' + '11'.repeat(32), publicKey: '04', dataSigned: '00',
    });
    const error = await thrownBy(() => client.getSignatures([{sig1: share(0)}, {}]));
    expect(error).toBeInstanceOf(TypeError);
    expect(client.getSignatures([{}, {sig1: share(1)}])).toEqual({});
  });
});
