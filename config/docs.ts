/** Options shared by every docs instance (the versioned docs, the learning lab and the ecosystem). */
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import remarkSdkData from '../plugins/remark-sdk-data';
import rehypeScrollableTables from '../plugins/rehype-scrollable-tables';
import {DOCS_EDIT_URL} from './links';

export const commonDocsOptions = {
  breadcrumbs: true,
  editUrl: DOCS_EDIT_URL,
  // The date of the page file's last commit (git log at build time; README "Last updated" gives the cost). CI
  // needs the full history for it: .ci/run unshallows a shallow clone.
  showLastUpdateTime: true,
  remarkPlugins: [remarkSdkData],
  rehypePlugins: [rehypeScrollableTables],
  // Doc pages whose sidebar lists them get previous/next links; the ones outside any sidebar get none.
} satisfies Partial<DocsOptions>;

/** The main docs: v3 (current, /v3) and v2 (older, /v2) under routeBasePath '/'. */
export const mainDocsOptions = {
  ...commonDocsOptions,
  path: 'docs',
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  lastVersion: 'current',
  versions: {
    current: {label: 'v3.x.x', path: 'v3'},
    '2.0': {label: 'v2.x.x', path: 'v2', banner: 'unmaintained'},
  },
} satisfies DocsOptions;

