/**
 * The path helpers of src/lib/canonicalPath.ts that the not-found page and the canonical-address client module use:
 * the spelling offered for an address in the wrong letter case, and none for an unknown one.
 */
import {test, expect} from '@playwright/test';
import {sameRouteInOtherCase, sitemapPaths} from '../../src/lib/canonicalPath';

const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?><urlset>
<url><loc>https://developer.litprotocol.com/blog</loc></url>
<url><loc>https://developer.litprotocol.com/v3/sdk/installation</loc></url>
<url><loc>https://developer.litprotocol.com/learningLab/intro</loc></url>
</urlset>`;

test('an address in the wrong letter case gets the known spelling; an unknown one, or the right one, gets none', () => {
  const known = sitemapPaths(SITEMAP);
  expect(known).toEqual(['/blog', '/v3/sdk/installation', '/learningLab/intro']);
  expect(sameRouteInOtherCase('/Blog', known)).toBe('/blog');
  expect(sameRouteInOtherCase('/V3/sdk/installation/', known)).toBe('/v3/sdk/installation');
  expect(sameRouteInOtherCase('/learninglab/intro', known)).toBe('/learningLab/intro');
  expect(sameRouteInOtherCase('/v3/no-such-page', known)).toBeUndefined();
  expect(sameRouteInOtherCase('/blog', known)).toBeUndefined();
});
