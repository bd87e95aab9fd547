/**
 * Doc descriptions for doc cards only, instead of in every docs page's first load.
 *
 * The docs plugin gives each version's pages one metadata prop: its sidebars, and a map of every doc's id, title,
 * description and sidebar (about 7 KB of the 10 KB gzip for v3). Only DocCard reads that map (`useDocById`, for
 * the description under a card's title). So:
 *   - plugins/docs-lean-version-metadata (the docs plugin, wrapped) leaves the map out of that prop;
 *   - this plugin writes the descriptions of every docs instance and version to one data module,
 *     `@generated/doc-card-descriptions/default/descriptions.json`;
 *   - src/theme/DocCard (a wrapper) gives the stock card its version's descriptions, so that data loads with the
 *     cards, on category index pages and pages that use DocCardList.
 * Only public lifecycle APIs: allContentLoaded reads the docs plugins' loaded content (a public type).
 */
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {CardDescriptions} from './types';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

export default function docCardDescriptions(): Plugin {
  return {
    name: 'doc-card-descriptions',
    async allContentLoaded({allContent, actions}) {
      const instances = (allContent[DOCS_PLUGIN] ?? {}) as Record<string, LoadedContent>;
      const descriptions: CardDescriptions = {};
      for (const [pluginId, content] of Object.entries(instances)) {
        descriptions[pluginId] = Object.fromEntries(
          content.loadedVersions.map((version) => [
            version.versionName,
            Object.fromEntries(version.docs.map((doc) => [doc.id, {description: doc.description}])),
          ]),
        );
      }
      await actions.createData('descriptions.json', JSON.stringify(descriptions));
    },
  };
}
