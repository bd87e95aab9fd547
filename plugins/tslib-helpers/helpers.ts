/** The tslib helpers the browser bundle needs (see ./index.ts), with tslib's semantics. */

/** `import x from 'cjs-module'` compiled to CommonJS: a module without `__esModule` becomes `{default: module}`. */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
