/**
 * What differs between two canonical condition sets (the forms the SDK hashes), aligned by structure rather
 * than by position: a condition added with its operator is one added row, the rest of the set stays matched;
 * a set (or a run of conditions) wrapped in a group is recognised as the same conditions, grouped differently.
 * The hash still differs in those cases, and the rows say why.
 */
import {formatPath} from './input';

export interface DiffRow {
  change: 'added' | 'removed' | 'changed' | 'operator' | 'regrouped';
  /** Where, in the set at encryption (or at decryption for an added row), e.g. "[2].returnValueTest.value". */
  path: string;
  encryption?: string;
  decryption?: string;
  note?: string;
}

type Unit = {op?: unknown; item: unknown; index: number};

const key = (v: unknown): string => JSON.stringify(v) ?? 'undefined';
const isGroup = Array.isArray;
const isLeaf = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const show = (v: unknown): string => key(v);

/** The items of a group as units: the first item alone, then each operator with the item after it. */
function unitsOf(group: unknown[]): Unit[] {
  const units: Unit[] = [];
  for (let i = 0; i < group.length; i++) {
    const item = group[i];
    if (isLeaf(item) && 'operator' in item && i > 0 && i + 1 < group.length) {
      units.push({op: item, item: group[i + 1], index: i + 1});
      i++;
    } else units.push({item, index: i});
  }
  return units;
}

/** Longest common subsequence of two unit lists, by item (operators are compared separately). */
function lcs(a: Unit[], b: Unit[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  const ka = a.map((u) => key(u.item));
  const kb = b.map((u) => key(u.item));
  const table: number[][] = Array.from({length: n + 1}, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) table[i]![j] = ka[i] === kb[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (ka[i] === kb[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** A group with its outer single-item wrappers removed, and how many there were. */
function unwrap(v: unknown): {inner: unknown; levels: number} {
  let inner = v;
  let levels = 0;
  while (isGroup(inner) && inner.length === 1 && isGroup(inner[0])) {
    inner = inner[0];
    levels++;
  }
  return {inner, levels};
}

const unitText = (u: Unit): string => (u.op && isLeaf(u.op) ? `${String(u.op.operator)} ${show(u.item)}` : show(u.item));

function fieldRows(a: unknown, b: unknown, path: (string | number)[], out: DiffRow[]): void {
  if (isLeaf(a) && isLeaf(b)) {
    for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])]) fieldRows(a[k], b[k], [...path, k], out);
    return;
  }
  if (isGroup(a) && isGroup(b) && a.every((x) => !isGroup(x) && !isLeaf(x)) && b.every((x) => !isGroup(x) && !isLeaf(x))) {
    if (key(a) !== key(b)) out.push({change: 'changed', path: formatPath(path), encryption: show(a), decryption: show(b)});
    return;
  }
  if (key(a) !== key(b)) out.push({change: 'changed', path: formatPath(path), encryption: a === undefined ? undefined : show(a), decryption: b === undefined ? undefined : show(b)});
}

function diffGroup(a: unknown[], b: unknown[], pathA: number[], pathB: number[], out: DiffRow[]): void {
  const ua = unitsOf(a);
  const ub = unitsOf(b);
  const pairs = lcs(ua, ub);
  let i = 0;
  let j = 0;
  const gap = (toI: number, toJ: number) => {
    const left = ua.slice(i, toI);
    const right = ub.slice(j, toJ);
    // A run of conditions on one side that is a group on the other: regrouped.
    const regroup = (from: Unit[], to: Unit[], fromPath: number[], toPath: number[], side: 'encryption' | 'decryption') => {
      for (const g of to) {
        if (!isGroup(g.item)) continue;
        const inner = unitsOf(unwrap(g.item).inner as unknown[]);
        for (let s = 0; s + inner.length <= from.length; s++) {
          const run = from.slice(s, s + inner.length);
          if (run.every((u, k) => key(u.item) === key(inner[k]!.item) && (k === 0 || key(u.op) === key(inner[k]!.op)))) {
            out.push({
              change: 'regrouped',
              path: formatPath([...toPath, g.index]),
              note: `The same ${inner.length === 1 ? 'condition' : `${inner.length} conditions`}, ${side === 'decryption' ? 'wrapped in a group at decryption' : 'in a group at encryption and not at decryption'} (${formatPath([...fromPath, run[0]!.index])} to ${formatPath([...fromPath, run.at(-1)!.index])}). The condition hash covers the nesting too.`,
            });
            from.splice(s, inner.length);
            to.splice(to.indexOf(g), 1);
            return true;
          }
        }
      }
      return false;
    };
    while (regroup(left, right, pathA, pathB, 'decryption') || regroup(right, left, pathB, pathA, 'encryption'));
    // What is left: pair up in order (a changed condition), the rest is added or removed.
    const n = Math.min(left.length, right.length);
    for (let k = 0; k < n; k++) {
      const l = left[k]!;
      const r = right[k]!;
      if (isGroup(l.item) && isGroup(r.item)) diffGroup(l.item, r.item, [...pathA, l.index], [...pathB, r.index], out);
      else if (isLeaf(l.item) && isLeaf(r.item)) fieldRows(l.item, r.item, [...pathA, l.index], out);
      else {
        out.push({change: 'removed', path: formatPath([...pathA, l.index]), encryption: unitText(l)});
        out.push({change: 'added', path: formatPath([...pathB, r.index]), decryption: unitText(r)});
        continue;
      }
      if (key(l.op) !== key(r.op)) out.push({change: 'operator', path: formatPath([...pathA, l.index - 1]), encryption: show(l.op), decryption: show(r.op)});
    }
    for (const l of left.slice(n)) out.push({change: 'removed', path: formatPath([...pathA, l.index]), encryption: unitText(l)});
    for (const r of right.slice(n)) out.push({change: 'added', path: formatPath([...pathB, r.index]), decryption: unitText(r)});
  };
  for (const [pi, pj] of pairs) {
    gap(pi, pj);
    const l = ua[pi]!;
    const r = ub[pj]!;
    if (key(l.op) !== key(r.op) && l.op !== undefined && r.op !== undefined) {
      out.push({change: 'operator', path: formatPath([...pathA, l.index - 1]), encryption: show(l.op), decryption: show(r.op)});
    }
    i = pi + 1;
    j = pj + 1;
  }
  gap(ua.length, ub.length);
}

/** The rows that differ (none when the canonical forms are equal), at most `limit`. */
export function diffConditions(encryption: unknown, decryption: unknown, limit = 50): DiffRow[] {
  if (key(encryption) === key(decryption)) return [];
  const out: DiffRow[] = [];
  const a = unwrap(encryption);
  const b = unwrap(decryption);
  if (key(a.inner) === key(b.inner)) {
    const more = a.levels > b.levels ? 'encryption' : 'decryption';
    const levels = Math.abs(a.levels - b.levels);
    return [
      {
        change: 'regrouped',
        path: '(the whole set)',
        note: `The same conditions in the same order; the set at ${more} is wrapped in ${levels === 1 ? 'a group' : `${levels} groups`}. The condition hash covers the nesting too, so the hashes differ.`,
      },
    ];
  }
  if (isGroup(encryption) && isGroup(decryption)) diffGroup(encryption, decryption, [], [], out);
  else out.push({change: 'changed', path: '(the whole set)', encryption: show(encryption), decryption: show(decryption)});
  return out.slice(0, limit);
}
