/**
 * The playground's state in the URL fragment (#kind=…&z=…): the fragment stays in the browser, so sharing a
 * link sends the conditions to nobody. The texts are kept as typed: `z` is the state as JSON, compressed with the
 * browser's CompressionStream (deflate-raw) and base64url-encoded. Compressed, a 300-condition allowlist's link is
 * about 10 KB instead of 120 KB, which chat apps keep whole and which the address bar, the share field and
 * `history.replaceState` handle without stalling typing (bench/playground-typing.mjs). Links of the first format
 * (`c`, `vs`, `tokens`: base64url UTF-8 each) are still read, and written where CompressionStream is missing.
 * The page keeps the address bar on the current state through the router (index.tsx); a fragment that names a
 * state but cannot be read is reported, not ignored.
 */
import {kindFromLink, type ConditionKind} from './templates';
import type {TokenDetails} from './tokens';

export interface SharedState {
  kind: ConditionKind;
  conditions: string;
  /** The second set, for the comparison, when the reader filled it. */
  compareWith?: string;
  /** ERC-20 decimals and symbols the reader gave, per contract address. */
  tokens?: TokenDetails;
}

const bytesToBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const base64UrlToBytes = (encoded: string): Uint8Array => {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) throw new Error('it holds characters base64url does not use');
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

// fatal: a cut or altered link is reported instead of read with replacement characters.
const utf8 = (bytes: Uint8Array): string => new TextDecoder('utf-8', {fatal: true}).decode(bytes);
const fromBase64Url = (encoded: string): string => utf8(base64UrlToBytes(encoded));

/** Runs bytes through a (De)CompressionStream. */
async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

const canCompress = (): boolean => typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

/** The part of the state that `z` holds. */
interface Packed {
  c: string;
  vs?: string;
  tokens?: TokenDetails;
}

export async function encodeState(state: SharedState): Promise<string> {
  const tokenEntries = Object.entries(state.tokens ?? {}).filter(([, t]) => t.decimals !== undefined || t.symbol);
  const tokens = tokenEntries.length ? Object.fromEntries(tokenEntries) : undefined;
  if (canCompress()) {
    const packed: Packed = {c: state.conditions, vs: state.compareWith, tokens};
    const z = await pipe(new TextEncoder().encode(JSON.stringify(packed)), new CompressionStream('deflate-raw'));
    return new URLSearchParams({kind: state.kind, z: bytesToBase64Url(z)}).toString();
  }
  const toBase64Url = (text: string) => bytesToBase64Url(new TextEncoder().encode(text));
  const params = new URLSearchParams({kind: state.kind, c: toBase64Url(state.conditions)});
  if (state.compareWith !== undefined) params.set('vs', toBase64Url(state.compareWith));
  if (tokens) params.set('tokens', toBase64Url(JSON.stringify(tokens)));
  return params.toString();
}

const isTokens = (value: unknown): value is TokenDetails => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

export type DecodedFragment = {state: 'none'} | {state: 'ok'; shared: SharedState} | {state: 'broken'; problem: string};

/**
 * Reads a fragment (with or without '#'). A fragment without the playground's keys (a heading's anchor such as
 * #compare) is "none"; one with them that does not decode is "broken", with the reason.
 */
export async function decodeFragment(fragment: string): Promise<DecodedFragment> {
  const raw = fragment.replace(/^#/, '');
  if (!/(^|&)(kind|c|vs|z)=/.test(raw)) return {state: 'none'};
  const params = new URLSearchParams(raw);
  const kindName = params.get('kind');
  const kind = kindFromLink(kindName);
  if (!kind) return {state: 'broken', problem: kindName === null ? 'it names no kind of conditions' : `it names an unknown kind, ${JSON.stringify(kindName)}`};
  const z = params.get('z');
  if (z !== null) return decodePacked(kind, z);
  const c = params.get('c');
  if (c === null) return {state: 'broken', problem: 'it holds no conditions'};
  const read = (name: string, encoded: string): string => {
    try {
      return fromBase64Url(encoded);
    } catch (error) {
      throw new Error(`its ${name} cannot be decoded (${error instanceof Error ? error.message : String(error)}); it may have been cut short when it was copied`);
    }
  };
  try {
    const conditions = read('conditions', c);
    const vs = params.get('vs');
    const tokensText = params.get('tokens');
    let tokens: TokenDetails | undefined;
    if (tokensText !== null) {
      const parsed: unknown = JSON.parse(read('token details', tokensText));
      if (!isTokens(parsed)) throw new Error('its token details are not readable');
      tokens = parsed;
    }
    return {state: 'ok', shared: {kind, conditions, compareWith: vs === null ? undefined : read('comparison', vs), tokens}};
  } catch (error) {
    return {state: 'broken', problem: error instanceof Error ? error.message : String(error)};
  }
}

async function decodePacked(kind: ConditionKind, z: string): Promise<DecodedFragment> {
  const cut = 'it may have been cut short when it was copied';
  if (!canCompress()) return {state: 'broken', problem: 'this browser cannot decompress it (it has no DecompressionStream); open the link in a current browser'};
  let packed: unknown;
  try {
    packed = JSON.parse(utf8(await pipe(base64UrlToBytes(z), new DecompressionStream('deflate-raw'))));
  } catch (error) {
    return {state: 'broken', problem: `its conditions cannot be decoded (${error instanceof Error ? error.message : String(error)}); ${cut}`};
  }
  const {c, vs, tokens} = (packed && typeof packed === 'object' ? packed : {}) as Record<string, unknown>;
  if (typeof c !== 'string') return {state: 'broken', problem: 'it holds no conditions'};
  if (vs !== undefined && typeof vs !== 'string') return {state: 'broken', problem: 'its comparison is not readable'};
  if (tokens !== undefined && !isTokens(tokens)) return {state: 'broken', problem: 'its token details are not readable'};
  return {state: 'ok', shared: {kind, conditions: c, compareWith: vs, tokens}};
}
