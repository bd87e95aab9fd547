/**
 * Google Analytics (gtag), only when GTAG_TRACKING_ID is set: page views on every route change (the plugin),
 * outbound link clicks (src/clientModules/outboundLinks.ts). Without it, no analytics code or request at all.
 */
import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import type {Options as GtagOptions} from '@docusaurus/plugin-google-gtag';
import {GTAG_TRACKING_ID} from './env';

export const analyticsPlugins: PluginConfig[] = GTAG_TRACKING_ID
  ? [
      [
        '@docusaurus/plugin-google-gtag',
        // The spec keeps IP anonymising off.
        {trackingID: GTAG_TRACKING_ID, anonymizeIP: false} satisfies GtagOptions,
      ],
      () => ({
        name: 'lit-outbound-links',
        getClientModules: () => [path.resolve(__dirname, '../src/clientModules/outboundLinks.ts')],
      }),
    ]
  : [];
