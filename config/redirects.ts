/**
 * Static redirect pages (work on any host, no server rules): `/page.html` and `/page/index` lead to `/page`,
 * as the spec requires, and the section roots lead to their first page.
 */
import type {PluginConfig} from '@docusaurus/types';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';

export const redirectPlugins: PluginConfig[] = [
  [
    '@docusaurus/plugin-client-redirects',
    {
      fromExtensions: ['html'],
      redirects: [
        {from: '/learningLab', to: '/learningLab/intro'},
        {from: '/Ecosystem', to: '/Ecosystem/community'},
      ],
      createRedirects(existingPath: string) {
        // /v3/sdk/installation/index -> /v3/sdk/installation ; /v3/index -> /v3/
        // Skip the root and file-like routes (404.html, feeds).
        if (existingPath === '/' || /\.\w+$/.test(existingPath)) return undefined;
        return existingPath.endsWith('/') ? [`${existingPath}index`] : [`${existingPath}/index`];
      },
    } satisfies RedirectOptions,
  ],
];
