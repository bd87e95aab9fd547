/**
 * Doc descriptions for doc cards only, instead of in every docs page's first load (performance issue #7).
 *
 * The docs plugin puts each version's metadata in one JSON module that every page of the version loads: its
 * sidebars, and a map of every doc's id, title, description and sidebar (about 7 KB of the 10 KB gzip for v3).
 * Only DocCard reads that map (`useDocById`, for the description under a card's title). So:
 *   - ./versionMetadataLoader.cjs empties the map in the version metadata module, in every build;
 *   - this plugin writes the descriptions of every docs instance and version to one data module,
 *     `@generated/doc-card-descriptions/default/descriptions.json`;
 *   - src/theme/DocCard (a wrapper) gives the stock card its version's descriptions, so that data is loaded with
 *     the cards, on category index pages and pages that use DocCardList.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {CardDescriptions} from './types';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

export default function docCardDescriptions(context: LoadContext): Plugin {
  const metadataDir = path.join(context.generatedFilesDir, DOCS_PLUGIN);
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
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: (file: string) => file.startsWith(metadataDir + path.sep) && /[\\/]p[\\/][^\\/]+\.json$/.test(file),
              use: [path.join(__dirname, 'versionMetadataLoader.cjs')],
            },
          ],
        },
      };
    },
  };
}
