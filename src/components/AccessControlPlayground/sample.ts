/**
 * The TypeScript a reader takes away: their conditions in an encryptString / decryptToString program shaped like
 * the docs' samples (Quick Start for EVM conditions, the Solana and Cosmos pages for those chains). The e2e
 * test runs every template's sample through scripts/check-samples.mjs, so what this writes compiles against the
 * pinned SDK.
 */
import {kindInfo, type ConditionKind} from './templates';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const quote = (text: string): string =>
  `'${JSON.stringify(text)
    .slice(1, -1)
    .replace(/\\"/g, '"')
    .replace(/'/g, "\\'")}'`;

/** A JSON value as a TypeScript literal in the docs' style (bare keys, single quotes, two-space indent). */
export function toTsLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = value.every((v) => v === null || typeof v !== 'object');
    const oneLine = `[${value.map((v) => toTsLiteral(v)).join(', ')}]`;
    if (flat && oneLine.length <= 60) return oneLine;
    return `[\n${value.map((v) => `${inner}${toTsLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, v]) => `${inner}${IDENTIFIER.test(k) ? k : quote(k)}: ${toTsLiteral(v, inner)},`).join('\n')}\n${indent}}`;
  }
  return typeof value === 'string' ? quote(value) : JSON.stringify(value);
}

type Proof = {family: 'evm'} | {family: 'solana' | 'cosmos'; chain: string};

/** Which signature proves the user's address for these conditions, as the docs' pages do it. */
function proofFor(kind: ConditionKind, conditions: unknown[]): Proof {
  const leaves: Record<string, unknown>[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object' && !('operator' in node)) leaves.push(node as Record<string, unknown>);
  };
  visit(conditions);
  const firstChain = (fallback: string) => (typeof leaves[0]?.chain === 'string' ? (leaves[0].chain as string) : fallback);
  if (kind === 'solRpcConditions') return {family: 'solana', chain: firstChain('solana')};
  if (kind === 'cosmosConditions') return {family: 'cosmos', chain: firstChain('cosmos')};
  if (kind !== 'unifiedAccessControlConditions') return {family: 'evm'};
  // Unified: session signatures when an EVM branch exists (they prove an EVM address), else the other wallet.
  const types = leaves.map((l) => l.conditionType);
  if (types.includes('evmBasic') || types.includes('evmContract')) return {family: 'evm'};
  const sol = leaves.find((l) => l.conditionType === 'solRpc');
  if (sol) return {family: 'solana', chain: typeof sol.chain === 'string' ? sol.chain : 'solana'};
  const cosmos = leaves.find((l) => l.conditionType === 'cosmos');
  return {family: 'cosmos', chain: typeof cosmos?.chain === 'string' ? cosmos.chain : 'cosmos'};
}

export interface SampleInput {
  kind: ConditionKind;
  conditions: unknown[];
  humanized?: string;
  hash?: string;
}

/** The complete TypeScript module for these conditions. */
export function generateSample({kind, conditions, humanized, hash}: SampleInput): string {
  // Cosmos conditions are passed as unifiedAccessControlConditions in 6.11.5 (the encryption API has no cosmosConditions).
  const param = kind === 'cosmosConditions' ? 'unifiedAccessControlConditions' : kind;
  const type = kindInfo(kind).sdkType;
  const proof = proofFor(kind, conditions);
  const comment = [
    humanized ? `// Reads as: ${humanized.replace(/\s+/g, ' ').trim()}` : undefined,
    hash ? `// SDK hash of these conditions: ${hash}` : undefined,
  ].filter(Boolean);
  const conditionsBlock = [...comment, `const ${param}: ${type} = ${toTsLiteral(conditions)};`].join('\n');

  if (proof.family === 'evm') {
    return `import { LitNodeClient } from '@lit-protocol/lit-node-client';
import { LitNetwork } from '@lit-protocol/constants';
import { encryptString, decryptToString } from '@lit-protocol/encryption';
import {
  LitAbility,
  LitAccessControlConditionResource,
  createSiweMessageWithRecaps,
  generateAuthSig,
} from '@lit-protocol/auth-helpers';
import type { ${type} } from '@lit-protocol/types';
import { ethers } from 'ethers';

const privateKey = process.env.ETHEREUM_PRIVATE_KEY;
if (!privateKey) throw new Error('Set ETHEREUM_PRIVATE_KEY to a test private key');
const wallet = new ethers.Wallet(privateKey);

${conditionsBlock}

const litNodeClient = new LitNodeClient({ litNetwork: LitNetwork.DatilDev, debug: false });
await litNodeClient.connect();

// Encrypt locally: the hash of ${param} goes into the ciphertext's identity.
const { ciphertext, dataToEncryptHash } = await encryptString(
  { ${param}, dataToEncrypt: 'Only readers who meet the conditions see this.' },
  litNodeClient,
);

// Session signatures prove the wallet's (EVM) address to the nodes.
const sessionSigs = await litNodeClient.getSessionSigs({
  chain: 'ethereum',
  expiration: new Date(Date.now() + 10 * 60 * 1000).toISOString(),
  resourceAbilityRequests: [
    {
      resource: new LitAccessControlConditionResource('*'),
      ability: LitAbility.AccessControlConditionDecryption,
    },
  ],
  authNeededCallback: async ({ uri, expiration, resourceAbilityRequests }) => {
    if (!uri || !expiration || !resourceAbilityRequests) {
      throw new Error('Missing uri, expiration or resourceAbilityRequests');
    }
    const toSign = await createSiweMessageWithRecaps({
      uri,
      expiration,
      resources: resourceAbilityRequests,
      walletAddress: wallet.address,
      nonce: await litNodeClient.getLatestBlockhash(),
      litNodeClient,
    });
    return generateAuthSig({ signer: wallet, toSign });
  },
});

// Pass the same array: one changed field changes the hash, and the nodes refuse the decryption.
const plaintext = await decryptToString(
  { ${param}, chain: 'ethereum', ciphertext, dataToEncryptHash, sessionSigs },
  litNodeClient,
);
console.log(plaintext);
await litNodeClient.disconnect();
`;
  }

  const walletOption = proof.family === 'cosmos' ? `\n    cosmosWalletType: 'keplr',` : '';
  return `import { LitNodeClient, checkAndSignAuthMessage } from '@lit-protocol/lit-node-client';
import { LitNetwork } from '@lit-protocol/constants';
import { encryptString, decryptToString } from '@lit-protocol/encryption';
import type { EncryptResponse, ${type} } from '@lit-protocol/types';

${conditionsBlock}

const litNodeClient = new LitNodeClient({ litNetwork: LitNetwork.DatilDev, debug: false });
const ready = litNodeClient.connect();

// Runs in a browser app: encrypting needs no wallet.
export async function lock(text: string): Promise<EncryptResponse> {
  await ready;
  return encryptString({ ${param}, dataToEncrypt: text }, litNodeClient);
}

// The user's ${proof.family === 'solana' ? 'Solana' : 'Cosmos'} wallet signs to prove its address.
export async function unlock(encrypted: EncryptResponse): Promise<string> {
  await ready;
  const authSig = await checkAndSignAuthMessage({
    chain: ${quote(proof.chain)},${walletOption}
    nonce: await litNodeClient.getLatestBlockhash(),
  });
  return decryptToString(
    {
      ${param},
      ciphertext: encrypted.ciphertext,
      dataToEncryptHash: encrypted.dataToEncryptHash,
      authSig,
      chain: ${quote(proof.chain)},
    },
    litNodeClient,
  );
}
`;
}
