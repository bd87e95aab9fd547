/**
 * Address checks that need no network: EVM addresses (format, and the EIP-55 mixed-case checksum, which needs
 * Keccak-256), Solana addresses (base58 of 32 bytes) and Cosmos addresses (bech32 with its checksum). The SDK's
 * schemas take any string, so a mistyped address passes validation and fails only on the nodes; this catches it.
 * tests/unit/playgroundEditor.spec.ts checks the checksums against ethers' getAddress.
 */

// ---- Keccak-256 (the pre-standard SHA-3 padding Ethereum uses), on BigInt-free 32-bit halves ----
const RC = [
  [0x00000001, 0x00000000], [0x00008082, 0x00000000], [0x0000808a, 0x80000000], [0x80008000, 0x80000000],
  [0x0000808b, 0x00000000], [0x80000001, 0x00000000], [0x80008081, 0x80000000], [0x00008009, 0x80000000],
  [0x0000008a, 0x00000000], [0x00000088, 0x00000000], [0x80008009, 0x00000000], [0x8000000a, 0x00000000],
  [0x8000808b, 0x00000000], [0x0000008b, 0x80000000], [0x00008089, 0x80000000], [0x00008003, 0x80000000],
  [0x00008002, 0x80000000], [0x00000080, 0x80000000], [0x0000800a, 0x00000000], [0x8000000a, 0x80000000],
  [0x80008081, 0x80000000], [0x00008080, 0x80000000], [0x80000001, 0x00000000], [0x80008008, 0x80000000],
] as const;
const ROTATIONS = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];

function keccakF(lo: Uint32Array, hi: Uint32Array): void {
  const cLo = new Uint32Array(5);
  const cHi = new Uint32Array(5);
  const bLo = new Uint32Array(25);
  const bHi = new Uint32Array(25);
  for (let round = 0; round < 24; round++) {
    for (let x = 0; x < 5; x++) {
      cLo[x] = lo[x]! ^ lo[x + 5]! ^ lo[x + 10]! ^ lo[x + 15]! ^ lo[x + 20]!;
      cHi[x] = hi[x]! ^ hi[x + 5]! ^ hi[x + 10]! ^ hi[x + 15]! ^ hi[x + 20]!;
    }
    for (let x = 0; x < 5; x++) {
      const l = cLo[(x + 1) % 5]!;
      const h = cHi[(x + 1) % 5]!;
      const dLo = cLo[(x + 4) % 5]! ^ ((l << 1) | (h >>> 31));
      const dHi = cHi[(x + 4) % 5]! ^ ((h << 1) | (l >>> 31));
      for (let y = 0; y < 25; y += 5) {
        lo[x + y] = lo[x + y]! ^ dLo;
        hi[x + y] = hi[x + y]! ^ dHi;
      }
    }
    // rho and pi
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        const from = x + 5 * y;
        const to = y + 5 * ((2 * x + 3 * y) % 5);
        const r = ROTATIONS[from]!;
        const l = lo[from]!;
        const h = hi[from]!;
        if (r === 0) {
          bLo[to] = l;
          bHi[to] = h;
        } else if (r < 32) {
          bLo[to] = (l << r) | (h >>> (32 - r));
          bHi[to] = (h << r) | (l >>> (32 - r));
        } else {
          const s = r - 32;
          bLo[to] = s === 0 ? h : (h << s) | (l >>> (32 - s));
          bHi[to] = s === 0 ? l : (l << s) | (h >>> (32 - s));
        }
      }
    }
    // chi
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        lo[x + y] = bLo[x + y]! ^ (~bLo[((x + 1) % 5) + y]! & bLo[((x + 2) % 5) + y]!);
        hi[x + y] = bHi[x + y]! ^ (~bHi[((x + 1) % 5) + y]! & bHi[((x + 2) % 5) + y]!);
      }
    }
    // iota
    lo[0] = lo[0]! ^ RC[round]![0];
    hi[0] = hi[0]! ^ RC[round]![1];
  }
}

/** Keccak-256 of `bytes`, as 32 bytes. */
export function keccak256(bytes: Uint8Array): Uint8Array {
  const rate = 136;
  const padded = new Uint8Array(Math.ceil((bytes.length + 1) / rate) * rate);
  padded.set(bytes);
  padded[bytes.length] = padded[bytes.length]! ^ 0x01;
  padded[padded.length - 1] = padded[padded.length - 1]! ^ 0x80;
  const lo = new Uint32Array(25);
  const hi = new Uint32Array(25);
  for (let block = 0; block < padded.length; block += rate) {
    for (let i = 0; i < rate / 8; i++) {
      const o = block + i * 8;
      lo[i] = lo[i]! ^ (padded[o]! | (padded[o + 1]! << 8) | (padded[o + 2]! << 16) | (padded[o + 3]! << 24));
      hi[i] = hi[i]! ^ (padded[o + 4]! | (padded[o + 5]! << 8) | (padded[o + 6]! << 16) | (padded[o + 7]! << 24));
    }
    keccakF(lo, hi);
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 4; i++) {
    for (let b = 0; b < 4; b++) {
      out[i * 8 + b] = (lo[i]! >>> (8 * b)) & 0xff;
      out[i * 8 + 4 + b] = (hi[i]! >>> (8 * b)) & 0xff;
    }
  }
  return out;
}

/** The EIP-55 checksummed form of a 0x-prefixed 40-hex-digit address. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i];
  }
  return out;
}

export type AddressFinding = {ok: true} | {ok: false; problem: string; suggestion?: string};

/** An EVM address: 0x and 40 hex digits; if it mixes cases, the cases must be its EIP-55 checksum. */
export function checkEvmAddress(value: string): AddressFinding {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) {
    if (/^0x[0-9a-fA-F]*$/i.test(value)) return {ok: false, problem: `An EVM address is 0x and 40 hexadecimal digits; this has ${value.length - 2}.`};
    return {ok: false, problem: 'An EVM address is 0x followed by 40 hexadecimal digits (0-9, a-f).'};
  }
  const body = value.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return {ok: true};
  const checksummed = toChecksumAddress(value);
  if (checksummed === value) return {ok: true};
  return {ok: false, problem: 'The mixed upper and lower case of this address does not match its EIP-55 checksum: a character may be mistyped.', suggestion: checksummed};
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A Solana address: base58 that decodes to 32 bytes. */
export function checkSolanaAddress(value: string): AddressFinding {
  const bad = [...value].find((ch) => !BASE58.includes(ch));
  if (bad !== undefined) return {ok: false, problem: `A Solana address is base58, which has no ${JSON.stringify(bad)} (no 0, O, I or l).`};
  let bytes: number[] = [];
  for (const ch of value) {
    let carry = BASE58.indexOf(ch);
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  const zeros = value.length - value.replace(/^1+/, '').length;
  bytes = [...bytes, ...new Array<number>(zeros).fill(0)];
  return bytes.length === 32 ? {ok: true} : {ok: false, problem: `A Solana address decodes to 32 bytes; this decodes to ${bytes.length}.`};
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function bech32Polymod(values: number[]): number {
  const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GEN[i]!;
  }
  return chk;
}

/** A Cosmos address: bech32 (prefix, "1", data) whose checksum holds. */
export function checkCosmosAddress(value: string): AddressFinding {
  if (value !== value.toLowerCase() && value !== value.toUpperCase()) return {ok: false, problem: 'A bech32 address is all lower case (or all upper case).'};
  const v = value.toLowerCase();
  const sep = v.lastIndexOf('1');
  if (sep < 1 || v.length - sep - 1 < 6) return {ok: false, problem: 'A Cosmos address is a prefix such as cosmos, then 1, then its data and checksum.'};
  const data = [...v.slice(sep + 1)].map((ch) => BECH32.indexOf(ch));
  if (data.includes(-1)) return {ok: false, problem: 'A bech32 address has no b, i, o or 1 after its separator.'};
  const prefix = v.slice(0, sep);
  const expanded = [...[...prefix].map((c) => c.charCodeAt(0) >> 5), 0, ...[...prefix].map((c) => c.charCodeAt(0) & 31), ...data];
  return bech32Polymod(expanded) === 1 ? {ok: true} : {ok: false, problem: "This address's bech32 checksum does not hold: a character may be mistyped."};
}
