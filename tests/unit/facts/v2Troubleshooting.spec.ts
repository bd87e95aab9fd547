/**
 * Facts behind the "Common errors" rows of v2 pages (versioned_docs/version-2.0), checked by running the packages that
 * samples/v2 pins (@lit-protocol/* 2.2.61, ethers 5.7.2, siwe 2.3.2) offline: each test feeds the bad input a row
 * names and asserts what is thrown or returned. Nothing leaves the machine. The pages' .claims.yml files cite the
 * tests by title.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';
import {connectedV2Client, thrownBy} from './harness';

const samples = path.resolve(__dirname, '../../../samples/v2');
const installed = fs.existsSync(path.join(samples, 'node_modules/@lit-protocol/lit-node-client-nodejs/package.json'));
const requireFromSamples = createRequire(path.join(samples, 'package.json'));

test.describe('session keys (versioned_docs/version-2.0/LitActions/additionalExamples/generatingSessionKey.md)', () => {
  test.skip(!installed, 'samples/v2 is not installed (npm run check:samples installs it)');

  test('getSessionSigs throws No wallet signature found for an empty address or derivedVia, and for an empty sig after asking the callback a second time; an empty signedMessage throws Invalid message first', async () => {
    const {ethers} = requireFromSamples('ethers');
    const {SiweMessage} = requireFromSamples('siwe');
    const wallet = new ethers.Wallet('0x' + '12'.repeat(32));
    const client = connectedV2Client(requireFromSamples);
    const outcome = async (emptyField: string) => {
      let calls = 0;
      const error = await thrownBy(() =>
        client.getSessionSigs({
          chain: 'ethereum',
          resourceAbilityRequests: [],
          authNeededCallback: async ({uri, resources, statement, expiration}: Record<string, never>) => {
            calls += 1;
            const signedMessage = new SiweMessage({domain: 'localhost', address: wallet.address, statement, uri, version: '1', chainId: 1, expirationTime: expiration, resources}).prepareMessage();
            const answer: Record<string, string> = {sig: await wallet.signMessage(signedMessage), derivedVia: 'web3.eth.personal.sign', signedMessage, address: wallet.address};
            answer[emptyField] = '';
            return answer;
          },
        }),
      );
      return {calls, message: String(error.message), errorCode: error.errorCode};
    };
    expect(await outcome('address')).toEqual({calls: 1, message: 'No wallet signature found', errorCode: 'WalletSignatureNotFoundError'});
    expect(await outcome('derivedVia')).toEqual({calls: 1, message: 'No wallet signature found', errorCode: 'WalletSignatureNotFoundError'});
    expect(await outcome('sig')).toEqual({calls: 2, message: 'No wallet signature found', errorCode: 'WalletSignatureNotFoundError'});
    const noMessage = await outcome('signedMessage');
    expect(noMessage.calls).toBe(1);
    expect(noMessage.message).toMatch(/^Invalid message: /);
  });
});
