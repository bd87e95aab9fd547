/**
 * Whether a `configureWebpack` call is for the production browser bundle: the one readers download. The plugins
 * that slim that bundle or change how it starts (preact-client, lean-route-manifest, light-progress-bar,
 * idle-prefetch, translation-descriptions, staged-client-entry, browser-site-config) leave the server render and
 * `npm start` as Docusaurus makes them.
 */
import type {Configuration} from 'webpack';

export function isProductionBrowserBuild(config: Configuration, isServer: boolean): boolean {
  return !isServer && config.mode === 'production';
}
