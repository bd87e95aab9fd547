// @ts-check
/**
 * Browser copy of .docusaurus/registry.js without module names (see ./index.ts): each entry reports 0 where it
 * named its module (../registryEntries.cjs describes the format and fails the build if it changes).
 */
const {replaceReportedNames} = require('../registryEntries.cjs');

/** @this {{resourcePath: string}} @param {string} source */
module.exports = function registryLoader(source) {
  const where = {resourcePath: this.resourcePath, plugin: 'lean-route-manifest', loaderFile: 'plugins/lean-route-manifest/registryLoader.cjs'};
  return replaceReportedNames(source, where, () => '0');
};
