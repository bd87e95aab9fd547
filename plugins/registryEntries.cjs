// @ts-check
/**
 * The entries of .docusaurus/registry.js, for the two loaders that rewrite them: plugins/lean-route-manifest (the
 * browser bundle) and plugins/page-chunk-scripts (the server bundle). An entry is
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", require.resolveWeak("<module>")],
 * and what they replace is its second element, the name react-loadable reports while rendering on the server. A
 * registry in any other format fails the build, naming the loader to update, rather than being shipped unchanged.
 * CommonJS: the bundler loads loaders with Node.
 */
const ENTRY = /^(\s+"([^"]+)": \[\(\) => import\(.*?\), )("(?:[^"\\]|\\.)*")(, require\.resolveWeak\()/gm;

/**
 * `source` with each entry's reported name replaced by `reportedName(chunk)` (a JavaScript expression).
 * @param {string} source
 * @param {{resourcePath: string, plugin: string, loaderFile: string}} where for the error message
 * @param {(chunk: string) => string} reportedName
 */
function replaceReportedNames(source, {resourcePath, plugin, loaderFile}, reportedName) {
  const entries = source.match(/^\s+"[^"]+": \[/gm)?.length ?? 0;
  let replaced = 0;
  const result = source.replace(ENTRY, (_match, before, chunk, _module, after) => {
    replaced += 1;
    return `${before}${reportedName(chunk)}${after}`;
  });
  if (entries === 0 || replaced !== entries) {
    throw new Error(
      `${plugin}: ${resourcePath} has ${entries} entries, ${replaced} of them in the expected format. ` +
        `Update ${loaderFile} for this Docusaurus version.`,
    );
  }
  return result;
}

module.exports = {replaceReportedNames};
