// Playwright e2e: Debian's Chromium at /usr/bin/chromium (never a downloaded browser), against the built server
// that e2e/support/global-setup.ts starts with a real SMTP sink. Specs: e2e/<domain>/<behaviour>.spec.ts and
// import { test, expect } from '../support/fixtures'.
import { defineConfig } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  testIgnore: ['support/**'],
  outputDir: 'test-results/playwright',
  globalSetup: './e2e/support/global-setup.ts',
  // 2 cores: two workers (files in parallel, the tests of one file in order). PW_WORKERS=1 to serialise.
  workers: Number(process.env.PW_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
