/**
 * The playground's state in the URL fragment (#kind=…&c=…): the fragment stays in the browser, so sharing a
 * link sends the conditions to nobody. The conditions text is kept as typed, base64url-encoded UTF-8.
 */
import {isConditionKind, type ConditionKind} from './templates';

export interface SharedState {
  kind: ConditionKind;
  conditions: string;
  /** The second set, for the comparison, when the reader filled it. */
  compareWith?: string;
}

const toBase64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (encoded: string): string => {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

export function encodeState(state: SharedState): string {
  const params = new URLSearchParams({kind: state.kind, c: toBase64Url(state.conditions)});
  if (state.compareWith !== undefined) params.set('vs', toBase64Url(state.compareWith));
  return params.toString();
}

/** The state in a fragment (with or without '#'), or undefined when there is none or it does not decode. */
export function decodeState(fragment: string): SharedState | undefined {
  try {
    const params = new URLSearchParams(fragment.replace(/^#/, ''));
    const kind = params.get('kind');
    const conditions = params.get('c');
    if (!isConditionKind(kind) || conditions === null) return undefined;
    const vs = params.get('vs');
    return {kind, conditions: fromBase64Url(conditions), compareWith: vs === null ? undefined : fromBase64Url(vs)};
  } catch {
    return undefined;
  }
}
