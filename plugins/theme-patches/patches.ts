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
  {
    module: 'react-helmet-async/lib/index.module.js',
    why:
      'Every <Head> (17 on a doc page) registers with the head manager while the page hydrates, and each ' +
      'registration recomputes the head from all the registered ones: quadratic work, the largest single cost of ' +
      'the first hydration pass (about a fifth of it). In the browser the recomputation now runs once, in a ' +
      'microtask after the registrations of that render. The head was applied to the document one animation frame ' +
      'later already, so what the reader sees is unchanged. The server render (no DOM) stays synchronous: it reads ' +
      'the head right after rendering.',
    find: 'r.emitChange=function(){var t,e,r=this.props.context',
    replace:
      'r.emitChange=function(){if(q.canUseDOM&&!this.__emitNow){var c=this.props.context,self=this;if(c.__emitQueued)return;' +
      'c.__emitQueued=!0;queueMicrotask(function(){c.__emitQueued=!1;self.__emitNow=!0;try{self.emitChange()}finally{self.__emitNow=!1}});return}' +
      'var t,e,r=this.props.context',
  },
];
