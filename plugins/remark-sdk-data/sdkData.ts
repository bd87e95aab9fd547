/**
 * Reads SDK facts from the published packages at the pinned versions, so pages never type them by hand.
 * The site installs @lit-protocol/constants under two aliases (package.json): lit-constants-v6 for the v3 docs
 * and lit-constants-v2 for the v2 docs. The pinned SDK version itself comes from the samples packages, which are
 * what the code samples compile against.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

export type SdkLine = 'v3' | 'v2';
type Json = Record<string, unknown>;

const siteRoot = path.resolve(__dirname, '../..');
const requireFromSite = createRequire(path.join(siteRoot, 'package.json'));
const CONSTANTS_ALIAS: Record<SdkLine, string> = {v3: 'lit-constants-v6', v2: 'lit-constants-v2'};

export function isSdkLine(value: unknown): value is SdkLine {
  return value === 'v3' || value === 'v2';
}

/** The exact @lit-protocol/lit-node-client version the samples of this docs line compile against. */
export function pinnedSdkVersion(sdk: SdkLine): string {
  return pinnedPackageVersion(sdk, 'lit-node-client');
}

/**
 * The exact version of one @lit-protocol package the samples of this docs line pin. Most packages follow the line's
 * version, but not all: the registry the site installs from has no `@lit-protocol/wrapped-keys` 6.11.5, so the v3
 * samples pin 6.11.0 and its pages show that with `<SdkVersion sdk="v3" package="wrapped-keys" />`.
 * Throws for a package the samples do not depend on, so a page cannot show a version nothing checks.
 */
export function pinnedPackageVersion(sdk: SdkLine, name: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(siteRoot, 'samples', sdk, 'package.json'), 'utf8'));
  const version = pkg.dependencies[`@lit-protocol/${name}`];
  if (typeof version !== 'string') {
    throw new Error(`samples/${sdk}/package.json does not depend on @lit-protocol/${name}`);
  }
  return version;
}

const cache = new Map<string, Json>();
/** A @lit-protocol package's exports as the docs line pins it: `constants`, or `types` resolved beside it. */
export function sdkPackage(sdk: SdkLine, from: 'constants' | 'types' = 'constants'): Json {
  const key = `${sdk}:${from}`;
  if (!cache.has(key)) {
    const constantsEntry = requireFromSite.resolve(CONSTANTS_ALIAS[sdk]);
    const mod =
      from === 'constants' ? requireFromSite(constantsEntry) : createRequire(constantsEntry)('@lit-protocol/types');
    cache.set(key, mod as Json);
  }
  return cache.get(key)!;
}

/** The installed version of the constants package, to check it matches the pin. */
export function constantsVersion(sdk: SdkLine): string {
  const entry = requireFromSite.resolve(`${CONSTANTS_ALIAS[sdk]}/package.json`);
  return JSON.parse(fs.readFileSync(entry, 'utf8')).version;
}

export type ChainFamily = 'evm' | 'solana' | 'cosmos';
export interface ChainRow {
  key: string;
  name: string;
  chainId?: string;
  symbol: string;
}

const FAMILY_EXPORT: Record<ChainFamily, string> = {
  evm: 'LIT_CHAINS',
  solana: 'LIT_SVM_CHAINS',
  cosmos: 'LIT_COSMOS_CHAINS',
};

export function chainRows(sdk: SdkLine, family: ChainFamily): ChainRow[] {
  const chains = sdkPackage(sdk)[FAMILY_EXPORT[family]] as Record<string, Json> | undefined;
  if (!chains) throw new Error(`@lit-protocol/constants (${sdk}) has no ${FAMILY_EXPORT[family]}`);
  return Object.entries(chains).map(([key, c]) => ({
    key,
    name: String(c.name),
    chainId: c.chainId === undefined ? undefined : String(c.chainId),
    symbol: String(c.symbol),
  }));
}

/** Name/value pairs of a constant object or enum (a numeric enum's reverse entries are dropped). */
export function constantRows(sdk: SdkLine, name: string, from: 'constants' | 'types' = 'constants'): [string, string][] {
  const value = sdkPackage(sdk, from)[name];
  if (!value || typeof value !== 'object') {
    throw new Error(`@lit-protocol/${from} at the ${sdk} pin has no constant object named "${name}"`);
  }
  return Object.entries(value as Json)
    .filter(([k]) => !/^\d+$/.test(k))
    .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
}

/**
 * The oldest Node.js release each SDK line runs on, and the reason, as one typed fact that every page renders with
 * `<SdkNodeRequirement sdk="…" />`. Neither line declares `engines` in its package.json, so the minimum comes from
 * the Node.js globals the published code relies on (tests/unit/remarkSdkData.spec.ts re-reads those files):
 *
 * - v3 (6.11.5): the client and the condition hashing call `crypto.subtle` on the global `crypto`
 *   (lit-node-client-nodejs/src/lib/lit-node-client-nodejs.js in encrypt and decrypt,
 *   access-control-conditions/src/lib/hashing.js) and no package defines that global. Node.js exposes it by default
 *   from 19.0.0 (18 only with --experimental-global-webcrypto). `fetch` is not the limit: lit-node-client-nodejs
 *   loads the cross-fetch polyfill.
 * - v2 (2.2.61): the entry points of lit-node-client, lit-node-client-nodejs, encryption, contracts-sdk, pkp-base,
 *   pkp-ethers and uint8arrays set `globalThis.crypto` from Node's `require('crypto').webcrypto` (Node.js 15+), and
 *   every 2.2.61 package loads at least one of them; the two clients also install node-fetch as `fetch`. So neither
 *   global is the limit. The encryption helpers build their output with
 *   the global `Blob` (crypto/src/lib/crypto.js, encryptWithSymmetricKey), which Node.js has from 18.0.0; the
 *   crypto package's own fallback that would load `Blob` from `node:buffer` calls an `isNode` it never imports, so
 *   it throws inside its try block and never runs.
 */
export interface NodeRequirement {
  /** Oldest Node.js major version that runs the SDK line. */
  readonly minimum: number;
  /** The Node.js global the SDK needs that older versions lack; Markdown, `code` spans allowed. */
  readonly needs: string;
}

export const NODE_REQUIREMENT: Readonly<Record<SdkLine, NodeRequirement>> = {
  v3: {minimum: 19, needs: 'the global Web Crypto object, `crypto`'},
  v2: {minimum: 18, needs: 'the global `Blob` class'},
};

/** The sentence fragment pages show, in Markdown: "Node.js 19 or later (the SDK needs …, which older versions lack)". */
export function nodeRequirementMarkdown(sdk: SdkLine): string {
  const {minimum, needs} = NODE_REQUIREMENT[sdk];
  return `Node.js ${minimum} or later (the SDK needs ${needs}, which older versions lack)`;
}
