// @ts-check
/**
 * Removes the translator notes (`description`) from translation messages (see ./index.ts):
 *   - in `translate({id, message, description})` and other flat object literals that have a `message` key;
 *   - as an attribute of `<Translate id="…" description="…">`.
 * A description that is not a plain string (or in an object literal with nested objects) is left as it is: the loader
 * only ever removes, and only what it fully recognises. CommonJS: the bundler loads loaders with Node.
 */
const STRING = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")`;
/** An object literal without nested objects; braces inside its strings ("Direct link to {heading}") are fine. */
const FLAT_OBJECT = new RegExp(String.raw`\{(?:[^{}'"]|${STRING})*\}`, 'g');
const DESCRIPTION_PROPERTY = new RegExp(String.raw`\bdescription:\s*${STRING}(?:\s*\+\s*${STRING})*\s*,?`, 'g');
const TRANSLATE_TAG = /<Translate\b[^>]*>/g;
const DESCRIPTION_ATTRIBUTE = new RegExp(String.raw`\s+description=${STRING}`, 'g');

/** @param {string} source */
function stripTranslationDescriptions(source) {
  if (!source.includes('description')) return source;
  return source
    .replace(FLAT_OBJECT, (object) => (/\bmessage:/.test(object) ? object.replace(DESCRIPTION_PROPERTY, '') : object))
    .replace(TRANSLATE_TAG, (tag) => tag.replace(DESCRIPTION_ATTRIBUTE, ''));
}

module.exports = stripTranslationDescriptions;
