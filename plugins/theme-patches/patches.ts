/**
 * Small source patches to Docusaurus modules, each removing work the browser does while a page hydrates (performance
 * issue #7, mobile total blocking time). A patch names the exact text it replaces; ./patchLoader.cjs fails the build
 * when that text is missing, so a Docusaurus upgrade that changes the code cannot drop a patch silently.
 */
export type SourcePatch = {
  /** The patched module, as a path inside node_modules. */
  module: string;
  /** Why the stock code costs readers time, and why the patch keeps its behaviour. */
  why: string;
  find: string;
  replace: string;
};

export const sourcePatches: SourcePatch[] = [
  {
    module: '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
    why:
      'Tabs remount after hydration (key={isBrowser}), rebuilding every tab panel and its code blocks in the ' +
      'browser: a workaround for facebook/docusaurus#5653, where React 17 left the server-selected tab styled after ' +
      'the stored choice was applied. The stored choice is applied by a layout effect after hydration, as an ' +
      'ordinary update, which both Preact and React 19 render correctly (tests/e2e/hydration.spec.ts).',
    find: 'key={String(isBrowser)}>',
    replace: '>',
  },
  {
    module: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    why:
      'getActivePlugin sorts the docs instances by path with localeCompare, and the first localeCompare of a page ' +
      'loads the collation data: about 10 ms of the hydration task on a fast machine, 40 ms at Lighthouse\'s 4x ' +
      'slowdown. The sort only has to put a path before its prefixes (/v3/sdk before /v3), which comparing code ' +
      'units does as well.',
    find: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    replace: '.sort((a, b) => (a[1].path < b[1].path ? 1 : a[1].path > b[1].path ? -1 : 0))',
  },
  {
    module: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    why:
      'useShallowMemoObject (used by the navbar secondary menu on every docs page) sorts property names with ' +
      'localeCompare, paying for the collation data in the hydration task as above. The order only has to be the ' +
      'same from one render to the next.',
    find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
  },
];
