// @ts-check
/**
 * Removes the page template from the generated site config (see ./index.ts). Docusaurus writes the config as
 * indented JSON, so the template is one line; if it is not there exactly once, the build fails (../replaceOnce.cjs).
 * CommonJS: the bundler loads loaders with Node.
 */
const {replaceOnce} = require('../replaceOnce.cjs');

/** @this {{resourcePath: string, getOptions: () => {template: string}}} @param {string} source */
module.exports = function configLoader(source) {
  const where = {
    tool: 'browser-site-config',
    file: this.resourcePath,
    fix: 'Update plugins/browser-site-config/configLoader.cjs for this Docusaurus version.',
  };
  return replaceOnce(source, `  "ssrTemplate": ${JSON.stringify(this.getOptions().template)},\n`, '', where);
};
