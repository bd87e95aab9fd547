/**
 * Docusaurus adds `__webpack_require__.gca(chunkName)` to the runtime (core ChunkAssetPlugin) for prefetching,
 * with a map from each chunk name to its id. With `chunkIds: 'named'` (./index.ts) the map sends every name to
 * itself, so this drops those entries before minification; ids that differ from their name are kept.
 */
import type {Compiler} from 'webpack';

const NAME = 'lean-route-manifest';
const GCA = /(__webpack_require__\.gca = function\(chunkId\) \{ chunkId = )(\{[^}]*\})(\[chunkId\]\|\|chunkId;)/;

/** The name-to-id map without the names that are their own id. */
export function withoutIdentityEntries(map: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(map).filter(([name, id]) => name !== id));
}

export class EmptyChunkNameMap {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE}, (assets) => {
        let found = 0;
        for (const [file, asset] of Object.entries(assets)) {
          if (!file.endsWith('.js')) continue;
          const code = asset.source().toString();
          const match = GCA.exec(code);
          if (!match) continue;
          found += 1;
          const map = withoutIdentityEntries(JSON.parse(match[2]) as Record<string, string>);
          compilation.updateAsset(file, new sources.RawSource(code.replace(GCA, `$1${JSON.stringify(map)}$3`)));
        }
        if (found === 0) throw new Error(`${NAME}: no __webpack_require__.gca runtime found; update plugins/lean-route-manifest/chunkAssetMap.ts for this Docusaurus version.`);
      });
    });
  }
}
