/**
 * The playground's state in the URL fragment (#kind=…&c=…): the fragment stays in the browser, so sharing a
 * link sends the conditions to nobody. The texts are kept as typed, base64url-encoded UTF-8. The page keeps the
 * address bar on the current state through the router (index.tsx); a fragment that names a state but cannot be
 * read is reported, not ignored.
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

const toBase64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (encoded: string): string => {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) throw new Error('it holds characters base64url does not use');
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  // fatal: a cut or altered link is reported instead of read with replacement characters.
  return new TextDecoder('utf-8', {fatal: true}).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

export function encodeState(state: SharedState): string {
  const params = new URLSearchParams({kind: state.kind, c: toBase64Url(state.conditions)});
  if (state.compareWith !== undefined) params.set('vs', toBase64Url(state.compareWith));
  const tokens = Object.entries(state.tokens ?? {}).filter(([, t]) => t.decimals !== undefined || t.symbol);
  if (tokens.length) params.set('tokens', toBase64Url(JSON.stringify(Object.fromEntries(tokens))));
  return params.toString();
}

export type DecodedFragment = {state: 'none'} | {state: 'ok'; shared: SharedState} | {state: 'broken'; problem: string};

/**
 * Reads a fragment (with or without '#'). A fragment without the playground's keys (a heading's anchor such as
 * #compare) is "none"; one with them that does not decode is "broken", with the reason.
 */
export function decodeFragment(fragment: string): DecodedFragment {
  const raw = fragment.replace(/^#/, '');
  if (!/(^|&)(kind|c|vs)=/.test(raw)) return {state: 'none'};
  const params = new URLSearchParams(raw);
  const kindName = params.get('kind');
  const kind = kindFromLink(kindName);
  if (!kind) return {state: 'broken', problem: kindName === null ? 'it names no kind of conditions' : `it names an unknown kind, ${JSON.stringify(kindName)}`};
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
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('its token details are not readable');
      tokens = parsed as TokenDetails;
    }
    return {state: 'ok', shared: {kind, conditions, compareWith: vs === null ? undefined : read('comparison', vs), tokens}};
  } catch (error) {
    return {state: 'broken', problem: error instanceof Error ? error.message : String(error)};
  }
}
