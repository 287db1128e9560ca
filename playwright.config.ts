import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, E2E_PORTS, E2E_WORKERS } from './e2e/accounts-data';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // One server per worker (e2e/accounts-data.ts), so a file's data is its server's alone.
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: 'test-results',
  use: {
    // The worker's own server: each worker reads this file again, knowing its slot.
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A trace records a screencast of every test and is thrown away when it passes: in CI,
    // where nobody opens one, that is Chromium encoding frames for nothing on a busy machine.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A worker's tests share one browser context and page, reset between them (cookies, storage,
    // cache, routes, init scripts, emulation; a changed storageState or JavaScript setting gets
    // a fresh one): a fresh context per test cost 3.4 s of CPU before the first page was up, a
    // reset one 0.8 s (decision 029). A test that changes what the reset keeps (CPU throttling,
    // permissions, offline, geolocation) puts it back before it ends.
    reuseContext: true,
    // Pages are fetched as the test says, not from what a service worker kept in an earlier
    // test; the offline journeys (offline.spec.ts) let it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /phone\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // What differs at 390 px: the small-screen header, menu and search box. The other specs
      // scan their screens and dialogs at 390 px as well as 1280 (violationsEverywhere) rather
      // than run again here: walking a screen again cost more than scanning it.
      testMatch: /[\\/](phone|member-first-paint|search-suggest)\.spec\.ts$/,
    },
  ],
  // One command for all the workers' servers, prepared side by side (the runner would start one
  // entry after another); the last port answers once all do (e2e/serve.mjs).
  webServer: {
    command: `node --import tsx e2e/serve.mjs ${E2E_PORTS.join(' ')}`,
    url: `http://127.0.0.1:${E2E_PORTS.at(-1)}/api/health`,
    reuseExistingServer: false,
    // A minute a server, as when there was one.
    timeout: 60_000 * E2E_PORTS.length,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM, so the apps stop their embedded PostgreSQL; the default SIGKILL would orphan them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
