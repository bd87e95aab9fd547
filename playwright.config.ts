/**
 * Browser tests against the production build (build/), served locally. Debian's Chromium is used through
 * executablePath (npx playwright install does not work on these machines). `npm test` builds first; to run the
 * browser tests alone on an existing build: `npm run test:e2e`.
 */
import fs from 'node:fs';
import {defineConfig} from '@playwright/test';

const PORT = Number(process.env.TEST_PORT ?? 4173);
/** Port of the build with the hosted services switched on (Algolia, gtag) by dummy values: npm run build:hosted. */
const HOSTED_PORT = PORT + 1;
const HAS_HOSTED_BUILD = fs.existsSync('build-hosted/404.html');
/** nginx with the deploy configuration (scripts/nginx.mjs) in front of build/, when Debian's nginx is installed. */
const NGINX_PORT = PORT + 2;
const HAS_NGINX = fs.existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx') && fs.existsSync('build/.host-headers.json');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  // Two workers on the 2-core machines this runs on (Playwright's default would be one); the browser audit shards
  // routes so both stay busy.
  workers: Number(process.env.TEST_WORKERS ?? 2),
  // .ci/run has 30 minutes in all; a suite stuck on a busy machine fails here, naming what was still running,
  // instead of being killed without a report. A fresh clone spends 2-4 minutes before the browser suite (npm ci, the
  // static checks beside three builds, the claims and copy checks in their lanes). The suite of about 1,150 tests took
  // 11.7 minutes idle on the 2-core machines of 2026-11-26; on the slower ones of 2026-11-27 it took 24-26 minutes
  // until the every-route axe pass reached pages inside the app, then 21 (bench/MEASUREMENTS.md). 25 minutes leaves
  // the report about a minute inside .ci/run's limit.
  globalTimeout: process.env.CI ? 25 * 60_000 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['./tests/support/summaryReporter.ts']],
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    colorScheme: 'light',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // No network but this machine: every other host fails to resolve (tests/support/fixtures.ts).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
    trace: 'off',
  },
  projects: [
    {name: 'unit', testDir: './tests/unit'},
    {name: 'e2e', testDir: './tests/e2e'},
    ...(HAS_HOSTED_BUILD
      ? [{name: 'hosted', testDir: './tests/hosted', use: {baseURL: `http://127.0.0.1:${HOSTED_PORT}`}}]
      : []),
    ...(HAS_NGINX ? [{name: 'host', testDir: './tests/host', use: {baseURL: `http://127.0.0.1:${NGINX_PORT}`}}] : []),
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT} --dir build`,
      url: `http://127.0.0.1:${PORT}/v3/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(HAS_HOSTED_BUILD
      ? [
          {
            command: `node scripts/serve.mjs --port ${HOSTED_PORT} --dir build-hosted`,
            url: `http://127.0.0.1:${HOSTED_PORT}/v3/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    ...(HAS_NGINX
      ? [
          {
            command: `node scripts/nginx.mjs --port ${NGINX_PORT} --dir build`,
            url: `http://127.0.0.1:${NGINX_PORT}/v3/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
