/**
 * The scripts a page's Web Workers loaded, with their sizes, read from each worker's own Resource Timing
 * entries (Playwright's page network events do not include the requests a dedicated worker makes). Used for the
 * access control conditions playground, whose SDK runs in a worker: by the budget tests and by npm run bench.
 */

/**
 * @typedef {{url: string, encodedBytes: number, decodedBytes: number}} WorkerScript
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').Worker[]} workers the workers the page started (collect them with page.on('worker'))
 * @returns {Promise<WorkerScript[]>} each worker's main script (from the page's entries) and what it imported
 */
export async function workerScripts(page, workers) {
  /** @type {WorkerScript[]} */
  const scripts = [];
  for (const worker of workers) {
    const own = await page.evaluate((url) => performance.getEntriesByName(url).map((e) => /** @type {PerformanceResourceTiming} */ (e)).map((e) => ({url: e.name, encodedBytes: e.encodedBodySize, decodedBytes: e.decodedBodySize})), worker.url());
    const imported = await worker.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => /** @type {PerformanceResourceTiming} */ (e)).map((e) => ({url: e.name, encodedBytes: e.encodedBodySize, decodedBytes: e.decodedBodySize})),
    );
    scripts.push(...own.slice(0, 1), ...imported);
  }
  return scripts;
}
