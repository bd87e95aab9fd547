/**
 * Early input: clicks on buttons and the search shortcuts made before React has taken over the static page are
 * held and replayed once it has (./earlyInput.js, inlined at the top of <head> with the plugin API's
 * injectHtmlTags). Without it, on a slow phone, a click made while the page's scripts still load is lost, and a
 * click on the version dropdown follows its link. The host's Content-Security-Policy allows the script by its
 * hash (plugins/host-config hashes every inline script of the built pages).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {inlineScript} from '../inlineScript';

export default function earlyInput(): Plugin {
  const script = inlineScript(path.join(__dirname, 'earlyInput.js'));
  return {
    name: 'early-input',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
