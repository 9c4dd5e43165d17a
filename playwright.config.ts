import { defineConfig } from '@playwright/test';
import { join } from 'node:path';

// QUARRY_OUT_DIR (optional) keeps builds, artefacts and the report of parallel runs apart.
const out = process.env.QUARRY_OUT_DIR;

// Two cores: one worker keeps Chromium and the fake servers from starving each other.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  retries: 0,
  outputDir: out ? join(out, 'test-results') : 'test-results',
  reporter: [['list'], ['json', { outputFile: out ? join(out, 'e2e.json') : 'reports/e2e.json' }]],
  use: { trace: 'off' },
});
