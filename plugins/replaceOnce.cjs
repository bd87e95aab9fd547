// @ts-check
/**
 * Exact-text rewrites of code we do not own: plugins/theme-patches (Docusaurus modules) and config/ssrTemplate.ts
 * (core's page template). The text must occur exactly once; otherwise the build fails and says what to update,
 * rather than shipping the stock code, or a template that lost the change, unnoticed.
 * CommonJS: the bundler loads loaders with Node.
 */

/**
 * `source` with its one occurrence of `find` replaced by `replace`.
 * @param {string} source
 * @param {string} find
 * @param {string} replace
 * @param {{tool: string, file: string, fix: string}} where for the error message
 */
function replaceOnce(source, find, replace, {tool, file, fix}) {
  const count = source.split(find).length - 1;
  if (count !== 1) throw new Error(`${tool}: expected ${JSON.stringify(find)} once in ${file}, found it ${count} times. ${fix}`);
  return source.replace(find, () => replace);
}

module.exports = {replaceOnce};
