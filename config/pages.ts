/**
 * What the pages plugin leaves out of src/pages: private files (a leading underscore), and the pages the browser
 * tests need (src/pages/tests, such as /tests/crash) unless the build is one for the tests (TEST_PAGES=true,
 * config/env.ts). The deploy build (`npm run build`) has no /tests/ page.
 */
const PRIVATE_FILES = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**'];
export const TEST_PAGES_GLOB = 'tests/**';

export function pagesExclude(testPages: boolean): string[] {
  return testPages ? PRIVATE_FILES : [...PRIVATE_FILES, TEST_PAGES_GLOB];
}
