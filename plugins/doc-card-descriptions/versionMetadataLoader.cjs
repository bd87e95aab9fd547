// @ts-check
/**
 * Empties `version.docs` in the docs plugin's version metadata modules (.docusaurus/docusaurus-plugin-content-docs/
 * <id>/p/*.json); the other data modules in that folder pass through unchanged. See ./index.ts.
 * CommonJS: the bundler loads loaders with Node.
 */
/** @param {string} source */
module.exports = function versionMetadataLoader(source) {
  const data = JSON.parse(source);
  const version = data && typeof data === 'object' ? data.version : undefined;
  if (!version || typeof version.docs !== 'object' || !version.docsSidebars) return source;
  return JSON.stringify({...data, version: {...version, docs: {}}});
};
