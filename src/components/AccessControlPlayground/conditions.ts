/**
 * Plain functions over a condition set as JSON (no SDK): which chain family each condition belongs to, and the
 * edits the page makes to a whole set. A set is an array of conditions, operator objects and groups (arrays).
 */
import type {ChainFamily, ConditionKind} from './templates';

export type Item = unknown;
export type Condition = Record<string, unknown>;

export const isOperatorItem = (item: Item): item is {operator: unknown} => !!item && typeof item === 'object' && !Array.isArray(item) && 'operator' in item;

export const isConditionItem = (item: Item): item is Condition => !!item && typeof item === 'object' && !Array.isArray(item) && !('operator' in item);

/** The family a condition belongs to as the parameter `kind` reads it (unified: by its conditionType). */
export function familyOf(kind: ConditionKind, condition: Condition): ChainFamily | undefined {
  switch (kind) {
    case 'accessControlConditions':
    case 'evmContractConditions':
      return 'evm';
    case 'solRpcConditions':
      return 'solana';
    case 'unifiedAccessControlConditions':
      return condition.conditionType === 'evmBasic' || condition.conditionType === 'evmContract'
        ? 'evm'
        : condition.conditionType === 'solRpc'
          ? 'solana'
          : condition.conditionType === 'cosmos'
            ? 'cosmos'
            : undefined;
  }
}

/** Every condition of the set with its path, depth first in array order (the order the SDK walks). */
export function conditionsOf(set: unknown, prefix: number[] = []): {path: number[]; condition: Condition}[] {
  if (!Array.isArray(set)) return [];
  return set.flatMap((item, i) => (Array.isArray(item) ? conditionsOf(item, [...prefix, i]) : isConditionItem(item) ? [{path: [...prefix, i], condition: item}] : []));
}

/** The chain families a set's conditions belong to, in the order they first appear. */
export function familiesIn(kind: ConditionKind, set: unknown): ChainFamily[] {
  const found: ChainFamily[] = [];
  for (const {condition} of conditionsOf(set)) {
    const family = familyOf(kind, condition);
    if (family && !found.includes(family)) found.push(family);
  }
  return found;
}

/**
 * Sets `chain` on every condition of the set that belongs to `family` (the family of the chosen chain), and on
 * no other: an EVM chain never lands on a Solana or Cosmos condition, nor the reverse.
 */
export function applyChain(kind: ConditionKind, set: unknown, chain: string, family: ChainFamily): {set: unknown; changed: number; skipped: number} {
  let changed = 0;
  let skipped = 0;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isConditionItem(node)) return node;
    if (familyOf(kind, node) !== family) {
      skipped++;
      return node;
    }
    changed++;
    return {...node, chain};
  };
  return {set: visit(set), changed, skipped};
}
