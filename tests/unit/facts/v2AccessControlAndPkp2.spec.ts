/**
 * Facts that a second slice of the v2 access-control and PKP pages (versioned_docs/version-2.0/accessControl,
 * versioned_docs/version-2.0/pkp) states, checked by running the packages that samples/v2 pins (@lit-protocol/*
 * 2.2.61, contracts-sdk 2.2.35) offline. `fetch` is replaced where the Lit client would reach the nodes. Each test's
 * title is the fact in words; the pages' .claims.yml files cite them by title.
 */
import {test, expect} from '@playwright/test';
import {V2_NODES as NODES, connectedV2Client, stubFetch, type Params, samplesSet, standInAuthSig} from './harness';

const {installed, requireFromSamples, skipReason} = samplesSet('v2', '@lit-protocol/lit-node-client-nodejs');

const authSig = standInAuthSig();
const atLeastOneFinney = {
  contractAddress: '',
  standardContractType: '',
  chain: 'ethereum',
  method: 'eth_getBalance',
  parameters: [':userAddress', 'latest'],
  returnValueTest: {comparator: '>=', value: '1000000000000000'},
};

test.describe('2.2.61 conditions basics (versioned_docs/version-2.0/accessControl/intro.md)', () => {
  test.skip(!installed, skipReason);

  test('saveEncryptionKey and saveSigningCondition send permanant 1 when permanent is truthy and 0 when it is left out', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {calls, restore} = stubFetch(() => Response.json({result: 'success'}));
    try {
      const encryptedSymmetricKey = new Uint8Array([1, 2, 3, 4]);
      const base = {accessControlConditions: [atLeastOneFinney], authSig, chain: 'ethereum'};
      await client.saveEncryptionKey({...base, encryptedSymmetricKey, permanent: true});
      await client.saveEncryptionKey({...base, encryptedSymmetricKey});
      await client.saveSigningCondition({...base, resourceId: {baseUrl: 'example.com', path: '/a', orgId: '', role: '', extraData: ''}, permanent: true});
      await client.saveSigningCondition({...base, resourceId: {baseUrl: 'example.com', path: '/a', orgId: '', role: '', extraData: ''}});
      const flags = calls.map((call) => `${new URL(call.url).pathname}:${call.body.permanant}`);
      expect(flags).toEqual([
        ...NODES.map(() => '/web/encryption/store:1'),
        ...NODES.map(() => '/web/encryption/store:0'),
        ...NODES.map(() => '/web/signing/store:1'),
        ...NODES.map(() => '/web/signing/store:0'),
      ]);
    } finally {
      restore();
    }
  });

  test('changing the chain or the value of a condition changes its hash; the order of its keys does not', async () => {
    const {hashAccessControlConditions} = requireFromSamples('@lit-protocol/access-control-conditions');
    const hex = async (condition: Params) => Buffer.from(await hashAccessControlConditions([condition])).toString('hex');
    const original = await hex(atLeastOneFinney);
    expect(await hex({...atLeastOneFinney, chain: 'polygon'})).not.toBe(original);
    expect(await hex({...atLeastOneFinney, returnValueTest: {comparator: '>=', value: '1000000000000001'}})).not.toBe(original);
    const reordered = Object.fromEntries(Object.entries(atLeastOneFinney).reverse());
    expect(await hex(reordered)).toBe(original);
  });

  test('LIT_CHAINS has ethereum, polygon and xdai; 0.001 ETH is 1000000000000000 wei', () => {
    const {LIT_CHAINS} = requireFromSamples('@lit-protocol/constants');
    expect(Object.keys(LIT_CHAINS)).toEqual(expect.arrayContaining(['ethereum', 'polygon', 'xdai']));
    const {ethers} = requireFromSamples('ethers');
    expect(ethers.utils.parseEther('0.001').toString()).toBe('1000000000000000');
  });

  test('the 2.2.61 humanizer words the comparators =, >, >=, <, <= and contains, and none other', () => {
    const {humanizeComparator} = requireFromSamples('@lit-protocol/access-control-conditions');
    const words = Object.fromEntries(['=', '>', '>=', '<', '<=', 'contains', '!=', '=='].map((c) => [c, humanizeComparator(c)]));
    expect(words).toEqual({'=': 'exactly', '>': 'more than', '>=': 'at least', '<': 'less than', '<=': 'at most', contains: 'contains', '!=': undefined, '==': undefined});
  });
});

test.describe('2.2.61 basic EVM conditions (versioned_docs/version-2.0/accessControl/EVM/basicExamples.md)', () => {
  test.skip(!installed, skipReason);
  const me = '0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B';
  const token = '0x' + '12'.repeat(20);
  const check = (chain: string, contractAddress: string, standardContractType: string, method: string, parameters: string[], comparator: string, value: string) => ({
    contractAddress,
    standardContractType,
    chain,
    method,
    parameters,
    returnValueTest: {comparator, value},
  });

  test('the describe-conditions examples humanize as "Owns at least 0.05 ETH", "Controls your wallet (…)", "Owns at least 2.5 of TKN tokens", "Owns any POAP" and the ERC-1155 line with LIT_CHAINS.ethereum.contractAddress', async () => {
    const {humanizeAccessControlConditions} = requireFromSamples('@lit-protocol/access-control-conditions');
    const {LIT_CHAINS} = requireFromSamples('@lit-protocol/constants');
    const {ethers} = requireFromSamples('ethers');
    expect(LIT_CHAINS.ethereum.contractAddress).toBe('0xA54F7579fFb3F98bd8649fF02813F575f9b3d353');
    const examples = {
      native: [check('ethereum', '', '', 'eth_getBalance', [':userAddress', 'latest'], '>=', ethers.utils.parseEther('0.05').toString())],
      wallet: [check('ethereum', '', '', '', [':userAddress'], '=', me)],
      erc20: [check('ethereum', token, 'ERC20', 'balanceOf', [':userAddress'], '>=', ethers.utils.parseUnits('2.5', 18).toString())],
      erc721: [check('xdai', '0x22C1f6050E56d2876009903609a2cC3fEf83B415', 'ERC721', 'balanceOf', [':userAddress'], '>', '0')],
      erc1155: [check('ethereum', LIT_CHAINS.ethereum.contractAddress, 'ERC1155', 'balanceOf', [':userAddress', '1'], '>', '0')],
    };
    expect(examples.native[0].returnValueTest.value).toBe('50000000000000000');
    expect(examples.erc20[0].returnValueTest.value).toBe('2500000000000000000');
    const lines: Record<string, string> = {};
    for (const [name, accessControlConditions] of Object.entries(examples)) {
      lines[name] = await humanizeAccessControlConditions({accessControlConditions, myWalletAddress: me, tokenList: [{address: token, symbol: 'TKN', decimals: 18}]});
    }
    expect(lines).toEqual({
      native: 'Owns at least 0.05 ETH',
      wallet: `Controls your wallet (${me})`,
      erc20: 'Owns at least 2.5 of TKN tokens',
      erc721: 'Owns any POAP',
      erc1155: 'Owns more than 0 of 0xA54F7579fFb3F98bd8649fF02813F575f9b3d353 tokens with token id 1',
    });
  });
});

test.describe('2.2.61 updateable conditions (versioned_docs/version-2.0/accessControl/conditionTypes/updateableConditions.md)', () => {
  test.skip(!installed, skipReason);
  const resourceId = {baseUrl: 'members.example.com', path: '/reports/q3', orgId: '', role: '', extraData: ''};
  const base = {accessControlConditions: [atLeastOneFinney], authSig, chain: 'ethereum'};

  test('permanent true or 1 is sent as permanant 1, false, 0 or nothing as 0; the old spelling permanant true gives 1 from saveSigningCondition but 0 from saveEncryptionKey', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {calls, restore} = stubFetch(() => Response.json({result: 'success'}));
    const sent = async (save: () => Promise<unknown>) => {
      calls.length = 0;
      await save();
      return [...new Set(calls.map((call) => call.body.permanant))];
    };
    try {
      const encryptedSymmetricKey = new Uint8Array([9, 9, 9]);
      for (const [flag, expected] of [[{permanent: true}, 1], [{permanent: 1}, 1], [{permanent: false}, 0], [{permanent: 0}, 0], [{}, 0]] as const) {
        expect(await sent(() => client.saveEncryptionKey({...base, encryptedSymmetricKey, ...flag})), JSON.stringify(flag)).toEqual([expected]);
        expect(await sent(() => client.saveSigningCondition({...base, resourceId, ...flag})), JSON.stringify(flag)).toEqual([expected]);
      }
      expect(await sent(() => client.saveEncryptionKey({...base, encryptedSymmetricKey, permanant: true}))).toEqual([0]);
      expect(await sent(() => client.saveSigningCondition({...base, resourceId, permanant: true}))).toEqual([1]);
    } finally {
      restore();
    }
  });

  test('an update with encryptedSymmetricKey and an empty symmetricKey sends the same key hash as the first save and returns the encrypted key passed in; saveSigningCondition resolves to true', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {calls, restore} = stubFetch(() => Response.json({result: 'success'}));
    try {
      const encryptedSymmetricKey = new Uint8Array([5, 6, 7, 8]);
      await client.saveEncryptionKey({...base, encryptedSymmetricKey});
      const firstKey = calls[0].body.key;
      const firstVal = calls[0].body.val;
      calls.length = 0;
      const newConditions = [{...atLeastOneFinney, chain: 'polygon'}];
      const again = await client.saveEncryptionKey({...base, accessControlConditions: newConditions, encryptedSymmetricKey, symmetricKey: new Uint8Array(0)});
      expect(again).toBe(encryptedSymmetricKey);
      expect(calls[0].body.key).toBe(firstKey);
      expect(calls[0].body.val).not.toBe(firstVal);
      expect(await client.saveSigningCondition({...base, resourceId})).toBe(true);
    } finally {
      restore();
    }
  });

  test('the signing key is the SHA-256 of the resourceId as canonical JSON, and a different path or a space in extraData changes it', async () => {
    const crypto = await import('node:crypto');
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const hex = async (id: Params) => Buffer.from(await acc.hashResourceId(id)).toString('hex');
    const expected = crypto.createHash('sha256').update(JSON.stringify(acc.canonicalResourceIdFormatter(resourceId))).digest('hex');
    expect(await hex(resourceId)).toBe(expected);
    expect(await hex({...resourceId, path: '/reports/q4'})).not.toBe(expected);
    expect(await hex({...resourceId, extraData: ' '})).not.toBe(expected);
    const client = connectedV2Client(requireFromSamples);
    const {calls, restore} = stubFetch(() => Response.json({result: 'success'}));
    try {
      await client.saveSigningCondition({...base, resourceId});
      expect(calls[0].body.key).toBe(expected);
    } finally {
      restore();
    }
  });

  test('a save without conditions: saveEncryptionKey throws Error "…are blank", saveSigningCondition "You must provide either accessControlConditions or…"', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {restore} = stubFetch(() => Response.json({result: 'success'}));
    const message = async (run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (error) {
        return (error as {message: string}).message;
      }
      return 'did not throw';
    };
    try {
      expect(await message(() => client.saveEncryptionKey({authSig, chain: 'ethereum', encryptedSymmetricKey: new Uint8Array([1])}))).toBe(
        'accessControlConditions and evmContractConditions and solRpcConditions and unifiedAccessControlConditions are blank',
      );
      expect(await message(() => client.saveSigningCondition({authSig, chain: 'ethereum', resourceId}))).toBe(
        'You must provide either accessControlConditions or evmContractConditions or solRpcConditions or unifiedAccessControlConditions',
      );
    } finally {
      restore();
    }
  });
});
