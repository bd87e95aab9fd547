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
  const pkg = JSON.parse(fs.readFileSync(path.join(siteRoot, 'samples', sdk, 'package.json'), 'utf8'));
  return pkg.dependencies['@lit-protocol/lit-node-client'];
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
