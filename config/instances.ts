/** The extra docs instances: the learning lab and the ecosystem, each with its own folder and sidebar. */
import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {commonDocsOptions} from './docs';

function docsInstance(id: string, folder: string, sidebarPath: string): PluginConfig {
  return [
    '@docusaurus/plugin-content-docs',
    {...commonDocsOptions, id, path: folder, routeBasePath: folder, sidebarPath} satisfies DocsOptions,
  ];
}

export const docsInstances: PluginConfig[] = [
  docsInstance('learningLab', 'learningLab', './sidebarsLearningLab.ts'),
  docsInstance('ecosystem', 'Ecosystem', './sidebarsEcosystem.ts'),
];
