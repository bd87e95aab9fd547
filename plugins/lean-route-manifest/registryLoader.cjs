// @ts-check
/**
 * Browser copy of .docusaurus/registry.js without module names (see ./index.ts). An entry is
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", require.resolveWeak("<module>")],
 * and becomes the same with 0 in place of the second "<module>". The build fails if the format changes, rather
 * than shipping a registry this loader no longer understands. CommonJS: the bundler loads loaders with Node.
 */
const ENTRY = /(\), )("(?:[^"\\]|\\.)*")(, require\.resolveWeak\()/g;

/** @this {{resourcePath: string}} @param {string} source */
module.exports = function registryLoader(source) {
  const entries = source.match(/^\s+"[^"]+": \[/gm)?.length ?? 0;
  let replaced = 0;
  const result = source.replace(ENTRY, (_match, before, _name, after) => {
    replaced += 1;
    return `${before}0${after}`;
  });
  if (entries === 0 || replaced !== entries) {
    throw new Error(
      `lean-route-manifest: ${this.resourcePath} has ${entries} entries, ${replaced} of them in the expected format. ` +
        'Update plugins/lean-route-manifest/registryLoader.cjs for this Docusaurus version.',
    );
  }
  return result;
};
