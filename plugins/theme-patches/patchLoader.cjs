// @ts-check
/**
 * Applies the source patches of ./patches.ts to one module (see ./index.ts). Each `find` must occur exactly once;
 * otherwise the build fails and names the module (../replaceOnce.cjs), rather than shipping the stock code unnoticed.
 * CommonJS: the bundler loads loaders with Node.
 */
const {replaceOnce} = require('../replaceOnce.cjs');

/** @this {{resourcePath: string, getOptions: () => {patches: {find: string, replace: string}[]}}} @param {string} source */
module.exports = function patchLoader(source) {
  const where = {
    tool: 'theme-patches',
    file: this.resourcePath,
    fix: 'Update or remove the patch in plugins/theme-patches/patches.ts for this Docusaurus version.',
  };
  return this.getOptions().patches.reduce((result, {find, replace}) => replaceOnce(result, find, replace, where), source);
};
