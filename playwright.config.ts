import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './e2e/accounts-data';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

const PORT = E2E_PORT;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records a screencast of every test and is thrown away when it passes: in CI,
    // where nobody opens one, that is Chromium encoding frames for nothing on a busy machine.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
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
      testMatch:
        /(smoke|phone|a11y|a11y-dialogs|member-first-paint|verification|field-reports|field-report-moderation|search-suggest|related)\.spec\.ts/,
    },
  ],
  webServer: {
    command: `node e2e/serve.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM, so the app stops its embedded PostgreSQL; the default SIGKILL would orphan it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
