/**
 * Routes the site serves beyond the spec's routes.tsv (../shared is read-only to this project): pages added by
 * later issues. Every per-route browser test (status and title, SEO, accessibility) covers these as it covers the
 * spec's. Add a line when a new public page is added; never remove one (URLs are public).
 */
import type {SpecRoute} from './routes';

export const ADDED_ROUTES: readonly SpecRoute[] = [
  {section: 'v3', route: '/v3/sdk/access-control/playground', docId: 'sdk/access-control/playground', title: 'Access Control Conditions Playground'},
];
