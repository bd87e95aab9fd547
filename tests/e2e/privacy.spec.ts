/** Without GTAG_TRACKING_ID and Algolia keys (the default build), no analytics code loads and nothing leaves the site. */
import {test, expect} from '../support/fixtures';

test('no analytics and no request to another site, across several pages', async ({page, gotoHydrated, blockedRequests}) => {
  for (const path of ['/v3/', '/v3/sdk/installation', '/v2/', '/learningLab/intro', '/blog', '/search?q=pkp']) {
    await gotoHydrated(path);
  }
  expect(await page.evaluate(() => typeof (window as unknown as {gtag?: unknown}).gtag)).toBe('undefined');
  expect(blockedRequests).toEqual([]);
});
