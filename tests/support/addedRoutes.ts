/**
 * Routes the site serves beyond the spec's routes.tsv (../shared is read-only to this project): pages added by
 * later issues. Every per-route browser test (status and title, SEO, accessibility) covers these as it covers the
 * spec's. Add a line when a new public page is added; never remove one (URLs are public).
 */
import type {SpecRoute} from './routes';

export const ADDED_ROUTES: readonly SpecRoute[] = [
  // Issue 18, "Wrapped keys (v3)".
  {section: 'v3', route: '/v3/sdk/wrapped-keys/overview', docId: 'sdk/wrapped-keys/overview', title: 'Wrapped Keys'},
  {section: 'v3', route: '/v3/sdk/wrapped-keys/generate-and-import', docId: 'sdk/wrapped-keys/generate-and-import', title: 'Generate and Import Wrapped Keys'},
  {section: 'v3', route: '/v3/sdk/wrapped-keys/sign-message-and-transaction', docId: 'sdk/wrapped-keys/sign-message-and-transaction', title: 'Sign Messages and Transactions with a Wrapped Key'},
  {section: 'v3', route: '/v3/sdk/wrapped-keys/export', docId: 'sdk/wrapped-keys/export', title: 'Export a Wrapped Key'},
  {section: 'v3', route: '/v3/sdk/wrapped-keys/list-and-storage', docId: 'sdk/wrapped-keys/list-and-storage', title: 'List and Store Wrapped Keys'},
  {section: 'v3', route: '/v3/sdk/wrapped-keys/security', docId: 'sdk/wrapped-keys/security', title: 'Who Can Decrypt a Wrapped Key'},
  {section: 'v3', route: '/v3/sdk/wrapped-keys/costs-and-limits', docId: 'sdk/wrapped-keys/costs-and-limits', title: 'Wrapped Keys: Costs and Limits'},
  // Issue 19, the access control conditions playground.
  {section: 'v3', route: '/v3/sdk/access-control/playground', docId: 'sdk/access-control/playground', title: 'Access Control Conditions Playground'},
];
