/**
 * Paint when parsed: the browser paints a page for the first time once the whole page has been parsed, not part-way
 * through it. A browser may paint a page it has only partly parsed (a slow CPU, a page arriving in several packets);
 * whatever is parsed after that paint can then move what was painted: a table's columns widen as its longer rows
 * arrive, the navbar's right-aligned items slide left as each one after them is parsed. These are layout shifts the
 * reader sees. The plugin (the plugin API's injectHtmlTags) puts a render-blocking `<link rel="expect">` in every
 * page's <head>, aimed at an empty marker element after the app's root, so the first frame waits until the parser
 * has reached the page's end. The cost is the time the rest of the page takes to parse, measured in
 * bench/MEASUREMENTS.md. Browsers without `rel="expect"` ignore the link and paint as they always have.
 */
import type {Plugin} from '@docusaurus/types';

/** The id of the marker after the app's root: the last element the parser meets in <body>. */
const PAGE_END_ID = '__page-end';

export default function paintWhenParsed(): Plugin {
  return {
    name: 'paint-when-parsed',
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'link', attributes: {rel: 'expect', href: `#${PAGE_END_ID}`, blocking: 'render'}}],
        postBodyTags: [{tagName: 'template', attributes: {id: PAGE_END_ID}}],
      };
    },
  };
}
