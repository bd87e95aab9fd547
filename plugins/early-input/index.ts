/**
 * Early input: clicks on buttons and the search shortcuts made before React has taken over the static page are
 * held and replayed once it has (./earlyInput.js, inlined at the top of <head> with the plugin API's
 * injectHtmlTags). Without it, on a slow phone, a click made while the page's scripts still load is lost, and a
 * click on the version dropdown follows its link. The host's Content-Security-Policy allows the script by its
 * hash (plugins/host-config hashes every inline script of the built pages).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The script without its comments and indentation: it is sent with every page. */
export function earlyInputScript(siteDir: string): string {
  const source = fs.readFileSync(path.join(siteDir, 'plugins/early-input/earlyInput.js'), 'utf8');
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

export default function earlyInput(context: LoadContext): Plugin {
  const script = earlyInputScript(context.siteDir);
  return {
    name: 'early-input',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
