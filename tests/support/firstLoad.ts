/** Bytes of JavaScript and CSS a page downloads until it has hydrated, as sent over the wire (compressed). */
import type {Page} from '@playwright/test';

export interface FirstLoad {
  jsBytes: number;
  cssBytes: number;
  jsRaw: number;
  cssRaw: number;
}

export async function measureFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  const pending: Promise<void>[] = [];
  const totals: FirstLoad = {jsBytes: 0, cssBytes: 0, jsRaw: 0, cssRaw: 0};
  const onResponse = (response: import('@playwright/test').Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const [sizes, body] = await Promise.all([response.request().sizes(), response.body().catch(() => Buffer.alloc(0))]);
        if (type === 'script') {
          totals.jsBytes += sizes.responseBodySize;
          totals.jsRaw += body.length;
        } else {
          totals.cssBytes += sizes.responseBodySize;
          totals.cssRaw += body.length;
        }
      })(),
    );
  };
  page.on('response', onResponse);
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  return totals;
}
