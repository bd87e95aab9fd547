// @ts-check
/**
 * Server copy of .docusaurus/registry.js in which each entry reports its chunk where it named its module (see
 * ./index.ts; ../registryEntries.cjs describes the format and fails the build if it changes).
 */
const {replaceReportedNames} = require('../registryEntries.cjs');

/** @this {{resourcePath: string}} @param {string} source */
module.exports = function serverRegistryLoader(source) {
  const where = {resourcePath: this.resourcePath, plugin: 'page-chunk-scripts', loaderFile: 'plugins/page-chunk-scripts/serverRegistryLoader.cjs'};
  return replaceReportedNames(source, where, (chunk) => JSON.stringify(chunk));
};
