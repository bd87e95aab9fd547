/**
 * @docusaurus/plugin-content-docs, wrapped (Docusaurus's documented way to extend a plugin: call it, and return
 * its lifecycle methods with yours around them). Every docs instance of the site is this module.
 *
 * The one change: the version metadata prop (`PropVersionMetadata`, a public type) that every page of a version
 * loads is given without its `docs` map, which only DocCard reads; plugins/doc-card-descriptions and the
 * src/theme/DocCard wrapper give the cards their descriptions instead. Everything else is the stock plugin, with
 * its own option validation.
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {LoadedContent, PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

function isVersionMetadata(value: unknown): value is PropVersionMetadata {
  return !!value && typeof value === 'object' && 'docsSidebars' in value && 'docs' in value && 'pluginId' in value;
}

/** The route with the `docs` map of any version metadata prop left out (nested routes included). */
export function withoutVersionDocs(route: RouteConfig): RouteConfig {
  const version = route.props?.version;
  return {
    ...route,
    ...(isVersionMetadata(version) ? {props: {...route.props, version: {...version, docs: {}}}} : {}),
    ...(route.routes ? {routes: route.routes.map(withoutVersionDocs)} : {}),
  };
}

export default async function docsLeanVersionMetadata(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute: (route) => args.actions.addRoute(withoutVersionDocs(route))}});
    },
  };
}

export {validateOptions};
