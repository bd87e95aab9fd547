/**
 * What a page says when its own code fails to load before it goes live (./loadFailure.js, inlined in every page's
 * <head> with injectHtmlTags): the spec's wrong-base-URL banner ("A banner explains a wrong base URL if the site
 * fails to load at its root") when the site's files are not found under its base URL, and otherwise the spec's load
 * error ("'Page Error' title, red box with error text, 'Retry' button"). Nothing is shown unless a load fails.
 *
 * Why not stock: Docusaurus's `baseUrlIssueBanner` is only in the site root's page (which leaves at once for
 * /v3/), shows on any failure to start (a dropped connection too, as "usual cause"), and a page whose code fails to
 * load otherwise stays dead without a word (core's first render waits for the page's chunks; only later navigations
 * reload on failure). The config turns the stock banner off. React cannot show either message, since it is not
 * running; the script uses plain DOM outside React's root. The host's Content-Security-Policy allows it by its
 * hash (plugins/host-config).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {inlineScript} from '../inlineScript';
import {PAGE_LIVE_EVENT} from '../../src/lib/pageLiveContract';

export default function loadFailure(context: LoadContext): Plugin {
  const {baseUrl, url, favicon} = context.siteConfig;
  const script = inlineScript(path.join(__dirname, 'loadFailure.js'), {
    __BASE_URL__: JSON.stringify(baseUrl),
    __SITE_URL__: JSON.stringify(url.replace(/\/$/, '') + baseUrl),
    __LIVE_EVENT__: JSON.stringify(PAGE_LIVE_EVENT),
    // A file every build has at a fixed name under the base URL: the favicon (static/, siteConfig.favicon).
    __PROBE_URL__: JSON.stringify(baseUrl + favicon!.replace(/^\//, '')),
  });
  return {
    name: 'load-failure',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
