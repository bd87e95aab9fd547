/**
 * Reading what the reader pasted, before the SDK sees it: the playground's own limits (not the SDK's or the
 * nodes'), so that a huge or pathological input gets a clear message instead of a frozen tab, and a way to
 * point at the line of a condition inside the text.
 */

/** The playground refuses more text than this. A condition set the docs teach is well under 5 KB. */
export const MAX_INPUT_CHARS = 50_000;
/** Nesting of groups (arrays) deeper than this is refused; the SDK's validators and humanizers recurse per level. */
export const MAX_GROUP_DEPTH = 8;
/** More leaf conditions than this are refused. */
export const MAX_CONDITIONS = 200;

export type ParsedInput = {ok: true; conditions: unknown[]} | {ok: false; problem: string};

/** Parses and checks the shape the SDK's functions iterate over, without recursion (deep input cannot overflow the stack). */
export function parseConditions(text: string): ParsedInput {
  if (text.length > MAX_INPUT_CHARS) {
    return {ok: false, problem: `The input is ${Math.round(text.length / 1024)} KB; the playground reads at most ${MAX_INPUT_CHARS / 1000} KB of JSON (${MAX_INPUT_CHARS.toLocaleString('en-US')} characters). Trim it to the conditions you want to check.`};
  }
  if (text.trim() === '') return {ok: false, problem: 'The input is empty. Pick a template or paste a JSON array of conditions.'};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {ok: false, problem: `This is not valid JSON: ${error instanceof Error ? error.message : String(error)}.`};
  }
  if (!Array.isArray(value)) {
    return {ok: false, problem: 'Conditions are a JSON array: put the condition object inside [ ], even when there is only one.'};
  }
  if (value.length === 0) return {ok: false, problem: 'The array is empty: the SDK refuses to hash an empty condition set.'};
  // Breadth-first over the groups, with their depth, so a thousand nested arrays are measured, not recursed into.
  const queue: {node: unknown[]; depth: number}[] = [{node: value, depth: 1}];
  let leafCount = 0;
  while (queue.length > 0) {
    const {node, depth} = queue.shift()!;
    if (depth > MAX_GROUP_DEPTH) return {ok: false, problem: `Groups are nested more than ${MAX_GROUP_DEPTH} levels deep. The playground stops there; flatten the expression with and/or operators.`};
    for (const item of node) {
      if (Array.isArray(item)) queue.push({node: item, depth: depth + 1});
      else if (item === null || typeof item !== 'object') {
        return {ok: false, problem: `Every entry must be a condition object, an {"operator": "and"|"or"} object or a group [ ]; found ${JSON.stringify(item)}.`};
      } else if (++leafCount > MAX_CONDITIONS) {
        return {ok: false, problem: `More than ${MAX_CONDITIONS} conditions: the playground stops there.`};
      }
    }
  }
  return {ok: true, conditions: value};
}

/**
 * The 1-based line in `text` where the value at `path` starts (array indexes, then object keys), or undefined.
 * A small scanner over the JSON text that skips values it does not need; `text` is known to be valid JSON.
 */
export function lineOfPath(text: string, path: readonly (string | number)[]): number | undefined {
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const skipString = () => {
    i++; // opening quote
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
  };
  const readString = (): string => {
    const start = i;
    skipString();
    return JSON.parse(text.slice(start, i)) as string;
  };
  // Skips one value of any kind, counting brackets (strings skipped whole).
  const skipValue = () => {
    ws();
    if (text[i] === '"') return skipString();
    if (text[i] !== '[' && text[i] !== '{') {
      while (i < text.length && !/[,\]}\s]/.test(text[i]!)) i++;
      return;
    }
    let depth = 0;
    do {
      if (text[i] === '"') {
        skipString();
        continue;
      }
      if (text[i] === '[' || text[i] === '{') depth++;
      else if (text[i] === ']' || text[i] === '}') depth--;
      i++;
    } while (depth > 0 && i < text.length);
  };
  ws();
  for (const step of path) {
    if (typeof step === 'number') {
      if (text[i] !== '[') return undefined;
      i++;
      for (let n = 0; n < step; n++) {
        skipValue();
        ws();
        if (text[i] !== ',') return undefined;
        i++;
      }
      ws();
    } else {
      if (text[i] !== '{') return undefined;
      i++;
      for (;;) {
        ws();
        if (text[i] !== '"') return undefined;
        const key = readString();
        ws();
        i++; // colon
        ws();
        if (key === step) break;
        skipValue();
        ws();
        if (text[i] !== ',') return undefined;
        i++;
      }
    }
  }
  return text.slice(0, i).split('\n').length;
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
