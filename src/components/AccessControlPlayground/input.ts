/**
 * Reading what the reader typed, before the SDK sees it: JSON with positions (jsonText.ts) and the playground's
 * own limits, which are not the SDK's or the nodes'. They keep the page responsive on a slow phone; the figures
 * behind them are in CONTRIBUTING ("The access control conditions playground").
 *
 * Sizes are in KB of UTF-8 text, 1 KB = 1,024 bytes, in every message.
 */
import {parseJsonText, type JsonNode} from './jsonText';

/** The most text the playground reads: about 1,700 pretty-printed wallet conditions. */
export const MAX_INPUT_KB = 512;
/**
 * The most conditions (operators and groups not counted) the playground checks. Measured with
 * bench/playground-typing.mjs at 4x CPU on 2026-11-26 (2-core machine, load 8-11): main-thread CPU per key 37.6 ms
 * with 300 conditions, 39.8 ms with 600, 57.2 ms with 800, 61-67 ms with 1,000. 600 keeps typing under 50 ms.
 */
export const MAX_CONDITIONS = 600;
/** The deepest nesting of groups the playground reads (the set itself is level 1). */
export const MAX_GROUP_DEPTH = 32;

export type ParsedInput =
  | {ok: true; value: unknown; tree: JsonNode | undefined; duplicates: {path: readonly (string | number)[]; from: number; to: number}[]; conditionCount: number}
  | {ok: false; problem: string; offset?: number; line?: number; column?: number};

export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

export const formatKb = (bytes: number): string => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;

/** The conditions of a set (items that are neither groups nor operators) and its deepest group level. */
export function measureSet(value: unknown): {conditions: number; depth: number} {
  if (!Array.isArray(value)) return {conditions: 0, depth: 0};
  let conditions = 0;
  let depth = 0;
  // Breadth-first, so very deep input is measured without recursion.
  const queue: {node: unknown[]; level: number}[] = [{node: value, level: 1}];
  while (queue.length > 0) {
    const {node, level} = queue.pop()!;
    depth = Math.max(depth, level);
    for (const item of node) {
      if (Array.isArray(item)) queue.push({node: item, level: level + 1});
      else if (!(item && typeof item === 'object' && 'operator' in item)) conditions++;
    }
  }
  return {conditions, depth};
}

/** Parses the editor's text and applies the playground's limits. Anything that parses goes to the SDK's check. */
export function parseConditions(text: string): ParsedInput {
  // A UTF-16 unit is at most 3 bytes of UTF-8: count the bytes only when the text may be over the limit.
  if (text.length * 3 > MAX_INPUT_KB * 1024) {
    const bytes = utf8Bytes(text);
    if (bytes > MAX_INPUT_KB * 1024) {
      return {ok: false, problem: `The input is ${formatKb(bytes)}; the playground reads at most ${MAX_INPUT_KB} KB. Trim it to the conditions you want to check.`};
    }
  }
  if (text.trim() === '') return {ok: false, problem: 'The input is empty. Pick a template, use the builder or paste a JSON array of conditions.'};
  const parsed = parseJsonText(text);
  if (!parsed.ok) {
    const {message, offset, line, column} = parsed.error;
    return {ok: false, problem: `This is not valid JSON (line ${line}, column ${column}): ${message}.`, offset, line, column};
  }
  const {conditions, depth} = measureSet(parsed.value);
  if (depth > MAX_GROUP_DEPTH) {
    return {ok: false, problem: `Groups are nested ${depth} levels deep; the playground reads ${MAX_GROUP_DEPTH} levels at most. Flatten the expression with and/or operators.`};
  }
  if (conditions > MAX_CONDITIONS) {
    return {ok: false, problem: `The set holds ${conditions.toLocaleString('en-US')} conditions; the playground checks ${MAX_CONDITIONS.toLocaleString('en-US')} at most (operators and groups are not counted).`};
  }
  return {ok: true, value: parsed.value, tree: parsed.tree, duplicates: parsed.duplicates, conditionCount: conditions};
}

/** ajv's instancePath ("/returnValueTest/comparator") as path steps. */
export const stepsOfInstancePath = (instancePath: string): string[] =>
  instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** A path as the reader would write it in code: [1][0].returnValueTest.value */
export const formatPath = (path: readonly (string | number)[]): string =>
  path.map((step) => (typeof step === 'number' ? `[${step}]` : /^[A-Za-z_$][\w$]*$/.test(step) ? `.${step}` : `[${JSON.stringify(step)}]`)).join('').replace(/^\./, '');
