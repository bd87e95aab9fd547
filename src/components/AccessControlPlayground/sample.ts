/**
 * The TypeScript a reader takes away: their conditions in an encryptString / decryptToString program shaped like
 * the docs' samples (Quick Start for EVM conditions, the Solana and Cosmos pages for those chains). The e2e
 * test runs every template's sample through scripts/check-samples.mjs, so what this writes compiles against the
 * pinned SDK.
 */
import {kindInfo, type ConditionKind} from './templates';
import {conditionsOf, familiesIn, familyOf} from './conditions';
import {escapeBidiControls} from './hidden';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A single-quoted TypeScript string with the same value; bidirectional controls written as escapes (hidden.ts). */
const quote = (text: string): string =>
  `'${escapeBidiControls(
    JSON.stringify(text)
      .slice(1, -1)
      .replace(/\\"/g, '"')
      .replace(/'/g, "\\'"),
  )}'`;

/** A JSON value as a TypeScript literal in the docs' style (bare keys, single quotes, two-space indent). */
export function toTsLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    // Only an array of plain values may stay on one line (formatting a nested one flat first would be thrown away).
    if (value.every((v) => v === null || typeof v !== 'object')) {
      const oneLine = `[${value.map((v) => toTsLiteral(v)).join(', ')}]`;
      if (oneLine.length <= 60) return oneLine;
    }
    return `[\n${value.map((v) => `${inner}${toTsLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, v]) => `${inner}${IDENTIFIER.test(k) ? k : quote(k)}: ${toTsLiteral(v, inner)},`).join('\n')}\n${indent}}`;
  }
  return typeof value === 'string' ? quote(value) : JSON.stringify(value);
}

type Proof =
  | {mode: 'session'}
  | {mode: 'single'; family: 'solana' | 'cosmos'; chain: string}
  | {mode: 'multiple'; sigs: {key: string; chain: string; label: string}[]; note?: string};

/**
 * The slot of the nodes' MultipleAuthSigs a Cosmos chain's signature goes in (lit-peer,
 * access_control/cosmos.rs, get_auth_sig_for_chain_string); other Cosmos chains have none.
 */
const COSMOS_SLOT: Readonly<Record<string, string>> = {cosmos: 'cosmos', kyve: 'kyve', cheqdMainnet: 'cheqd', cheqdTestnet: 'cheqd', juno: 'juno'};

/**
 * Which signatures prove the reader's addresses. One family: session signatures for EVM (as the Quick Start), the
 * wallet's authSig for Solana or Cosmos. Several families (a unified set): the nodes check every condition, each
 * with the signature of its own family, and stop with an error when that signature is missing, even where
 * another branch of an "or" would pass (lit-peer, access_control/unified.rs, check_condition). So the sample
 * collects one signature per family, keyed as the nodes' MultipleAuthSigs is, and the reader qualifies through
 * whichever branch they meet.
 */
function proofFor(kind: ConditionKind, conditions: unknown[]): Proof {
  const found = conditionsOf(conditions).map(({condition}) => ({family: familyOf(kind, condition), chain: typeof condition.chain === 'string' ? condition.chain : undefined}));
  const families = familiesIn(kind, conditions);
  if (families.length <= 1) {
    const family = families[0] ?? 'evm';
    if (family === 'evm') return {mode: 'session'};
    return {mode: 'single', family, chain: found.find((f) => f.family === family)?.chain ?? family};
  }
  const sigs: {key: string; chain: string; label: string}[] = [];
  const unplaced: string[] = [];
  for (const {family, chain} of found) {
    if (family === 'evm' && !sigs.some((s) => s.key === 'ethereum')) sigs.push({key: 'ethereum', chain: 'ethereum', label: 'EVM wallet'});
    if (family === 'solana' && !sigs.some((s) => s.key === 'solana')) sigs.push({key: 'solana', chain: chain ?? 'solana', label: 'Solana wallet'});
    if (family === 'cosmos' && chain) {
      const slot = COSMOS_SLOT[chain];
      if (!slot) unplaced.push(chain);
      else if (!sigs.some((s) => s.key === slot)) sigs.push({key: slot, chain, label: `Cosmos wallet (${chain})`});
    }
  }
  return {
    mode: 'multiple',
    sigs,
    note: unplaced.length ? `The nodes' source names no signature slot for ${[...new Set(unplaced)].join(', ')} in a set of several chain families.` : undefined,
  };
}

export interface SampleInput {
  kind: ConditionKind;
  conditions: unknown[];
  humanized?: string;
  hash?: string;
}

/** The complete TypeScript module for these conditions. */
export function generateSample({kind, conditions, humanized, hash}: SampleInput): string {
  const param = kind;
  const type = kindInfo(kind).sdkType;
  const proof = proofFor(kind, conditions);
  const comment = [
    humanized ? `// Reads as: ${escapeBidiControls(humanized.replace(/\s+/g, ' ').trim())}` : undefined,
    hash ? `// SDK hash of these conditions: ${hash}` : undefined,
  ].filter(Boolean);
  const conditionsBlock = [...comment, `const ${param}: ${type} = ${toTsLiteral(conditions)};`].join('\n');

  if (proof.mode === 'session') {
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

  if (proof.mode === 'multiple') {
    const sigLines = proof.sigs.map((sig) => `    ${sig.key}: await checkAndSignAuthMessage({ chain: ${quote(sig.chain)}, nonce }),`).join('\n');
    return `import { LitNodeClient, checkAndSignAuthMessage } from '@lit-protocol/lit-node-client';
import { LitNetwork } from '@lit-protocol/constants';
import { encryptString, decryptToString } from '@lit-protocol/encryption';
import type { AuthSig, EncryptResponse, ${type} } from '@lit-protocol/types';

${conditionsBlock}

const litNodeClient = new LitNodeClient({ litNetwork: LitNetwork.DatilDev, debug: false });
const ready = litNodeClient.connect();

// Runs in a browser app: encrypting needs no wallet.
export async function lock(text: string): Promise<EncryptResponse> {
  await ready;
  return encryptString({ ${param}, dataToEncrypt: text }, litNodeClient);
}

// The nodes check every condition with the signature of its own chain family and stop if one is missing, even
// when another branch of an "or" would pass. So the reader signs once per family (${proof.sigs.map((s) => s.label).join(', ')}) and
// qualifies through whichever branch they meet; a wallet that holds nothing simply fails its own conditions.${proof.note ? `\n// ${proof.note}` : ''}
export async function unlock(encrypted: EncryptResponse): Promise<string> {
  await ready;
  const nonce = await litNodeClient.getLatestBlockhash();
  const signatures = {
${sigLines}
  };
  return decryptToString(
    {
      ${param},
      ciphertext: encrypted.ciphertext,
      dataToEncryptHash: encrypted.dataToEncryptHash,
      // One signature per family, keyed as the nodes' MultipleAuthSigs: the nodes accept this form, although
      // the SDK's type names a single AuthSig.
      authSig: signatures as unknown as AuthSig,
      chain: ${quote(proof.sigs[0]?.chain ?? 'ethereum')},
    },
    litNodeClient,
  );
}
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
