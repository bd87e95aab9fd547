/**
 * Early input: before React owns the page, the search dialog opens on its button and shortcuts, and clicks on
 * buttons that need scripts are held and made again once it does (./earlyInput.js, inlined at the top of <head>
 * with the plugin API's injectHtmlTags). Without it, on a slow phone, a click made while the page's scripts still
 * load is lost, and so are the search shortcut and what is typed after it. The host's Content-Security-Policy
 * allows the script by its hash (plugins/host-config hashes every inline script of the built pages).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {inlineScript} from '../inlineScript';
import {PAGE_LIVE_EVENT, SEARCH_DIALOG_ID, SEARCH_INPUT_ID} from '../../src/lib/pageLiveContract';

export default function earlyInput(): Plugin {
  const script = inlineScript(path.join(__dirname, 'earlyInput.js'), {PAGE_LIVE_EVENT, SEARCH_DIALOG_ID, SEARCH_INPUT_ID});
  return {
    name: 'early-input',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
