// @ts-check
/**
 * Applies the source patches of ./patches.ts to one module (see ./index.ts). Each `find` must occur exactly once;
 * otherwise the build fails and names the module, rather than shipping the stock code unnoticed.
 * CommonJS: the bundler loads loaders with Node.
 */

/** @this {{resourcePath: string, getOptions: () => {patches: {find: string, replace: string}[]}}} @param {string} source */
module.exports = function patchLoader(source) {
  let result = source;
  for (const {find, replace} of this.getOptions().patches) {
    const count = result.split(find).length - 1;
    if (count !== 1) {
      throw new Error(
        `theme-patches: expected ${JSON.stringify(find)} once in ${this.resourcePath}, found it ${count} times. ` +
          'Update or remove the patch in plugins/theme-patches/patches.ts for this Docusaurus version.',
      );
    }
    result = result.replace(find, () => replace);
  }
  return result;
};
