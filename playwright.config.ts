import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // A file's tests run in order in one worker; each worker has a portal of its own (tests/e2e/fixtures.ts).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    // The portal then runs without antd's animations: a click never lands on a dialog still zooming in.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
