/**
 * The docs instances: the main docs (v3 and v2), the learning lab and the ecosystem, each with its own folder and
 * sidebar, all the stock @docusaurus/plugin-content-docs. They are listed here, so the preset's own docs instance
 * is off (docusaurus.config.ts: `docs: false`).
 */
import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {commonDocsOptions, mainDocsOptions} from './docs';

const DOCS_PLUGIN = '@docusaurus/plugin-content-docs';

function docsInstance(id: string, folder: string, sidebarPath: string): PluginConfig {
  return [DOCS_PLUGIN, {...commonDocsOptions, id, path: folder, routeBasePath: folder, sidebarPath} satisfies DocsOptions];
}

export const docsInstances: PluginConfig[] = [
  [DOCS_PLUGIN, mainDocsOptions],
  docsInstance('learningLab', 'learningLab', './sidebarsLearningLab.ts'),
  docsInstance('ecosystem', 'Ecosystem', './sidebarsEcosystem.ts'),
];
