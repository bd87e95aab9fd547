/**
 * What TypeScript does and does not check about access control conditions, observed by compiling small in-memory
 * modules against samples/v3 (6.11.5) and samples/v2 (2.2.61) with the options the site's samples are checked with
 * (scripts/lib/sampleCompilerOptions.mjs: TypeScript 6.0.3, strict, moduleResolution bundler), and again with only
 * moduleResolution changed to node10 (and, for 6.11.5, to nodenext). Evidence for what pages say about type-checking
 * conditions: docs/sdk/access-control (intro, quick-start, encryption, condition-types/*, evm/*),
 * docs/concepts/access-control-concept, versioned_docs/version-2.0/accessControl (intro, EVM/basicExamples,
 * conditionTypes/*) and versioned_docs/version-2.0/sdk/explanation/migration.
 * One Program per configuration, five in all: 1.6-4.6 s of CPU each; the file took 47 s to 1.4 min wall at load
 * 12-13 on 2 cores.
 */
// cspell:words accs
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';
import type * as TS from 'typescript';
import {sampleCompilerOptions} from '../../../scripts/lib/sampleCompilerOptions.mjs';

type Line = 'v3' | 'v2';
type Resolution = 'bundler' | 'nodenext' | 'node10';

const samplesOf = (line: Line) => path.resolve(__dirname, '../../../samples', line);
const installed = (line: Line) => fs.existsSync(path.join(samplesOf(line), 'node_modules/@lit-protocol/types/package.json'));

/** Imports, and the parameter types of the calls a reader passes conditions to: encrypt, then decrypt. */
const PRELUDE: Record<Line, string> = {
  v3: `import type {encryptString, decryptToString} from '@lit-protocol/encryption';
import type {AccessControlConditions, EvmContractConditions, SolRpcConditions, UnifiedAccessControlConditions} from '@lit-protocol/types';
type Encrypt = Parameters<typeof encryptString>[0];
type Decrypt = Parameters<typeof decryptToString>[0];
`,
  v2: `import type {LitNodeClient} from '@lit-protocol/lit-node-client';
import type {AccessControlConditions, EvmContractConditions, SolRpcConditions, UnifiedAccessControlConditions} from '@lit-protocol/types';
type Encrypt = Parameters<LitNodeClient['saveEncryptionKey']>[0];
type Decrypt = Parameters<LitNodeClient['getEncryptionKey']>[0];
`,
};
/** The other required parameters of each call, so that only the conditions can fail. */
const CALLS: Record<Line, {encrypt: string; decrypt: string}> = {
  v3: {encrypt: `dataToEncrypt: 'secret'`, decrypt: `ciphertext: 'c', dataToEncryptHash: 'h', chain: 'ethereum'`},
  v2: {encrypt: `chain: 'ethereum', symmetricKey: new Uint8Array(32)`, decrypt: `toDecrypt: 'ab', chain: 'ethereum'`},
};

/** A basic EVM condition (the wallet's balance), field by field, and the variants under test. */
const FIELDS: Record<string, string> = {
  contractAddress: `''`,
  standardContractType: `''`,
  chain: `'ethereum'`,
  method: `'eth_getBalance'`,
  parameters: `[':userAddress', 'latest']`,
  returnValueTest: `{comparator: '>=', value: '1'}`,
};
const literal = (fields: Record<string, string>) => `{${Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join(', ')}}`;
const without = (field: string) => literal(Object.fromEntries(Object.entries(FIELDS).filter(([k]) => k !== field)));
const CONDITIONS = {
  wellFormed: literal(FIELDS),
  noReturnValueTest: without('returnValueTest'),
  noChain: without('chain'),
  misspelled: without('returnValueTest').replace(/}$/, `, returnValueTests: ${FIELDS.returnValueTest}}`),
};
type Case = keyof typeof CONDITIONS;

/** One module per case and call, so each outcome is read from its own file; `items` probes the element types. */
function modules(line: Line): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, condition] of Object.entries(CONDITIONS)) {
    for (const call of ['encrypt', 'decrypt'] as const) {
      const type = call === 'encrypt' ? 'Encrypt' : 'Decrypt';
      out[`${name}.${call}`] = `${PRELUDE[line]}export const params: ${type} = {${CALLS[line][call]}, accessControlConditions: [${condition}]};\n`;
    }
  }
  out.numberAsConditions = `${PRELUDE[line]}export const conditions: AccessControlConditions = 1;\n`;
  out.items = `${PRELUDE[line]}declare const a: AccessControlConditions, e: EvmContractConditions, s: SolRpcConditions, u: UnifiedAccessControlConditions;
export const items = [a[0], e[0], s[0], u[0]] as const;\n`;
  return out;
}

type Outcome = {codes: number[]; text: string};

/** Compiles every module of `line` in one Program under `resolution`; returns each module's diagnostics and more. */
function compile(line: Line, resolution: Resolution) {
  const sdkDir = samplesOf(line);
  const ts = createRequire(path.join(sdkDir, 'package.json'))('typescript') as typeof TS;
  const options: TS.CompilerOptions = {
    ...sampleCompilerOptions(ts, sdkDir),
    // node10 is deprecated in TypeScript 6, which refuses it (TS5107) without this.
    ...(resolution === 'node10' ? {moduleResolution: ts.ModuleResolutionKind.Node10, ignoreDeprecations: '6.0'} : {}),
    // nodenext requires module nodenext; the virtual files are then CommonJS (samples/v3 has no "type").
    ...(resolution === 'nodenext' ? {moduleResolution: ts.ModuleResolutionKind.NodeNext, module: ts.ModuleKind.NodeNext} : {}),
  };
  // Virtual files inside the samples set, so that imports resolve to its node_modules; nothing is written.
  const dir = path.join(sdkDir, '.conditionTypes');
  const virtual = new Map(Object.entries(modules(line)).map(([name, source]) => [path.join(dir, `${name}.ts`), source]));
  const host = ts.createCompilerHost(options);
  const {fileExists, readFile, getSourceFile} = host;
  host.fileExists = (file) => virtual.has(file) || fileExists.call(host, file);
  host.readFile = (file) => virtual.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const source = virtual.get(file);
    return source === undefined ? getSourceFile.call(host, file, language, ...rest) : ts.createSourceFile(file, source, language);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  const checker = program.getTypeChecker();
  const fileOf = (name: string) => program.getSourceFile(path.join(dir, `${name}.ts`))!;
  const outcome = (name: string): Outcome => {
    const diagnostics = ts.getPreEmitDiagnostics(program, fileOf(name));
    return {codes: diagnostics.map((d) => d.code), text: diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')).join('\n')};
  };
  /** Whether the element type of each of the four condition array types is `any`. */
  const itemsAreAny = () => {
    const items = fileOf('items').statements.filter(ts.isVariableStatement).at(-1)!.declarationList.declarations[0]!;
    const tuple = checker.getTypeAtLocation(items.name);
    return checker.getTypeArguments(tuple as TS.TypeReference).map((t) => (t.flags & ts.TypeFlags.Any) !== 0);
  };
  /** Where the import of @lit-protocol/accs-schemas in @lit-protocol/types (where the condition types come from) resolves. */
  const schemasResolveTo = () => {
    const typesFile = fs.realpathSync(path.join(sdkDir, 'node_modules/@lit-protocol/types/src/lib/types.d.ts'));
    return ts.resolveModuleName('@lit-protocol/accs-schemas', typesFile, options, ts.sys).resolvedModule?.resolvedFileName;
  };
  /** The codes of the option errors of these options without ignoreDeprecations (an empty Program: cheap). */
  const withoutIgnoreDeprecations = () =>
    ts
      .createProgram({rootNames: [], options: {...options, ignoreDeprecations: undefined, noLib: true, types: []}})
      .getOptionsDiagnostics()
      .map((d) => d.code);
  const global = ts.getPreEmitDiagnostics(program).filter((d) => !d.file || !virtual.has(d.file.fileName));
  return {global, outcome, itemsAreAny, schemasResolveTo, withoutIgnoreDeprecations};
}

/** A Program with lib.dom and @types/node costs 1.6-4.6 s of CPU, but took up to 45 s at load 13 on 2 cores. */
const COMPILE_TIMEOUT = 120_000;
const COMPILES: Outcome = {codes: [], text: ''};
/** Both calls, encrypt and decrypt, give the same outcome for each case in every configuration observed. */
function expectCase(result: ReturnType<typeof compile>, name: Case, expected: Outcome | {code: number; mentions: string}) {
  for (const call of ['encrypt', 'decrypt']) {
    const got = result.outcome(`${name}.${call}`);
    if ('code' in expected) {
      expect(got.codes, `${name}.${call}`).toEqual([expected.code]);
      expect(got.text, `${name}.${call}`).toContain(expected.mentions);
    } else {
      expect(got, `${name}.${call}`).toEqual(expected);
    }
  }
}

test.describe('6.11.5 condition types (samples/v3)', () => {
  test.skip(!installed('v3'), 'samples/v3 is not installed (npm run check:samples installs it)');
  test.setTimeout(COMPILE_TIMEOUT);

  for (const resolution of ['bundler', 'nodenext'] as const) {
    const site = resolution === 'bundler' ? " (the site's check)" : '';
    test(`under moduleResolution ${resolution}${site} the 6.11.5 condition arrays are arrays of any: conditions without returnValueTest or chain, or with a misspelled field, compile; a number is still rejected`, () => {
      const result = compile('v3', resolution);
      expect(result.global).toEqual([]);
      // Why: accs-schemas 0.0.19's "exports" name only JavaScript, so @lit-protocol/types' import of it finds no
      // declarations and its interfaces are any.
      expect(result.schemasResolveTo()).toMatch(/accs-schemas\/(esm|cjs)\/index\.js$/);
      // A page may say: a well-formed condition compiles (which proves nothing about it).
      expectCase(result, 'wellFormed', COMPILES);
      // A page may say: under bundler or nodenext TypeScript does not catch a missing returnValueTest.
      expectCase(result, 'noReturnValueTest', COMPILES);
      // A page may say: under bundler or nodenext TypeScript does not catch a missing chain in a condition.
      expectCase(result, 'noChain', COMPILES);
      // A page may say: under bundler or nodenext TypeScript does not catch a misspelled field name in a condition.
      expectCase(result, 'misspelled', COMPILES);
      // A page may say: the items of the four condition array types are any, so any array compiles; the array types
      // themselves are not any (any[]), so a non-array is still an error.
      expect(result.itemsAreAny()).toEqual([true, true, true, true]);
      expect(result.outcome('numberAsConditions').codes).toEqual([2322]);
    });
  }

  test("under moduleResolution node10 the 6.11.5 condition types are the schemas' interfaces: a missing returnValueTest or chain and a misspelled field are compile errors", () => {
    const result = compile('v3', 'node10');
    expect(result.global).toEqual([]);
    // A page may say: TypeScript 6.0.3 refuses "node" (node10) with TS5107 unless "ignoreDeprecations" is "6.0".
    expect(result.withoutIgnoreDeprecations()).toContain(5107);
    expect(result.schemasResolveTo()).toMatch(/accs-schemas\/types\/index\.d\.ts$/);
    // A page may say: a well-formed basic condition type-checks under node10.
    expectCase(result, 'wellFormed', COMPILES);
    // A page may say: under node10 a condition without returnValueTest is a compile error.
    expectCase(result, 'noReturnValueTest', {code: 2322, mentions: "Property 'returnValueTest' is missing"});
    // A page may say: under node10 a condition without chain is a compile error.
    expectCase(result, 'noChain', {code: 2322, mentions: "Property 'chain' is missing"});
    // A page may say: under node10 a misspelled field is a compile error (an unknown property of an object literal).
    expectCase(result, 'misspelled', {code: 2353, mentions: "'returnValueTests' does not exist in type"});
    // A page may say: under node10 none of the four condition types is any.
    expect(result.itemsAreAny()).toEqual([false, false, false, false]);
    expect(result.outcome('numberAsConditions').codes).toEqual([2322]);
  });
});

test.describe('2.2.61 condition types (samples/v2)', () => {
  test.skip(!installed('v2'), 'samples/v2 is not installed (npm run check:samples installs it)');
  test.setTimeout(COMPILE_TIMEOUT);

  for (const resolution of ['bundler', 'node10'] as const) {
    test(`under moduleResolution ${resolution} the 2.2.61 condition types are checked: a missing returnValueTest or chain and a misspelled field are compile errors`, () => {
      const result = compile('v2', resolution);
      expect(result.global).toEqual([]);
      // A page may say: a well-formed basic condition type-checks with saveEncryptionKey and getEncryptionKey.
      expectCase(result, 'wellFormed', COMPILES);
      // A page may say: TypeScript reports a basic condition without returnValueTest (whatever the resolution).
      expectCase(result, 'noReturnValueTest', {code: 2741, mentions: "Property 'returnValueTest' is missing"});
      // A page may say: TypeScript reports a basic condition without chain.
      expectCase(result, 'noChain', {code: 2741, mentions: "Property 'chain' is missing"});
      // A page may say: TypeScript reports a misspelled field in a condition literal.
      expectCase(result, 'misspelled', {code: 2561, mentions: "'returnValueTests' does not exist in type 'AccsDefaultParams'. Did you mean to write 'returnValueTest'?"});
      // A page may say: the 2.2.61 condition types are not any (2.2.61 has no accs-schemas).
      expect(result.itemsAreAny()).toEqual([false, false, false, false]);
      expect(result.outcome('numberAsConditions').codes).toEqual([2322]);
    });
  }
});
