import path from 'node:path';

/**
 * The compiler options the site type-checks its samples with (scripts/check-samples.mjs). Shared with
 * tests/unit/facts/conditionTypes.spec.ts, whose facts about what TypeScript checks hold for these options.
 * @param {typeof import('typescript')} ts the TypeScript of the samples set
 * @param {string} sdkDir absolute path of the samples set (samples/v3 or samples/v2)
 */
export function sampleCompilerOptions(ts, sdkDir) {
  return {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    typeRoots: [path.join(sdkDir, 'node_modules/@types')],
    jsx: ts.JsxEmit.ReactJSX,
    esModuleInterop: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    allowJs: true,
    checkJs: true,
    noImplicitAny: true,
    noUnusedLocals: false,
  };
}
