// @ts-check
/**
 * Server copy of .docusaurus/registry.js in which each entry names its chunk where it named its module (see
 * ./index.ts). An entry is
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", require.resolveWeak("<module>")],
 * and becomes the same with "<chunk>" in place of the second "<module>". The build fails if the format changes,
 * rather than leaving pages without their scripts unnoticed. CommonJS: the bundler loads loaders with Node.
 */
const ENTRY = /^(\s+"([^"]+)": \[\(\) => import\(.*?\), )("(?:[^"\\]|\\.)*")(, require\.resolveWeak\()/gm;

/** @this {{resourcePath: string}} @param {string} source */
module.exports = function serverRegistryLoader(source) {
  const entries = source.match(/^\s+"[^"]+": \[/gm)?.length ?? 0;
  let replaced = 0;
  const result = source.replace(ENTRY, (_match, before, chunk, _module, after) => {
    replaced += 1;
    return `${before}${JSON.stringify(chunk)}${after}`;
  });
  if (entries === 0 || replaced !== entries) {
    throw new Error(
      `page-chunk-scripts: ${this.resourcePath} has ${entries} entries, ${replaced} of them in the expected format. ` +
        'Update plugins/page-chunk-scripts/serverRegistryLoader.cjs for this Docusaurus version.',
    );
  }
  return result;
};
