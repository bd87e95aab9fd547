/**
 * JSON text with positions: where each value, key and syntax error sits in what the reader typed, so the editor
 * can mark the exact field the SDK names and give line and column for a syntax error (browsers word and place
 * `JSON.parse` errors differently; this says the same thing everywhere).
 *
 * Values always come from `JSON.parse` (its semantics, duplicate keys included); this scanner only adds the
 * positions, and words the error when `JSON.parse` refuses the text. Nesting deeper than MAX_JSON_DEPTH is
 * reported instead of recursed into.
 */

export type Path = readonly (string | number)[];

interface Span {
  from: number;
  to: number;
}
export type JsonNode =
  | (Span & {type: 'array'; items: JsonNode[]})
  | (Span & {type: 'object'; props: {key: string; keyFrom: number; keyTo: number; value: JsonNode}[]})
  | (Span & {type: 'string' | 'number' | 'literal'});

export interface SyntaxProblem {
  message: string;
  offset: number;
  line: number;
  column: number;
}

export type ParsedText = {ok: true; value: unknown; tree: JsonNode | undefined; duplicates: {path: Path; from: number; to: number}[]} | {ok: false; error: SyntaxProblem};

/**
 * Deepest nesting of arrays and objects the scanner reads. A condition adds up to about six levels of its own
 * (a contract ABI's tuple components), so this leaves room for MAX_GROUP_DEPTH (input.ts) levels of groups.
 */
export const MAX_JSON_DEPTH = 64;

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): {line: number; column: number} {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return {line, column: offset - lineStart + 1};
}

class Stop extends Error {
  constructor(
    readonly why: string,
    readonly at: number,
  ) {
    super(why);
  }
}

const describe = (ch: string | undefined): string => (ch === undefined ? 'the end of the text' : JSON.stringify(ch));

/** Scans JSON text into positioned nodes; throws Stop at the first error. */
function scan(text: string): {tree: JsonNode; duplicates: {path: (string | number)[]; from: number; to: number}[]} {
  let i = 0;
  const duplicates: {path: (string | number)[]; from: number; to: number}[] = [];
  const ws = () => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else return;
    }
  };
  const string = (): Span => {
    const from = i;
    i++; // opening quote
    for (;;) {
      if (i >= text.length) throw new Stop('This string is never closed: add the closing "', from);
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return {from, to: i};
      }
      if (c < 32) throw new Stop('A string cannot hold a raw line break or control character: write it as an escape such as \\n', i);
      if (c === 92) {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) throw new Stop('\\u must be followed by four hexadecimal digits', i);
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else throw new Stop(`${describe(`\\${e ?? ''}`)} is not an escape JSON knows (use \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)`, i);
      } else i++;
    }
  };
  const number = (): Span => {
    const from = i;
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!m || m[0] === '-' || m[0] === '') throw new Stop(`${describe(text[i])} cannot start a value here`, i);
    i += m[0].length;
    return {from, to: i};
  };
  const value = (depth: number, path: (string | number)[]): JsonNode => {
    ws();
    const from = i;
    const ch = text[i];
    if (ch === '[' || ch === '{') {
      if (depth >= MAX_JSON_DEPTH) throw new Stop(`Nested more than ${MAX_JSON_DEPTH} levels deep: the playground reads no deeper`, i);
    }
    if (ch === '[') {
      i++;
      const items: JsonNode[] = [];
      ws();
      if (text[i] === ']') {
        i++;
        return {type: 'array', from, to: i, items};
      }
      for (;;) {
        items.push(value(depth + 1, [...path, items.length]));
        ws();
        if (text[i] === ',') {
          const comma = i;
          i++;
          ws();
          if (text[i] === ']') throw new Stop('A comma after the last item: remove it (JSON allows no trailing comma)', comma);
          continue;
        }
        if (text[i] === ']') {
          i++;
          return {type: 'array', from, to: i, items};
        }
        throw new Stop(`Expected a comma or ] after this array item, found ${describe(text[i])}`, i);
      }
    }
    if (ch === '{') {
      i++;
      const props: {key: string; keyFrom: number; keyTo: number; value: JsonNode}[] = [];
      const seen = new Set<string>();
      ws();
      if (text[i] === '}') {
        i++;
        return {type: 'object', from, to: i, props};
      }
      for (;;) {
        ws();
        if (text[i] !== '"') {
          throw new Stop(text[i] === "'" ? 'Property names take double quotes in JSON, not single quotes' : `Expected a property name in double quotes, found ${describe(text[i])}`, i);
        }
        const keySpan = string();
        const key = JSON.parse(text.slice(keySpan.from, keySpan.to)) as string;
        ws();
        if (text[i] !== ':') throw new Stop(`Expected : after the property name "${key}", found ${describe(text[i])}`, i);
        i++;
        const v = value(depth + 1, [...path, key]);
        if (seen.has(key)) duplicates.push({path: [...path, key], from: keySpan.from, to: keySpan.to});
        seen.add(key);
        props.push({key, keyFrom: keySpan.from, keyTo: keySpan.to, value: v});
        ws();
        if (text[i] === ',') {
          const comma = i;
          i++;
          ws();
          if (text[i] === '}') throw new Stop('A comma after the last property: remove it (JSON allows no trailing comma)', comma);
          continue;
        }
        if (text[i] === '}') {
          i++;
          return {type: 'object', from, to: i, props};
        }
        throw new Stop(`Expected a comma or } after the value of "${key}", found ${describe(text[i])}`, i);
      }
    }
    if (ch === '"') return {type: 'string', ...string()};
    if (ch === "'") throw new Stop('Strings take double quotes in JSON, not single quotes', i);
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, i)) {
        i += literal.length;
        return {type: 'literal', from, to: i};
      }
    }
    if (ch === undefined) throw new Stop('The text ends where a value should be', i);
    if (ch === '-' || (ch >= '0' && ch <= '9')) return {type: 'number', ...number()};
    throw new Stop(`${describe(ch)} cannot start a value here`, i);
  };
  const tree = value(0, []);
  ws();
  if (i < text.length) throw new Stop(`Unexpected ${describe(text[i])} after the end of the JSON value`, i);
  return {tree, duplicates};
}

/** Parses `text` with JSON.parse and locates its values (or its first error) in the text. */
export function parseJsonText(text: string): ParsedText {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    try {
      scan(text);
    } catch (stop) {
      if (stop instanceof Stop) return {ok: false, error: {message: stop.why, offset: stop.at, ...lineColumn(text, stop.at)}};
    }
    // The scanner found nothing JSON.parse refused: report JSON.parse's own words.
    return {ok: false, error: {message: error instanceof Error ? error.message : String(error), offset: 0, line: 1, column: 1}};
  }
  try {
    const {tree, duplicates} = scan(text);
    return {ok: true, value, tree, duplicates};
  } catch {
    // Valid JSON the scanner cannot place (deeper than MAX_JSON_DEPTH): the value without positions.
    return {ok: true, value, tree: undefined, duplicates: []};
  }
}

/** The node at `path`, or the deepest node on the way to it. */
export function nodeAt(tree: JsonNode | undefined, path: Path): {node: JsonNode; key?: {from: number; to: number}; complete: boolean} | undefined {
  if (!tree) return undefined;
  let node = tree;
  let key: {from: number; to: number} | undefined;
  for (const step of path) {
    if (node.type === 'array' && typeof step === 'number' && node.items[step]) {
      node = node.items[step]!;
      key = undefined;
    } else if (node.type === 'object' && typeof step === 'string') {
      // JSON.parse keeps the last of duplicate keys, so the last one is the one the SDK saw.
      const prop = [...node.props].reverse().find((p) => p.key === step);
      if (!prop) return {node, key, complete: false};
      node = prop.value;
      key = {from: prop.keyFrom, to: prop.keyTo};
    } else return {node, key, complete: false};
  }
  return {node, key, complete: true};
}

/** The path of the innermost value that contains `offset` (for completion and hover). */
export function pathAt(tree: JsonNode | undefined, offset: number): {path: (string | number)[]; node: JsonNode; inKey?: string} | undefined {
  if (!tree || offset < tree.from || offset > tree.to) return undefined;
  const path: (string | number)[] = [];
  let node = tree;
  for (;;) {
    if (node.type === 'array') {
      const index = node.items.findIndex((item) => offset >= item.from && offset <= item.to);
      if (index < 0) return {path, node};
      path.push(index);
      node = node.items[index]!;
    } else if (node.type === 'object') {
      const prop = node.props.find((p) => offset >= p.keyFrom && offset <= p.value.to);
      if (!prop) return {path, node};
      if (offset <= prop.keyTo) return {path, node, inKey: prop.key};
      path.push(prop.key);
      node = prop.value;
    } else return {path, node};
  }
}
