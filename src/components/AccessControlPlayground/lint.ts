/**
 * What the editor marks, with the place in the text: the JSON syntax error; where the SDK's check stopped (the
 * operator out of order, the condition and field the schema error names); and the playground's own warnings,
 * which the SDK does not give: near misses ("did you mean"), addresses whose format or checksum is wrong,
 * duplicate keys, hidden bidirectional characters. Pure: the page renders these as a list and the editor as
 * inline markers.
 */
import {nodeAt, type JsonNode, type Path} from './jsonText';
import {stepsOfInstancePath} from './input';
import type {Analysis} from './sdk';
import type {ConditionKind} from './templates';
import {conditionsOf, isOperatorItem} from './conditions';
import {didYouMean} from './suggest';
import {checkCosmosAddress, checkEvmAddress, checkSolanaAddress} from './addresses';
import {findBidiControls} from './hidden';
import {CONDITION_TYPES, type SchemaName, type Vocabulary} from './vocabulary';

export interface Problem {
  from: number;
  to: number;
  severity: 'error' | 'warning';
  message: string;
  /** A replacement for the marked text ("did you mean"), as JSON text. */
  fix?: {label: string; insert: string};
}

const SCHEMA_OF: Record<Exclude<ConditionKind, 'unifiedAccessControlConditions'>, SchemaName> = {
  accessControlConditions: 'evmBasic',
  evmContractConditions: 'evmContract',
  solRpcConditions: 'solRpc',
};

/** The schema a condition is checked against, as the parameter `kind` picks it. */
export function schemaFor(kind: ConditionKind, condition: Record<string, unknown>): SchemaName | undefined {
  if (kind !== 'unifiedAccessControlConditions') return SCHEMA_OF[kind];
  return CONDITION_TYPES.includes(condition.conditionType as SchemaName) ? (condition.conditionType as SchemaName) : undefined;
}

const span = (node: {from: number; to: number}) => ({from: node.from, to: node.to});

/** Where the SDK's refusal points: the operator out of order, or the condition and field of the schema error. */
export function sdkProblem(text: string, tree: JsonNode | undefined, analysis: Analysis): Problem | undefined {
  const verdict = analysis.verdict;
  if (verdict.ok) return undefined;
  const whole = {from: 0, to: text.length};
  if (!tree) return {...whole, severity: 'error', message: verdict.message};
  if (verdict.stage === 'structure') {
    const at = verdict.at ? nodeAt(tree, verdict.at) : undefined;
    const place = at ? span(at.node) : span(tree);
    // An empty group is marked on its brackets; an empty set on the whole text.
    return {...place, severity: 'error', message: `${verdict.message}. ${verdict.reason ?? ''}`.trim()};
  }
  const condition = verdict.at ? nodeAt(tree, verdict.at) : undefined;
  if (!condition) return {...span(tree), severity: 'error', message: verdict.message};
  const first = verdict.schemaErrors[0];
  if (first) {
    const steps = stepsOfInstancePath(first.instancePath);
    const extra = first.keyword === 'additionalProperties' ? String(first.params?.additionalProperty) : undefined;
    const field = nodeAt(condition.node, extra ? [...steps, extra] : steps);
    if (field?.complete) {
      const place = extra && field.key ? field.key : span(field.node);
      return {...place, severity: 'error', message: schemaSentence(first.keyword, steps, first.params, first.message)};
    }
  }
  return {...span(condition.node), severity: 'error', message: verdict.reason ?? verdict.message};
}

function schemaSentence(keyword: string, steps: string[], params: Record<string, unknown> | undefined, message: string | undefined): string {
  const field = steps.length ? `\`${steps.join('.')}\`` : 'This condition';
  switch (keyword) {
    case 'enum':
      return `${field} has a value the schema does not list.`;
    case 'required':
      return `${field} lacks the field \`${String(params?.missingProperty)}\`, which this kind of condition must have (even when it is empty, as "").`;
    case 'additionalProperties':
      return `\`${String(params?.additionalProperty)}\` is not a field of this kind of condition: check its spelling, or whether it belongs to another kind.`;
    case 'type':
      return `${field} must be of type ${String(params?.type)}.`;
    default:
      return `${field}: ${message ?? keyword}.`;
  }
}

const stringValue = (text: string, node: JsonNode): string | undefined => (node.type === 'string' ? (JSON.parse(text.slice(node.from, node.to)) as string) : undefined);

/** The playground's own warnings on a parsed set. */
export function ownProblems(text: string, tree: JsonNode | undefined, value: unknown, kind: ConditionKind, vocabulary: Vocabulary | null): Problem[] {
  const problems: Problem[] = [];
  for (const hidden of findBidiControls(text)) {
    problems.push({
      from: hidden.offset,
      to: hidden.offset + 1,
      severity: 'warning',
      message: `A hidden ${hidden.codePoint} ${hidden.name}: it changes how the text around it is shown, not what is hashed. Remove it unless you mean it.`,
    });
  }
  if (!tree || !Array.isArray(value)) return problems;
  const warn = (node: {from: number; to: number}, message: string, fix?: Problem['fix']) => problems.push({from: node.from, to: node.to, severity: 'warning', message, fix});
  const suggest = (path: Path, got: string, allowed: readonly string[], what: string, mode: 'word' | 'comparator' = 'word') => {
    if (allowed.includes(got)) return;
    const at = nodeAt(tree, path);
    if (!at?.complete) return;
    const better = didYouMean(got, allowed, mode);
    if (better !== undefined) warn(at.node, `${JSON.stringify(got)} is not a ${what} the schema lists. Did you mean ${JSON.stringify(better)}?`, {label: `Use ${JSON.stringify(better)}`, insert: JSON.stringify(better)});
  };

  // Operators: the SDK counts only "and" and "or".
  const visitOperators = (items: unknown[], prefix: number[]) =>
    items.forEach((item, i) => {
      if (Array.isArray(item)) visitOperators(item, [...prefix, i]);
      else if (isOperatorItem(item) && typeof item.operator === 'string') suggest([...prefix, i, 'operator'], item.operator, ['and', 'or'], 'operator');
    });
  visitOperators(value, []);

  for (const {path, condition} of conditionsOf(value)) {
    if (kind === 'unifiedAccessControlConditions' && typeof condition.conditionType === 'string') suggest([...path, 'conditionType'], condition.conditionType, CONDITION_TYPES, 'conditionType');
    const schema = schemaFor(kind, condition);
    const words = schema && vocabulary?.[schema];
    if (words) {
      for (const key of Object.keys(condition)) {
        if (words.keys.includes(key)) continue;
        const better = didYouMean(key, words.keys);
        const at = nodeAt(tree, [...path, key]);
        if (better && at?.key) warn(at.key, `"${key}" is not a field of this kind of condition. Did you mean "${better}"?`, {label: `Use "${better}"`, insert: JSON.stringify(better)});
      }
      if (typeof condition.chain === 'string') suggest([...path, 'chain'], condition.chain, words.chains, 'chain');
      if (schema === 'evmBasic' && typeof condition.standardContractType === 'string') suggest([...path, 'standardContractType'], condition.standardContractType, words.standardContractTypes, 'standardContractType');
      const rvt = condition.returnValueTest as Record<string, unknown> | undefined;
      if (rvt && typeof rvt.comparator === 'string') suggest([...path, 'returnValueTest', 'comparator'], rvt.comparator, words.comparators, 'comparator', 'comparator');
    }
    // Addresses in the fields that hold one.
    const check = (steps: Path, checker: typeof checkEvmAddress) => {
      const at = nodeAt(tree, [...path, ...steps]);
      if (!at?.complete) return;
      const got = stringValue(text, at.node);
      if (got === undefined || got === '' || got.startsWith(':')) return;
      const finding = checker(got);
      if (!finding.ok) warn(at.node, finding.problem, finding.suggestion ? {label: `Use ${finding.suggestion}`, insert: JSON.stringify(finding.suggestion)} : undefined);
    };
    if (schema === 'evmBasic' || schema === 'evmContract') check(['contractAddress'], checkEvmAddress);
    if (schema === 'evmBasic' && condition.standardContractType === '' && condition.method === '') check(['returnValueTest', 'value'], checkEvmAddress);
    if (schema === 'evmBasic' && condition.method === 'ownerOf') {
      // ownerOf compares the owner with the value, normally ':userAddress'.
      const v = (condition.returnValueTest as Record<string, unknown> | undefined)?.value;
      if (typeof v === 'string' && v.startsWith('0x')) check(['returnValueTest', 'value'], checkEvmAddress);
    }
    if (schema === 'solRpc' && condition.method === '') check(['returnValueTest', 'value'], checkSolanaAddress);
    if (schema === 'solRpc' && (condition.method === 'balanceOfToken' || condition.method === 'balanceOfMetaplexCollection')) check(['params', 0], checkSolanaAddress);
    if (schema === 'cosmos' && condition.path === ':userAddress') check(['returnValueTest', 'value'], checkCosmosAddress);
  }
  return problems;
}

/** Duplicate keys: JSON.parse keeps the last, so the first is silently ignored. */
export function duplicateProblems(duplicates: readonly {path: Path; from: number; to: number}[]): Problem[] {
  return duplicates.map((d) => ({from: d.from, to: d.to, severity: 'warning', message: `"${String(d.path.at(-1))}" appears twice in this object: only the last one counts.`}));
}
