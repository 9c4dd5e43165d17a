import { defineConfig } from '@playwright/test';

// Two cores: one worker keeps Chromium and the fake servers from starving each other.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: { trace: 'off' },
});
