/**
 * The spec's wrong-base-URL banner ("A banner explains a wrong base URL if the site fails to load at its root"), on
 * every page.
 *
 * Docusaurus has one (`baseUrlIssueBanner`), but it puts its script only in the page of the site root, and this
 * site's root page sends the reader on to /v3/ at once, so it never showed: deep pages served under a wrong base
 * showed unstyled content and nothing else. This plugin inlines ./baseUrlBanner.js in every page's <head> with the
 * plugin API (injectHtmlTags), and the config turns the stock banner off so the root page does not get both. The
 * banner is made by the script at run time only, so search engines never index it (the page's own scripts load for
 * them). The host's Content-Security-Policy allows the script by its hash (plugins/host-config).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {inlineScript} from '../inlineScript';

export default function baseUrlBanner(context: LoadContext): Plugin {
  const {baseUrl, url} = context.siteConfig;
  const script = inlineScript(path.join(__dirname, 'baseUrlBanner.js'), {
    __BASE_URL__: JSON.stringify(baseUrl),
    __SITE_URL__: JSON.stringify(url.replace(/\/$/, '') + baseUrl),
  });
  return {
    name: 'base-url-banner',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
